import { useCallback, useState, useSyncExternalStore } from "react";

function read(key: string): number {
  try {
    const value = Number(sessionStorage.getItem(key));
    return Number.isSafeInteger(value) && value > 0 ? value : 0;
  } catch {
    // Storage can be switched off; the counter then lives only as long as the page.
    return 0;
  }
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A counter kept in sessionStorage, so it survives reloads in this tab and ends with it. It reads
 * 0 on the server and while React hydrates the server's HTML (decision 022), then the stored count.
 */
export function useSessionCounter(key: string): [number, () => void] {
  const stored = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => 0,
  );
  // The count of this page's presses, for when storage is unavailable.
  const [pressed, setPressed] = useState(0);
  const count = Math.max(stored, pressed);
  const increment = useCallback(() => {
    // Storage is the source of truth (another page of this tab may have counted too); the
    // on-screen count covers the case where storage is unavailable.
    const next = Math.max(count, read(key)) + 1;
    try {
      sessionStorage.setItem(key, String(next));
    } catch {
      // See read().
    }
    setPressed(next);
    for (const listener of listeners) listener();
  }, [count, key]);
  return [count, increment];
}
