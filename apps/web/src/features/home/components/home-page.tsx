// The home page that sells the institute (decision 043): who we are, the admission announcement,
// our services, what we teach, the next batches and trips, results, teachers, testimonials, the
// gallery, videos and how to reach us. The route passes in the other features' sections.

import { OFFICE_MAP_LINK } from "@app/shared/institute";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Anchor,
  Box,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import {
  IconBus,
  IconCode,
  IconMapPin,
  IconSchool,
  IconShoppingCart,
  IconSpeakerphone,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { LocalizedLink } from "@/components/localized-link";
import { useInstitute } from "@/lib/use-institute";

import { VisitorCount } from "./visitor-count";

const SERVICES = [
  {
    title: msg`Coaching courses`,
    text: msg`Full-stack (MERN), front-end, back-end, Core Java and Core Python courses, and coaching for central and state government exams.`,
    to: "/fees",
    action: msg`Courses and fees`,
    icon: IconSchool,
  },
  {
    title: msg`Web development`,
    text: msg`Our software team builds websites and web applications for shops, schools and small businesses.`,
    to: "/webservice",
    action: msg`Web development`,
    icon: IconCode,
  },
  {
    title: msg`Trips`,
    text: msg`Guided trips to Plassey Monument, Hazarduari Palace and the Nabadwip Iskon Temple, with support until you are home.`,
    to: "/trip",
    action: msg`See the trips`,
    icon: IconBus,
  },
  {
    title: msg`Shop`,
    text: msg`Books, study materials and local products, genuine and delivered to your door.`,
    to: "/shop",
    action: msg`Visit the shop`,
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

/** What the route passes in from the other features (features do not import each other). */
export type HomeSections = {
  courseGroups: ReactNode;
  nextBatches: ReactNode;
  tripCards: ReactNode;
  results: ReactNode;
  teachers: ReactNode;
  testimonials: ReactNode;
  gallery: ReactNode;
  videos: ReactNode;
};

export function HomePage({
  courseGroups,
  nextBatches,
  tripCards,
  results,
  teachers,
  testimonials,
  gallery,
  videos,
}: HomeSections) {
  const { t, i18n } = useLingui();
  const institute = useInstitute();
  const name = institute.name;
  // The title the server's render of this page has (seo/page-head.ts).
  useDocumentTitle(t`${name}: courses, trips and a shop in West Bengal`);
  return (
    <>
      <Group justify="space-between" align="flex-start" mb="lg" gap="md">
        <Box maw={640}>
          <Title order={1} mb="sm">
            {name}
          </Title>
          <Text size="lg">
            <Trans>
              A coaching institute and software company in Palashi: courses, admissions, guided
              trips and a support desk for travellers.
            </Trans>
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
              <Trans>Admissions are open</Trans>
            </Title>
            <Text mb="xs">
              <Trans>
                Admission to the new session is open for classes 1 to 12 and for every computer
                course. Fill in the form online; we call you back within two working days.
              </Trans>
            </Text>
            <Anchor component={LocalizedLink} to="/admission" fw={600}>
              <Trans>Apply for admission</Trans>
            </Anchor>
          </div>
        </Group>
      </Paper>

      <Section id="services-heading" title={t`Our services`}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {SERVICES.map((service) => (
            <Card key={service.to} withBorder padding="lg" component="article">
              <service.icon size={28} aria-hidden="true" />
              <Title order={3} size="h4" mt="xs" mb="xs">
                {i18n._(service.title)}
              </Title>
              <Text size="sm" mb="md" style={{ flex: 1 }}>
                {i18n._(service.text)}
              </Text>
              <Button component={LocalizedLink} to={service.to} variant="light">
                {i18n._(service.action)}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="courses-heading" title={t`What we teach`}>
        {courseGroups}
        <Button component={LocalizedLink} to="/fees" variant="outline" mt="md">
          <Trans>Courses and fees</Trans>
        </Button>
      </Section>

      <Section id="batches-heading" title={t`Next batches starting`}>
        {nextBatches}
      </Section>

      <Section id="trips-heading" title={t`Book a trip`}>
        {tripCards}
      </Section>

      <Section id="results-heading" title={t`Our results`}>
        {results}
        <Button component={LocalizedLink} to="/results" variant="outline" mt="md">
          <Trans>All results</Trans>
        </Button>
      </Section>

      <Section id="teachers-heading" title={t`Our teachers`}>
        {teachers}
        <Button component={LocalizedLink} to="/teachers" variant="outline" mt="md">
          <Trans>All teachers</Trans>
        </Button>
      </Section>

      <Section id="testimonials-heading" title={t`What students and parents say`}>
        {testimonials}
      </Section>

      <Section id="gallery-heading" title={t`Gallery`}>
        {gallery}
      </Section>

      <Section id="videos-heading" title={t`Videos`}>
        {videos}
        <Button component={LocalizedLink} to="/video" variant="outline" mt="md">
          <Trans>See all videos</Trans>
        </Button>
      </Section>

      <Section id="reach-heading" title={t`How to reach us`}>
        <Paper withBorder p="lg" radius="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconMapPin size={28} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Stack gap={4}>
              <Text component="address" style={{ fontStyle: "normal" }}>
                {institute.addressLines.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </Text>
              <Text>
                <Trans>Phone:</Trans>{" "}
                <Anchor href={`tel:+${institute.phoneDigits}`}>{institute.phoneDisplay}</Anchor>
              </Text>
              <Text size="sm">{institute.hours}</Text>
              <Group gap="md">
                <Anchor href={OFFICE_MAP_LINK} target="_blank" rel="noopener noreferrer" fw={600}>
                  <Trans>Open the map</Trans>
                </Anchor>
                <Anchor component={LocalizedLink} to="/contact">
                  <Trans>Contact</Trans>
                </Anchor>
              </Group>
            </Stack>
          </Group>
        </Paper>
      </Section>
    </>
  );
}
