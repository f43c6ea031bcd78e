// The "My orders" section of /profile: the user's orders and where each stands, newest first, a
// page at a time.

import { formatDateTime, formatRupees } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { LoadMore } from "@/components/load-more";
import { QueryStates } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { loadedItems, totalOf } from "@/lib/page-list";
import { useTextIn } from "@/lib/use-text-in";
import { PayLink } from "../../payments/components/pay-link";
import { PaymentStatusBadge } from "../../payments/components/payment-status-badge";
import { useOrderPages } from "../api/get-orders";
import { OrderStatusBadge } from "./order-status-badge";

export function MyOrders() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const textIn = useTextIn();
  const orders = useOrderPages();
  const headingId = "my-orders-heading";
  const items = loadedItems(orders.data, (order) => order._id);

  const content = (
    <QueryStates
      query={orders}
      data={orders.data && items}
      loadingLabel={t`Loading your orders`}
      errorTitle={t`Could not load your orders`}
      empty={t`You have not ordered anything yet.`}
      emptyAction={
        <Anchor component={Link} to="/shop">
          <Trans>Visit the shop</Trans>
        </Anchor>
      }
    >
      {(items) => (
        <>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
            {items.map((order) => {
              const { reference } = order;
              return (
                <Paper component="li" withBorder p="sm" key={order._id} data-testid="my-order">
                  <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                    <Stack gap={2} miw={0}>
                      <Anchor
                        component={Link}
                        to={`/single?id=${encodeURIComponent(order.productId)}`}
                        fw={600}
                        style={{ overflowWrap: "anywhere" }}
                      >
                        {textIn(order.productText)}
                      </Anchor>
                      <Text size="sm" fw={500}>
                        <Trans>Order number: {reference}</Trans>
                      </Text>
                      <Text size="sm">
                        <OrderLine
                          price={formatRupees(order.price, locale)}
                          ordered={formatDateTime(order.createdAt, locale)}
                        />
                      </Text>
                    </Stack>
                    <Group gap="xs">
                      <OrderStatusBadge status={order.status} />
                      {order.status !== "cancelled" && (
                        <PaymentStatusBadge status={order.paymentStatus} />
                      )}
                      <PayLink
                        debt="order"
                        id={order._id}
                        paymentStatus={order.paymentStatus}
                        cancelled={order.status === "cancelled"}
                        size="xs"
                        what={t`order ${reference}`}
                      />
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
          <LoadMore
            shown={items.length}
            total={totalOf(orders.data)}
            hasMore={orders.hasNextPage}
            loading={orders.isFetchingNextPage}
            onMore={() => void orders.fetchNextPage()}
            label={t`Show more orders`}
          />
        </>
      )}
    </QueryStates>
  );

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        <Trans>My orders</Trans>
      </Title>
      {content}
    </Stack>
  );
}

function OrderLine({ price, ordered }: { price: string; ordered: string }) {
  return (
    <Trans>
      {price} · ordered {ordered}
    </Trans>
  );
}
