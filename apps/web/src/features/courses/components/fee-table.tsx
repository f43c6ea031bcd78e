import { formatMonths, formatMonthYear, formatWholeRupees } from "@app/shared/format";
import { Table, Text, Title } from "@mantine/core";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useCourses } from "../api/get-courses";

/** The fee structure (docs/product.md): every course with its duration and total fee. */
export function FeeTable() {
  const courses = useCourses();
  const headingId = "fees-heading";

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mt="md" mb="xs">
        Fees are paid at the beginning of the month: {formatMonthYear(new Date())}
      </Title>
      <Text mb="md">The total fee of each course; ask at the office about paying in parts.</Text>
      {courses.isPending ? (
        <LoadingState label="Loading the fee structure" />
      ) : courses.isError ? (
        <ErrorState
          error={courses.error}
          title="Could not load the fee structure"
          onRetry={() => void courses.refetch()}
        />
      ) : courses.data.length === 0 ? (
        <EmptyState message="No courses are open for admission at the moment." />
      ) : (
        <Table striped withTableBorder aria-labelledby={headingId} maw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Course</Table.Th>
              <Table.Th scope="col">Duration</Table.Th>
              <Table.Th scope="col" ta="right">
                Total fee
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {courses.data.map((course) => (
              <Table.Tr key={course.code}>
                <Table.Th scope="row" fw={500}>
                  {course.name}
                </Table.Th>
                <Table.Td>{formatMonths(course.durationMonths)}</Table.Td>
                <Table.Td ta="right">{formatWholeRupees(course.totalFee)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
