// A PDF's text layer (search, copy, screen readers) reads each glyph as the characters its layout
// said it stands for. fontkit keeps one glyph object per glyph id for the life of the font, with
// the characters of the text it was first made for; the fonts live as long as the process, so a
// layout must name the characters of its own text, whatever was laid out before.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { create, type Font } from "fontkit";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { defaultSeedDir } from "../config";
import { harfbuzzFont } from "./harfbuzz-font";

const data = readFileSync(join(defaultSeedDir(), "fonts", "NotoSansBengali-Regular.ttf"));

describe("a HarfBuzz-shaped font", () => {
  it("names each glyph by this text's characters, not by those of an earlier text", () => {
    const ba = (create(data) as Font).glyphForCodePoint(0x09ac).id;
    const font = harfbuzzFont(hb, create(data) as Font, data);
    // Earlier, the glyph stood for nothing of its own (a glyph inside another's cluster).
    font.getGlyph(ba, []);
    const run = font.layout("বহরমপুর");
    const read = run.glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints)).join("");
    expect(read).toBe("বহরমপুর");
    // And the earlier glyph is as it was: a layout changes no other text's glyphs.
    expect(font.getGlyph(ba).codePoints).toEqual([]);
  });
});
