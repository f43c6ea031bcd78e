// /newstudentlist: every admission, a page at a time, with the status staff set per row; Export
// CSV downloads every admission the search and filters find.

import {
  ADMISSION_STATUSES,
  type Admission,
  AdmissionListQuerySchema,
} from "@app/shared/admissions";
import { Anchor, Group } from "@mantine/core";
import { type Column, DataTable, serialColumn } from "@/components/data-table";
import { ExportButton } from "@/components/export-button";
import { type ListField, ListToolbar, type SelectOption } from "@/components/list-toolbar";
import { StatusPicker } from "@/components/status-picker";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useExportAdmissions } from "../api/export-admissions";
import { useNewStudents } from "../api/get-new-students";
import { useUpdateAdmissionStatus } from "../api/update-admission-status";
import { AdmissionStatusBadge } from "./admission-status-badge";

const COLUMNS: Column<Admission>[] = [
  serialColumn(),
  { header: "Name", cell: (student) => student.name, sort: "name" },
  { header: "Address", cell: (student) => student.address, wrap: true },
  { header: "Gender", cell: (student) => student.gender },
  { header: "Class", cell: (student) => student.classes ?? "–" },
  { header: "Pin code", cell: (student) => student.pin },
  { header: "Course", cell: (student) => student.courseName, sort: "course" },
  { header: "Email", cell: (student) => student.email, wrap: true },
  {
    header: "Mobile",
    cell: (student) => <Anchor href={`tel:+91${student.mobile}`}>{student.mobile}</Anchor>,
  },
  { header: "Status", cell: (student) => <StatusCell student={student} />, sort: "status" },
];

type Field = ListField<ListFilterName<typeof AdmissionListQuerySchema>>;

/** `courses`: the course filter's choices (code and name), from the course list. */
export function NewStudentList({ courses }: { courses: readonly SelectOption[] }) {
  const list = useListParams(AdmissionListQuerySchema);
  const exportCsv = useExportAdmissions();
  const fields: Field[] = [
    { kind: "text", name: "q", label: "Search admissions", placeholder: "Name, email or mobile" },
    { kind: "select", name: "status", label: "Status", options: ADMISSION_STATUSES },
    { kind: "select", name: "course", label: "Course", options: courses },
  ];
  return (
    <DataTable
      query={useNewStudents(list.query)}
      list={list}
      toolbar={
        <ListToolbar
          label="admissions"
          list={list}
          fields={fields}
          actions={
            <ExportButton
              pending={exportCsv.isPending}
              onExport={() => exportCsv.mutate(list.filters, { onError: notifyError })}
            />
          }
        />
      }
      columns={COLUMNS}
      defaultSort="-createdAt"
      rowKey={(student) => student._id}
      rowProps={(student) => ({ "data-admission": student._id })}
      label="New admissions"
      minWidth={1100}
      loadingLabel="Loading the new admissions"
      empty="No admissions yet"
      emptyHint="Applications sent from the admission form show here, to accept, waitlist or reject."
      noMatch="No admissions match"
    />
  );
}

function StatusCell({ student }: { student: Admission }) {
  const update = useUpdateAdmissionStatus();
  return (
    <Group gap="xs">
      <AdmissionStatusBadge status={student.status} />
      <StatusPicker
        label={`Change the status of ${student.name}`}
        statuses={ADMISSION_STATUSES}
        current={student.status}
        saving={update.isPending}
        onSave={(status) =>
          update.mutate(
            { admissionId: student._id, input: { status } },
            {
              onSuccess: (changed) =>
                notifySuccess(`${changed.name}'s admission is now ${changed.status}`),
              onError: notifyError,
            },
          )
        }
      />
    </Group>
  );
}
