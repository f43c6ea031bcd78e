// Reads the text a PDF shows, enough to check what pdfkit wrote: inflates the content streams and
// decodes the hex strings of its TJ operators (pdfkit writes text as <hex> runs between kerning).
import { inflateSync } from "node:zlib";

function streams(pdf: Buffer): Buffer[] {
  const text = pdf.toString("latin1");
  const found: Buffer[] = [];
  const start = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const from = match.index + match[0].length;
    const to = text.indexOf("endstream", from);
    if (to < 0) break;
    const raw = pdf.subarray(from, to);
    const compressed = (match[1] ?? "").includes("/FlateDecode");
    try {
      found.push(compressed ? inflateSync(raw) : raw);
    } catch {
      // Not a content stream we can read (e.g. a font program); it holds no page text.
    }
  }
  return found;
}

/** Every line of text the PDF draws, in drawing order. */
export function pdfText(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of streams(pdf)) {
    const content = stream.toString("latin1");
    for (const [, array = ""] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, h = ""]) => h).join("");
      lines.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return lines;
}

/**
 * The text of a PDF as pdf.js reads it (through unpdf), for PDFs set in embedded fonts, whose
 * strings are glyph ids that only the font's ToUnicode map turns back into text.
 */
export async function pdfTextOf(pdf: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import("unpdf");
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
