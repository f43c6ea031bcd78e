// /newstudentlist: every admission, with the status staff set per row.
import { ADMISSION_STATUSES, type Admission, AdmissionStatusSchema } from "@app/shared/admissions";
import { Anchor, Group, NativeSelect, Table, Text } from "@mantine/core";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useNewStudents } from "../api/get-new-students";
import { useUpdateAdmissionStatus } from "../api/update-admission-status";
import { AdmissionStatusBadge } from "./admission-status-badge";

export function NewStudentList() {
  const students = useNewStudents();
  if (students.isPending) return <LoadingState label="Loading the new admissions" />;
  if (students.isError)
    return <ErrorState error={students.error} onRetry={() => void students.refetch()} />;
  if (students.data.length === 0) return <EmptyState message="No admissions yet" />;

  return (
    <>
      <Text size="sm" mb="xs" hiddenFrom="lg">
        The table scrolls sideways to show every column.
      </Text>
      <Table.ScrollContainer minWidth={1100} type="native">
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="New admissions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Sl</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Gender</Table.Th>
              <Table.Th>Class</Table.Th>
              <Table.Th>Pin code</Table.Th>
              <Table.Th>Course</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Mobile</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {students.data.map((student, index) => (
              <Table.Tr key={student._id} data-admission={student._id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>{student.name}</Table.Td>
                <Table.Td maw={220} style={{ overflowWrap: "anywhere" }}>
                  {student.address}
                </Table.Td>
                <Table.Td>{student.gender}</Table.Td>
                <Table.Td>{student.classes ?? "–"}</Table.Td>
                <Table.Td>{student.pin}</Table.Td>
                <Table.Td>{student.courseName}</Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{student.email}</Table.Td>
                <Table.Td>
                  <Anchor href={`tel:+91${student.mobile}`}>{student.mobile}</Anchor>
                </Table.Td>
                <Table.Td>
                  <StatusCell student={student} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

function StatusCell({ student }: { student: Admission }) {
  const update = useUpdateAdmissionStatus();
  return (
    <Group gap="xs" wrap="nowrap">
      <AdmissionStatusBadge status={student.status} />
      <NativeSelect
        aria-label={`Change the status of ${student.name}`}
        miw={130}
        value={student.status}
        data={[...ADMISSION_STATUSES]}
        onChange={(event) => {
          const status = AdmissionStatusSchema.safeParse(event.currentTarget.value);
          if (!status.success || status.data === student.status) return;
          update.mutate(
            { admissionId: student._id, input: { status: status.data } },
            {
              onSuccess: (changed) =>
                notifySuccess(`${changed.name}'s admission is now ${changed.status}`),
              onError: notifyError,
            },
          );
        }}
      />
    </Group>
  );
}
