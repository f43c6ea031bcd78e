// What a customer sees once an order is taken: its number, what was ordered, where it goes and its
// status, with the ways on (it replaces the first version's jump home after 2 s, which
// took the confirmation away before everyone had read it). Focus moves to its heading.

import { formatRupees } from "@app/shared/format";
import type { Order } from "@app/shared/orders";
import { Trans } from "@lingui/react/macro";
import { Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useLanguage } from "@/lib/i18n";
import { useTextIn } from "@/lib/use-text-in";
import { PayLink } from "../../payments/components/pay-link";
import { OrderStatusBadge } from "./order-status-badge";

export function OrderConfirmation({ order }: { order: Order }) {
  const { locale } = useLanguage();
  const textIn = useTextIn();
  const { mobile, address, pin } = order;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder p="lg" maw={560} role="region" aria-labelledby="order-confirmation-title">
      <Stack>
        <Title order={2} id="order-confirmation-title" ref={heading} tabIndex={-1}>
          <Trans>Thank you: your order is taken</Trans>
        </Title>
        <Text>
          <Trans>
            The institute confirms it by phone on {mobile}; you can follow its status under My
            orders on your profile.
          </Trans>
        </Text>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={140}>
                <Trans>Order number</Trans>
              </Table.Th>
              <Table.Td>{order.reference}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>
                <Trans>Product</Trans>
              </Table.Th>
              <Table.Td>{textIn(order.productText)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>
                <Trans>Price</Trans>
              </Table.Th>
              <Table.Td>{formatRupees(order.price, locale)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>
                <Trans>Deliver to</Trans>
              </Table.Th>
              <Table.Td>
                <Trans>
                  {address}, PIN {pin}
                </Trans>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>
                <Trans>Status</Trans>
              </Table.Th>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group>
          <PayLink debt="order" id={order._id} paymentStatus={order.paymentStatus} />
          <Button
            component={Link}
            to="/shop"
            variant={order.paymentStatus === "paid" ? "filled" : "default"}
          >
            <Trans>Continue shopping</Trans>
          </Button>
          <Button component={Link} to="/profile" variant="default">
            <Trans>My orders</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
