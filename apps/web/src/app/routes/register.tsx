import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Paper, Text } from "@mantine/core";
import { useLocation } from "react-router";
import { LocalizedLink } from "@/components/localized-link";
import { PageHeader } from "@/components/page-header";
import { RegisterForm } from "@/features/users/components/register-form";

export function RegisterRoute() {
  const { t } = useLingui();
  const { state } = useLocation();
  return (
    <Paper maw={420} mx="auto" p="lg" withBorder>
      <PageHeader title={t`Register`} subtitle={t`Please create an account`} />
      <RegisterForm />
      <Text mt="md" size="sm">
        <Trans>
          Already registered?{" "}
          <Anchor component={LocalizedLink} to="/login" state={state}>
            Log in
          </Anchor>
        </Trans>
      </Text>
    </Paper>
  );
}
