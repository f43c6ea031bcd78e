// Reads the text a PDF shows with pdf.js (through unpdf): the PDFs are set in embedded fonts,
// whose strings are glyph ids that only the font's ToUnicode map turns back into text.

/** Every page's text, in reading order. */
export async function pdfTextOf(pdf: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import("unpdf");
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
