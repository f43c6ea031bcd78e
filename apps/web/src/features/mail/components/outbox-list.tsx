import { formatDateTime } from "@app/shared/format";
import {
  OUTBOX_STATES,
  type OutboxMessage,
  OutboxQuerySchema,
  type OutboxState,
} from "@app/shared/mail";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Text, Title } from "@mantine/core";
import { type Column, DataTable } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { useLanguage } from "@/lib/i18n";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useOutbox } from "../api/get-outbox";

// Dark shades under white text keep a contrast above 4.5:1 (Mantine's light green is 4:1).
const STATE_COLOR: Record<OutboxState, string> = {
  pending: "#495057",
  sent: "#1f6e30",
  failed: "#c92a2a",
};

const STATE_NAMES: Record<OutboxState, MessageDescriptor> = {
  pending: msg({ message: "pending", comment: "An email's delivery state: not sent yet" }),
  sent: msg({ message: "sent", comment: "An email's delivery state" }),
  failed: msg({ message: "failed", comment: "An email's delivery state: could not be delivered" }),
};

/** A delivery state's name in the reader's language. */
export const outboxStateName = (i18n: I18n, state: OutboxState): string =>
  i18n._(STATE_NAMES[state]);

function useColumns(): Column<OutboxMessage>[] {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  return [
    {
      header: t`Created`,
      cell: (message) => formatDateTime(message.createdAt, locale),
      sort: "createdAt",
    },
    { header: t`Recipient`, cell: (message) => <EmailText email={message.recipient} /> },
    { header: t`Subject`, cell: (message) => message.subject },
    {
      header: t`State`,
      sort: "state",
      cell: (message) => (
        <>
          <Badge color={STATE_COLOR[message.state]} c="#ffffff">
            {outboxStateName(i18n, message.state)}
          </Badge>
          {message.state === "sent" && message.sentAt && (
            <Text size="xs">{formatDateTime(message.sentAt, locale)}</Text>
          )}
          {message.error && (
            <Text size="sm" c="red.9">
              {message.error}
            </Text>
          )}
        </>
      ),
    },
  ];
}

export function OutboxList() {
  const { t, i18n } = useLingui();
  const fields: ListField<ListFilterName<typeof OutboxQuerySchema>>[] = [
    { kind: "text", name: "q", label: t`Search the outbox`, placeholder: t`Recipient or subject` },
    {
      kind: "select",
      name: "state",
      label: t`State`,
      allLabel: t`All`,
      options: OUTBOX_STATES.map((value) => ({ value, label: outboxStateName(i18n, value) })),
    },
  ];
  const list = useListParams(OutboxQuerySchema);
  return (
    <section aria-labelledby="outbox-heading">
      <Title order={2} size="h3" id="outbox-heading" mb="sm">
        <Trans>Outbox</Trans>
      </Title>
      <DataTable
        query={useOutbox(list.query)}
        list={list}
        toolbar={<ListToolbar label={t`the outbox`} list={list} fields={fields} />}
        columns={useColumns()}
        defaultSort="-createdAt"
        rowKey={(message) => message._id}
        label={t`Outbox`}
        minWidth={640}
        loadingLabel={t`Loading the outbox`}
        empty={t`No email sent yet`}
        emptyHint={t`Every message the site sends (replies to tickets, account mail, and what you send above) is listed here with its delivery.`}
        noMatch={t`No email matches`}
        highlightOnHover={false}
      />
    </section>
  );
}
