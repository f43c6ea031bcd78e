// CSV for voter data (csv-stringify and csv-parse): the export, with text a spreadsheet would run
// guarded, and reading that remembers the line each record starts on, so an import can name the
// line of a bad row.
import { VOTER_FIELDS, type VoterRow } from "@app/shared/voters";
import type { MessageDescriptor } from "@lingui/core";
import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { CSV_LINES, guardFormula } from "../../lib/csv-export";
import { BadRequestError } from "../../lib/errors";

// An import takes the apostrophe of a guarded field off again (lib/csv-export.ts guards them).
const GUARDED = /^'+[=+\-@\t\r\n]/;

/** A text field as read: the apostrophe of a guarded field taken off. */
export const unguardFormula = (text: string): string => (GUARDED.test(text) ? text.slice(1) : text);

/** The seven fields in order, formula-looking text guarded (numbers are written as they are). */
export const VOTER_CSV_COLUMNS = {
  columns: [...VOTER_FIELDS],
  cast: { string: guardFormula },
};

/** The header row with the seven field names, then one line per row, CRLF line ends. */
export function votersToCsv(rows: VoterRow[]): string {
  return stringify(rows, { header: true, ...CSV_LINES, ...VOTER_CSV_COLUMNS });
}

export type CsvRecord = { line: number; fields: string[] };

const READ_OPTIONS = {
  bom: true,
  // Whatever line ends a spreadsheet or an editor wrote, even mixed in one file.
  record_delimiter: ["\r\n", "\n", "\r"],
  // Each line's field count is checked by the import, naming the line.
  relax_column_count: true,
  skip_empty_lines: true,
};

const SYNTAX_ERRORS: Partial<Record<string, MessageDescriptor>> = {
  CSV_QUOTE_NOT_CLOSED: /*i18n*/ {
    id: "voters.csv.quoteNotClosed",
    message: "a quoted field is not closed",
  },
  CSV_INVALID_CLOSING_QUOTE: /*i18n*/ {
    id: "voters.csv.closingQuote",
    message: "a closing quote must end the field",
  },
  INVALID_OPENING_QUOTE: /*i18n*/ {
    id: "voters.csv.openingQuote",
    message: "a quote inside a field must be doubled, in a quoted field",
  },
};
const NOT_CSV = /*i18n*/ { id: "voters.csv.unreadable", message: "the file cannot be read as CSV" };
/** "line 3: …": what is wrong, on the line of the file it is on. */
export const ON_LINE = /*i18n*/ { id: "voters.csv.onLine", message: "line {line}: {problem}" };

/** Line breaks inside a record's quoted fields: CRLF, LF or CR, each one line end. */
const lineBreaks = (fields: string[]): number =>
  fields.reduce((sum, field) => sum + (field.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/**
 * Splits CSV text into records with the line each starts on. Accepts LF, CRLF or CR and a
 * leading BOM; quoted fields may hold commas, doubled quotes and line breaks; blank lines are
 * skipped. Text that is not CSV is a 400 naming the line its record starts on.
 */
export function readCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  // Counted here rather than taken from csv-parse's `lines` (the line a record ends on, with a
  // CRLF inside quotes counted twice): where the next record starts, and the blank lines that
  // csv-parse had skipped by then.
  let next = 1;
  let blankBefore = 0;
  const startLine = (blankLines: number) => next + blankLines - blankBefore;
  try {
    parse(text, {
      ...READ_OPTIONS,
      on_record: (fields, { empty_lines }) => {
        const line = startLine(empty_lines);
        records.push({ line, fields });
        next = line + lineBreaks(fields) + 1;
        blankBefore = empty_lines;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = startLine(typeof error.empty_lines === "number" ? error.empty_lines : blankBefore);
    throw new BadRequestError({
      ...ON_LINE,
      values: { line, problem: SYNTAX_ERRORS[error.code] ?? NOT_CSV },
    });
  }
  return records;
}
