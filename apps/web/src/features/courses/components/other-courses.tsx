// The school classes and the entrance and government-exam coaching on /fees: a card per course
// with its board or level, subjects, duration, fee and how the fee is paid, and, while it takes
// admissions, its batches starting with their seats left and a way to apply (to a batch or to the
// course), which the admission form opens with them chosen (docs/product.md, "Fees").
import type { CourseGroup, OpenBatch, PublicCourse } from "@app/shared/courses";
import { formatCount, formatMonths } from "@app/shared/format";
import { textIn } from "@app/shared/localized-text";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Anchor,
  AspectRatio,
  Badge,
  Group,
  Image,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LocalizedLink } from "@/components/localized-link";
import { ErrorState } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { FEES_BATCHES, nextBatchesQueryOptions } from "../api/catalogue";
import {
  admissionPath,
  boardName,
  formatFee,
  GROUP_NAMES,
  useDateText,
  useFeePlanText,
  useTimetableText,
} from "./course-words";

const GROUPS: CourseGroup[] = ["school", "entrance"];

export function OtherCourses({ courses }: { courses: PublicCourse[] }) {
  const { t, i18n } = useLingui();
  // One page of the batches starting soonest, shared out to their courses' cards.
  const batches = useQuery(nextBatchesQueryOptions(FEES_BATCHES));
  const batchesOf = (code: string) =>
    (batches.data?.items ?? []).filter((batch) => batch.course === code);
  return (
    <>
      {batches.isError && (
        <Stack mt="xl">
          <ErrorState
            error={batches.error}
            title={t`Could not load the batches`}
            onRetry={() => void batches.refetch()}
          />
        </Stack>
      )}
      {GROUPS.map((group) => {
        const ofGroup = courses.filter((course) => course.group === group);
        if (ofGroup.length === 0) return null;
        const headingId = `fees-${group}`;
        return (
          <section key={group} aria-labelledby={headingId}>
            <Title order={2} size="h3" id={headingId} mt="xl" mb="sm">
              {i18n._(GROUP_NAMES[group])}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} maw={960}>
              {ofGroup.map((course) => (
                <CourseCard key={course.code} course={course} batches={batchesOf(course.code)} />
              ))}
            </SimpleGrid>
          </section>
        );
      })}
    </>
  );
}

function CourseCard({ course, batches }: { course: PublicCourse; batches: OpenBatch[] }) {
  const { language, locale } = useLanguage();
  const planText = useFeePlanText();
  const board = boardName(course.board);
  const name = textIn(course.name, language);
  const subjects = textIn(course.subjects, language);
  const description = textIn(course.description, language);
  const fee = formatFee(course.totalFee, locale);
  const months = formatMonths(course.durationMonths, locale);
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={`course-${course.code}`}>
      <Stack gap={6}>
        {course.photo && (
          // Its own shape before the picture arrives, so the text below stays put; the name beside
          // it says what the course is, so the picture is decoration.
          <AspectRatio ratio={16 / 9}>
            <Image src={course.photo} alt="" radius="sm" fit="cover" loading="lazy" />
          </AspectRatio>
        )}
        <Title order={3} size="h4" id={`course-${course.code}`}>
          {name}
        </Title>
        <Group gap={6}>
          {(board || course.level) && (
            <Text size="sm" fw={500}>
              {[board, course.level].filter(Boolean).join(" · ")}
            </Text>
          )}
          {!course.admissionOpen && (
            <Badge color="#495057" c="#ffffff" tt="none">
              <Trans>Admission closed</Trans>
            </Badge>
          )}
        </Group>
        {description && <Text size="sm">{description}</Text>}
        {subjects && (
          <Text size="sm">
            <Trans>Subjects: {subjects}</Trans>
          </Text>
        )}
        <Text fw={600}>
          <Trans>
            {fee} for {months}
          </Trans>
        </Text>
        <Text size="sm">{planText(course.feePlan)}</Text>
        {course.admissionOpen && (
          <CourseApply course={course} courseName={name} batches={batches} />
        )}
      </Stack>
    </Paper>
  );
}

/** A course's batches starting (when it has any) and the way to apply to the course itself. */
export function CourseApply({
  course,
  courseName: name,
  batches,
}: {
  course: PublicCourse;
  courseName: string;
  batches: OpenBatch[];
}) {
  const { t } = useLingui();
  return (
    <>
      {batches.length > 0 && <CourseBatches course={course} courseName={name} batches={batches} />}
      <Anchor
        component={LocalizedLink}
        to={admissionPath(course.code)}
        size="sm"
        fw={600}
        aria-label={t`Apply for admission: ${name}`}
      >
        <Trans>Apply for admission</Trans>
      </Anchor>
    </>
  );
}

/**
 * The course's batches starting, each with its days, seats left and a way to apply to it: on the
 * school and entrance cards, and under a computer course's row of the fee table.
 */
export function CourseBatches({
  course,
  courseName,
  batches,
}: {
  course: PublicCourse;
  courseName: string;
  batches: OpenBatch[];
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const dateText = useDateText();
  const timetable = useTimetableText();
  const planText = useFeePlanText();
  const coursePlan = JSON.stringify(course.feePlan);
  return (
    <Stack gap={4} mt={4}>
      <Text size="sm" fw={600}>
        <Trans>Batches starting</Trans>
      </Text>
      <List size="sm" spacing={6} listStyleType="none" withPadding={false}>
        {batches.map((batch) => {
          const left = formatCount(batch.seatsLeft, locale);
          const batchName = batch.name;
          const starts = dateText(batch.startDate);
          const batchFee = formatFee(batch.totalFee, locale);
          const batchPlan = planText(batch.feePlan);
          // A batch may have a fee of its own; then it says so.
          const ownFee =
            batch.totalFee !== course.totalFee || JSON.stringify(batch.feePlan) !== coursePlan;
          return (
            <List.Item key={batch._id} data-batch={batch._id}>
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  <Trans>
                    {batchName}: starts {starts}
                  </Trans>
                </Text>
                <Text size="sm" c="gray.7">
                  {timetable(batch)}
                </Text>
                {ownFee && <Text size="sm">{t`This batch: ${batchFee}, ${batchPlan}`}</Text>}
                <Group gap="xs">
                  <Badge
                    variant="light"
                    color={batch.seatsLeft <= 5 ? "orange.9" : "green.9"}
                    tt="none"
                  >
                    {t`${plural(batch.seatsLeft, { one: `${left} seat left`, other: `${left} seats left` })}`}
                  </Badge>
                  <Anchor
                    component={LocalizedLink}
                    to={admissionPath(course.code, batch._id)}
                    size="sm"
                    fw={600}
                    aria-label={t`Apply for this batch: ${batchName}, ${courseName}`}
                  >
                    <Trans>Apply for this batch</Trans>
                  </Anchor>
                </Group>
              </Stack>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
