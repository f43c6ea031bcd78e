import {
  Alert,
  type CSSVariablesResolver,
  createTheme,
  DrawerHeader,
  type MantineColorsTuple,
  type MenuProps,
  ModalHeader,
  PasswordInput,
} from "@mantine/core";

/**
 * The institute's own colour (issue 19): a deep Ganges teal, in place of the library's default
 * blue. White text keeps 4.5:1 or more on shades 7 to 9 (5.6, 6.7, 8.6:1); shade 8 is the primary
 * shade, so buttons, links and the active menu entry all pass. Shade 6 (4.1:1) is for focus
 * rings and large text only.
 */
const brand: MantineColorsTuple = [
  "#e3f8f7",
  "#c4eeeb",
  "#8fdcd6",
  "#57c7bf",
  "#2fb3aa",
  "#1a9f97",
  "#0f8c85",
  "#0a756f",
  "#066760",
  "#035650",
];

/**
 * The system's own fonts, on purpose: they draw Bengali script as well as Latin, cost no download
 * (the public pages must paint fast on slow phones, issue 21), and look native on every device.
 * The type scale gives headings their weight and rhythm.
 */
const FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Bengali', sans-serif";

export const theme = createTheme({
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
  components: {
    // A dialog's header is a <header>, which outside <main> is a second banner landmark on the
    // page; without the role it is a plain box, and the dialog is named by its title.
    ModalHeader: ModalHeader.extend({ defaultProps: { role: "none" } }),
    DrawerHeader: DrawerHeader.extend({ defaultProps: { role: "none" } }),
    // An alert's title in its colour's light shade is under 4.5:1 on the light background
    // (yellow 2.7:1, green 3.8:1): the text is the page's, the colour stays on the icon and
    // background.
    Alert: Alert.extend({ styles: { title: { color: "var(--mantine-color-text)" } } }),
    // A menu's hidden focus placeholder is no menu item: inside role="menu" it fails axe's
    // aria-required-children. (A plain object, not Menu.extend: that import would bring the
    // menu's code into every page's first download.)
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // The show/hide button is reachable by keyboard too (WCAG 2.1.1).
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleFocusable: true },
    }),
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
