// /studentlist: the old students' records, each mobile also as a WhatsApp link.
import type { OldStudent } from "@app/shared/students";
import { Anchor, Table, Text } from "@mantine/core";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useOldStudents } from "../api/get-old-students";

/** `https://wa.me/91<number>` for a 10-digit Indian number; null when the record has none. */
export function whatsAppLink(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `https://wa.me/91${digits}`;
  if (digits.length === 12 && digits.startsWith("91")) return `https://wa.me/${digits}`;
  return null;
}

export function OldStudentList() {
  const students = useOldStudents();
  if (students.isPending) return <LoadingState label="Loading the old students" />;
  if (students.isError)
    return <ErrorState error={students.error} onRetry={() => void students.refetch()} />;
  if (students.data.length === 0) return <EmptyState message="No old student records" />;

  return (
    <>
      <Text size="sm" mb="xs" hiddenFrom="sm">
        The table scrolls sideways to show every column.
      </Text>
      <Table.ScrollContainer minWidth={720} type="native">
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="Old students">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Sl</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Class</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Mobile</Table.Th>
              <Table.Th>Message</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {students.data.map((student, index) => (
              // The CSV has no id; its order is stable, so the position is the key.
              // biome-ignore lint/suspicious/noArrayIndexKey: records have no id of their own
              <OldStudentRow key={index} student={student} serial={index + 1} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

function OldStudentRow({ student, serial }: { student: OldStudent; serial: number }) {
  const name = student["Student Name"];
  const phone = student["Phone No"];
  const link = whatsAppLink(phone);
  return (
    <Table.Tr>
      <Table.Td>{serial}</Table.Td>
      <Table.Td>{name}</Table.Td>
      <Table.Td>{student.Class}</Table.Td>
      <Table.Td maw={280} style={{ overflowWrap: "anywhere" }}>
        {student.Address}
      </Table.Td>
      <Table.Td>{phone}</Table.Td>
      <Table.Td>
        {link ? (
          <Anchor
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp ${name} (opens in a new tab)`}
          >
            WhatsApp
          </Anchor>
        ) : (
          "–"
        )}
      </Table.Td>
    </Table.Tr>
  );
}
