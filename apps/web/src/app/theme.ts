import { type CSSVariablesResolver, createTheme } from "@mantine/core";

// Shade 8 of blue keeps white button text and links above 4.5:1 contrast (shade 6 is 3.6:1).
export const theme = createTheme({
  primaryColor: "blue",
  primaryShade: { light: 8, dark: 4 },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
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
