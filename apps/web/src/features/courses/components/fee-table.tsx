import type { PublicCourse } from "@app/shared/courses";
import { formatMonths, formatMonthYear } from "@app/shared/format";
import { textIn } from "@app/shared/localized-text";
import { Trans, useLingui } from "@lingui/react/macro";
import { Table, Text, Title } from "@mantine/core";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { useCatalogue } from "../api/catalogue";
import { formatFee, useFeePlanText } from "./course-words";
import { OtherCourses } from "./other-courses";

/**
 * The fee structure (docs/product.md): the computer courses' table with duration, total fee and
 * how it is paid, then the school classes and the entrance coaching by group.
 */
export function FeeTable() {
  const { locale, language } = useLanguage();
  const { t } = useLingui();
  const catalogue = useCatalogue();
  const planText = useFeePlanText();
  const headingId = "fees-heading";
  const month = formatMonthYear(new Date(), locale);
  const computer: PublicCourse[] =
    catalogue.data?.filter((course) => course.group === "computer") ?? [];

  return (
    <>
      <section aria-labelledby={headingId}>
        <Title order={2} size="h3" id={headingId} mt="md" mb="xs">
          <Trans>Fees are paid at the beginning of the month: {month}</Trans>
        </Title>
        <Text mb="md">
          <Trans>The total fee of each course; ask at the office about paying in parts.</Trans>
        </Text>
        {catalogue.isPending ? (
          <LoadingState label={t`Loading the fee structure`} />
        ) : catalogue.isError ? (
          <ErrorState
            error={catalogue.error}
            title={t`Could not load the fee structure`}
            onRetry={() => void catalogue.refetch()}
          />
        ) : computer.length === 0 ? (
          <EmptyState message={t`No courses are open for admission at the moment.`} />
        ) : (
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
                  <Table.Th scope="col">
                    <Trans>How it is paid</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {computer.map((course) => (
                  <Table.Tr key={course.code}>
                    <Table.Th scope="row" fw={500}>
                      {textIn(course.name, language)}
                    </Table.Th>
                    <Table.Td>{formatMonths(course.durationMonths, locale)}</Table.Td>
                    <Table.Td ta="right">{formatFee(course.totalFee, locale)}</Table.Td>
                    <Table.Td>{planText(course.feePlan)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
      {catalogue.isSuccess && <OtherCourses courses={catalogue.data} />}
    </>
  );
}
