// The first stop of the Tab key on every page, public or back office: past the navigation to the
// page's main region (the layouts give it id="main").
import { Trans } from "@lingui/react/macro";
import classes from "./skip-link.module.css";

export function SkipLink() {
  return (
    <a href="#main" className={classes.skip}>
      <Trans>Skip to content</Trans>
    </a>
  );
}
