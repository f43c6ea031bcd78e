// /seeorder: every order for staff and admins; admins set each order's status (PRODUCT §3), staff
// see it.
import { ORDER_STATUSES, type Order, OrderStatusSchema } from "@app/shared/orders";
import { Anchor, NativeSelect, Table } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useUser } from "@/lib/auth";
import { formatDate, formatRupees } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useOrders } from "../api/get-orders";
import { useUpdateOrderStatus } from "../api/update-order-status";
import { OrderStatusBadge } from "./order-status-badge";

function StatusSelect({ order }: { order: Order }) {
  const update = useUpdateOrderStatus();
  return (
    <NativeSelect
      aria-label={`Status of the order of ${order.product} by ${order.name}`}
      data={[...ORDER_STATUSES]}
      value={update.isPending && update.variables ? update.variables.status : order.status}
      disabled={update.isPending}
      miw={130}
      onChange={(event) => {
        const status = OrderStatusSchema.safeParse(event.currentTarget.value);
        if (!status.success || status.data === order.status) return;
        update.mutate(
          { id: order._id, status: status.data },
          {
            onSuccess: (saved) =>
              notifySuccess(`Order of ${saved.product} for ${saved.name} is now ${saved.status}`),
            onError: notifyError,
          },
        );
      }}
    />
  );
}

export function AllOrders() {
  const orders = useOrders();
  const canSetStatus = useUser()?.role === "admin";
  if (orders.isPending) return <LoadingState label="Loading orders" />;
  if (orders.isError)
    return (
      <ErrorState
        error={orders.error}
        title="Could not load the orders"
        onRetry={() => void orders.refetch()}
      />
    );
  if (orders.data.length === 0) return <EmptyState message="No orders yet" />;
  return (
    <Table.ScrollContainer
      minWidth={1100}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Orders table (scrolls sideways)"
    >
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>All orders, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Address</Table.Th>
            <Table.Th scope="col">Gender</Table.Th>
            <Table.Th scope="col">Product</Table.Th>
            <Table.Th scope="col">PIN code</Table.Th>
            <Table.Th scope="col">Price</Table.Th>
            <Table.Th scope="col">Mobile</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Created</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.data.map((order) => (
            <Table.Tr key={order._id} data-order-id={order._id}>
              <Table.Td>{order.name}</Table.Td>
              <Table.Td style={{ whiteSpace: "pre-wrap", maxWidth: 240 }}>{order.address}</Table.Td>
              <Table.Td>{order.gender}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/single?id=${encodeURIComponent(order.productId)}`}>
                  {order.product}
                </Anchor>
              </Table.Td>
              <Table.Td>{order.pin}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatRupees(order.price)}</Table.Td>
              <Table.Td>{order.mobile}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{order.email}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(order.createdAt)}</Table.Td>
              <Table.Td>
                {canSetStatus ? (
                  <StatusSelect order={order} />
                ) : (
                  <OrderStatusBadge status={order.status} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
