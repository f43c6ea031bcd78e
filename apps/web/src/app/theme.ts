import {
  Alert,
  type CSSVariablesResolver,
  createTheme,
  DrawerHeader,
  ModalHeader,
  PasswordInput,
} from "@mantine/core";

// Shade 8 of blue keeps white button text and links above 4.5:1 contrast (shade 6 is 3.6:1).
export const theme = createTheme({
  primaryColor: "blue",
  primaryShade: { light: 8, dark: 4 },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  components: {
    // A dialog's header is a <header>, which outside <main> is a second banner landmark on the
    // page; without the role it is a plain box, and the dialog is named by its title.
    ModalHeader: ModalHeader.extend({ defaultProps: { role: "none" } }),
    DrawerHeader: DrawerHeader.extend({ defaultProps: { role: "none" } }),
    // An alert's title in its colour's light shade is under 4.5:1 on the light background
    // (yellow 2.7:1, green 3.8:1): the text is the page's, the colour stays on the icon and
    // background.
    Alert: Alert.extend({ styles: { title: { color: "var(--mantine-color-text)" } } }),
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
