// A mailed one-time link the server refused (used, expired or cut short), and where to get another.

import { LINK_REFUSED } from "@app/shared/users";
import { useLingui } from "@lingui/react/macro";
import { Alert, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

export function LinkRefused({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Alert color="red" title={t`This link cannot be used`} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{LINK_REFUSED}</Text>
        {children}
      </Stack>
    </Alert>
  );
}

/** Whether a refusal is the server's answer for a one-time link it does not take. */
export const isLinkRefused = (error: unknown): boolean =>
  error instanceof Error && error.message === LINK_REFUSED;
