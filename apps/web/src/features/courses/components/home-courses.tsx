// The home page's courses: what the institute teaches (each course group with its courses), and
// the next batches starting with their fee, timetable and seats left, so a visitor reads what a
// batch costs without leaving the home page (docs/product.md, "Fees").

import { COURSE_GROUPS, type PublicCourse } from "@app/shared/courses";
import { formatCount } from "@app/shared/format";
import { textIn } from "@app/shared/localized-text";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LocalizedLink } from "@/components/localized-link";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { nextBatchesQueryOptions, useCatalogue } from "../api/catalogue";
import {
  admissionPath,
  formatFee,
  GROUP_NAMES,
  useDateText,
  useFeePlanText,
  useTimetableText,
} from "./course-words";

export function CourseGroups() {
  const { t, i18n } = useLingui();
  const { language, locale } = useLanguage();
  const catalogue = useCatalogue();
  if (catalogue.isPending) return <LoadingState label={t`Loading the courses`} />;
  if (catalogue.isError) {
    return (
      <ErrorState
        error={catalogue.error}
        title={t`Could not load the courses`}
        onRetry={() => void catalogue.refetch()}
      />
    );
  }
  const groups = COURSE_GROUPS.map((group) => ({
    group,
    courses: catalogue.data.filter((course: PublicCourse) => course.group === group),
  })).filter(({ courses }) => courses.length > 0);
  if (groups.length === 0) return <EmptyState message={t`Our courses will be listed here soon.`} />;
  return (
    <SimpleGrid cols={{ base: 1, md: Math.min(groups.length, 3) }}>
      {groups.map(({ group, courses }) => (
        <Card key={group} withBorder padding="lg" component="article">
          <Title order={3} size="h4" mb="xs">
            {i18n._(GROUP_NAMES[group])}
          </Title>
          <List size="sm" spacing={4}>
            {courses.slice(0, 6).map((course) => (
              <List.Item key={course.code}>{textIn(course.name, language)}</List.Item>
            ))}
          </List>
          {courses.length > 6 && (
            <Text size="sm" mt={4} c="gray.7">
              {t`and ${formatCount(courses.length - 6, locale)} more`}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function NextBatches() {
  const { t } = useLingui();
  const { language, locale } = useLanguage();
  const batches = useQuery(nextBatchesQueryOptions());
  const dateText = useDateText();
  const timetable = useTimetableText();
  const planText = useFeePlanText();
  const seatsLeft = (count: number) => {
    const left = formatCount(count, locale);
    return t`${plural(count, { one: `${left} seat left`, other: `${left} seats left` })}`;
  };
  if (batches.isPending) return <LoadingState label={t`Loading the batches`} />;
  if (batches.isError) {
    return (
      <ErrorState
        error={batches.error}
        title={t`Could not load the batches`}
        onRetry={() => void batches.refetch()}
      />
    );
  }
  if (batches.data.items.length === 0) {
    return <EmptyState message={t`New batches will be announced here.`} />;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      {batches.data.items.map((batch) => {
        const fee = formatFee(batch.totalFee, locale);
        return (
          <Card key={batch._id} withBorder padding="md" component="article" data-batch={batch._id}>
            <Stack gap={4}>
              <Title order={3} size="h5">
                {textIn(batch.courseName, language)}
              </Title>
              <Text size="sm">{batch.name}</Text>
              <Text size="sm">
                <Trans>Starts {dateText(batch.startDate)}</Trans>
              </Text>
              <Text size="sm" c="gray.7">
                {timetable(batch)}
              </Text>
              <Text size="sm" fw={600}>
                <Trans>Fee: {fee}</Trans>
              </Text>
              <Text size="xs">{planText(batch.feePlan)}</Text>
              <Group gap="xs">
                <Badge
                  variant="light"
                  color={batch.seatsLeft <= 5 ? "orange.9" : "green.9"}
                  tt="none"
                >
                  {seatsLeft(batch.seatsLeft)}
                </Badge>
              </Group>
              {/* The form opens with this batch chosen (docs/product.md, "Fees"). */}
              <Anchor
                component={LocalizedLink}
                to={admissionPath(batch.course, batch._id)}
                size="sm"
                fw={600}
              >
                <Trans>Apply for admission</Trans>
              </Anchor>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
