import { useCallback, useState } from "react";

function read(key: string): number {
  try {
    const value = Number(sessionStorage.getItem(key));
    return Number.isSafeInteger(value) && value > 0 ? value : 0;
  } catch {
    // Storage can be switched off; the counter then lives only as long as the page.
    return 0;
  }
}

/** A counter kept in sessionStorage, so it survives reloads in this tab and ends with it. */
export function useSessionCounter(key: string): [number, () => void] {
  const [count, setCount] = useState(() => read(key));
  const increment = useCallback(() => {
    // Storage is the source of truth (another page of this tab may have counted too); the
    // on-screen count covers the case where storage is unavailable.
    const next = Math.max(count, read(key)) + 1;
    try {
      sessionStorage.setItem(key, String(next));
    } catch {
      // See read().
    }
    setCount(next);
  }, [count, key]);
  return [count, increment];
}
