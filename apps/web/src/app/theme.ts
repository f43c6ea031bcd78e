import { brandPalette, DEFAULT_BRAND_COLOR } from "@app/shared/brand-color";
import {
  Alert,
  type CSSVariablesResolver,
  createTheme,
  type DrawerHeaderProps,
  darken,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type MenuProps,
  type ModalHeaderProps,
  type PasswordInputProps,
  parseThemeColor,
  rgba,
  type VariantColorsResolver,
} from "@mantine/core";
import classes from "./theme.module.css";

/**
 * The institute's own colour (docs/product.md: back office), an admin's setting (packages/shared/src/brand-color.ts):
 * a deep Ganges teal until one chooses another. Its ten shades are mixed from it, the colour
 * itself as shade 8, the primary shade, so buttons, links and the active menu entry carry white
 * text at 4.5:1 or more, as do shades 6, 7 and 9 (the settings refuse a colour for which they
 * would not). Lighter shades are for backgrounds, focus rings and large text.
 */
const brand: MantineColorsTuple = brandPalette(DEFAULT_BRAND_COLOR);

/**
 * The system's own fonts, on purpose: they draw Bengali script as well as Latin, cost no download
 * (the public pages must paint fast on slow phones: decision 022), and look native on every device.
 * The type scale gives headings their weight and rhythm.
 */
const FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Bengali', sans-serif";

/**
 * A light badge, button or alert in a colour with its shade (`color="green.9"`) is a tint of that
 * shade with darker text in it, as the plain colour's light variant is: Mantine fills it with the
 * shade and writes the colour's light text on it (green on dark green, unreadable). The text is
 * the shade darkened by a third, which keeps 4.5:1 on the tint for every colour's shade 9 (yellow's,
 * the lightest, is 5.5:1).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== "light") return colors;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor || parsed.shade === undefined) return colors;
  const shade = parsed.value;
  return {
    ...colors,
    background: rgba(shade, 0.1),
    hover: rgba(shade, 0.16),
    color: darken(shade, 0.35),
  };
};

export const theme = createTheme({
  variantColorResolver,
  colors: { brand },
  primaryColor: "brand",
  primaryShade: { light: 8, dark: 4 },
  fontFamily: FONT,
  headings: {
    fontFamily: FONT,
    fontWeight: "700",
    sizes: {
      h1: { fontSize: "clamp(1.625rem, 1.3rem + 1.2vw, 2.125rem)", lineHeight: "1.2" },
      h2: { fontSize: "clamp(1.3125rem, 1.15rem + 0.6vw, 1.625rem)", lineHeight: "1.25" },
      h3: { fontSize: "1.25rem", lineHeight: "1.3" },
      h4: { fontSize: "1.0625rem", lineHeight: "1.35" },
    },
  },
  defaultRadius: "md",
  // The components' settings are plain objects, not Component.extend(...): importing a component
  // to call its extend would bring its code (a password field's, a dialog's) into every page's
  // first download. Alert is in that download anyway.
  components: {
    // A dialog's header is a <header>, which outside <main> is a second banner landmark on the
    // page; without the role it is a plain box, and the dialog is named by its title.
    ModalHeader: { defaultProps: { role: "none" } satisfies Partial<ModalHeaderProps> },
    DrawerHeader: { defaultProps: { role: "none" } satisfies Partial<DrawerHeaderProps> },
    // An alert's title in its colour's light shade is under 4.5:1 on the light background
    // (yellow 2.7:1, green 3.8:1): the text is the page's, the colour stays on the icon and
    // background.
    Alert: Alert.extend({ styles: { title: { color: "var(--mantine-color-text)" } } }),
    // A menu's hidden focus placeholder is no menu item: inside role="menu" it fails axe's
    // aria-required-children.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // Every field shows a focus ring, not only a border that changes colour (theme.module.css).
    Input: { classNames: { input: classes.input } },
    // A label too long for its button (a Bengali one on a phone) wraps instead of being cut.
    Button: {
      classNames: { root: classes.button, inner: classes.buttonInner, label: classes.buttonLabel },
    },
    // The show/hide button is reachable by keyboard too (WCAG 2.1.1).
    PasswordInput: {
      defaultProps: { visibilityToggleFocusable: true } satisfies Partial<PasswordInputProps>,
    },
  },
});

// Mantine's dimmed grey (gray.6) and error red (red.6) fail contrast on white; darker shades pass.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": t.colors.gray[7] ?? "#495057",
    "--mantine-color-error": t.colors.red[9] ?? "#c92a2a",
  },
  dark: {},
});

/** The theme in the institute's chosen colour (the same object for the same colour). */
export function themeFor(brandColor: string): MantineThemeOverride {
  if (brandColor === DEFAULT_BRAND_COLOR) return theme;
  return { ...theme, colors: { ...theme.colors, brand: brandPalette(brandColor) } };
}
