import { formatMonths, formatMonthYear, formatWholeRupees } from "@app/shared/format";
import { textIn } from "@app/shared/localized-text";
import { Trans, useLingui } from "@lingui/react/macro";
import { Table, Text, Title } from "@mantine/core";
import { QueryStates } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { useCatalogue } from "../api/catalogue";
import { useCourses } from "../api/get-courses";
import { useFeePlanText } from "./course-words";
import { OtherCourses } from "./other-courses";

/**
 * The fee structure (docs/product.md, "Fees"): the computer courses' table with duration, total
 * fee and how it is paid, then the school classes and the entrance coaching by group, each with
 * its batches starting. Each course's plan is its own, as staff set it.
 */
export function FeeTable() {
  const { locale, language } = useLanguage();
  const { t } = useLingui();
  // The table is the specification's fee list; the catalogue adds each course's name in the
  // page's language and how its fee is paid.
  const courses = useCourses();
  const catalogue = useCatalogue();
  const planText = useFeePlanText();
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
              <Table striped withTableBorder aria-labelledby={headingId}>
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
                  {open.map((course) => {
                    const more = detail.get(course.code);
                    return (
                      <Table.Tr key={course.code}>
                        <Table.Th scope="row" fw={500}>
                          {more ? textIn(more.name, language) : course.name}
                          {more && (
                            <Text size="xs" fw={400}>
                              {planText(more.feePlan)}
                            </Text>
                          )}
                        </Table.Th>
                        <Table.Td>{formatMonths(course.durationMonths, locale)}</Table.Td>
                        <Table.Td ta="right">{formatWholeRupees(course.totalFee, locale)}</Table.Td>
                      </Table.Tr>
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
