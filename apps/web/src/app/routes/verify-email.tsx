import { useLingui } from "@lingui/react/macro";
import { Paper } from "@mantine/core";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { EmailVerification } from "@/features/users/components/email-verification";

export function VerifyEmailRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <Paper maw={480} mx="auto" p="lg" withBorder>
      <PageHeader title={t`Confirm your email address`} />
      <EmailVerification token={params.get("token") ?? ""} />
    </Paper>
  );
}
