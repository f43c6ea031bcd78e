// While a navigation waits for the next page's code and data (React Router keeps the page on
// screen until both are in), a spinner says so, in words for a screen reader too.
import { Trans } from "@lingui/react/macro";
import { Loader, Paper, VisuallyHidden } from "@mantine/core";
import { useNavigation } from "react-router";
import classes from "./navigation-status.module.css";

export function NavigationStatus() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <Paper className={classes.status} shadow="sm" withBorder role="status" aria-live="polite">
      <Loader size="sm" aria-hidden="true" />
      <VisuallyHidden>
        <Trans>Loading the page</Trans>
      </VisuallyHidden>
    </Paper>
  );
}
