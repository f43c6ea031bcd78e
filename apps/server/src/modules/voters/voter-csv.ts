// CSV for voter data: RFC 4180 writing, and reading that remembers the line each record starts
// on, so an import can name the line of a bad row.
import { VOTER_FIELDS, type VoterRow } from "@app/shared/admin";
import { BadRequestError } from "../../lib/errors";

/** Quotes a field when it holds a separator, a quote or a line break (RFC 4180). */
function csvField(value: string | number): string {
  const text = String(value);
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
