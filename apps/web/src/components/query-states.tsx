// The loading, empty and error states every list and page shows while fetching data.
import { Alert, Button, Stack, Text } from "@mantine/core";
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
        {onRetry && (
          <Button size="xs" variant="outline" color="red" onClick={onRetry}>
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
