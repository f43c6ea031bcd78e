// Writes text into a pdfkit document in the site's fonts: text in one script goes to pdfkit as it
// is, text in several is drawn run by run, each in its script's font, chained with pdfkit's
// `continued` option so that pdfkit still wraps the lines (docs/decisions/036-bengali-in-pdfs.md).
import { type FontWeight, type SiteFonts, useSiteFonts } from "./pdf-fonts";
import { scriptRuns } from "./script-runs";

export type TextAlign = "left" | "center" | "right";

/** The language a document is written in, given to the PDF as its /Lang. */
export type PdfLocale = "en" | "bn";

export interface WriteOptions extends Omit<PDFKit.Mixins.TextOptions, "continued" | "align"> {
  weight?: FontWeight;
  /** Right and centred text in several scripts is aligned when it fits on one line. */
  align?: TextAlign;
  /** Where the text starts; the document's position when left out. */
  x?: number;
  y?: number;
}

export interface ListOptions {
  weight?: FontWeight;
  bulletRadius?: number;
  /** Space after each item. */
  paragraphGap?: number;
}

export interface PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly fonts: SiteFonts;
  /** Like `doc.text`: writes `text` at the document's position (or `x`, `y`) and moves below it. */
  text(text: string, options?: WriteOptions): PdfWriter;
  /** The height `text` would take, as `doc.heightOfString` measures it. */
  heightOf(text: string, options?: WriteOptions): number;
  /** Like `doc.list` with bullets, one level deep. */
  list(items: readonly string[], options?: ListOptions): PdfWriter;
}

interface Fragment {
  font: string;
  text: string;
  options: PDFKit.Mixins.TextOptions;
}

// pdfkit exports its line wrapper (since 0.20); @types/pdfkit 0.17 does not declare it.
type LineWrapper = new (
  doc: PDFKit.PDFDocument,
  options: PDFKit.Mixins.TextOptions,
) => {
  on(event: "line", listener: () => void): unknown;
  wrap(text: string, options: PDFKit.Mixins.TextOptions): void;
};

/** Registers the site's fonts on `doc` and answers a writer for it. */
export async function pdfWriter(doc: PDFKit.PDFDocument): Promise<PdfWriter> {
  const fonts = await useSiteFonts(doc);
  const { LineWrapper } = (await import("pdfkit")) as unknown as { LineWrapper: LineWrapper };

  /** Where the text goes and in which fonts; leaves the document in the base font. */
  function layOut(
    text: string,
    options: WriteOptions,
  ): { x: number; y: number; parts: Fragment[]; lineHeight?: number } {
    const { weight = "regular", x = doc.x, y = doc.y, ...textOptions } = options;
    const runs = scriptRuns(text, fonts.inWeight(weight)).map((run) => ({
      text: run.text,
      script: run.script,
      font: fonts.nameOf(run.script, weight),
    }));
    const [only] = runs;
    if (runs.length <= 1) {
      const font = only?.font ?? fonts.nameOf(undefined, weight);
      return { x, y, parts: [{ font, text, options: textOptions }] };
    }

    // pdfkit puts each piece of text's baseline its font's ascender below the line's top and moves
    // down by the height of the font a line ends in. Give every piece the same baseline and every
    // line the same height, room for the tallest ascender and the deepest descender of the fonts.
    const measured = runs.map((run) => {
      const { ascent, descent } = fonts.fontOf(run.script, weight);
      doc.font(run.font);
      const height = doc.currentLineHeight(true);
      const glyphs = doc.currentLineHeight();
      const above = (glyphs * ascent) / (ascent - descent);
      return { ...run, height, above, below: glyphs - above, width: doc.widthOfString(run.text) };
    });
    const most = (key: "above" | "below" | "height") =>
      Math.max(...measured.map((run) => run[key]));
    const baseline = most("above");
    const line = Math.max(most("height"), baseline + most("below"));
    let start = x;
    let width = textOptions.width ?? doc.page.width - doc.page.margins.right - x;
    const { align } = textOptions;
    const used = measured.reduce((sum, run) => sum + run.width, 0);
    // pdfkit aligns each piece of continued text on its own; align the whole when it fits.
    if ((align === "right" || align === "center") && used <= width) {
      start += (width - used) * (align === "right" ? 1 : 0.5);
      width = used + 1;
    }
    doc.font(fonts.nameOf(undefined, weight));
    const parts = measured.map((run, index) => ({
      font: run.font,
      text: run.text,
      options: {
        ...textOptions,
        align: "left" as const,
        width,
        lineGap: (textOptions.lineGap ?? 0) + line - run.height,
        // pdfkit reads a number as the baseline's height above the line's top, so this puts it
        // `baseline` below the top whatever the font.
        baseline: -baseline,
        continued: index < runs.length - 1,
      },
    }));
    return { x: start, y, parts, lineHeight: line + (textOptions.lineGap ?? 0) };
  }

  const writer: PdfWriter = {
    doc,
    fonts,
    text(text, options = {}) {
      const startX = options.x ?? doc.x;
      const { x, y, parts } = layOut(text, options);
      doc.x = x;
      doc.y = y;
      for (const part of parts) doc.font(part.font).text(part.text, part.options);
      doc.x = startX;
      doc.font(fonts.nameOf(undefined, options.weight ?? "regular"));
      return writer;
    },
    heightOf(text, options = {}) {
      const { parts, lineHeight } = layOut(text, options);
      const [first] = parts;
      let height = 0;
      if (parts.length === 1 && first) {
        height = doc.font(first.font).heightOfString(first.text, first.options);
      } else if (first && lineHeight) {
        // heightOfString keeps the line gap of the first call of continued text for all of it;
        // measure with pdfkit's line wrapper instead, each line as tall as text() makes it.
        const { x, y } = doc;
        const wrapper = new LineWrapper(doc, { ...first.options, height: Infinity });
        wrapper.on("line", () => {
          doc.y += lineHeight;
        });
        for (const part of parts) {
          doc.font(part.font);
          wrapper.wrap(part.text, { ...part.options, height: Infinity });
        }
        height = doc.y - y;
        doc.x = x;
        doc.y = y;
      }
      doc.font(fonts.nameOf(undefined, options.weight ?? "regular"));
      return height;
    },
    list(items, options = {}) {
      const { weight = "regular", bulletRadius = 2, paragraphGap = 0 } = options;
      const left = doc.x;
      // pdfkit's bullet geometry: the text five radii in, the bullet centred on half the ascender.
      const indent = bulletRadius * 5;
      const base = fonts.fontOf(undefined, weight);
      const lineHeight = doc.font(fonts.nameOf(undefined, weight)).currentLineHeight();
      const ascender = (lineHeight * base.ascent) / (base.ascent - base.descent);
      const width = doc.page.width - doc.page.margins.right - left - indent;
      for (const item of items) {
        if (doc.y + lineHeight > doc.page.maxY()) doc.addPage();
        doc.circle(left + bulletRadius, doc.y + Math.round(ascender) / 2, bulletRadius).fill();
        writer.text(item, { weight, x: left + indent, width });
        doc.y += paragraphGap;
      }
      doc.x = left;
      return writer;
    },
  };
  return writer;
}
