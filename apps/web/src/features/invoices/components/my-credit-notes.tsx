// The "My credit notes" section of /profile, next to the invoices: what the institute credited
// back on the customer's invoices (a return, a refund), newest first, each with its PDF
// (docs/accountant.md).
import { formatDateTime, formatRupeesFromPaise } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { LoadMore } from "@/components/load-more";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { notifyError } from "@/lib/notify";
import { loadedItems, totalOf } from "@/lib/page-list";
import { useDownloadCreditNotePdf } from "../api/download-credit-note-pdf";
import { useMyCreditNotePages } from "../api/get-credit-notes";

export function MyCreditNotes() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const notes = useMyCreditNotePages();
  const download = useDownloadCreditNotePdf();
  const headingId = "my-credit-notes-heading";
  const items = loadedItems(notes.data, (note) => note._id);

  let content: ReactNode;
  if (notes.isPending) content = <LoadingState label={t`Loading your credit notes`} />;
  else if (notes.isError && items.length === 0) {
    content = (
      <ErrorState
        error={notes.error}
        title={t`Could not load your credit notes`}
        onRetry={() => void notes.refetch()}
      />
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState
        message={t`No credit notes: one comes when something invoiced is taken back or refunded.`}
      />
    );
  } else {
    content = (
      <>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
          {items.map((note) => {
            const { number, invoiceNumber, reason } = note;
            const total = formatRupeesFromPaise(note.totalPaise, locale);
            const date = formatDateTime(note.createdAt, locale);
            return (
              <Paper component="li" withBorder p="sm" key={note._id} data-testid="my-credit-note">
                <Group justify="space-between" align="center" wrap="wrap" gap="xs">
                  <Stack gap={2} miw={0}>
                    <Text fw={600}>
                      <Trans>Credit note {number}</Trans>
                    </Text>
                    <Text size="sm">
                      <Trans>
                        On invoice {invoiceNumber} · {total} · {date} · {reason}
                      </Trans>
                    </Text>
                  </Stack>
                  <Button
                    variant="default"
                    size="sm"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    loading={download.isPending && download.variables?.noteId === note._id}
                    onClick={() =>
                      download.mutate({ noteId: note._id, number }, { onError: notifyError })
                    }
                    aria-label={t`Download credit note ${number} as PDF`}
                  >
                    <Trans>PDF</Trans>
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
        <LoadMore
          shown={items.length}
          total={totalOf(notes.data)}
          hasMore={notes.hasNextPage}
          loading={notes.isFetchingNextPage}
          onMore={() => void notes.fetchNextPage()}
          label={t`Show more credit notes`}
        />
      </>
    );
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        <Trans>My credit notes</Trans>
      </Title>
      {content}
    </Stack>
  );
}
