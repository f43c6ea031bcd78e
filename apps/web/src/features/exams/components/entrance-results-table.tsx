import type { EntranceResult } from "@app/shared/exams";
import { Stack, Table, Text, Title } from "@mantine/core";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { formatDate } from "@/lib/format";
import { useEntranceResults } from "../api/get-entrance-results";

function scoreText(result: EntranceResult): string {
  if (result.score === null) return "In progress";
  return `${result.score} / ${result.maxScore}`;
}

/** Every candidate's entrance test attempt, newest first (staff and admin). */
export function EntranceResultsTable() {
  const results = useEntranceResults();
  return (
    <Stack component="section" gap="sm" aria-labelledby="entrance-results-heading">
      <Title order={2} id="entrance-results-heading">
        Entrance test
      </Title>
      {results.isPending ? (
        <LoadingState label="Loading entrance test results" />
      ) : results.isError ? (
        <ErrorState
          error={results.error}
          title="Could not load the entrance test results"
          onRetry={() => void results.refetch()}
        />
      ) : results.data.length === 0 ? (
        <EmptyState message="Nobody has taken the entrance test yet" />
      ) : (
        <Table.ScrollContainer
          type="native"
          minWidth={600}
          tabIndex={0}
          role="region"
          aria-label="Entrance test results table"
        >
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Candidate</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Score</Table.Th>
                <Table.Th>Submitted at</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.data.map((result) => (
                <Table.Tr key={result._id}>
                  <Table.Td>{result.name}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{result.email}</Table.Td>
                  <Table.Td>
                    <Text span inherit fw={500}>
                      {scoreText(result)}
                    </Text>
                    {result.expired && <Text size="xs">time ran out, closed unanswered</Text>}
                  </Table.Td>
                  <Table.Td>
                    {result.submittedAt === null ? "Not yet" : formatDate(result.submittedAt)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
