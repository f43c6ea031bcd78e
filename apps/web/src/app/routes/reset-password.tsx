import { LinkTokenSchema } from "@app/shared/users";
import { useLingui } from "@lingui/react/macro";
import { Paper } from "@mantine/core";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import {
  ResetLinkRefused,
  ResetPasswordForm,
} from "@/features/users/components/reset-password-form";

export function ResetPasswordRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return (
    <Paper maw={420} mx="auto" p="lg" withBorder>
      <PageHeader title={t`Choose a new password`} />
      {/* A link without its token (or cut short by the mail program) is refused straight away. */}
      {LinkTokenSchema.safeParse(token).success ? (
        <ResetPasswordForm token={token} />
      ) : (
        <ResetLinkRefused />
      )}
    </Paper>
  );
}
