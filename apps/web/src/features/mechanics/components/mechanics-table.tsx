import { type Mechanic, MechanicListQuerySchema } from "@app/shared/mechanics";
import { useLingui } from "@lingui/react/macro";
import { type Column, DataTable, serialColumn } from "@/components/data-table";
import { DeleteButton } from "@/components/delete-button";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useDeleteMechanic } from "../api/delete-mechanic";
import { useMechanics } from "../api/get-mechanics";

function DeleteMechanicButton({ mechanic }: { mechanic: Mechanic }) {
  const { t } = useLingui();
  const { name } = mechanic;
  const deleteMechanic = useDeleteMechanic();
  return (
    <DeleteButton
      label={t`Delete ${name}`}
      title={t`Delete ${name}?`}
      consequence={t`${name} leaves the list of mechanics.`}
      variant="light"
      pending={deleteMechanic.isPending}
      onConfirm={() =>
        deleteMechanic.mutate(mechanic._id, {
          onSuccess: () => notifySuccess(t`${name} was deleted`),
          onError: notifyError,
        })
      }
    />
  );
}

export function MechanicsTable() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const columns: Column<Mechanic>[] = [
    serialColumn(t`Sl`, locale),
    { header: t`Name`, cell: (mechanic) => mechanic.name, sort: "name" },
    { header: t`Email`, cell: (mechanic) => mechanic.email, wrap: true },
    { header: t`Phone`, cell: (mechanic) => mechanic.phone },
    { header: t`Delete`, cell: (mechanic) => <DeleteMechanicButton mechanic={mechanic} /> },
  ];
  const fields: ListField<ListFilterName<typeof MechanicListQuerySchema>>[] = [
    { kind: "text", name: "q", label: t`Search mechanics`, placeholder: t`Name, email or phone` },
  ];
  const list = useListParams(MechanicListQuerySchema);
  return (
    <DataTable
      query={useMechanics(list.query)}
      list={list}
      toolbar={<ListToolbar label={t`mechanics`} list={list} fields={fields} />}
      columns={columns}
      rowKey={(mechanic) => mechanic._id}
      label={t`Mechanics`}
      minWidth={560}
      loadingLabel={t`Loading mechanics`}
      empty={t`No mechanics yet`}
      emptyHint={t`Add the first one with the form above.`}
      noMatch={t`No mechanics match`}
    />
  );
}
