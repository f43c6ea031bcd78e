import { formatMonths, formatWholeRupees } from "@app/shared/format";
import { Card, Group, List, SimpleGrid, Text, Title } from "@mantine/core";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useCourses } from "../api/get-courses";

const MERN_CODE = "mern";

/** The web-development course (from the fee table, never hard-coded) and exam coaching. */
export function WebCourses() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <MernCourseCard />
      <Card withBorder padding="lg" component="article" aria-labelledby="exam-coaching-title">
        <Title order={2} size="h3" id="exam-coaching-title" mb="xs">
          Government exam coaching
        </Title>
        <Text mb="sm">
          Coaching for central and state government recruitment exams, in small evening batches.
        </Text>
        <List spacing={4} mb="sm">
          <List.Item>
            Central: SSC CGL and CHSL, railway (RRB NTPC, Group D), banking (IBPS)
          </List.Item>
          <List.Item>State: WBCS, West Bengal Police, primary and upper-primary TET</List.Item>
          <List.Item>
            General studies, reasoning, arithmetic and English, with weekly mock tests
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Ask at the office for the batch timings and the fee of the exam you are preparing for.
        </Text>
      </Card>
    </SimpleGrid>
  );
}

function MernCourseCard() {
  const courses = useCourses();
  const mern = courses.data?.find((course) => course.code === MERN_CODE);

  return (
    <Card withBorder padding="lg" component="article" aria-labelledby="mern-title">
      <Title order={2} size="h3" id="mern-title" mb="xs">
        {mern ? mern.name : "Full-stack web development (MERN)"}
      </Title>
      <Text mb="sm">
        MongoDB, Express, React and Node.js: build and deploy complete web applications, from the
        database to the browser, with a project of your own at the end.
      </Text>
      {courses.isPending ? (
        <LoadingState label="Loading the course details" />
      ) : courses.isError ? (
        <ErrorState
          error={courses.error}
          title="Could not load the course details"
          onRetry={() => void courses.refetch()}
        />
      ) : mern === undefined ? (
        <EmptyState message="This course is not open for admission at the moment." />
      ) : (
        <Group gap="xl" data-testid="mern-course">
          <div>
            <Text size="sm" c="dimmed">
              Duration
            </Text>
            <Text fw={700} size="lg">
              {formatMonths(mern.durationMonths)}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Total fee
            </Text>
            <Text fw={700} size="lg">
              {formatWholeRupees(mern.totalFee)}
            </Text>
          </div>
        </Group>
      )}
    </Card>
  );
}
