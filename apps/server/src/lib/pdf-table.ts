// A bordered table whose cells may mix scripts. pdfkit's own table sets each cell in one font, and
// a cell such as "WBCS প্রস্তুতি" needs two, so the cells are written with the PDF writer
// (docs/decisions/036-bengali-in-pdfs.md).
import type { FontWeight } from "./pdf-fonts";
import type { PdfWriter, TextAlign } from "./pdf-writer";

export interface TableCell {
  text: string;
  align?: TextAlign;
  font?: FontWeight;
  colSpan?: number;
}

export interface TableOptions {
  /** Column widths in points; "*" columns share what the others leave. */
  columns: readonly (number | "*")[];
  /** Space between a cell's border and its text: [top and bottom, left and right]. */
  padding: readonly [number, number];
  border: { width: number; color: string };
  /** The background of a row, by index (0 is the first). */
  rowBackground?: (row: number) => string | undefined;
  rows: readonly (readonly (string | TableCell)[])[];
}

/** Draws the table at the document's position, across pages when it must, and moves below it. */
export function drawTable(pdf: PdfWriter, options: TableOptions): void {
  const { doc } = pdf;
  const left = doc.x;
  const available = doc.page.width - doc.page.margins.right - left;
  const fixed = options.columns.reduce<number>((sum, w) => sum + (w === "*" ? 0 : w), 0);
  const stars = options.columns.filter((w) => w === "*").length;
  const widths = options.columns.map((w) => (w === "*" ? (available - fixed) / stars : w));
  const [padY, padX] = options.padding;

  let y = doc.y;
  for (const [rowIndex, row] of options.rows.entries()) {
    let column = 0;
    const cells = row.map((entry) => {
      const cell = typeof entry === "string" ? { text: entry } : entry;
      const span = cell.colSpan ?? 1;
      const x = left + widths.slice(0, column).reduce((sum, w) => sum + w, 0);
      const width = widths.slice(column, column + span).reduce((sum, w) => sum + w, 0);
      column += span;
      const text = {
        weight: cell.font ?? "regular",
        align: cell.align ?? "left",
        width: width - 2 * padX,
      } as const;
      return { cell, x, width, text };
    });
    const height =
      2 * padY +
      Math.max(
        0,
        ...cells.map(({ cell, text }) => (cell.text ? pdf.heightOf(cell.text, text) : 0)),
      );
    if (y + height > doc.page.maxY() && y > doc.page.margins.top) {
      doc.addPage();
      y = doc.page.margins.top;
    }

    const background = options.rowBackground?.(rowIndex);
    const rowWidth = cells.reduce((sum, { width }) => sum + width, 0);
    if (background)
      doc.save().fillColor(background).rect(left, y, rowWidth, height).fill().restore();
    for (const { cell, x, width, text } of cells) {
      doc.save();
      doc.lineWidth(options.border.width).strokeColor(options.border.color);
      doc.rect(x, y, width, height).stroke().restore();
      if (cell.text) pdf.text(cell.text, { ...text, x: x + padX, y: y + padY });
    }
    y += height;
  }
  doc.x = left;
  doc.y = y;
}
