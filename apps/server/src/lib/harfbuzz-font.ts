// A fontkit font whose layout() is HarfBuzz's. pdfkit sets text with a fontkit font's layout(); it
// takes a fontkit Font object as a font, so this one gives it HarfBuzz's glyphs and positions while
// fontkit still supplies everything else (metrics, subsetting, embedding). fontkit's Indic shaper
// takes the word-initial form of the Bengali vowel signs ে and ৈ inside words too, which breaks
// the headline; HarfBuzz does not (docs/decisions/036-bengali-in-pdfs.md).
import type { Font, Glyph, GlyphPosition, GlyphRun } from "fontkit";

type HarfBuzz = typeof import("harfbuzzjs");
type Features = string[] | Record<string, boolean>;

/** What pdfkit reads of a glyph run. */
export type ShapedRun = Pick<GlyphRun, "glyphs" | "positions" | "advanceWidth">;

/** `font` (opened from `data`) with layout() shaped by HarfBuzz. */
export function harfbuzzFont(hb: HarfBuzz, font: Font, data: Uint8Array): Font {
  const shaper = new hb.Font(new hb.Face(new hb.Blob(data)));

  /**
   * fontkit's own run of `text`. fontkit names a run's glyphs through one glyph object per id,
   * kept with the characters of the text it was first made for; the fonts live as long as the
   * process, so its run is made with a cache of its own, and names this text's characters.
   */
  function fontkitLayout(text: string, features?: Features): GlyphRun {
    const cache = font as unknown as { _glyphs: Record<number, Glyph> };
    const shared = cache._glyphs;
    cache._glyphs = {};
    try {
      return font.layout(text, features);
    } finally {
      cache._glyphs = shared;
    }
  }

  function layout(text: string, features?: Features): ShapedRun {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(shaper, buffer, toHarfBuzz(hb, features));
    const infos = buffer.getGlyphInfos();
    const placed = buffer.getGlyphPositions();

    // Which characters each glyph stands for, for the PDF's text layer: HarfBuzz reports only
    // clusters, fontkit follows characters through its substitutions, so its run of the same
    // text names them, and a glyph only HarfBuzz chose is read from its cluster.
    const fromFontkit = new Map(
      fontkitLayout(text, features).glyphs.map((g) => [g.id, g.codePoints]),
    );
    const glyphs: Glyph[] = infos.map(({ codepoint: id, cluster }, index) => {
      const end = infos.slice(index + 1).find((next) => next.cluster > cluster)?.cluster;
      const clusterText = Array.from(text.slice(cluster, end), (c) => c.codePointAt(0) ?? 0);
      const nominal = clusterText.find((c) => font.glyphForCodePoint(c).id === id);
      const opensCluster = index === 0 || infos[index - 1]?.cluster !== cluster;
      const codePoints =
        fromFontkit.get(id) ??
        (nominal !== undefined ? [nominal] : opensCluster ? clusterText : []);
      // This text's glyph names this text's characters, on a glyph of its own that shares the
      // cached one's metrics and outline (see fontkitLayout).
      return Object.create(font.getGlyph(id), { codePoints: { value: codePoints } }) as Glyph;
    });
    // HarfBuzz measures in font units, as fontkit does (a font's default scale is its em).
    const positions: GlyphPosition[] = placed.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({
      xAdvance,
      yAdvance,
      xOffset,
      yOffset,
    }));
    const advanceWidth = positions.reduce((sum, position) => sum + position.xAdvance, 0);
    return { glyphs, positions, advanceWidth };
  }

  return new Proxy(font, {
    get: (target, key) => (key === "layout" ? layout : Reflect.get(target, key)),
  });
}

function toHarfBuzz(hb: HarfBuzz, features: Features | undefined) {
  if (!features) return undefined;
  if (Array.isArray(features)) return features.map((tag) => new hb.Feature(tag));
  return Object.entries(features).map(([tag, on]) => new hb.Feature(tag, on ? 1 : 0));
}
