import type { VoterRow } from "@app/shared/voters";

/** The path part naming one row: `/{sl_no}/{assembly_constituency}`, both escaped. */
export const voterKeyPath = (row: Pick<VoterRow, "sl_no" | "assembly_constituency">): string =>
  `/${encodeURIComponent(String(row.sl_no))}/${encodeURIComponent(row.assembly_constituency)}`;
