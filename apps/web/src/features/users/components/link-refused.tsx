// A mailed one-time link the server refused (used, expired or cut short), and where to get another.

import { inLanguage } from "@app/shared/messages";
import { LINK_REFUSED } from "@app/shared/users";
import { useLingui as useLinguiContext } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { Alert, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ApiError } from "@/lib/api-client";

export function LinkRefused({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  return (
    <Alert color="red" title={t`This link cannot be used`} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{inLanguage(i18n, LINK_REFUSED)}</Text>
        {children}
      </Stack>
    </Alert>
  );
}

/**
 * Whether a refusal is the server's answer for a one-time link it does not take: a 400 about no
 * field (a refused new password names its field). Told by its shape, not its words, which are in
 * the reader's language.
 */
export const isLinkRefused = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 400 && error.issues.length === 0;
