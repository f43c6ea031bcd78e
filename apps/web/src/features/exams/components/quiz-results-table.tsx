import { Stack, Table, Text, Title } from "@mantine/core";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { formatDate } from "@/lib/format";
import { useQuizResults } from "../api/get-quiz-results";

/** Every user's quiz marks, newest first (staff and admin). */
export function QuizResultsTable() {
  const results = useQuizResults();
  return (
    <Stack component="section" gap="sm" aria-labelledby="quiz-results-heading">
      <Title order={2} id="quiz-results-heading">
        Quiz results
      </Title>
      {results.isPending ? (
        <LoadingState label="Loading quiz results" />
      ) : results.isError ? (
        <ErrorState
          error={results.error}
          title="Could not load the quiz results"
          onRetry={() => void results.refetch()}
        />
      ) : results.data.length === 0 ? (
        <EmptyState message="Nobody has submitted the quiz yet" />
      ) : (
        <Table.ScrollContainer
          type="native"
          minWidth={560}
          tabIndex={0}
          role="region"
          aria-label="Quiz results table"
        >
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Marks</Table.Th>
                <Table.Th>Submitted at</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.data.map((result) => (
                <Table.Tr key={result._id}>
                  <Table.Td>{result.name}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{result.email}</Table.Td>
                  <Table.Td>
                    <Text span fw={500}>
                      {result.marks}
                    </Text>{" "}
                    / {result.outOf}
                  </Table.Td>
                  <Table.Td>{formatDate(result.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
