// Under a list grown a page at a time: how much of it shows, and the button for the next page.

import { formatCount } from "@app/shared/format";
import { useLingui } from "@lingui/react/macro";
import { Button, Group, Text } from "@mantine/core";
import { useLanguage } from "@/lib/i18n";

export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onMore,
  label,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** The button's text ("Show earlier messages"). */
  label?: string;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  if (!hasMore && shown >= total) return null;
  const [count, of] = [formatCount(shown, locale), formatCount(total, locale)];
  return (
    <Group gap="sm" justify="center" wrap="wrap">
      <Text size="sm" role="status" aria-live="polite">
        {t`Showing ${count} of ${of}`}
      </Text>
      {hasMore && (
        <Button variant="default" size="sm" loading={loading} onClick={onMore}>
          {label ?? t`Show more`}
        </Button>
      )}
    </Group>
  );
}
