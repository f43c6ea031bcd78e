// The loading, empty and error states every list and page shows while fetching data.
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import type { ComponentType, ReactNode } from "react";
import { errorMessage } from "@/lib/api-client";
import { PageLoader } from "./page-loader";
import classes from "./query-states.module.css";

export function LoadingState({ label }: { label?: string }) {
  return <PageLoader label={label} />;
}

export function ErrorState({
  error,
  title,
  onRetry,
}: {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}) {
  const { t } = useLingui();
  return (
    <Alert color="red" title={title ?? t`Could not load this page`} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {/* The darkest red keeps 4.5:1 on the alert's pale red. */}
        {onRetry && (
          <Button size="xs" variant="outline" color="red.9" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

type EmptyIcon = ComponentType<{ size?: number; stroke?: number; "aria-hidden"?: "true" }>;

/**
 * An empty list or page: an icon, what is (not) there, optionally what fills it (`hint`), and the
 * action that does (`children`), in a quiet box rather than bare text.
 */
export function EmptyState({
  message,
  hint,
  icon: Icon = IconInbox,
  children,
}: {
  message: string;
  hint?: string;
  icon?: EmptyIcon;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" py="xl" px="md" gap="xs" className={classes.empty}>
      <ThemeIcon variant="light" color="gray" size={48} radius="xl">
        <Icon size={26} stroke={1.5} aria-hidden="true" />
      </ThemeIcon>
      <Text fw={600} ta="center">
        {message}
      </Text>
      {hint && (
        <Text size="sm" c="gray.7" ta="center" maw={420}>
          {hint}
        </Text>
      )}
      {children}
    </Stack>
  );
}

/** What the wrapper reads of a query (a plain or an infinite one). */
type QueryState = {
  error: unknown;
  isError: boolean;
  isPending: boolean;
  refetch: () => Promise<unknown>;
};

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A query in its loading, error and empty states, and `children` drawing its data once there is
 * some: the one way a screen shows them. A failed refetch keeps the data already shown; a list
 * with no rows shows `empty` (`isEmpty` says what is empty for other data).
 */
export function QueryStates<Data>({
  query,
  data,
  loadingLabel,
  errorTitle,
  empty,
  emptyHint,
  emptyAction,
  isEmpty = isEmptyList,
  canRetry = true,
  children,
}: {
  query: QueryState;
  /** The data to draw: the query's own, a deferred copy of it, or an infinite list's rows. */
  data: Data | undefined;
  loadingLabel: string;
  errorTitle?: string;
  /** The empty state's message; without it, empty data is drawn as it is. */
  empty?: string;
  emptyHint?: string;
  emptyAction?: ReactNode;
  isEmpty?: (data: Data) => boolean;
  /** The error offers "Try again" (not for what does not exist). */
  canRetry?: boolean;
  children: (data: Data) => ReactNode;
}) {
  if (query.isError && data === undefined) {
    return (
      <ErrorState
        error={query.error}
        title={errorTitle}
        onRetry={canRetry ? () => void query.refetch() : undefined}
      />
    );
  }
  if (query.isPending || data === undefined) return <LoadingState label={loadingLabel} />;
  if (empty !== undefined && isEmpty(data)) {
    return (
      <EmptyState message={empty} hint={emptyHint}>
        {emptyAction}
      </EmptyState>
    );
  }
  return children(data);
}
