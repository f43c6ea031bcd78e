// /seeorder: every order for staff and admins; admins set each order's status (docs/product.md: shop and orders), staff
// see it; an order not paid in full has Take payment, opening the desk form for it
// (docs/payments.md). Export CSV downloads every order the search and filters find.

import { formatDateTime, formatRupees } from "@app/shared/format";
import { ORDER_STATUSES, type Order, OrderListQuerySchema } from "@app/shared/orders";
import { useLingui } from "@lingui/react/macro";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { AddressLines, ContactLines } from "@/components/contact-lines";
import { type Column, DataTable } from "@/components/data-table";
import { ExportButton } from "@/components/export-button";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { StatusPicker } from "@/components/status-picker";
import { takePaymentPath } from "@/features/payments/components/desk-payment-form";
import { PaymentStatusBadge } from "@/features/payments/components/payment-status-badge";
import { useUser } from "@/lib/auth";
import { genderName } from "@/lib/gender";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useTextIn } from "@/lib/use-text-in";
import { useExportOrders } from "../api/export-orders";
import { useOrders } from "../api/get-orders";
import { useUpdateOrderStatus } from "../api/update-order-status";
import classes from "./all-orders.module.css";
import { orderStatusName } from "./order-labels";
import { OrderStatusBadge } from "./order-status-badge";

function StatusSelect({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const update = useUpdateOrderStatus();
  const textIn = useTextIn();
  const { name, reference } = order;
  const product = textIn(order.productText);
  return (
    <StatusPicker
      label={t`Status of order ${reference} (${product} by ${name})`}
      statusLabel={(status) => orderStatusName(i18n, status)}
      statuses={ORDER_STATUSES}
      current={order.status}
      saving={update.isPending}
      onSave={(status) =>
        update.mutate(
          { id: order._id, status },
          {
            onSuccess: (saved) =>
              notifySuccess(
                t`Order of ${textIn(saved.productText)} for ${saved.name} is now ${orderStatusName(i18n, saved.status)}`,
              ),
            onError: notifyError,
          },
        )
      }
    />
  );
}

export function AllOrders() {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const textIn = useTextIn();
  const fields: ListField<ListFilterName<typeof OrderListQuerySchema>>[] = [
    {
      kind: "text",
      name: "q",
      label: t`Search orders`,
      placeholder: t`Order number, name, email or mobile`,
    },
    {
      kind: "select",
      allLabel: t`All`,
      name: "status",
      label: t`Status`,
      options: ORDER_STATUSES.map((value) => ({ value, label: orderStatusName(i18n, value) })),
    },
    { kind: "text", name: "product", label: t`Product`, placeholder: t`Part of its name` },
    { kind: "date", name: "from", label: t`From` },
    { kind: "date", name: "to", label: t`To` },
  ];
  const canSetStatus = useUser()?.role === "admin";
  const list = useListParams(OrderListQuerySchema);
  const exportCsv = useExportOrders();
  // A desk's width holds every column without scrolling sideways (docs/product.md: back office):
  // what belongs together shares a cell (the order's number and when it came, the buyer and their
  // gender, how to reach them, the address and its PIN, the price and how far it is paid).
  const columns: Column<Order>[] = [
    {
      header: t`Order`,
      // Numbers follow the orders' sequence, so the newest order has the highest.
      sort: "createdAt",
      cell: (order) => (
        <Stack gap={2}>
          <Text size="sm" className={classes.reference}>
            {order.reference}
          </Text>
          <Text size="xs" c="gray.7">
            {formatDateTime(order.createdAt, locale)}
          </Text>
        </Stack>
      ),
    },
    {
      header: t`Customer`,
      cell: (order) => (
        <Stack gap={2}>
          <Text size="sm">{order.name}</Text>
          <Text size="xs" c="gray.7">
            {genderName(i18n, order.gender)}
          </Text>
        </Stack>
      ),
    },
    {
      header: t`Contact`,
      cell: (order) => <ContactLines mobile={order.mobile} email={order.email} />,
      wrap: true,
    },
    {
      header: t`Address`,
      cell: (order) => <AddressLines address={order.address} pin={order.pin} />,
      wrap: true,
    },
    {
      header: t`Product`,
      sort: "product",
      cell: (order) => (
        <Anchor component={Link} to={`/single?id=${encodeURIComponent(order.productId)}`} size="sm">
          {textIn(order.productText)}
        </Anchor>
      ),
    },
    {
      header: t`Price and payment`,
      sort: "price",
      align: "right",
      // Money for an order not paid in full is taken at the desk from here (docs/payments.md).
      // Blocks rather than a flex column, so that they follow the cell's alignment: at the end
      // in the table, at the start when the row is folded into a card.
      cell: (order) => (
        <>
          <Text size="sm" className={classes.reference}>
            {formatRupees(order.price, locale)}
          </Text>
          <div className={classes.payment}>
            {order.status !== "cancelled" &&
            (order.paymentStatus === "unpaid" || order.paymentStatus === "partly-paid") ? (
              <Button
                component={Link}
                to={takePaymentPath("order", order._id)}
                variant="light"
                size="compact-sm"
                aria-label={t`Take payment for order ${order.reference}`}
              >
                {t`Take payment`}
              </Button>
            ) : (
              <PaymentStatusBadge status={order.paymentStatus} />
            )}
          </div>
        </>
      ),
    },
    {
      header: t`Status`,
      sort: "status",
      stickToEnd: true,
      cell: (order) =>
        canSetStatus ? <StatusSelect order={order} /> : <OrderStatusBadge status={order.status} />,
    },
  ];
  return (
    <DataTable
      query={useOrders(list.query)}
      list={list}
      toolbar={
        <ListToolbar
          label={t`orders`}
          list={list}
          fields={fields}
          actions={
            <ExportButton
              pending={exportCsv.isPending}
              onExport={() => exportCsv.mutate(list.filters, { onError: notifyError })}
            />
          }
        />
      }
      columns={columns}
      defaultSort="-createdAt"
      rowKey={(order) => order._id}
      rowProps={(order) => ({ "data-order-id": order._id })}
      label={t`Orders`}
      minWidth={900}
      loadingLabel={t`Loading orders`}
      errorTitle={t`Could not load the orders`}
      empty={t`No orders yet`}
      emptyHint={t`Orders placed in the shop show here, with their status to move along.`}
      noMatch={t`No orders match`}
    />
  );
}
