// /newstudentlist: every admission, with the status staff set per row.
import { ADMISSION_STATUSES, type Admission, AdmissionStatusSchema } from "@app/shared/admissions";
import { Anchor, Group, NativeSelect, Text } from "@mantine/core";
import { type Column, DataTable, serialColumn } from "@/components/data-table";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useNewStudents } from "../api/get-new-students";
import { useUpdateAdmissionStatus } from "../api/update-admission-status";
import { AdmissionStatusBadge } from "./admission-status-badge";

const COLUMNS: Column<Admission>[] = [
  serialColumn(),
  { header: "Name", cell: (student) => student.name },
  { header: "Address", cell: (student) => student.address, wrap: true },
  { header: "Gender", cell: (student) => student.gender },
  { header: "Class", cell: (student) => student.classes ?? "–" },
  { header: "Pin code", cell: (student) => student.pin },
  { header: "Course", cell: (student) => student.courseName },
  { header: "Email", cell: (student) => student.email, wrap: true },
  {
    header: "Mobile",
    cell: (student) => <Anchor href={`tel:+91${student.mobile}`}>{student.mobile}</Anchor>,
  },
  { header: "Status", cell: (student) => <StatusCell student={student} /> },
];

export function NewStudentList() {
  return (
    <>
      <Text size="sm" mb="xs" hiddenFrom="lg">
        The table scrolls sideways to show every column.
      </Text>
      <DataTable
        query={useNewStudents()}
        columns={COLUMNS}
        rowKey={(student) => student._id}
        rowProps={(student) => ({ "data-admission": student._id })}
        label="New admissions"
        minWidth={1100}
        loadingLabel="Loading the new admissions"
        empty="No admissions yet"
      />
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
