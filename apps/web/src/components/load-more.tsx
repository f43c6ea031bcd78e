// Under a list grown a page at a time: how much of it shows, and the button for the next page.

import { formatCount } from "@app/shared/format";
import { Button, Group, Text } from "@mantine/core";

export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onMore,
  label = "Show more",
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** The button's text ("Show newer notes"). */
  label?: string;
}) {
  if (!hasMore && shown >= total) return null;
  return (
    <Group gap="sm" justify="center" wrap="wrap">
      <Text size="sm" role="status" aria-live="polite">
        Showing {formatCount(shown)} of {formatCount(total)}
      </Text>
      {hasMore && (
        <Button variant="default" size="sm" loading={loading} onClick={onMore}>
          {label}
        </Button>
      )}
    </Group>
  );
}
