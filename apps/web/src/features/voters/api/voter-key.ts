import type { VoterRow } from "@app/shared/voters";

/** The path parameters naming one row (the client escapes them). */
export const voterKey = ({
  sl_no,
  assembly_constituency,
}: Pick<VoterRow, "sl_no" | "assembly_constituency">) => ({
  sl_no,
  assembly_constituency,
});
