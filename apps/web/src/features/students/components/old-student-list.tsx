// /studentlist: the old students' records, each mobile also as a WhatsApp link.
import { type OldStudent, OldStudentListQuerySchema } from "@app/shared/students";
import { Anchor } from "@mantine/core";
import { type Column, DataTable, serialColumn } from "@/components/data-table";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
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
  const link = whatsAppLink(student["Phone No"]);
  if (!link) return "–";
  return (
    <Anchor
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`WhatsApp ${student["Student Name"]} (opens in a new tab)`}
    >
      WhatsApp
    </Anchor>
  );
}

const COLUMNS: Column<OldStudent>[] = [
  serialColumn("Sl"),
  { header: "Name", cell: (student) => student["Student Name"], sort: "name" },
  { header: "Class", cell: (student) => student.Class, sort: "class" },
  { header: "Address", cell: (student) => student.Address, wrap: true },
  { header: "Mobile", cell: (student) => student["Phone No"] },
  { header: "Message", cell: (student) => <WhatsApp student={student} /> },
];

const FIELDS: ListField<ListFilterName<typeof OldStudentListQuerySchema>>[] = [
  {
    kind: "text",
    name: "q",
    label: "Search old students",
    placeholder: "Name, class, address or phone",
  },
];

export function OldStudentList() {
  const list = useListParams(OldStudentListQuerySchema);
  return (
    <DataTable
      query={useOldStudents(list.query)}
      list={list}
      toolbar={<ListToolbar label="old students" list={list} fields={FIELDS} />}
      columns={COLUMNS}
      // The CSV has no id; its order is stable, so the position is the key.
      rowKey={(_student, index) => index}
      label="Old students"
      minWidth={720}
      loadingLabel="Loading the old students"
      empty="No old student records"
      noMatch="No old students match"
    />
  );
}
