import { formatClock } from "@app/shared/format";
import { Text, VisuallyHidden } from "@mantine/core";
import { useEffect, useRef, useState } from "react";

/** Which stretch of the test the time left falls in; the live region speaks when it changes. */
function stretch(seconds: number): string {
  if (seconds === 0) return "over";
  if (seconds <= 10) return "10s";
  if (seconds <= 30) return "30s";
  if (seconds <= 60) return "1m";
  return `${Math.ceil(seconds / 60)}m`;
}

function spoken(seconds: number): string {
  if (seconds === 0) return "Time is up. Your answers are being submitted.";
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"} left`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"} left`;
}

/**
 * The visible m:ss clock (not live: a screen reader would read it every second), and a polite
 * live region that speaks once a minute, then at 30 and 10 seconds, and when time is up.
 */
export function Countdown({ seconds }: { seconds: number }) {
  const [message, setMessage] = useState(() => spoken(seconds));
  const announced = useRef(stretch(seconds));
  useEffect(() => {
    const current = stretch(seconds);
    if (current === announced.current) return;
    announced.current = current;
    setMessage(spoken(seconds));
  }, [seconds]);

  return (
    <>
      <Text fw={600} size="lg" role="timer" aria-label="Time left" data-testid="countdown">
        Time left:{" "}
        <Text span inherit c={seconds <= 10 ? "red.8" : undefined} ff="monospace">
          {formatClock(seconds)}
        </Text>
      </Text>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="countdown-announcement">
        {message}
      </VisuallyHidden>
    </>
  );
}
