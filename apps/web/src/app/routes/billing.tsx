import { Trans, useLingui } from "@lingui/react/macro";
import { Stack, Title } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { BillingScreen } from "@/features/invoices/components/billing-screen";
import { Gstr1Panel } from "@/features/invoices/components/gstr1-panel";
import { InvoiceList } from "@/features/invoices/components/invoice-list";

export function BillingRoute() {
  const { t } = useLingui();
  return (
    <Stack gap="xl">
      <PageHeader
        title={t`Billing`}
        subtitle={t`Add products to a bill, then save or print the invoice`}
      />
      <BillingScreen />
      <Stack gap="sm" component="section" aria-labelledby="past-invoices-heading">
        <Title order={2} size="h3" id="past-invoices-heading">
          <Trans>Past invoices</Trans>
        </Title>
        <InvoiceList />
      </Stack>
      <Gstr1Panel />
    </Stack>
  );
}
