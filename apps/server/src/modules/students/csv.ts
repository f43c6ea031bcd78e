// A small RFC 4180 CSV reader: quoted fields may hold commas, line breaks and doubled quotes.

export class CsvError extends Error {}

/** Splits CSV text into rows of fields. Accepts LF or CRLF line ends and a leading BOM. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  // Whether the current field began with a quote (then only a separator may follow the close).
  let wasQuoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endField = () => {
    row.push(field);
    field = "";
    wasQuoted = false;
  };
  const endRow = () => {
    endField();
    // A blank line is no record.
    if (!(row.length === 1 && row[0] === "")) rows.push(row);
    row = [];
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
          throw new CsvError(
            `Unexpected character after a closing quote in row ${rows.length + 1}`,
          );
        }
        continue;
      }
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
      endRow();
      i += char === "\r" && text[i + 1] === "\n" ? 2 : 1;
    } else {
      field += char;
      i++;
    }
  }
  if (quoted) throw new CsvError(`Unterminated quoted field in row ${rows.length + 1}`);
  if (field !== "" || row.length > 0) endRow();
  return rows;
}
