// The billing screen (admin): pick products, set quantities, then save the invoice (the server
// prices and numbers it) and open it, optionally straight into the browser's print dialog.

import { GST_STATES } from "@app/shared/gst";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Grid, Group, Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { IconDeviceFloppy, IconPrinter } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";
import { useCreateInvoice } from "../api/create-invoice";
import { BillLines } from "./bill-lines";
import type { InvoiceRouteState } from "./invoice-view";
import { ProductPicker } from "./product-picker";
import { addProduct, invoiceInputOf, useBillForm } from "./use-bill-form";

const STATE_OPTIONS = Object.entries(GST_STATES).map(([code, name]) => ({
  value: code,
  label: `${code} ${name}`,
}));

export function BillingScreen() {
  const { t } = useLingui();
  const form = useBillForm();
  const createInvoice = useCreateInvoice();
  const navigate = useNavigate();
  const empty = form.values.lines.length === 0;

  const save = (print: boolean) =>
    form.onSubmit((values) => {
      const input = invoiceInputOf(values);
      if (!input) return;
      createInvoice.mutate(input, {
        onSuccess: (invoice) => {
          form.reset();
          const state: InvoiceRouteState = { print };
          void navigate(`/billing/invoices/${invoice._id}`, { state });
        },
        onError: showFieldErrors(form),
      });
    });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm" component="section" aria-labelledby="billing-products-heading">
          <Title order={2} size="h3" id="billing-products-heading">
            <Trans>Products</Trans>
          </Title>
          <ProductPicker
            onAdd={(product) => form.setFieldValue("lines", (lines) => addProduct(lines, product))}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {/* No <form> element: Enter in a quantity field must not save (or print) the bill. */}
        <Stack gap="sm" component="section" aria-labelledby="billing-bill-heading">
          <Title order={2} size="h3" id="billing-bill-heading">
            <Trans>This bill</Trans>
          </Title>
          {/* Side by side where there is room, each the whole width on a phone. */}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t`Bill to (customer's name)`}
              autoComplete="off"
              {...form.getInputProps("customer.name")}
            />
            <TextInput
              label={t`Customer's address`}
              autoComplete="off"
              {...form.getInputProps("customer.address")}
            />
            <TextInput
              label={t`Buyer's GSTIN (if registered)`}
              description={t`Makes it a B2B invoice`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...form.getInputProps("customer.gstin")}
            />
            <Select
              label={t`Place of supply (buyer's state)`}
              description={t`Another state than the institute's charges IGST`}
              placeholder={t`The GSTIN's state, else the institute's`}
              data={STATE_OPTIONS}
              searchable
              clearable
              {...form.getInputProps("customer.stateCode")}
            />
          </SimpleGrid>
          <BillLines form={form} />
          <FormError error={createInvoice.error} form={form} title={t`The invoice was not saved`} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              disabled={empty}
              loading={createInvoice.isPending}
              onClick={() => save(false)()}
            >
              <Trans>Save invoice</Trans>
            </Button>
            <Button
              leftSection={<IconPrinter size={18} aria-hidden />}
              disabled={empty}
              loading={createInvoice.isPending}
              onClick={() => save(true)()}
            >
              <Trans>Print Invoice</Trans>
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
