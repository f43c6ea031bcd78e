// The home page: who we are, the visitor count, the admission announcement, our services,
// then the trips and videos, which the route passes in (features do not import each other).
import { Anchor, Box, Button, Card, Group, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import {
  IconBus,
  IconCode,
  IconSchool,
  IconShoppingCart,
  IconSpeakerphone,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { VisitorCount } from "./visitor-count";

const SERVICES = [
  {
    title: "Coaching courses",
    text: "Full-stack (MERN), front-end, back-end, Core Java and Core Python courses, and coaching for central and state government exams.",
    to: "/fees",
    action: "Courses and fees",
    icon: IconSchool,
  },
  {
    title: "Web development",
    text: "Our software team builds websites and web applications for shops, schools and small businesses.",
    to: "/webservice",
    action: "Web development",
    icon: IconCode,
  },
  {
    title: "Trips",
    text: "Guided trips to Plassey Monument, Hazarduari Palace and the Nabadwip Iskon Temple, with support until you are home.",
    to: "/trip",
    action: "See the trips",
    icon: IconBus,
  },
  {
    title: "Shop",
    text: "Books, study materials and local products, genuine and delivered to your door.",
    to: "/shop",
    action: "Visit the shop",
    icon: IconShoppingCart,
  },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} mb="xl">
      <Title order={2} id={id} mb="md">
        {title}
      </Title>
      {children}
    </Box>
  );
}

export function HomePage({ tripCards, videos }: { tripCards: ReactNode; videos: ReactNode }) {
  useDocumentTitle("Plassey Institute");
  return (
    <>
      <Group justify="space-between" align="flex-start" mb="lg" gap="md">
        <Box maw={640}>
          <Title order={1} mb="sm">
            Plassey Institute
          </Title>
          <Text size="lg">
            A coaching institute and software company in Palashi: courses, admissions, guided trips
            and a support desk for travellers.
          </Text>
        </Box>
        <VisitorCount />
      </Group>

      <Paper
        component="section"
        aria-labelledby="admission-heading"
        withBorder
        radius="md"
        p="lg"
        mb="xl"
        bg="brand.0"
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconSpeakerphone size={28} aria-hidden="true" style={{ flexShrink: 0 }} />
          <div>
            <Title order={2} size="h4" id="admission-heading" mb={4}>
              Admissions are open
            </Title>
            <Text mb="xs">
              Admission to the new session is open for classes 1 to 12 and for every computer
              course. Fill in the form online; we call you back within two working days.
            </Text>
            <Anchor component={Link} to="/admission" fw={600}>
              Apply for admission
            </Anchor>
          </div>
        </Group>
      </Paper>

      <Section id="services-heading" title="Our services">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {SERVICES.map((service) => (
            <Card key={service.title} withBorder padding="lg" component="article">
              <service.icon size={28} aria-hidden="true" />
              <Title order={3} size="h4" mt="xs" mb="xs">
                {service.title}
              </Title>
              <Text size="sm" mb="md" style={{ flex: 1 }}>
                {service.text}
              </Text>
              <Button component={Link} to={service.to} variant="light">
                {service.action}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="trips-heading" title="Book a trip">
        {tripCards}
      </Section>

      <Section id="videos-heading" title="Videos">
        {videos}
        <Button component={Link} to="/video" variant="outline" mt="md">
          See all videos
        </Button>
      </Section>
    </>
  );
}
