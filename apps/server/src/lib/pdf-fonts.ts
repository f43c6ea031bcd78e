// The fonts every PDF of the site is set in, shipped in seed/fonts with their licences: DejaVu Sans
// for Latin text and ₹ (the PDF standard fonts have no ₹), and a Noto Sans font for each other
// script the site writes, shaped by HarfBuzz (docs/decisions/036-bengali-in-pdfs.md).
// pdfkit embeds only the glyphs a document uses.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Font } from "fontkit";
import { defaultSeedDir } from "../config";
import { harfbuzzFont } from "./harfbuzz-font";
import { type RunFonts, type RunScript, runScript } from "./script-runs";

export type FontWeight = "regular" | "bold";

type FontFiles = Record<FontWeight, string>;

/** The font for text of no script below: Latin, digits, punctuation, ₹. */
const BASE_FONT: FontFiles = { regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf" };

/**
 * The scripts set in a font of their own, by the name Unicode gives the script. Hindi is one more
 * entry, `Devanagari`, with NotoSansDevanagari-Regular.ttf and -Bold.ttf beside these.
 */
const SCRIPT_FONTS: readonly ({ script: string } & FontFiles)[] = [
  { script: "Bengali", regular: "NotoSansBengali-Regular.ttf", bold: "NotoSansBengali-Bold.ttf" },
];

// pdfkit 0.20 takes a fontkit Font as a font source; @types/pdfkit 0.17 predates it.
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}

interface LoadedFonts {
  base: Record<FontWeight, Font>;
  scripts: { script: RunScript; fonts: Record<FontWeight, Font> }[];
}

let loading: Promise<LoadedFonts> | undefined;

/**
 * Opens the fonts once per process, on the first PDF (an idle server has no need of them).
 * Documents share them: pdfkit keeps what it embeds (the subset of glyphs used) per document.
 */
function loadFonts(): Promise<LoadedFonts> {
  loading ??= (async () => {
    const [fontkit, hb] = await Promise.all([import("fontkit"), import("harfbuzzjs")]);
    const read = (file: string) => readFileSync(join(defaultSeedDir(), "fonts", file));
    const open = (data: Buffer): Font => {
      const font = fontkit.create(data);
      if (!("layout" in font)) throw new Error("a PDF font must be one font, not a collection");
      return font;
    };
    const openBoth = (files: FontFiles, shape: (data: Buffer) => Font) => ({
      regular: shape(read(files.regular)),
      bold: shape(read(files.bold)),
    });
    return {
      base: openBoth(BASE_FONT, open),
      scripts: SCRIPT_FONTS.map((entry) => ({
        script: runScript(entry.script),
        fonts: openBoth(entry, (data) => harfbuzzFont(hb, open(data), data)),
      })),
    };
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The site's fonts as registered on one document. */
export interface SiteFonts {
  /** The registered name of the font for `script` (undefined: the base font) in `weight`. */
  nameOf(script: string | undefined, weight: FontWeight): string;
  /** The font itself, for its metrics and cmap. */
  fontOf(script: string | undefined, weight: FontWeight): Font;
  /** The fonts of one weight, to split text into runs with. */
  inWeight(weight: FontWeight): RunFonts;
}

const BASE_NAMES: Record<FontWeight, string> = { regular: "Body", bold: "Bold" };
const scriptName = (script: string, weight: FontWeight) =>
  weight === "bold" ? `${script}-Bold` : script;

/**
 * Registers the site's fonts on a document, the base font as "Body" and "Bold" and each script's
 * as "Bengali" and "Bengali-Bold", and starts it in "Body".
 */
export async function useSiteFonts(doc: PDFKit.PDFDocument): Promise<SiteFonts> {
  const loaded = await loadFonts();
  for (const weight of ["regular", "bold"] as const) {
    doc.registerFont(BASE_NAMES[weight], loaded.base[weight]);
    for (const { script, fonts } of loaded.scripts) {
      doc.registerFont(scriptName(script.name, weight), fonts[weight]);
    }
  }
  doc.font(BASE_NAMES.regular);

  const fontOf = (script: string | undefined, weight: FontWeight): Font => {
    const entry = loaded.scripts.find((candidate) => candidate.script.name === script);
    return entry ? entry.fonts[weight] : loaded.base[weight];
  };
  const scripts = loaded.scripts.map(({ script }) => script);
  return {
    nameOf: (script, weight) =>
      script === undefined ? BASE_NAMES[weight] : scriptName(script, weight),
    fontOf,
    inWeight: (weight) => ({
      scripts,
      covers: (script, cluster) => {
        const font = fontOf(script, weight);
        // Line breaks and tabs are never drawn.
        return Array.from(cluster).every(
          (c) => /\p{Cc}/u.test(c) || font.hasGlyphForCodePoint(c.codePointAt(0) ?? 0),
        );
      },
    }),
  };
}
