// The billing screen (admin): pick products, set quantities, then save the invoice (the server
// prices and numbers it) and open it, optionally straight into the browser's print dialog.
import { Button, Grid, Group, Stack, Title } from "@mantine/core";
import { IconDeviceFloppy, IconPrinter } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { notifyError } from "@/lib/notify";
import { useCreateInvoice } from "../api/create-invoice";
import { BillLines } from "./bill-lines";
import type { InvoiceRouteState } from "./invoice-view";
import { ProductPicker } from "./product-picker";
import { useBill } from "./use-bill";

export function BillingScreen() {
  const bill = useBill();
  const createInvoice = useCreateInvoice();
  const navigate = useNavigate();

  const save = (print: boolean) => {
    if (!bill.input) return;
    createInvoice.mutate(bill.input, {
      onSuccess: (invoice) => {
        bill.clear();
        const state: InvoiceRouteState = { print };
        void navigate(`/billing/invoices/${invoice._id}`, { state });
      },
      onError: notifyError,
    });
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm" component="section" aria-labelledby="billing-products-heading">
          <Title order={2} size="h3" id="billing-products-heading">
            Products
          </Title>
          <ProductPicker onAdd={bill.add} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm" component="section" aria-labelledby="billing-bill-heading">
          <Title order={2} size="h3" id="billing-bill-heading">
            This bill
          </Title>
          <BillLines
            lines={bill.lines}
            totalPaise={bill.totalPaise}
            onQtyChange={bill.setQty}
            onRemove={bill.remove}
          />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              disabled={bill.input === null}
              loading={createInvoice.isPending}
              onClick={() => save(false)}
            >
              Save invoice
            </Button>
            <Button
              leftSection={<IconPrinter size={18} aria-hidden />}
              disabled={bill.input === null}
              loading={createInvoice.isPending}
              onClick={() => save(true)}
            >
              Print Invoice
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
