// Celsius/Fahrenheit conversion for the converter page (docs/product.md). Pure, no React.

export type Scale = "c" | "f";

/** Water boils at this temperature in °C or above. */
export const BOILING_POINT_C = 100;

// A plain decimal number: no hex, no "Infinity", no trailing junk ("12abc" is not a number).
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The typed text as a number, or null when it does not parse as one. */
export function parseTemperature(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export const toCelsius = (fahrenheit: number): number => ((fahrenheit - 32) * 5) / 9;
export const toFahrenheit = (celsius: number): number => (celsius * 9) / 5 + 32;

/** Rounded to 3 decimals and written without trailing zeros: 212, 99.5, -17.222. */
export function formatTemperature(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  // Only an absurd input (around 1e305) overflows; showing "Infinity" would be wrong.
  if (!Number.isFinite(rounded)) return "";
  // Math.round gives -0 for small negatives; "-0" would look like a mistake.
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

export type Conversion = {
  celsius: string;
  fahrenheit: string;
  /** null when the typed value is not a number (nothing to judge). */
  boils: boolean | null;
  /** True when something was typed that is not a number. */
  invalid: boolean;
};

/**
 * Both fields from the one the user last edited: that field keeps the text as typed, the
 * other shows the conversion, or stays empty when the text is not a number.
 */
export function convert(scale: Scale, text: string): Conversion {
  const value = parseTemperature(text);
  if (value === null) {
    return {
      celsius: scale === "c" ? text : "",
      fahrenheit: scale === "f" ? text : "",
      boils: null,
      invalid: text.trim() !== "",
    };
  }
  const celsius = scale === "c" ? value : toCelsius(value);
  const other = formatTemperature(scale === "c" ? toFahrenheit(value) : celsius);
  // Judge on the value shown, so 211.9999 °F (shown as 100 °C) agrees with what is on screen.
  const shownCelsius = scale === "c" ? value : Number(other || celsius);
  return {
    celsius: scale === "c" ? text : other,
    fahrenheit: scale === "f" ? text : other,
    boils: shownCelsius >= BOILING_POINT_C,
    invalid: false,
  };
}
