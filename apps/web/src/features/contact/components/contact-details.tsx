import { Trans } from "@lingui/react/macro";
import { Anchor, Card, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import {
  IconBrandWhatsapp,
  IconClock,
  IconMail,
  IconMessageCircle,
  IconPhone,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useInstitute } from "@/lib/use-institute";
import { contactLinks } from "../contact-info";

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <span aria-hidden="true" style={{ display: "inline-flex", marginTop: 3 }}>
        {icon}
      </span>
      <div>{children}</div>
    </Group>
  );
}

/** Who runs the institute and every way to reach them. */
export function ContactDetails() {
  const institute = useInstitute();
  const links = contactLinks(institute);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="owner-heading">
      <Title order={2} size="h3" id="owner-heading">
        {institute.director.name}
      </Title>
      <Text c="dimmed" mb="sm">
        {institute.director.role}, {institute.name}
      </Text>
      <Stack gap="sm">
        <Text component="address" fs="normal">
          {institute.addressLines.map((line) => (
            <span key={line} style={{ display: "block" }}>
              {line}
            </span>
          ))}
        </Text>
        <Line icon={<IconPhone size={18} />}>
          <Trans>
            Phone: <Anchor href={links.tel}>{institute.phoneDisplay}</Anchor>
          </Trans>
        </Line>
        <Line icon={<IconBrandWhatsapp size={18} />}>
          <Anchor href={links.whatsapp} target="_blank" rel="noopener noreferrer">
            <Trans>Message us on WhatsApp</Trans>
            <VisuallyHidden>
              {" "}
              <Trans>(opens in a new tab)</Trans>
            </VisuallyHidden>
          </Anchor>
        </Line>
        <Line icon={<IconMessageCircle size={18} />}>
          <Anchor href={links.sms}>
            <Trans>Send a text message (SMS)</Trans>
          </Anchor>
        </Line>
        <Line icon={<IconMail size={18} />}>
          <Trans>
            Email: <Anchor href={links.mail}>{institute.email}</Anchor>
          </Trans>
        </Line>
        <Line icon={<IconClock size={18} />}>
          <Trans>Office hours: {institute.hours}</Trans>
        </Line>
      </Stack>
    </Card>
  );
}
