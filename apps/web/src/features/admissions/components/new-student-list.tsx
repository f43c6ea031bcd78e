// /newstudentlist: every admission, a page at a time, with the status staff set per row; Export
// CSV downloads every admission the search and filters find.

import {
  ADMISSION_STATUSES,
  type Admission,
  AdmissionListQuerySchema,
} from "@app/shared/admissions";
import { formatCount } from "@app/shared/format";
import { useLingui } from "@lingui/react/macro";
import { Group, Stack, Text } from "@mantine/core";
import { AddressLines, ContactLines } from "@/components/contact-lines";
import { type Column, DataTable, SERIAL_HEADER, serialColumn } from "@/components/data-table";
import { ExportButton } from "@/components/export-button";
import { type ListField, ListToolbar, type SelectOption } from "@/components/list-toolbar";
import { StatusPicker } from "@/components/status-picker";
import { genderName } from "@/lib/gender";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useTextIn } from "@/lib/use-text-in";
import { useExportAdmissions } from "../api/export-admissions";
import { useNewStudents } from "../api/get-new-students";
import { useUpdateAdmissionStatus } from "../api/update-admission-status";
import { admissionStatusName } from "./admission-labels";
import { AdmissionStatusBadge } from "./admission-status-badge";

type Field = ListField<ListFilterName<typeof AdmissionListQuerySchema>>;

/** `courses`: the course filter's choices (code and name), from the course list. */
export function NewStudentList({ courses }: { courses: readonly SelectOption[] }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const textIn = useTextIn();
  const list = useListParams(AdmissionListQuerySchema);
  const exportCsv = useExportAdmissions();
  // A desk's width holds every column without scrolling sideways (docs/product.md: back office):
  // what belongs together shares a cell (the applicant with their gender and class, how to reach
  // them, the address and its PIN).
  const columns: Column<Admission>[] = [
    serialColumn(i18n._(SERIAL_HEADER), locale),
    {
      header: t`Name`,
      sort: "name",
      cell: (student) => {
        const gender = genderName(i18n, student.gender);
        const level = student.classes === null ? null : formatCount(student.classes, locale);
        return (
          <Stack gap={2}>
            <Text size="sm">{student.name}</Text>
            <Text size="xs" c="gray.7">
              {level === null ? gender : t`${gender} · Class ${level}`}
            </Text>
          </Stack>
        );
      },
    },
    { header: t`Course`, cell: (student) => textIn(student.courseText), sort: "course" },
    {
      header: t`Contact`,
      cell: (student) => <ContactLines mobile={student.mobile} email={student.email} />,
      wrap: true,
    },
    {
      header: t`Address`,
      cell: (student) => <AddressLines address={student.address} pin={student.pin} />,
      wrap: true,
    },
    {
      header: t`Status`,
      cell: (student) => <StatusCell student={student} />,
      sort: "status",
      stickToEnd: true,
    },
  ];
  const fields: Field[] = [
    {
      kind: "text",
      name: "q",
      label: t`Search admissions`,
      placeholder: t`Name, email or mobile`,
    },
    {
      kind: "select",
      allLabel: t`All`,
      name: "status",
      label: t`Status`,
      options: ADMISSION_STATUSES.map((value) => ({
        value,
        label: admissionStatusName(i18n, value),
      })),
    },
    { kind: "select", allLabel: t`All`, name: "course", label: t`Course`, options: courses },
  ];
  return (
    <DataTable
      query={useNewStudents(list.query)}
      list={list}
      toolbar={
        <ListToolbar
          label={t`admissions`}
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
      columns={columns}
      defaultSort="-createdAt"
      rowKey={(student) => student._id}
      rowProps={(student) => ({ "data-admission": student._id })}
      label={t`New admissions`}
      minWidth={760}
      loadingLabel={t`Loading the new admissions`}
      empty={t`No admissions yet`}
      emptyHint={t`Applications sent from the admission form show here, to accept, waitlist or reject.`}
      noMatch={t`No admissions match`}
    />
  );
}

function StatusCell({ student }: { student: Admission }) {
  const { t, i18n } = useLingui();
  const update = useUpdateAdmissionStatus();
  const { name } = student;
  return (
    <Group gap="xs">
      <AdmissionStatusBadge status={student.status} />
      <StatusPicker
        label={t`Change the status of ${name}`}
        statusLabel={(status) => admissionStatusName(i18n, status)}
        statuses={ADMISSION_STATUSES}
        current={student.status}
        saving={update.isPending}
        onSave={(status) =>
          update.mutate(
            { admissionId: student._id, input: { status } },
            {
              onSuccess: (changed) =>
                notifySuccess(
                  t`${changed.name}'s admission is now ${admissionStatusName(i18n, changed.status)}`,
                ),
              onError: notifyError,
            },
          )
        }
      />
    </Group>
  );
}
