import { formatDateTime } from "@app/shared/format";
import type { Role } from "@app/shared/users";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Paper, Stack, Text } from "@mantine/core";
import { useUser } from "@/lib/auth";
import { useLanguage } from "@/lib/i18n";
import { EmailConfirmationAlert } from "./email-confirmation-alert";

const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  user: msg`User`,
  staff: msg`Staff`,
  admin: msg`Administrator`,
};

export function ProfileDetails() {
  const user = useUser();
  const { i18n } = useLingui();
  const { locale } = useLanguage();
  if (!user) return null;
  const role = i18n._(ROLE_NAMES[user.role]);
  const since = user.createdAt ? formatDateTime(user.createdAt, locale) : "";
  return (
    <>
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text>
            <Trans>Name: {user.name}</Trans>
          </Text>
          <Text style={{ overflowWrap: "anywhere" }}>
            <Trans>Email: {user.email}</Trans>
          </Text>
          <Text>
            <Trans>Role: {role}</Trans>
          </Text>
          {since && (
            <Text>
              <Trans>Member since: {since}</Trans>
            </Text>
          )}
        </Stack>
      </Paper>
      <EmailConfirmationAlert />
    </>
  );
}
