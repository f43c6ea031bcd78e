// One stored invoice as the server priced and numbered it, with Print and Download PDF.

import { formatCount, formatDateTime, formatRupeesFromPaise } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconArrowLeft, IconDownload, IconPrinter } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ErrorState, LoadingState } from "@/components/query-states";
import { ApiError } from "@/lib/api-client";
import { useLanguage } from "@/lib/i18n";
import { notifyError } from "@/lib/notify";
import { useInstitute } from "@/lib/use-institute";
import { useDownloadInvoicePdf } from "../api/download-invoice-pdf";
import { useInvoice } from "../api/get-invoice";
import { CreditNoteForm } from "./credit-note-form";
import classes from "./invoice-view.module.css";

/** Router state from the billing screen: `print` opens the print dialog once it has loaded. */
export type InvoiceRouteState = { print?: boolean };

function wantsPrint(state: unknown): boolean {
  return typeof state === "object" && state !== null && "print" in state && state.print === true;
}

export function InvoiceView({ invoiceId }: { invoiceId: string }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const rupees = (paise: number) => formatRupeesFromPaise(paise, locale);
  const invoice = useInvoice(invoiceId);
  const institute = useInstitute();
  const download = useDownloadInvoicePdf();
  const location = useLocation();
  const navigate = useNavigate();
  const printed = useRef(false);
  useDocumentTitle(`${invoice.data ? invoice.data.number : t`Invoice`} | ${institute.name}`);

  const loaded = invoice.isSuccess;
  const printRequested = wantsPrint(location.state);
  useEffect(() => {
    if (!loaded || !printRequested || printed.current) return;
    printed.current = true;
    // Forget the request first, so a reload or Back does not print again.
    void navigate(location.pathname, { replace: true, state: null });
    const timer = window.setTimeout(() => window.print(), 0);
    return () => window.clearTimeout(timer);
  }, [loaded, printRequested, navigate, location.pathname]);

  if (invoice.isPending) return <LoadingState label={t`Loading the invoice`} />;
  if (invoice.isError) {
    const missing = invoice.error instanceof ApiError && invoice.error.status === 404;
    return (
      <Stack align="flex-start">
        <Title order={1}>{missing ? t`Invoice not found` : t`Invoice`}</Title>
        <ErrorState
          error={invoice.error}
          title={missing ? t`There is no such invoice` : t`Could not load the invoice`}
          onRetry={missing ? undefined : () => void invoice.refetch()}
        />
        <Anchor component={Link} to="/billing">
          <Trans>Back to billing</Trans>
        </Anchor>
      </Stack>
    );
  }

  const data = invoice.data;
  return (
    <Stack gap="md" className={classes.invoice} component="article" aria-labelledby="invoice-title">
      <Group className={classes.actions} gap="sm" data-print-hide>
        <Button
          component={Link}
          to="/billing"
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          <Trans>Back to billing</Trans>
        </Button>
        <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={download.isPending}
          onClick={() =>
            download.mutate({ invoiceId: data._id, number: data.number }, { onError: notifyError })
          }
        >
          <Trans>Download PDF</Trans>
        </Button>
      </Group>

      <div>
        <Text fw={700} size="lg">
          {institute.name}
        </Text>
        <Text size="sm">{institute.addressLines.join(", ")}</Text>
        {data.gst?.supplier.gstin && <Text size="sm">GSTIN: {data.gst.supplier.gstin}</Text>}
        <Title order={1} id="invoice-title">
          {data.gst?.kind === "tax-invoice" ? (
            <Trans>Tax invoice {data.number}</Trans>
          ) : data.gst?.kind === "bill-of-supply" ? (
            <Trans>Bill of supply {data.number}</Trans>
          ) : (
            <Trans>Invoice {data.number}</Trans>
          )}
        </Title>
      </div>
      <dl className={classes.meta}>
        <dt>
          <Trans>Number</Trans>
        </dt>
        <dd>{data.number}</dd>
        <dt>
          <Trans>Date</Trans>
        </dt>
        <dd>{formatDateTime(data.createdAt, locale)}</dd>
        <dt>
          <Trans>Made by</Trans>
        </dt>
        <dd>{data.createdByName}</dd>
        {data.customer && (
          <>
            <dt>
              <Trans>Bill to</Trans>
            </dt>
            <dd>
              {data.customer.name}
              {data.customer.address && `, ${data.customer.address}`}
              {data.gst?.buyerGstin && ` · GSTIN ${data.gst.buyerGstin}`}
            </dd>
          </>
        )}
        {data.gst && (
          <>
            <dt>
              <Trans>Place of supply</Trans>
            </dt>
            <dd>{data.gst.placeOfSupply}</dd>
            <dt>
              <Trans>Taxable value</Trans>
            </dt>
            <dd>{rupees(data.gst.totals.taxablePaise)}</dd>
            {data.gst.interState ? (
              <>
                <dt>IGST</dt>
                <dd>{rupees(data.gst.totals.igstPaise)}</dd>
              </>
            ) : (
              <>
                <dt>CGST</dt>
                <dd>{rupees(data.gst.totals.cgstPaise)}</dd>
                <dt>SGST</dt>
                <dd>{rupees(data.gst.totals.sgstPaise)}</dd>
              </>
            )}
          </>
        )}
      </dl>

      <Table.ScrollContainer
        type="native"
        minWidth={420}
        tabIndex={0}
        role="region"
        aria-label={t`Invoice lines, scrolls sideways on narrow screens`}
      >
        <Table verticalSpacing="xs" aria-label={t`Invoice lines`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Product</Trans>
              </Table.Th>
              <Table.Th>HSN/SAC</Table.Th>
              <Table.Th ta="right">
                <Trans>Unit price</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Quantity</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Amount</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.lines.map((line) => (
              <Table.Tr key={line.productId}>
                <Table.Td>{line.name}</Table.Td>
                <Table.Td>{line.gst?.hsnSac ?? ""}</Table.Td>
                <Table.Td ta="right">{rupees(line.pricePaise)}</Table.Td>
                <Table.Td ta="right">{formatCount(line.qty, locale)}</Table.Td>
                <Table.Td ta="right">{rupees(line.totalPaise)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={4} scope="row" ta="right">
                <Trans>Total</Trans>
              </Table.Th>
              <Table.Td ta="right" fw={700}>
                {rupees(data.totalPaise)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {data.gst && <CreditNoteForm invoice={data} />}
    </Stack>
  );
}
