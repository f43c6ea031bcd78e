// Exports that do not page (decision 015): every row a person asked for, read from the database in
// batches by key and written out as CSV while the next batch is read, so neither the server's
// memory nor the database connection is held by the size of the table or a slow download.
import { pipeline, Readable } from "node:stream";
import { type Options, stringify } from "csv-stringify";
import { z } from "zod";

// A spreadsheet runs a cell that starts with one of these as a formula (=HYPERLINK(...), @SUM...,
// even +, - and a tab or line break before them). Such a text is written with a leading
// apostrophe, which spreadsheets show as text and hide; an import takes one apostrophe off again.
// Text that already starts with apostrophes before such a character gets one more, so every
// value comes back exactly as it was.
const FORMULA_START = /^'*[=+\-@\t\r\n]/;

/** A text field as written: formula-looking text behind an apostrophe. */
export const guardFormula = (text: string): string =>
  FORMULA_START.test(text) ? `'${text}` : text;

export const EXPORT_BATCH = 500;

/**
 * CRLF line ends; a field holding any line break is quoted, not only one holding CRLF (an import
 * takes LF and CR for line ends too).
 */
export const CSV_LINES = { record_delimiter: "\r\n", quote_record_delimiter: true } as const;

/**
 * Every row `readBatch` finds, batch after batch: each call gets the last row of the batch before
 * (undefined at first) and must answer the rows after it in key order, at most `size` of them.
 */
export async function* inBatches<Row>(
  readBatch: (after: Row | undefined, size: number) => Promise<Row[]>,
  size = EXPORT_BATCH,
): AsyncGenerator<Row> {
  let after: Row | undefined;
  for (;;) {
    const rows = await readBatch(after, size);
    yield* rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}

/**
 * CSV text of the rows, as a stream to send: a header row, CRLF line ends, line breaks inside a
 * field quoted, formula-looking text guarded. A failure while reading ends the stream with an error (the download breaks off
 * instead of ending as if complete).
 */
export function csvStream<Row>(rows: AsyncIterable<Row>, options: Options): Readable {
  return pipeline(
    Readable.from(rows),
    stringify({ header: true, ...CSV_LINES, cast: { string: guardFormula }, ...options }),
    () => {},
  );
}

/** The rows, each mapped as it passes. */
export async function* mapRows<Row, Out>(
  rows: AsyncIterable<Row>,
  map: (row: Row) => Out,
): AsyncGenerator<Out> {
  for await (const row of rows) yield map(row);
}

/** A streamed CSV answer in a route's schema: Fastify sends a stream as it is (no serializer). */
export const CsvStreamSchema = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: "string", description: "CSV text" });
