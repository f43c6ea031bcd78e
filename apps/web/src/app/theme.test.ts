// A light badge in a colour with its shade is a tint with the shade's text on it (Mantine's own
// fills it with the shade and writes a light colour on it: unreadable).
import { DEFAULT_THEME, darken, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { theme } from "./theme";

const full = mergeMantineTheme(DEFAULT_THEME, theme);

describe("the theme's light variant", () => {
  it("writes a shaded colour's text darker than that shade on its tint", () => {
    const colors = full.variantColorResolver({ color: "green.9", theme: full, variant: "light" });
    expect(colors.color).toBe(darken(full.colors.green[9], 0.35));
    expect(colors.background).toBe("rgba(43, 138, 62, 0.1)");
  });

  it("leaves a plain colour and the other variants as Mantine has them", () => {
    const light = full.variantColorResolver({ color: "green", theme: full, variant: "light" });
    expect(light.color).toBe("var(--mantine-color-green-light-color)");
    const filled = full.variantColorResolver({ color: "green.9", theme: full, variant: "filled" });
    expect(filled.background).toBe("var(--mantine-color-green-9)");
  });
});
