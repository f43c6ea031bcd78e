import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { MailForm } from "@/features/mail/components/mail-form";
import { OutboxList } from "@/features/mail/components/outbox-list";

export function EmailRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Send email`} />
      <MailForm />
      <OutboxList />
    </>
  );
}
