import { useEffect, useState } from "react";

function secondsLeft(deadlineMs: number, limitSeconds: number | null): number {
  const left = Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000));
  // A browser clock behind the server's would otherwise show more time than the test has.
  return limitSeconds === null ? left : Math.min(left, limitSeconds);
}

/**
 * Whole seconds until the server's deadline (0 once it has passed), or null without a deadline.
 * Checked four times a second so the display never lags a whole second behind the clock.
 */
export function useSecondsLeft(
  deadline: string | null,
  limitSeconds: number | null,
): number | null {
  const deadlineMs = deadline === null ? Number.NaN : Date.parse(deadline);
  const [left, setLeft] = useState(() =>
    Number.isNaN(deadlineMs) ? null : secondsLeft(deadlineMs, limitSeconds),
  );
  useEffect(() => {
    if (Number.isNaN(deadlineMs)) {
      setLeft(null);
      return;
    }
    const tick = () => setLeft(secondsLeft(deadlineMs, limitSeconds));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadlineMs, limitSeconds]);
  return left;
}
