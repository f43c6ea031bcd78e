// Sums of voter rows, overall and per assembly constituency.
import type { VoterRow } from "@app/shared/voters";

export type VoterTotals = { rows: number; total: number; hindu: number; muslim: number };

export function sumVoters(rows: readonly VoterRow[]): VoterTotals {
  return rows.reduce<VoterTotals>(
    (sum, row) => ({
      rows: sum.rows + 1,
      total: sum.total + row.total_voter,
      hindu: sum.hindu + row.number_of_hindu,
      muslim: sum.muslim + row.number_of_muslim,
    }),
    { rows: 0, total: 0, hindu: 0, muslim: 0 },
  );
}

export type ConstituencyGroup = { name: string; rows: VoterRow[]; totals: VoterTotals };

/** Rows grouped by assembly constituency, in the order the server lists them. */
export function groupByConstituency(rows: readonly VoterRow[]): ConstituencyGroup[] {
  const groups = new Map<string, VoterRow[]>();
  for (const row of rows) {
    const group = groups.get(row.assembly_constituency);
    if (group) group.push(row);
    else groups.set(row.assembly_constituency, [row]);
  }
  return [...groups].map(([name, groupRows]) => ({
    name,
    rows: groupRows,
    totals: sumVoters(groupRows),
  }));
}
