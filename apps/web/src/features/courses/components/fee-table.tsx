import { formatMonths, formatMonthYear, formatWholeRupees } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Table, Text, Title } from "@mantine/core";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { useCourses } from "../api/get-courses";

/** The fee structure (docs/product.md): every course with its duration and total fee. */
export function FeeTable() {
  const { locale } = useLanguage();
  const { t } = useLingui();
  const courses = useCourses();
  const headingId = "fees-heading";
  const month = formatMonthYear(new Date(), locale);

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mt="md" mb="xs">
        <Trans>Fees are paid at the beginning of the month: {month}</Trans>
      </Title>
      <Text mb="md">
        <Trans>The total fee of each course; ask at the office about paying in parts.</Trans>
      </Text>
      {courses.isPending ? (
        <LoadingState label={t`Loading the fee structure`} />
      ) : courses.isError ? (
        <ErrorState
          error={courses.error}
          title={t`Could not load the fee structure`}
          onRetry={() => void courses.refetch()}
        />
      ) : courses.data.length === 0 ? (
        <EmptyState message={t`No courses are open for admission at the moment.`} />
      ) : (
        <Table striped withTableBorder aria-labelledby={headingId} maw={720}>
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
            {courses.data.map((course) => (
              <Table.Tr key={course.code}>
                <Table.Th scope="row" fw={500}>
                  {course.name}
                </Table.Th>
                <Table.Td>{formatMonths(course.durationMonths, locale)}</Table.Td>
                <Table.Td ta="right">{formatWholeRupees(course.totalFee, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
