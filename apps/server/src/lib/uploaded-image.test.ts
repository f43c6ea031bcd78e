// Uploaded images are checked cheapest first: a file that does not begin as an accepted format is
// refused before sharp (libvips) is asked to read it.
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { type ImageRules, reencodeImage } from "./uploaded-image";

// The real sharp, its calls counted.
vi.mock("sharp", async (original) => {
  const actual = await original<typeof import("sharp")>();
  return { ...actual, default: vi.fn(actual.default) };
});

const RULES: ImageRules = {
  accepted: new Set(["png", "jpeg"]),
  notAnImage: "Please upload a PNG or JPEG image",
  maxPixels: 1_000_000,
  tooManyPixels: "Too many pixels",
};
const encode = (image: import("sharp").Sharp) => image.png().toBuffer();

describe("uploaded images", () => {
  it("refuse what does not begin as an accepted format without asking sharp", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const before = vi.mocked(sharp).mock.calls.length;
    for (const input of [gif, Buffer.from("%PDF-1.7"), Buffer.from("\u0089PNG not really")]) {
      await expect(reencodeImage(input, RULES, encode)).rejects.toThrow(RULES.notAnImage);
    }
    expect(vi.mocked(sharp).mock.calls.length).toBe(before);
  });

  it("hand an accepted format to sharp, which checks the rest", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const before = vi.mocked(sharp).mock.calls.length;
    expect((await reencodeImage(png, RULES, encode)).subarray(1, 4).toString()).toBe("PNG");
    expect(vi.mocked(sharp).mock.calls.length).toBeGreaterThan(before);
    // The right first bytes, then nothing sharp can read: refused by sharp with the same 415.
    const cut = png.subarray(0, 12);
    await expect(reencodeImage(cut, RULES, encode)).rejects.toThrow(RULES.notAnImage);
  });
});
