// Satisfaction (docs/product.md: support desk): on a closed ticket its customer rates the help once, 1 to 5 stars with
// an optional comment; afterwards the customer and staff read the rating there.

import { formatCount, formatDateTime } from "@app/shared/format";
import { type RateTicketInput, RateTicketSchema, type TicketDetail } from "@app/shared/tickets";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Input, Paper, Rating, Stack, Text, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconStar, IconStarFilled } from "@tabler/icons-react";
import { useId } from "react";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useRateTicket } from "../api/rate-ticket";

/** "4 of 5 stars" in the reader's language and digits. */
function useStars(): (score: number) => string {
  const { t } = useLingui();
  const { locale } = useLanguage();
  return (score) => {
    const count = formatCount(score, locale);
    const five = formatCount(5, locale);
    return t`${count} of ${five} stars`;
  };
}

export function TicketRating({
  ticket,
  isCustomer,
}: {
  ticket: TicketDetail;
  isCustomer: boolean;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const stars = useStars();
  if (ticket.status !== "closed" && !ticket.rating) return null;
  if (!ticket.rating && !isCustomer) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby="ticket-rating">
      <Title order={2} size="h3" id="ticket-rating">
        {isCustomer && !ticket.rating ? t`How did we do?` : t`Customer's rating`}
      </Title>
      {ticket.rating ? (
        <Paper withBorder p="md">
          <Group gap="xs">
            <Rating value={ticket.rating.score} readOnly aria-hidden="true" />
            <Text fw={600}>{stars(ticket.rating.score)}</Text>
          </Group>
          {ticket.rating.comment && (
            <Text mt="xs" style={{ whiteSpace: "pre-wrap" }}>
              {ticket.rating.comment}
            </Text>
          )}
          <Text size="sm" c="gray.7" mt="xs">
            {t`Rated ${formatDateTime(ticket.rating.ratedAt, locale)}`}
          </Text>
        </Paper>
      ) : (
        <RatingForm ticketId={ticket._id} />
      )}
    </Stack>
  );
}

function RatingForm({ ticketId }: { ticketId: string }) {
  const { t } = useLingui();
  const stars = useStars();
  const rate = useRateTicket();
  const labelId = useId();
  const form = useForm<RateTicketInput>({
    mode: "controlled",
    initialValues: { score: 0, comment: "" },
    validate: useSchemaResolver(RateTicketSchema),
  });
  const submit = form.onSubmit((values) =>
    rate.mutate(
      { ticketId, input: values },
      {
        onSuccess: () => notifySuccess(t`Thank you for rating the help you had`),
        onError: showFieldErrors(form),
      },
    ),
  );
  const scoreError = form.errors.score;
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            <Trans>Your ticket is closed. How well did we help? You can rate it once.</Trans>
          </Text>
          <Input.Wrapper
            labelElement="div"
            label={<span id={labelId}>{t`Your rating`}</span>}
            error={scoreError}
          >
            {/* Mantine's Rating is a radio group: arrow keys choose, each star named. */}
            <Rating
              size="lg"
              // Both kinds of star keep 3:1 against the page (an empty one was gray.3, 1.3:1).
              emptySymbol={<IconStar size={32} color="var(--mantine-color-gray-6)" aria-hidden />}
              fullSymbol={
                <IconStarFilled size={32} color="var(--mantine-color-orange-8)" aria-hidden />
              }
              aria-labelledby={labelId}
              value={Number(form.values.score) || 0}
              onChange={(value) => form.setFieldValue("score", value)}
              getSymbolLabel={(value) => stars(value)}
            />
          </Input.Wrapper>
          <Textarea
            label={t`Comment (optional)`}
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps("comment")}
          />
          <FormError error={rate.error} form={form} />
          <Group>
            <Button type="submit" loading={rate.isPending}>
              <Trans>Send rating</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
