import { formatClock, formatCount, type Locale } from "@app/shared/format";
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Text, VisuallyHidden } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useLanguage } from "@/lib/i18n";

/** Which stretch of the test the time left falls in; the live region speaks when it changes. */
function stretch(seconds: number): string {
  if (seconds === 0) return "over";
  if (seconds <= 10) return "10s";
  if (seconds <= 30) return "30s";
  if (seconds <= 60) return "1m";
  return `${Math.ceil(seconds / 60)}m`;
}

function spoken(i18n: I18n, seconds: number, locale: Locale): string {
  if (seconds === 0) return i18n._(msg`Time is up. Your answers are being submitted.`);
  if (seconds < 60) {
    const count = formatCount(seconds, locale);
    return i18n._(
      msg`${plural(seconds, { one: `${count} second left`, other: `${count} seconds left` })}`,
    );
  }
  const minutes = Math.ceil(seconds / 60);
  const count = formatCount(minutes, locale);
  return i18n._(
    msg`${plural(minutes, { one: `${count} minute left`, other: `${count} minutes left` })}`,
  );
}

/**
 * The visible m:ss clock (not live: a screen reader would read it every second), and a polite
 * live region that speaks once a minute, then at 30 and 10 seconds, and when time is up.
 */
export function Countdown({ seconds }: { seconds: number }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [message, setMessage] = useState(() => spoken(i18n, seconds, locale));
  const announced = useRef(stretch(seconds));
  useEffect(() => {
    const current = stretch(seconds);
    if (current === announced.current) return;
    announced.current = current;
    setMessage(spoken(i18n, seconds, locale));
  }, [seconds, i18n, locale]);

  return (
    <>
      <Text fw={600} size="lg" role="timer" aria-label={t`Time left`} data-testid="countdown">
        <Trans>
          Time left:{" "}
          <Text span inherit c={seconds <= 10 ? "red.8" : undefined} ff="monospace">
            {formatClock(seconds, locale)}
          </Text>
        </Trans>
      </Text>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="countdown-announcement">
        {message}
      </VisuallyHidden>
    </>
  );
}
