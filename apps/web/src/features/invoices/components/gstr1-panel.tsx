// /billing: the month's GSTR-1 (docs/accountant.md): taxable value and tax per head, and one CSV
// per section for the GST offline tool, downloaded one by one.
import { formatCount, formatRupeesFromPaise } from "@app/shared/format";
import { GSTR1_SECTIONS } from "@app/shared/invoices";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { ErrorState, LoadingState } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { notifyError } from "@/lib/notify";
import { useDownloadGstr1Section, useGstr1Summary } from "../api/gstr1";

/** The month before this one in India, as `2026-10`: the one usually filed. */
function lastMonth(): string {
  const india = new Date(Date.now() + 330 * 60_000);
  const year = india.getUTCFullYear();
  const month = india.getUTCMonth(); // 0-based: this month's index is last month's number
  return month === 0 ? `${year - 1}-12` : `${year}-${String(month).padStart(2, "0")}`;
}

export function Gstr1Panel() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [month, setMonth] = useState(lastMonth);
  const summary = useGstr1Summary(month);
  const download = useDownloadGstr1Section();
  const rupees = (paise: number) => formatRupeesFromPaise(paise, locale);
  const headingId = "gstr1-heading";

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        <Trans>GSTR-1 for a month</Trans>
      </Title>
      <TextInput
        type="month"
        label={t`Month`}
        value={month}
        onChange={(event) => setMonth(event.currentTarget.value)}
        maw={220}
      />
      {summary.isPending ? (
        <LoadingState label={t`Adding up the month`} />
      ) : summary.isError ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <Text size="sm">
            <Trans>
              Tax invoices: {formatCount(summary.data.invoices, locale)} · credit notes:{" "}
              {formatCount(summary.data.creditNotes, locale)}
            </Trans>
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {[
              { label: t`Taxable value`, paise: summary.data.totals.taxablePaise },
              { label: "CGST", paise: summary.data.totals.cgstPaise },
              { label: "SGST", paise: summary.data.totals.sgstPaise },
              { label: "IGST", paise: summary.data.totals.igstPaise },
            ].map(({ label, paise }) => (
              <Stack key={label} gap={0}>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                <Text fw={700} data-testid={`gstr1-${label}`}>
                  {rupees(paise)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Table.ScrollContainer
            type="native"
            minWidth={300}
            tabIndex={0}
            role="region"
            aria-label={t`GSTR-1 sections, scrolls sideways on narrow screens`}
          >
            <Table verticalSpacing="xs" aria-label={t`GSTR-1 sections`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Section</Trans>
                  </Table.Th>
                  <Table.Th ta="right">
                    <Trans>Rows</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>CSV for the offline tool</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {GSTR1_SECTIONS.map((section) => {
                  const rows = summary.data.sections.find((s) => s.section === section)?.rows ?? 0;
                  return (
                    <Table.Tr key={section}>
                      <Table.Td>{section}</Table.Td>
                      <Table.Td ta="right">{formatCount(rows, locale)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs">
                          <Button
                            size="xs"
                            variant="default"
                            leftSection={<IconDownload size={14} aria-hidden />}
                            loading={download.isPending && download.variables?.section === section}
                            onClick={() =>
                              download.mutate({ month, section }, { onError: notifyError })
                            }
                            aria-label={t`Download ${section}.csv`}
                          >
                            {section}.csv
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
