// On /profile until the address is confirmed: where the link went, and a button to send it again.
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { ApiError } from "@/lib/api-client";
import { refreshUser, useUser } from "@/lib/auth";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useResendVerification } from "../api/resend-verification";

export function EmailConfirmationAlert() {
  const { t } = useLingui();
  const user = useUser();
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => notifySuccess(t`${message} to ${user.email}`),
      onError: (error) => {
        // Confirmed meanwhile (the link opened in another browser): this page catches up.
        if (error instanceof ApiError && error.status === 409) {
          notifySuccess(t`Your email address is already confirmed`);
          void refreshUser();
        } else notifyError(error);
      },
    });

  return (
    <Alert
      color="yellow"
      role="status"
      title={t`Your email address is not confirmed yet`}
      // Mantine's yellow title on the yellow background is 2:1; the text colour reads.
      styles={{ title: { color: "var(--mantine-color-text)" } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          <Trans>Please confirm your email address: we sent a link to {user.email}.</Trans>
        </Text>
        <Button size="xs" variant="default" onClick={onResend} loading={resend.isPending}>
          <Trans>Send the link again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
