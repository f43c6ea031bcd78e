// The institute's brand colour (docs/product.md: back office): one colour an admin chooses in the settings, from which
// the web's theme takes its ten shades and the server its mark. It is the colour of every filled
// button, the active menu entry and the links, so white text on it, and on the shades the theme
// uses for text and light badges (6 and 7), must be readable at 4.5:1 (WCAG 2.2 AA). The shades
// are mixed from it, lighter towards white and darker towards black.

/** The colour a new installation starts with: a deep Ganges teal. */
export const DEFAULT_BRAND_COLOR = "#066760";

/** `#rrggbb`, as a colour picker gives it. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

type Rgb = [number, number, number];

/** Ten shades, as Mantine's theme takes a colour. */
export type Palette = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

const toRgb = (hex: string): Rgb => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

const toHex = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;

/** WCAG 2.2's relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of white text on `hex`, from 1 to 21. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

const mix = (hex: string, toward: Rgb, share: number): string =>
  toHex(toRgb(hex).map((channel, i) => channel + ((toward[i] ?? 0) - channel) * share) as Rgb);

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** How much white is mixed into shades 0 to 7 (the colour itself is shade 8). */
const TINTS = [0.9, 0.78, 0.6, 0.45, 0.32, 0.2, 0.1, 0.05];

/**
 * Mantine's ten shades of the brand: 0 (a pale background) to 9, with the colour itself as
 * shade 8, the theme's primary shade, and shade 9 a little darker for hover.
 */
export function brandPalette(hex: string): Palette {
  const color = hex.toLowerCase();
  const tint = (i: number) => mix(color, WHITE, TINTS[i] ?? 0);
  return [
    tint(0),
    tint(1),
    tint(2),
    tint(3),
    tint(4),
    tint(5),
    tint(6),
    tint(7),
    color,
    mix(color, BLACK, 0.18),
  ];
}

/** Whether white text is readable (4.5:1) on the colour and on every shade from 6 up. */
export function isReadableBrandColor(hex: string): boolean {
  return contrastWithWhite(brandPalette(hex)[6]) >= 4.5;
}
