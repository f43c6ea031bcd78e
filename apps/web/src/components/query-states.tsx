// The loading, empty and error states every list and page shows while fetching data.
import { Alert, Button, Stack, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage } from "@/lib/api-client";
import { PageLoader } from "./page-loader";

export function LoadingState({ label }: { label?: string }) {
  return <PageLoader label={label} />;
}

export function ErrorState({
  error,
  title = "Could not load this page",
  onRetry,
}: {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}) {
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {/* The darkest red keeps 4.5:1 on the alert's pale red. */}
        {onRetry && (
          <Button size="xs" variant="outline" color="red.9" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Stack align="center" py="xl" gap="sm">
      <Text fw={500}>{message}</Text>
      {children}
    </Stack>
  );
}

/**
 * A list's query in its loading, error and empty states, and `children` drawing the rows once
 * there are some.
 */
export function QueryStates<Item>({
  query,
  data = query.data,
  loadingLabel,
  errorTitle,
  empty,
  emptyAction,
  children,
}: {
  query: UseQueryResult<Item[]>;
  /** The rows to draw, when not the query's own (a deferred copy of them). */
  data?: Item[] | undefined;
  loadingLabel: string;
  errorTitle?: string;
  empty: string;
  emptyAction?: ReactNode;
  children: (items: Item[]) => ReactNode;
}) {
  if (query.isError) {
    return (
      <ErrorState error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />
    );
  }
  if (query.isPending || data === undefined) return <LoadingState label={loadingLabel} />;
  if (data.length === 0) return <EmptyState message={empty}>{emptyAction}</EmptyState>;
  return children(data);
}
