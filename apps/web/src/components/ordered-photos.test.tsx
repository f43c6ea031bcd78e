// The one ordered row of pictures (a trip's photos, a product's images), as the server renders
// it: each picture's buttons named by its place and kind in the reader's language, the ends'
// moves and the last ones' Remove turned off, the full row's note. The browser journeys
// (trips.spec.ts, shop-editing.spec.ts) press them.
import { Button } from "@mantine/core";
import type { ComponentProps } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, renderScreen } from "@/test/render-screen";
import { movedOrder, OrderedPhotos } from "./ordered-photos";

beforeAll(loadLanguages);

const photos = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ file: `f${i + 1}.webp`, url: `/media/f${i + 1}.webp` }));

const row = (props: Partial<ComponentProps<typeof OrderedPhotos>>) => (
  <OrderedPhotos
    noun="photo"
    accept="image/png,image/jpeg"
    photos={photos(3)}
    alt={(place) => `Trip, ${place} of 3`}
    busy={false}
    max={6}
    cols={{ base: 1, xs: 2 }}
    thumb={{ h: 160 }}
    testId="trip-photo"
    adding={false}
    onAdd={() => undefined}
    onOrder={() => undefined}
    onRemove={() => undefined}
    {...props}
  />
);

/** The named button's opening tag. */
const button = (markup: string, name: string) =>
  markup.match(new RegExp(`<button[^>]*aria-label="${name}"[^>]*>`))?.[0] ?? "";
const disabled = (tag: string) => / disabled=""/.test(tag);

describe("the ordered photos", () => {
  it("moves one place earlier or later, the others keeping their order", () => {
    const files = ["a", "b", "c"];
    expect(movedOrder(files, 1, -1)).toEqual(["b", "a", "c"]);
    expect(movedOrder(files, 1, 1)).toEqual(["a", "c", "b"]);
    expect(movedOrder(files, 0, 1)).toEqual(["b", "a", "c"]);
    expect(files).toEqual(["a", "b", "c"]);
  });

  it("lists the photos in their order, the first not earlier, the last not later", () => {
    const markup = renderScreen(row({}));
    expect([...markup.matchAll(/alt="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "Trip, 1 of 3",
      "Trip, 2 of 3",
      "Trip, 3 of 3",
    ]);
    expect(markup.match(/data-testid="trip-photo"/g)).toHaveLength(3);
    expect(disabled(button(markup, "Move photo 1 earlier"))).toBe(true);
    expect(disabled(button(markup, "Move photo 2 earlier"))).toBe(false);
    expect(disabled(button(markup, "Move photo 3 later"))).toBe(true);
    expect(disabled(button(markup, "Remove photo 3"))).toBe(false);
    expect(markup).toContain(">Add photos<");
  });

  it("names a product's images as images, keeps the last one, and puts its own buttons before Remove", () => {
    const markup = renderScreen(
      row({
        noun: "image",
        photos: photos(1),
        min: 1,
        max: 3,
        actions: (_photo, place) => <Button aria-label={`Replace image ${place}`}>Replace</Button>,
      }),
    );
    expect(disabled(button(markup, "Remove image 1"))).toBe(true);
    expect(markup.indexOf('aria-label="Replace image 1"')).toBeGreaterThan(
      markup.indexOf('aria-label="Move image 1 later"'),
    );
    expect(markup.indexOf('aria-label="Replace image 1"')).toBeLessThan(
      markup.indexOf('aria-label="Remove image 1"'),
    );
    expect(markup).toContain(">Add images<");
  });

  it("turns everything off while a change is under way", () => {
    const markup = renderScreen(row({ busy: true }));
    for (const name of ["Move photo 2 earlier", "Move photo 2 later", "Remove photo 2"]) {
      expect(disabled(button(markup, name)), name).toBe(true);
    }
  });

  it("shows the empty text without photos, and the full row's note and no adding at the most", () => {
    const empty = renderScreen(row({ photos: [], empty: <p>No photo yet</p> }));
    expect(empty).toContain("No photo yet");
    expect(empty).not.toContain("<ol");
    const full = renderScreen(
      row({ photos: photos(6), full: <p>Remove a photo to add another.</p> }),
    );
    expect(full).toContain("Remove a photo to add another.");
    expect(full).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Add photos/s);
    expect(renderScreen(row({}))).not.toContain("Remove a photo to add another.");
  });

  it("speaks Bengali to a Bengali reader", () => {
    const markup = renderScreen(row({}), { language: "bn" });
    expect(markup).not.toContain('aria-label="Move photo 2 earlier"');
    expect(markup).not.toContain(">Add photos<");
  });
});
