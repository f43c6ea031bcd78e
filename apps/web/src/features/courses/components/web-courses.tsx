import { formatMonths, formatWholeRupees } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Card, Group, List, SimpleGrid, Text, Title } from "@mantine/core";
import { QueryStates } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { useCourses } from "../api/get-courses";

const MERN_CODE = "mern";

/** The web-development course (from the fee table, never hard-coded) and exam coaching. */
export function WebCourses() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <MernCourseCard />
      <Card withBorder padding="lg" component="article" aria-labelledby="exam-coaching-title">
        <Title order={2} size="h3" id="exam-coaching-title" mb="xs">
          <Trans>Government exam coaching</Trans>
        </Title>
        <Text mb="sm">
          <Trans>
            Coaching for central and state government recruitment exams, in small evening batches.
          </Trans>
        </Text>
        <List spacing={4} mb="sm">
          <List.Item>
            <Trans>Central: SSC CGL and CHSL, railway (RRB NTPC, Group D), banking (IBPS)</Trans>
          </List.Item>
          <List.Item>
            <Trans>State: WBCS, West Bengal Police, primary and upper-primary TET</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              General studies, reasoning, arithmetic and English, with weekly mock tests
            </Trans>
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          <Trans>
            Ask at the office for the batch timings and the fee of the exam you are preparing for.
          </Trans>
        </Text>
      </Card>
    </SimpleGrid>
  );
}

function MernCourseCard() {
  const { locale } = useLanguage();
  const { t } = useLingui();
  const courses = useCourses();
  const mern = courses.data?.find((course) => course.code === MERN_CODE);

  return (
    <Card withBorder padding="lg" component="article" aria-labelledby="mern-title">
      <Title order={2} size="h3" id="mern-title" mb="xs">
        {mern ? mern.name : t`Full-stack web development (MERN)`}
      </Title>
      <Text mb="sm">
        <Trans>
          MongoDB, Express, React and Node.js: build and deploy complete web applications, from the
          database to the browser, with a project of your own at the end.
        </Trans>
      </Text>
      <QueryStates
        query={courses}
        data={courses.data && (mern ?? null)}
        loadingLabel={t`Loading the course details`}
        errorTitle={t`Could not load the course details`}
        empty={t`This course is not open for admission at the moment.`}
        isEmpty={(course) => course === null}
      >
        {(course) =>
          course && (
            <Group gap="xl" data-testid="mern-course">
              <div>
                <Text size="sm" c="dimmed">
                  <Trans>Duration</Trans>
                </Text>
                <Text fw={700} size="lg">
                  {formatMonths(course.durationMonths, locale)}
                </Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  <Trans>Total fee</Trans>
                </Text>
                <Text fw={700} size="lg">
                  {formatWholeRupees(course.totalFee, locale)}
                </Text>
              </div>
            </Group>
          )
        }
      </QueryStates>
    </Card>
  );
}
