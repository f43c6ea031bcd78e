// What a customer sees once an order is taken: its number, what was ordered, where it goes and its
// status, with the ways on (it replaces the first version's jump home after 2 s, which
// took the confirmation away before everyone had read it). Focus moves to its heading.

import { shortNumber } from "@app/shared/common";
import { formatRupees } from "@app/shared/format";
import type { Order } from "@app/shared/orders";
import { Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { OrderStatusBadge } from "./order-status-badge";

export function OrderConfirmation({ order }: { order: Order }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder p="lg" maw={560} role="region" aria-labelledby="order-confirmation-title">
      <Stack>
        <Title order={2} id="order-confirmation-title" ref={heading} tabIndex={-1}>
          Thank you: your order is taken
        </Title>
        <Text>
          The institute confirms it by phone on {order.mobile}; you can follow its status under My
          orders on your profile.
        </Text>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={140}>Order number</Table.Th>
              <Table.Td>{shortNumber(order._id)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Td>{order.product}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Price</Table.Th>
              <Table.Td>{formatRupees(order.price)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Deliver to</Table.Th>
              <Table.Td>
                {order.address}, PIN {order.pin}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Status</Table.Th>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group>
          <Button component={Link} to="/shop">
            Continue shopping
          </Button>
          <Button component={Link} to="/profile" variant="default">
            My orders
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
