import { formatMonths, formatMonthYear, formatWholeRupees } from "@app/shared/format";
import { textIn } from "@app/shared/localized-text";
import { Trans, useLingui } from "@lingui/react/macro";
import { Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Fragment } from "react";
import { QueryStates } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { FEES_BATCHES, nextBatchesQueryOptions, useCatalogue } from "../api/catalogue";
import { useCourses } from "../api/get-courses";
import { useFeePlanText } from "./course-words";
import { CourseApply, OtherCourses } from "./other-courses";

/**
 * The fee structure (docs/product.md, "Fees"): the computer courses' table with duration, total
 * fee, how it is paid, its batches starting and a way to apply (the form opens with the course,
 * or the batch, chosen), then the school classes and the entrance coaching by group, each with its
 * batches starting. Each course's plan is its own, as staff set it.
 */
export function FeeTable() {
  const { locale, language } = useLanguage();
  const { t } = useLingui();
  // The table is the specification's fee list; the catalogue adds each course's name in the
  // page's language and how its fee is paid.
  const courses = useCourses();
  const catalogue = useCatalogue();
  const planText = useFeePlanText();
  // The page's one list of batches starting (OtherCourses reads it too, and says when it failed).
  const batches = useQuery(nextBatchesQueryOptions(FEES_BATCHES));
  const batchesOf = (code: string) =>
    (batches.data?.items ?? []).filter((batch) => batch.course === code);
  const detail = new Map((catalogue.data ?? []).map((course) => [course.code, course]));
  const headingId = "fees-heading";
  const month = formatMonthYear(new Date(), locale);

  return (
    <>
      <section aria-labelledby={headingId}>
        <Title order={2} size="h3" id={headingId} mt="md" mb="xs">
          <Trans>Fees are paid at the beginning of the month: {month}</Trans>
        </Title>
        <Text mb="md">
          <Trans>The total fee of each course, and how it is paid.</Trans>
        </Text>
        <QueryStates
          query={courses}
          data={courses.data}
          loadingLabel={t`Loading the fee structure`}
          errorTitle={t`Could not load the fee structure`}
          empty={t`No courses are open for admission at the moment.`}
        >
          {(open) => (
            <Table.ScrollContainer minWidth={320} maw={720}>
              <Table withTableBorder aria-labelledby={headingId}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">
                      <Trans>Course</Trans>
                    </Table.Th>
                    <Table.Th scope="col">
                      <Trans>Duration</Trans>
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      <Trans>Total fee</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {open.map((course, index) => {
                    const more = detail.get(course.code);
                    const name = more ? textIn(more.name, language) : course.name;
                    // Only a course the catalogue says is open is offered: a catalogue that
                    // failed or lacks the course would lead to "not open for admission".
                    const taking = more?.admissionOpen === true;
                    const ofCourse = batchesOf(course.code);
                    const headerId = `fees-row-${course.code}`;
                    // A course's two rows share a stripe and no line between them, so its batches
                    // read as its own.
                    const stripe = index % 2 === 0 ? "var(--table-striped-color)" : undefined;
                    return (
                      <Fragment key={course.code}>
                        <Table.Tr bg={stripe} style={taking ? { borderBottom: 0 } : undefined}>
                          {/* The row's header is the course and its plan only: a screen reader
                              says it with each of the row's cells. */}
                          <Table.Th scope="row" id={headerId} fw={500}>
                            {name}
                            {more && (
                              <Text size="xs" fw={400}>
                                {planText(more.feePlan)}
                              </Text>
                            )}
                          </Table.Th>
                          <Table.Td>{formatMonths(course.durationMonths, locale)}</Table.Td>
                          <Table.Td ta="right">
                            {formatWholeRupees(course.totalFee, locale)}
                          </Table.Td>
                        </Table.Tr>
                        {/* Its batches and the way to apply, the table's width below it (a
                            phone's too), headed by the course. */}
                        {taking && (
                          <Table.Tr bg={stripe}>
                            <Table.Td colSpan={3} headers={headerId} pt={0}>
                              <Stack gap="xs" align="flex-start">
                                <CourseApply course={more} courseName={name} batches={ofCourse} />
                              </Stack>
                            </Table.Td>
                          </Table.Tr>
                        )}
                      </Fragment>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryStates>
      </section>
      {/* The school and entrance courses come only from the catalogue: its failure says so. */}
      <QueryStates
        query={catalogue}
        data={catalogue.data}
        loadingLabel={t`Loading the courses`}
        errorTitle={t`Could not load the school and entrance courses`}
      >
        {(all) => <OtherCourses courses={all} />}
      </QueryStates>
    </>
  );
}
