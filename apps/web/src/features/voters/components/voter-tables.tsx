// One table per assembly constituency: its rows with Edit and Delete, and its subtotal.
import type { VoterRow } from "@app/shared/voters";
import { Button, Group, Stack, Table, Title } from "@mantine/core";
import { openConfirm } from "@/lib/confirm";
import { formatIndianCount } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteVoter } from "../api/delete-voter";
import type { ConstituencyGroup } from "./voter-totals";

type Props = {
  groups: ConstituencyGroup[];
  editingId: string | null;
  onEdit: (row: VoterRow) => void;
  onDeleted: (row: VoterRow) => void;
};

export function VoterTables({ groups, editingId, onEdit, onDeleted }: Props) {
  const remove = useDeleteVoter();

  const confirmDelete = (row: VoterRow) =>
    void openConfirm({
      title: "Delete this row?",
      children: `Row ${row.sl_no} of ${row.assembly_constituency} will be removed.`,
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(row, {
          onSuccess: () => {
            notifySuccess("Voter row deleted");
            onDeleted(row);
          },
          onError: notifyError,
        }),
    });

  return (
    <Stack gap="xl">
      {groups.map((group, index) => {
        const headingId = `constituency-${index}`;
        return (
          <Stack key={group.name} gap="xs" component="section" aria-labelledby={headingId}>
            <Title order={3} size="h4" id={headingId}>
              {group.name}
            </Title>
            <Table.ScrollContainer minWidth={760}>
              <Table striped verticalSpacing="xs" aria-labelledby={headingId}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Sl no</Table.Th>
                    <Table.Th>State</Table.Th>
                    <Table.Th>District</Table.Th>
                    <Table.Th ta="right">Total voters</Table.Th>
                    <Table.Th ta="right">Hindus</Table.Th>
                    <Table.Th ta="right">Muslims</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {group.rows.map((row) => (
                    <Table.Tr key={row._id} bg={row._id === editingId ? "blue.0" : undefined}>
                      <Table.Td>{row.sl_no}</Table.Td>
                      <Table.Td>{row.state}</Table.Td>
                      <Table.Td>{row.district}</Table.Td>
                      <Table.Td ta="right">{formatIndianCount(row.total_voter)}</Table.Td>
                      <Table.Td ta="right">{formatIndianCount(row.number_of_hindu)}</Table.Td>
                      <Table.Td ta="right">{formatIndianCount(row.number_of_muslim)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => onEdit(row)}
                            aria-label={`Edit row ${row.sl_no} of ${row.assembly_constituency}`}
                          >
                            Edit
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            onClick={() => confirmDelete(row)}
                            aria-label={`Delete row ${row.sl_no} of ${row.assembly_constituency}`}
                          >
                            Delete
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr fw={700}>
                    <Table.Th scope="row" colSpan={3}>
                      Subtotal ({group.totals.rows} {group.totals.rows === 1 ? "row" : "rows"})
                    </Table.Th>
                    <Table.Td ta="right">{formatIndianCount(group.totals.total)}</Table.Td>
                    <Table.Td ta="right">{formatIndianCount(group.totals.hindu)}</Table.Td>
                    <Table.Td ta="right">{formatIndianCount(group.totals.muslim)}</Table.Td>
                    <Table.Td />
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        );
      })}
    </Stack>
  );
}
