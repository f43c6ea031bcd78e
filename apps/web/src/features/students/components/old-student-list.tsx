// /studentlist: the old students' records, each mobile also as a WhatsApp link.

import { type OldStudent, OldStudentListQuerySchema } from "@app/shared/students";
import { useLingui } from "@lingui/react/macro";
import { Anchor } from "@mantine/core";
import { type Column, DataTable, serialColumn } from "@/components/data-table";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { useLanguage } from "@/lib/i18n";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useOldStudents } from "../api/get-old-students";

/** `https://wa.me/91<number>` for a 10-digit Indian number; null when the record has none. */
export function whatsAppLink(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `https://wa.me/91${digits}`;
  if (digits.length === 12 && digits.startsWith("91")) return `https://wa.me/${digits}`;
  return null;
}

function WhatsApp({ student }: { student: OldStudent }) {
  const { t } = useLingui();
  const name = student["Student Name"];
  const link = whatsAppLink(student["Phone No"]);
  if (!link) return "–";
  return (
    <Anchor
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`WhatsApp ${name} (opens in a new tab)`}
    >
      WhatsApp
    </Anchor>
  );
}

export function OldStudentList() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const columns: Column<OldStudent>[] = [
    serialColumn(t`Sl`, locale),
    { header: t`Name`, cell: (student) => student["Student Name"], sort: "name" },
    { header: t`Class`, cell: (student) => student.Class, sort: "class" },
    { header: t`Address`, cell: (student) => student.Address, wrap: true },
    { header: t`Mobile`, cell: (student) => student["Phone No"] },
    { header: t`Message`, cell: (student) => <WhatsApp student={student} /> },
  ];
  const fields: ListField<ListFilterName<typeof OldStudentListQuerySchema>>[] = [
    {
      kind: "text",
      name: "q",
      label: t`Search old students`,
      placeholder: t`Name, class, address or phone`,
    },
  ];
  const list = useListParams(OldStudentListQuerySchema);
  return (
    <DataTable
      query={useOldStudents(list.query)}
      list={list}
      toolbar={<ListToolbar label={t`old students`} list={list} fields={fields} />}
      columns={columns}
      // The CSV has no id; its order is stable, so the position is the key.
      rowKey={(_student, index) => index}
      label={t`Old students`}
      minWidth={720}
      loadingLabel={t`Loading the old students`}
      empty={t`No old student records`}
      noMatch={t`No old students match`}
    />
  );
}
