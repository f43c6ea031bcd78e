import { PageHeader } from "@/components/page-header";
import { MailForm } from "@/features/mail/components/mail-form";
import { OutboxList } from "@/features/mail/components/outbox-list";

export function EmailRoute() {
  return (
    <>
      <PageHeader title="Send email" />
      <MailForm />
      <OutboxList />
    </>
  );
}
