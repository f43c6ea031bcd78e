// The voter rows, a page at a time: searched and filtered by constituency on the server, in
// their constituency's group while listed in the server's order, with Edit and Delete. The summary
// above them and each constituency's subtotal row are the server's sums over every row found, not
// only the page's.

import { formatCount } from "@app/shared/format";
import { VoterListQuerySchema, type VoterRow } from "@app/shared/voters";
import { Button, Group } from "@mantine/core";
import { useMemo } from "react";
import { type Column, DataTable } from "@/components/data-table";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { openConfirm } from "@/lib/confirm";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useDeleteVoter } from "../api/delete-voter";
import { useVoterTotals } from "../api/get-voter-totals";
import { useVoters } from "../api/get-voters";
import { VoterSummary } from "./voter-summary";

type Props = {
  editingId: string | null;
  onEdit: (row: VoterRow) => void;
  onDeleted: (row: VoterRow) => void;
};

const FIELDS: ListField<ListFilterName<typeof VoterListQuerySchema>>[] = [
  {
    kind: "text",
    name: "q",
    label: "Search voter rows",
    placeholder: "State, district or constituency",
  },
  {
    kind: "text",
    name: "assembly_constituency",
    label: "Constituency",
    placeholder: "Part of its name",
  },
];

const count = (value: number) => formatCount(value);

export function VoterTables({ editingId, onEdit, onDeleted }: Props) {
  const list = useListParams(VoterListQuerySchema);
  const voters = useVoters(list.query);
  const totals = useVoterTotals(list.filters);
  const remove = useDeleteVoter();

  // Each constituency's sums, once they are the current search's (the previous search's would
  // put wrong figures under the new rows).
  const current = totals.isPlaceholderData ? undefined : totals.data;
  const subtotals = useMemo(
    () => new Map(current?.constituencies.map((sums) => [sums.assembly_constituency, sums]) ?? []),
    [current],
  );
  const subtotal = (group: string, key: "total_voter" | "number_of_hindu" | "number_of_muslim") => {
    const sums = subtotals.get(group);
    return sums && count(sums[key]);
  };

  const confirmDelete = (row: VoterRow) =>
    openConfirm({
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

  const columns: Column<VoterRow>[] = [
    { header: "Sl no", cell: (row) => row.sl_no, sort: "sl_no" },
    { header: "State", cell: (row) => row.state },
    { header: "District", cell: (row) => row.district, sort: "district" },
    {
      header: "Assembly constituency",
      cell: (row) => row.assembly_constituency,
      wrap: true,
      sort: "assembly_constituency",
    },
    {
      header: "Total voters",
      cell: (row) => count(row.total_voter),
      align: "right",
      sort: "total_voter",
      groupTotal: (group) => subtotal(group, "total_voter"),
    },
    {
      header: "Hindus",
      cell: (row) => count(row.number_of_hindu),
      align: "right",
      groupTotal: (group) => subtotal(group, "number_of_hindu"),
    },
    {
      header: "Muslims",
      cell: (row) => count(row.number_of_muslim),
      align: "right",
      groupTotal: (group) => subtotal(group, "number_of_muslim"),
    },
    {
      header: "Actions",
      cell: (row) => (
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
      ),
    },
  ];

  // The server's own order is by constituency: each constituency's rows under its name.
  const byConstituency = !list.sort || list.sort.endsWith("assembly_constituency");

  return (
    <DataTable
      query={voters}
      list={list}
      toolbar={
        <>
          <ListToolbar label="voter rows" list={list} fields={FIELDS} />
          <VoterSummary totals={totals} filtered={list.filtered} />
        </>
      }
      columns={columns}
      rowKey={(row) => row._id}
      rowProps={(row) => (row._id === editingId ? { "data-selected": "true" } : {})}
      groupBy={byConstituency ? (row) => row.assembly_constituency : undefined}
      groupTotal={(group, shown) => {
        const rows = subtotals.get(group)?.rows;
        if (rows === undefined) return undefined;
        // A constituency that runs on over the page edge: its subtotal is still of all its rows.
        const elsewhere = rows > shown ? `, ${formatCount(rows - shown)} on other pages` : "";
        return `Subtotal (${rows === 1 ? "1 row" : `${formatCount(rows)} rows`}${elsewhere})`;
      }}
      label="Voter rows"
      minWidth={860}
      loadingLabel="Loading voter data"
      errorTitle="Could not load the voter data"
      empty="No voter rows yet. Add one above or import a CSV file."
      noMatch="No voter rows match"
    />
  );
}
