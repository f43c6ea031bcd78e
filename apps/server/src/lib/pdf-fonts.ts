// The fonts every PDF of the site is set in: DejaVu Sans, shipped in seed/fonts (with its licence)
// because the PDF standard fonts have no ₹ glyph. pdfkit embeds only the glyphs a document uses.
import { join } from "node:path";
import { defaultSeedDir } from "../config";

export const PDF_FONTS = {
  regular: join(defaultSeedDir(), "fonts/DejaVuSans.ttf"),
  bold: join(defaultSeedDir(), "fonts/DejaVuSans-Bold.ttf"),
};

/** Registers the site's fonts on a document as "Body" and "Bold", and starts it in "Body". */
export function useSiteFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont("Body", PDF_FONTS.regular);
  doc.registerFont("Bold", PDF_FONTS.bold);
  doc.font("Body");
}
