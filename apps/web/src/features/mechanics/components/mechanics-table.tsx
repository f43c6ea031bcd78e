import { type Mechanic, MechanicListQuerySchema } from "@app/shared/mechanics";
import { Button } from "@mantine/core";
import { type Column, DataTable, serialColumn } from "@/components/data-table";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useDeleteMechanic } from "../api/delete-mechanic";
import { useMechanics } from "../api/get-mechanics";

function DeleteMechanicButton({ mechanic }: { mechanic: Mechanic }) {
  const deleteMechanic = useDeleteMechanic();
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      aria-label={`Delete ${mechanic.name}`}
      loading={deleteMechanic.isPending}
      onClick={() =>
        deleteMechanic.mutate(mechanic._id, {
          onSuccess: () => notifySuccess(`${mechanic.name} was deleted`),
          onError: notifyError,
        })
      }
    >
      Delete
    </Button>
  );
}

const COLUMNS: Column<Mechanic>[] = [
  serialColumn("Sl"),
  { header: "Name", cell: (mechanic) => mechanic.name, sort: "name" },
  { header: "Email", cell: (mechanic) => mechanic.email, wrap: true },
  { header: "Phone", cell: (mechanic) => mechanic.phone },
  { header: "Delete", cell: (mechanic) => <DeleteMechanicButton mechanic={mechanic} /> },
];

const FIELDS: ListField<ListFilterName<typeof MechanicListQuerySchema>>[] = [
  { kind: "text", name: "q", label: "Search mechanics", placeholder: "Name, email or phone" },
];

export function MechanicsTable() {
  const list = useListParams(MechanicListQuerySchema);
  return (
    <DataTable
      query={useMechanics(list.query)}
      list={list}
      toolbar={<ListToolbar label="mechanics" list={list} fields={FIELDS} />}
      columns={COLUMNS}
      rowKey={(mechanic) => mechanic._id}
      label="Mechanics"
      minWidth={560}
      loadingLabel="Loading mechanics"
      empty="No mechanics yet"
      emptyHint="Add the first one with the form above."
      noMatch="No mechanics match"
    />
  );
}
