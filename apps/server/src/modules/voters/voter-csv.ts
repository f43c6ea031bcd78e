// CSV for voter data: RFC 4180 writing, and reading that remembers the line each record starts
// on, so an import can name the line of a bad row.
import { VOTER_FIELDS, type VoterRow } from "@app/shared/voters";
import { BadRequestError } from "../../lib/errors";

// A spreadsheet runs a cell that starts with one of these as a formula (=HYPERLINK(...), @SUM...,
// even +, - and a tab or line break before them). Such a text is written with a leading
// apostrophe, which spreadsheets show as text and hide; an import takes one apostrophe off again.
// Text that already starts with apostrophes before such a character gets one more, so every
// value comes back exactly as it was.
const FORMULA_START = /^'*[=+\-@\t\r\n]/;
const GUARDED = /^'+[=+\-@\t\r\n]/;

/** A text field as written: formula-looking text behind an apostrophe. */
export const guardFormula = (text: string): string =>
  FORMULA_START.test(text) ? `'${text}` : text;

/** A text field as read: the apostrophe of a guarded field taken off. */
export const unguardFormula = (text: string): string => (GUARDED.test(text) ? text.slice(1) : text);

/**
 * Quotes a field when it holds a separator, a quote or a line break (RFC 4180); text that a
 * spreadsheet would run as a formula is guarded first (numbers are written as they are).
 */
function csvField(value: string | number): string {
  const text = typeof value === "number" ? String(value) : guardFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header row with the seven field names, then one line per row, CRLF line ends. */
export function votersToCsv(rows: VoterRow[]): string {
  const lines = [VOTER_FIELDS.join(",")];
  for (const row of rows) lines.push(VOTER_FIELDS.map((field) => csvField(row[field])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export type CsvRecord = { line: number; fields: string[] };

/**
 * Splits CSV text into records with the line each starts on. Accepts LF or CRLF and a leading
 * BOM; quoted fields may hold commas, doubled quotes and line breaks; blank lines are skipped.
 */
export function readCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let wasQuoted = false;
  let line = 1;
  let start = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endField = () => {
    fields.push(field);
    field = "";
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: start, fields });
    fields = [];
  };

  while (i < text.length) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        const next = text[i];
        if (next !== undefined && next !== "," && next !== "\n" && next !== "\r") {
          throw new BadRequestError(`line ${line}: a closing quote must end the field`);
        }
        continue;
      }
      if (char === "\n") line++;
      field += char;
      i++;
      continue;
    }
    if (char === '"' && field === "" && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
      i++;
    } else if (char === ",") {
      endField();
      i++;
    } else if (char === "\r" || char === "\n") {
      endRecord();
      i += char === "\r" && text[i + 1] === "\n" ? 2 : 1;
      line++;
      start = line;
    } else {
      field += char;
      i++;
    }
  }
  if (quoted) throw new BadRequestError(`line ${start}: a quoted field is not closed`);
  if (field !== "" || fields.length > 0) endRecord();
  return records;
}
