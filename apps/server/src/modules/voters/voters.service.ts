// Voter data (admin): rows keyed by (sl_no, assembly_constituency), edited one at a time or
// imported from CSV all-or-nothing. The unique index decides races; its error becomes a 409.

import type { Readable } from "node:stream";
import type { VoterListQuery } from "@app/shared/voters";
import {
  MAX_CONSTITUENCY_TOTALS,
  MAX_VOTER_IMPORT_ROWS,
  VOTER_FIELDS,
  type VoterImportResult,
  VoterInputSchema,
  type VoterRow,
  type VoterTotals,
  type VoterTotalsQuery,
  type VoterValues,
} from "@app/shared/voters";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { csvStream, inBatches, mapRows } from "../../lib/csv-export";
import { BadRequestError, ConflictError, NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import { readCsv, unguardFormula, VOTER_CSV_COLUMNS } from "./voter-csv";
import {
  deleteVoter,
  findVoter,
  insertVoter,
  listVoters,
  sumVoters,
  updateVoter,
  type VoterDbRow,
  type VoterKey,
  votersAfter,
} from "./voters.repository";

const LINE_THE_HEADER_ROW = /*i18n*/ {
  id: "voters.lineTheHeaderRow",
  message: "line {line}: the header row is missing",
};
const UNKNOWN_COLUMN = /*i18n*/ {
  id: "voters.csv.unknownColumn",
  message: "line {line}: unknown column {name}",
};
const COLUMN_NOT_ONCE = /*i18n*/ {
  id: "voters.csv.columnNotOnce",
  message: "line {line}: {field}: the header must name this column once",
};
const TOO_MANY_ROWS = /*i18n*/ {
  id: "voters.csv.tooManyRows",
  message: "An import may hold at most {max} rows",
};
const FIELD_COUNT = /*i18n*/ {
  id: "voters.csv.fieldCount",
  message: "line {line}: expected {expected} fields, found {found}",
};
const FIELD_REFUSED = /*i18n*/ {
  id: "voters.csv.fieldRefused",
  message: "line {line}: {field}: {problem}",
};
const ROW_REPEATED = /*i18n*/ {
  id: "voters.csv.rowRepeated",
  message: "line {line}: sl_no: repeats the sl_no and assembly_constituency of line {earlier}",
};
const INVALID = /*i18n*/ { id: "voters.csv.invalid", message: "invalid" };

type SumRowOf = Awaited<ReturnType<typeof sumVoters>>["all"];

export const KEY_TAKEN = /*i18n*/ {
  id: "voters.keyTaken",
  message: "A row with this sl_no already exists in this assembly constituency",
};
/** KEY_TAKEN as the form says it under the Sl no field. */
const KEY_TAKEN_ISSUE = {
  path: "sl_no",
  message: /*i18n*/ {
    id: "voters.keyTaken.field",
    message: "This assembly constituency already has a row with this number",
  },
};
const NOT_FOUND = /*i18n*/ {
  id: "voters.notFound",
  message: "No voter row with this sl_no in this assembly constituency",
};

export const toVoterRow = (row: VoterDbRow): VoterRow => ({
  _id: row.id,
  sl_no: row.sl_no,
  state: row.state,
  district: row.district,
  assembly_constituency: row.assembly_constituency,
  total_voter: row.total_voter,
  number_of_hindu: row.number_of_hindu,
  number_of_muslim: row.number_of_muslim,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Runs a write and turns a clash on the unique key into 409. */
async function keyed<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(KEY_TAKEN, [KEY_TAKEN_ISSUE]);
    throw error;
  }
}

/** Checks every line of an import before anything is written; the first bad line is a 400. */
function parseImport(text: string): VoterValues[] {
  const [header, ...records] = readCsv(text);
  if (!header) throw new BadRequestError({ ...LINE_THE_HEADER_ROW, values: { line: 1 } });
  const columns = header.fields.map((name) => name.trim());
  for (const name of columns) {
    if (!(VOTER_FIELDS as readonly string[]).includes(name)) {
      // Quoted, as ICU writes a value in quotes: the column as the file names it.
      throw new BadRequestError({
        ...UNKNOWN_COLUMN,
        values: { line: header.line, name: `'${name.slice(0, 50)}'` },
      });
    }
  }
  for (const field of VOTER_FIELDS) {
    const count = columns.filter((name) => name === field).length;
    if (count !== 1) {
      throw new BadRequestError({ ...COLUMN_NOT_ONCE, values: { line: header.line, field } });
    }
  }
  if (records.length > MAX_VOTER_IMPORT_ROWS) {
    throw new BadRequestError({ ...TOO_MANY_ROWS, values: { max: MAX_VOTER_IMPORT_ROWS } });
  }
  const seen = new Map<string, number>();
  return records.map(({ line, fields }) => {
    if (fields.length !== columns.length) {
      throw new BadRequestError({
        ...FIELD_COUNT,
        values: { line, expected: columns.length, found: fields.length },
      });
    }
    const raw = Object.fromEntries(
      columns.map((name, index) => [name, unguardFormula(fields[index] ?? "")]),
    );
    const parsed = VoterInputSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join(".") || "row";
      // The shared schema's refusal, in the reader's language too (its English text is a value).
      const problem = issue ? issue.message : INVALID;
      throw new BadRequestError({ ...FIELD_REFUSED, values: { line, field, problem } });
    }
    // JSON keeps the pair unambiguous whatever characters the constituency holds.
    const key = JSON.stringify([parsed.data.sl_no, parsed.data.assembly_constituency]);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw new BadRequestError({ ...ROW_REPEATED, values: { line, earlier } });
    }
    seen.set(key, line);
    return parsed.data;
  });
}

