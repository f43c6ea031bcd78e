// /verify-email?token=: confirms the address the mailed link was made for, once, on arrival.

import { LinkTokenSchema } from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Stack, Text } from "@mantine/core";
import { LocalizedLink } from "@/components/localized-link";
import { QueryStates } from "@/components/query-states";
import { useAuth } from "@/lib/auth";
import { useVerifyEmail } from "../api/verify-email";
import { isLinkRefused, LinkRefused } from "./link-refused";

export function EmailVerification({ token }: { token: string }) {
  const { t } = useLingui();
  // A link cut short is refused here; the server would only say the same.
  const complete = LinkTokenSchema.safeParse(token).success;
  const { user, verified } = useAuth();
  // Sent once the signed-in user is checked: that check's answer, arriving later, would put back
  // the unconfirmed address this one confirms.
  const verification = useVerifyEmail(complete && verified ? token : null);

  if (!complete || isLinkRefused(verification.error)) {
    return (
      <LinkRefused>
        <Text size="sm">
          {user?.emailVerified
            ? t`Your own address is already confirmed.`
            : t`Your profile page can send a new link.`}
        </Text>
        <Anchor component={LocalizedLink} to="/profile" size="sm">
          <Trans>Go to your profile</Trans>
        </Anchor>
      </LinkRefused>
    );
  }
  return (
    <QueryStates
      query={verification}
      data={verification.data}
      loadingLabel={t`Confirming your email address`}
      errorTitle={t`Your address was not confirmed`}
    >
      {(confirmed) => (
        <Stack>
          <Alert color="green" role="status" title={t`Your email address is confirmed`}>
            <Trans>Thank you: {confirmed.email} is confirmed.</Trans>
          </Alert>
          <Text size="sm">
            {user ? (
              <Anchor component={LocalizedLink} to="/profile">
                <Trans>Go to your profile</Trans>
              </Anchor>
            ) : (
              <Anchor component={LocalizedLink} to="/login">
                <Trans>Go to Login</Trans>
              </Anchor>
            )}
          </Text>
        </Stack>
      )}
    </QueryStates>
  );
}
