// The running visitor count. Like the navigation bar, the layout is chosen once from the width
// at load, as the product asks: the heading only on windows at least 720 px wide.

import { formatCount } from "@app/shared/format";
import { Plural, Trans } from "@lingui/react/macro";
import { Card, Group, Loader, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { useLanguage } from "@/lib/i18n";
import { ByWidth } from "@/lib/layout-width";
import { useVisitorCount } from "../api/get-visitor-count";

export function VisitorCount() {
  return <ByWidth wide={<Count wide />} narrow={<Count wide={false} />} />;
}

function Count({ wide }: { wide: boolean }) {
  const { locale } = useLanguage();
  const visitors = useVisitorCount();
  const count = visitors.data === undefined ? "" : formatCount(visitors.data, locale);

  const value = visitors.isPending ? (
    <Group gap={6}>
      <Loader size="xs" aria-hidden="true" />
      <VisuallyHidden>
        <Trans>Loading the visitor count</Trans>
      </VisuallyHidden>
    </Group>
  ) : visitors.isError ? (
    <Text size="sm" role="status">
      <Trans>The visitor count is not available right now.</Trans>
    </Text>
  ) : (
    <Text fw={700} size={wide ? "xl" : "md"} data-testid="visitor-count">
      <Plural value={visitors.data} one={`${count} visitor`} other={`${count} visitors`} />
    </Text>
  );

  if (!wide) {
    return (
      <Group gap="xs" mb="md" aria-live="polite">
        <IconUsers size={18} aria-hidden="true" />
        {value}
      </Group>
    );
  }
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="visitors-heading">
      <Group gap="sm" wrap="nowrap">
        <IconUsers size={32} aria-hidden="true" />
        <div aria-live="polite">
          <Title order={2} size="h5" id="visitors-heading" data-testid="visitor-count-heading">
            <Trans>Visitor count</Trans>
          </Title>
          {value}
        </div>
      </Group>
    </Card>
  );
}
