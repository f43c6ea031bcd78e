// The voter rows, a page at a time: searched and filtered by constituency on the server, in
// their constituency's group while listed in the server's order, with Edit and Delete. The summary
// above them and each constituency's subtotal row are the server's sums over every row found, not
// only the page's.

import { formatCount } from "@app/shared/format";
import { VoterListQuerySchema, type VoterRow } from "@app/shared/voters";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group } from "@mantine/core";
import { useMemo } from "react";
import { type Column, DataTable } from "@/components/data-table";
import { DeleteButton } from "@/components/delete-button";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { useLanguage } from "@/lib/i18n";
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

export function VoterTables({ editingId, onEdit, onDeleted }: Props) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const count = (value: number) => formatCount(value, locale);
  const fields: ListField<ListFilterName<typeof VoterListQuerySchema>>[] = [
    {
      kind: "text",
      name: "q",
      label: t`Search voter rows`,
      placeholder: t`State, district or constituency`,
    },
    {
      kind: "text",
      name: "assembly_constituency",
      label: t`Constituency`,
      placeholder: t`Part of its name`,
    },
  ];
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

  /** "Row 3 of Plassey", in the reader's language and digits. */
  const rowName = (row: VoterRow) => {
    const number = count(row.sl_no);
    const constituency = row.assembly_constituency;
    return { number, constituency };
  };

  const columns: Column<VoterRow>[] = [
    { header: t`Sl no`, cell: (row) => count(row.sl_no), sort: "sl_no" },
    { header: t`State`, cell: (row) => row.state },
    { header: t`District`, cell: (row) => row.district, sort: "district" },
    {
      header: t`Assembly constituency`,
      cell: (row) => row.assembly_constituency,
      wrap: true,
      sort: "assembly_constituency",
    },
    {
      header: t`Total voters`,
      cell: (row) => count(row.total_voter),
      align: "right",
      sort: "total_voter",
      groupTotal: (group) => subtotal(group, "total_voter"),
    },
    {
      header: t`Hindus`,
      cell: (row) => count(row.number_of_hindu),
      align: "right",
      groupTotal: (group) => subtotal(group, "number_of_hindu"),
    },
    {
      header: t`Muslims`,
      cell: (row) => count(row.number_of_muslim),
      align: "right",
      groupTotal: (group) => subtotal(group, "number_of_muslim"),
    },
    {
      header: t`Actions`,
      cell: (row) => {
        const { number, constituency } = rowName(row);
        return (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              onClick={() => onEdit(row)}
              aria-label={t`Edit row ${number} of ${constituency}`}
            >
              <Trans>Edit</Trans>
            </Button>
            <DeleteButton
              variant="light"
              label={t`Delete row ${number} of ${constituency}`}
              title={t`Delete this row?`}
              consequence={t`Row ${number} of ${constituency} will be removed.`}
              onConfirm={() =>
                remove.mutate(row, {
                  onSuccess: () => {
                    notifySuccess(t`Voter row deleted`);
                    onDeleted(row);
                  },
                  onError: notifyError,
                })
              }
            />
          </Group>
        );
      },
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
          <ListToolbar label={t`voter rows`} list={list} fields={fields} />
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
        const [all, other] = [count(rows), count(rows - shown)];
        return rows > shown
          ? t`Subtotal (${plural(rows, { one: `${all} row`, other: `${all} rows` })}, ${other} on other pages)`
          : t`Subtotal (${plural(rows, { one: `${all} row`, other: `${all} rows` })})`;
      }}
      label={t`Voter rows`}
      minWidth={860}
      loadingLabel={t`Loading voter data`}
      errorTitle={t`Could not load the voter data`}
      empty={t`No voter rows yet. Add one above or import a CSV file.`}
      noMatch={t`No voter rows match`}
    />
  );
}