export function createVotersService(db: Kysely<Database>) {
  return {
    /** The sums of the matching rows, overall and by constituency (the screen's summary). */
    async totals(filters: VoterTotalsQuery): Promise<VoterTotals> {
      const { all, byConstituency } = await sumVoters(db, filters, MAX_CONSTITUENCY_TOTALS + 1);
      const sums = (row: SumRowOf | undefined) => ({
        rows: Number(row?.rows ?? 0),
        total_voter: Number(row?.total_voter ?? 0),
        number_of_hindu: Number(row?.number_of_hindu ?? 0),
        number_of_muslim: Number(row?.number_of_muslim ?? 0),
      });
      return {
        ...sums(all),
        constituencies: byConstituency
          .slice(0, MAX_CONSTITUENCY_TOTALS)
          .map((row) => ({ assembly_constituency: row.assembly_constituency, ...sums(row) })),
        truncated: byConstituency.length > MAX_CONSTITUENCY_TOTALS,
      };
    },

    async list(query: VoterListQuery): Promise<Paged<VoterRow>> {
      return mapPage(await listVoters(db, query), toVoterRow);
    },

    async add(values: VoterValues): Promise<VoterRow> {
      const now = nowIso();
      const row = await keyed(() =>
        insertVoter(db, { id: newId(), ...values, created_at: now, updated_at: now }),
      );
      return toVoterRow(row);
    },

    /** Replaces the row's fields, the key included; a new key that is taken is 409. */
    async update(key: VoterKey, values: VoterValues): Promise<VoterRow> {
      const found = await keyed(() => updateVoter(db, key, { ...values, updated_at: nowIso() }));
      if (!found) throw new NotFoundError(NOT_FOUND);
      const row = await findVoter(db, values);
      if (!row) throw new NotFoundError(NOT_FOUND);
      return toVoterRow(row);
    },

    async remove(key: VoterKey): Promise<void> {
      if (!(await deleteVoter(db, key))) throw new NotFoundError(NOT_FOUND);
    },

    /** Every row as CSV, streamed: read in batches, written as they come. */
    exportCsv(): Readable {
      const rows = inBatches((after: VoterDbRow | undefined, size) => votersAfter(db, after, size));
      return csvStream(mapRows(rows, toVoterRow), VOTER_CSV_COLUMNS);
    },

    /** All or nothing: rows whose key exists replace it, the others are added. */
    async importCsv(text: string): Promise<VoterImportResult> {
      const rows = parseImport(text);
      return keyed(() =>
        db.transaction().execute(async (trx) => {
          const result = { inserted: 0, updated: 0 };
          const now = nowIso();
          for (const values of rows) {
            if (await updateVoter(trx, values, { ...values, updated_at: now })) {
              result.updated++;
            } else {
              await insertVoter(trx, { id: newId(), ...values, created_at: now, updated_at: now });
              result.inserted++;
            }
          }
          return result;
        }),
      );
    },
  };
}
