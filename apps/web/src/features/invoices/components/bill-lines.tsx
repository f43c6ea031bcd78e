// The lines of the bill being made: quantity editable, line totals and the grand total in paise.

import { formatRupeesFromPaise } from "@app/shared/format";
import { MAX_LINE_QTY } from "@app/shared/invoices";
import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, NumberInput, Table, Text, VisuallyHidden } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import { EmptyState } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { type BillValues, lineTotalPaise, totalPaise } from "./use-bill-form";

export function BillLines({ form }: { form: UseFormReturnType<BillValues> }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const rupees = (paise: number) => formatRupeesFromPaise(paise, locale);
  const { lines } = form.values;
  if (lines.length === 0) {
    return <EmptyState message={t`No products on this bill yet: pick them from the list`} />;
  }
  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" aria-label={t`Bill lines`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Product</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Unit price</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Quantity</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Line total</Trans>
              </Table.Th>
              <Table.Th>
                <VisuallyHidden>
                  <Trans>Remove</Trans>
                </VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => {
              const total = lineTotalPaise(line);
              const { product } = line;
              const { name } = product;
              return (
                <Table.Tr key={product._id}>
                  <Table.Td>{product.name}</Table.Td>
                  <Table.Td ta="right">{rupees(product.sellpricePaise)}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t`Quantity of ${name}`}
                      min={1}
                      max={MAX_LINE_QTY}
                      step={1}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="strict"
                      w={96}
                      {...form.getInputProps(`lines.${index}.qty`)}
                    />
                  </Table.Td>
                  <Table.Td ta="right">{total === null ? "–" : rupees(total)}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Remove ${name}`}
                      onClick={() => form.removeListItem("lines", index)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {form.errors.lines && (
        <Text c="red.9" size="sm" role="alert">
          {form.errors.lines}
        </Text>
      )}
      <Text size="lg" fw={700} ta="right" aria-live="polite">
        <Trans>Total: {rupees(totalPaise(lines))}</Trans>
      </Text>
    </>
  );
}
