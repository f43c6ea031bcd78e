// Reads the glyphs a PDF draws with pdf.js (through unpdf): the font each is drawn in, its id in
// that font's embedded subset (0 is .notdef, the empty box a font draws for a character it lacks)
// and the text the font's ToUnicode map gives it.

export interface DrawnGlyph {
  /** The embedded font's name without its subset tag: "NotoSansBengali-Regular". */
  font: string;
  id: number;
  unicode: string;
}

interface PdfJsGlyph {
  originalCharCode: number;
  unicode: string;
}

/** Every glyph that every page draws, in drawing order. */
export async function pdfGlyphsOf(pdf: Buffer): Promise<DrawnGlyph[]> {
  const { getDocumentProxy, getResolvedPDFJS } = await import("unpdf");
  const { OPS } = await getResolvedPDFJS();
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const glyphs: DrawnGlyph[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const { fnArray, argsArray } = await page.getOperatorList();
    let font = "";
    for (const [index, op] of fnArray.entries()) {
      const args: unknown[] = argsArray[index] ?? [];
      if (op === OPS.setFont) {
        const loaded: { name: string } = page.commonObjs.get(String(args[0]));
        font = loaded.name.replace(/^[A-Z]{6}\+/, "");
      } else if (op === OPS.showText) {
        // Numbers between glyphs are spacing.
        for (const glyph of args[0] as (PdfJsGlyph | number)[]) {
          if (typeof glyph !== "number") {
            glyphs.push({ font, id: glyph.originalCharCode, unicode: glyph.unicode });
          }
        }
      }
    }
  }
  return glyphs;
}

/**
 * The letters of `script` in `text`, decomposed and sorted: what a PDF's text must hold whatever
 * order its glyphs are drawn in (a Bengali vowel sign such as ি is drawn before its consonant).
 */
export function scriptLetters(text: string, script: string): string[] {
  const letter = new RegExp(`\\p{Script=${script}}`, "u");
  return Array.from(text.normalize("NFD"))
    .filter((c) => letter.test(c))
    .sort();
}

/**
 * Every letter of `script` in `written` is in `text` at least as often, in any order: a PDF's
 * own words (its labels) may bring more.
 */
export function lettersWithin(text: string, written: string, script: string): string[] {
  const have = scriptLetters(text, script);
  const missing: string[] = [];
  for (const letter of scriptLetters(written, script)) {
    const at = have.indexOf(letter);
    if (at === -1) missing.push(letter);
    else have.splice(at, 1);
  }
  return missing;
}
