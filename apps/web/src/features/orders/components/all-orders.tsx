// /seeorder: every order for staff and admins; admins set each order's status (docs/product.md: shop and orders), staff
// see it. Export CSV downloads every order the search and filters find.

import { formatDateTime, formatRupees } from "@app/shared/format";
import { ORDER_STATUSES, type Order, OrderListQuerySchema } from "@app/shared/orders";
import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { ExportButton } from "@/components/export-button";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { StatusPicker } from "@/components/status-picker";
import { useUser } from "@/lib/auth";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useExportOrders } from "../api/export-orders";
import { useOrders } from "../api/get-orders";
import { useUpdateOrderStatus } from "../api/update-order-status";
import { OrderStatusBadge } from "./order-status-badge";

function StatusSelect({ order }: { order: Order }) {
  const update = useUpdateOrderStatus();
  return (
    <StatusPicker
      label={`Status of the order of ${order.product} by ${order.name}`}
      statuses={ORDER_STATUSES}
      current={order.status}
      saving={update.isPending}
      onSave={(status) =>
        update.mutate(
          { id: order._id, status },
          {
            onSuccess: (saved) =>
              notifySuccess(`Order of ${saved.product} for ${saved.name} is now ${saved.status}`),
            onError: notifyError,
          },
        )
      }
    />
  );
}

const FIELDS: ListField<ListFilterName<typeof OrderListQuerySchema>>[] = [
  { kind: "text", name: "q", label: "Search orders", placeholder: "Name, email or mobile" },
  { kind: "select", name: "status", label: "Status", options: ORDER_STATUSES },
  { kind: "text", name: "product", label: "Product", placeholder: "Part of its name" },
  { kind: "date", name: "from", label: "From" },
  { kind: "date", name: "to", label: "To" },
];

export function AllOrders() {
  const canSetStatus = useUser()?.role === "admin";
  const list = useListParams(OrderListQuerySchema);
  const exportCsv = useExportOrders();
  const columns: Column<Order>[] = [
    { header: "Name", cell: (order) => order.name },
    { header: "Address", cell: (order) => order.address, wrap: true },
    { header: "Gender", cell: (order) => order.gender },
    {
      header: "Product",
      sort: "product",
      cell: (order) => (
        <Anchor component={Link} to={`/single?id=${encodeURIComponent(order.productId)}`}>
          {order.product}
        </Anchor>
      ),
    },
    { header: "PIN code", cell: (order) => order.pin },
    { header: "Price", cell: (order) => formatRupees(order.price), sort: "price" },
    { header: "Mobile", cell: (order) => order.mobile },
    { header: "Email", cell: (order) => <EmailText email={order.email} /> },
    { header: "Created", cell: (order) => formatDateTime(order.createdAt), sort: "createdAt" },
    {
      header: "Status",
      sort: "status",
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
          label="orders"
          list={list}
          fields={FIELDS}
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
      label="Orders"
      minWidth={1100}
      loadingLabel="Loading orders"
      errorTitle="Could not load the orders"
      empty="No orders yet"
      emptyHint="Orders placed in the shop show here, with their status to move along."
      noMatch="No orders match"
    />
  );
}
