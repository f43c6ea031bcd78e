// A closed ticket as its customer finds it (decisions 046, 056): within REOPEN_DAYS of its closing
// their reply reopens it, which a line above the composer says; after that they write again in a
// follow-up, a new ticket on the same trip and subject that follows this one. And the links between
// a ticket and the one it follows or that follows it, for the customer and staff alike.
import { formatDateTime } from "@app/shared/format";
import type { TicketDetail } from "@app/shared/tickets";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { notifySuccess } from "@/lib/notify";
import { useCreateTicket } from "../api/create-ticket";
import { ticketQueryKey } from "../api/get-ticket";

/** Whether the customer's reply still reopens the closed ticket (its `reopenUntil` not passed). */
export const reopensOnReply = (ticket: Pick<TicketDetail, "reopenUntil">, now = Date.now()) =>
  ticket.reopenUntil !== null && Date.parse(ticket.reopenUntil) > now;

/** Above the customer's composer on a closed ticket: their reply reopens it, until when. */
export function ReopenLine({ reopenUntil }: { reopenUntil: string }) {
  const { locale } = useLanguage();
  const until = formatDateTime(reopenUntil, locale);
  return (
    <Text size="sm" mb="sm" data-testid="reopen-line">
      <Trans>This ticket is closed. Your reply reopens it (until {until}).</Trans>
    </Text>
  );
}

/** "Follows T-…" and "Followed by T-…", each a link to that ticket. */
export function TicketLinks({ ticket }: { ticket: TicketDetail }) {
  const { followsTicket, followedBy } = ticket;
  if (!followsTicket && !followedBy) return null;
  return (
    <Group gap="md" data-testid="ticket-links">
      {followsTicket && (
        <Text size="sm">
          <Trans>
            Follows{" "}
            <Anchor component={Link} to={`/ticket/${followsTicket._id}`}>
              {followsTicket.reference}
            </Anchor>
          </Trans>
        </Text>
      )}
      {followedBy && (
        <Text size="sm">
          <Trans>
            Followed by{" "}
            <Anchor component={Link} to={`/ticket/${followedBy._id}`}>
              {followedBy.reference}
            </Anchor>
          </Trans>
        </Text>
      )}
    </Group>
  );
}

/**
 * Past REOPEN_DAYS: the customer's message opens a follow-up (POST /api/tickets with `follows`),
 * on the same trip and subject, and they go to it.
 */
export function FollowUp({ ticket }: { ticket: TicketDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const createTicket = useCreateTicket();
  const queryClient = useQueryClient();
  const form = useForm<{ description: string }>({
    mode: "uncontrolled",
    initialValues: { description: "" },
    validate: {
      description: (value) => (value.trim() === "" ? t`Please write your message` : null),
    },
  });
  const submit = form.onSubmit(({ description }) =>
    createTicket.mutate(
      { product: ticket.product, subject: ticket.subject, description, follows: ticket._id },
      {
        onSuccess: (created) => {
          // This ticket now reads "Followed by" the new one, should they come back to it.
          void queryClient.invalidateQueries({ queryKey: ticketQueryKey(ticket._id), exact: true });
          const { reference } = created;
          notifySuccess(t`Follow-up ${reference} opened`);
          navigate(`/ticket/${created._id}`);
        },
        onError: showFieldErrors(form),
      },
    ),
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="follow-up-title">
      <form onSubmit={submit} noValidate data-testid="follow-up">
        <Stack gap="sm">
          <Title order={2} size="h4" id="follow-up-title">
            <Trans>Write to us again</Trans>
          </Title>
          <Text size="sm">
            <Trans>
              This ticket was closed a while ago. Your message opens a follow-up ticket about the
              same trip, linked to this one.
            </Trans>
          </Text>
          <Textarea
            label={t`Message`}
            autosize
            minRows={3}
            maxRows={12}
            key={form.key("description")}
            {...form.getInputProps("description")}
          />
          <FormError error={createTicket.error} form={form} title={t`The ticket was not created`} />
          <Button type="submit" w="fit-content" loading={createTicket.isPending}>
            <Trans>Open a follow-up</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
