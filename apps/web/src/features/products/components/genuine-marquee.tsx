import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon } from "@mantine/core";
import { useState } from "react";
import classes from "./genuine-marquee.module.css";

/** How many in a hundred of the shop's items are genuine: a value, in the reader's digits. */
const percent = 100;

/**
 * The specification's marquee: every item in the shop is genuine. It moves for longer than 5 s, so
 * a button stops and starts it (WCAG 2.2.2); hovering pauses it too, and it stands still for
 * visitors who ask for reduced motion.
 */
export function GenuineMarquee() {
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  return (
    <div className={classes.marquee} data-paused={paused || undefined}>
      <p className={classes.line}>
        <span className={classes.text}>
          <Trans>
            All items are {percent}% genuine — original products and study materials, checked by the
            institute.
          </Trans>
        </span>
      </p>
      <ActionIcon
        variant="subtle"
        color="dark"
        className={classes.toggle}
        aria-label={t`Pause the moving line`}
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
      >
        <span aria-hidden="true">{paused ? "▶" : "❚❚"}</span>
      </ActionIcon>
    </div>
  );
}
