// The "My invoices" section of /profile: the invoices issued for the customer's orders, newest
// first, each with its PDF (docs/accountant.md).
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
import { useDownloadInvoicePdf } from "../api/download-invoice-pdf";
import { useMyInvoicePages } from "../api/get-my-invoices";

export function MyInvoices() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const invoices = useMyInvoicePages();
  const download = useDownloadInvoicePdf();
  const headingId = "my-invoices-heading";
  const items = loadedItems(invoices.data, (invoice) => invoice._id);

  let content: ReactNode;
  if (invoices.isPending) content = <LoadingState label={t`Loading your invoices`} />;
  else if (invoices.isError && items.length === 0) {
    content = (
      <ErrorState
        error={invoices.error}
        title={t`Could not load your invoices`}
        onRetry={() => void invoices.refetch()}
      />
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState
        message={t`No invoices yet: an order's invoice comes when it is paid or delivered.`}
      />
    );
  } else {
    content = (
      <>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
          {items.map((invoice) => {
            const { number } = invoice;
            const total = formatRupeesFromPaise(invoice.totalPaise, locale);
            const date = formatDateTime(invoice.createdAt, locale);
            return (
              <Paper component="li" withBorder p="sm" key={invoice._id} data-testid="my-invoice">
                <Group justify="space-between" align="center" wrap="wrap" gap="xs">
                  <Stack gap={2} miw={0}>
                    <Text fw={600}>
                      <Trans>Invoice {number}</Trans>
                    </Text>
                    <Text size="sm">
                      {invoice.lines.map((line) => line.name).join(", ")} · {total} · {date}
                    </Text>
                  </Stack>
                  <Button
                    variant="default"
                    size="sm"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    loading={download.isPending && download.variables?.invoiceId === invoice._id}
                    onClick={() =>
                      download.mutate({ invoiceId: invoice._id, number }, { onError: notifyError })
                    }
                    aria-label={t`Download invoice ${number} as PDF`}
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
          total={totalOf(invoices.data)}
          hasMore={invoices.hasNextPage}
          loading={invoices.isFetchingNextPage}
          onMore={() => void invoices.fetchNextPage()}
          label={t`Show more invoices`}
        />
      </>
    );
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        <Trans>My invoices</Trans>
      </Title>
      {content}
    </Stack>
  );
}
