// The "My orders" section of /profile: the user's orders and where each stands.
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { QueryStates } from "@/components/query-states";
import { formatDate, formatRupees } from "@/lib/format";
import { useOrders } from "../api/get-orders";
import { OrderStatusBadge } from "./order-status-badge";

export function MyOrders() {
  const orders = useOrders();
  const headingId = "my-orders-heading";
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        My orders
      </Title>
      <QueryStates
        query={orders}
        loadingLabel="Loading your orders"
        errorTitle="Could not load your orders"
        empty="You have not ordered anything yet."
        emptyAction={
          <Anchor component={Link} to="/shop">
            Visit the shop
          </Anchor>
        }
      >
        {(items) => (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
            {items.map((order) => (
              <Paper component="li" withBorder p="sm" key={order._id} data-testid="my-order">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <Stack gap={2} miw={0}>
                    <Anchor
                      component={Link}
                      to={`/single?id=${encodeURIComponent(order.productId)}`}
                      fw={600}
                      style={{ overflowWrap: "anywhere" }}
                    >
                      {order.product}
                    </Anchor>
                    <Text size="sm">
                      {formatRupees(order.price)} · ordered {formatDate(order.createdAt)}
                    </Text>
                  </Stack>
                  <OrderStatusBadge status={order.status} />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
