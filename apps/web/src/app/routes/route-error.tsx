import { Alert, Button, Stack, Title } from "@mantine/core";
import { Component, type ReactNode } from "react";
import { Link } from "react-router";
import { errorMessage } from "@/lib/api-client";

/** What a section shows when its page failed (its code did not load, or it threw while drawing). */
export function RouteError({ error }: { error: unknown }) {
  return (
    <Stack align="flex-start" py="xl" component="section">
      <Title order={1}>Something went wrong</Title>
      <Alert color="red" title="This page could not be shown">
        {errorMessage(error)}
      </Alert>
      <Button component={Link} to="/">
        Go to the home page
      </Button>
    </Stack>
  );
}

type BoundaryProps = {
  children: ReactNode;
  /** Where the section is (the path): a new value, i.e. another page, clears the error. */
  resetKey: string;
};
/** `failedAt` is the resetKey the error happened under, noted on the render that shows it. */
type BoundaryState = { failed: boolean; error: unknown; failedAt: string | null };

/** The error boundary of a section: the page failed, the navigation bar still works. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error, failedAt: null };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (!state.failed) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey
      ? null
      : { failed: false, error: null, failedAt: null };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
