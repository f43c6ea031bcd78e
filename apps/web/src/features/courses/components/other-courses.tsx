// The school classes and the entrance and government-exam coaching on /fees: a card per course
// with its board or level, subjects, duration, fee and how the fee is paid.
import type { CourseGroup, PublicCourse } from "@app/shared/courses";
import { formatMonths } from "@app/shared/format";
import { textIn } from "@app/shared/localized-text";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  AspectRatio,
  Badge,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useLanguage } from "@/lib/i18n";
import { boardName, formatFee, GROUP_NAMES, useFeePlanText } from "./course-words";

const GROUPS: CourseGroup[] = ["school", "entrance"];

export function OtherCourses({ courses }: { courses: PublicCourse[] }) {
  const { i18n } = useLingui();
  return (
    <>
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
                <CourseCard key={course.code} course={course} />
              ))}
            </SimpleGrid>
          </section>
        );
      })}
    </>
  );
}

function CourseCard({ course }: { course: PublicCourse }) {
  const { language, locale } = useLanguage();
  const planText = useFeePlanText();
  const board = boardName(course.board);
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
          {textIn(course.name, language)}
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
      </Stack>
    </Paper>
  );
}
