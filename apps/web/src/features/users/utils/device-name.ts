// A signed-in device as a person would name it ("Chrome on Linux"), read from the User-Agent the
// browser sent when signing in. Only the common browsers and systems; anything else shows as sent.

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdgA?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/(Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

// Android and ChromeOS also say "Linux"; iPads may call themselves Macs, which is what they show.
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const MAX_RAW_LENGTH = 60;

const find = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** The device's name in `i18n`'s language. */
export function deviceName(userAgent: string | null, i18n: I18n): string {
  const text = userAgent?.trim() ?? "";
  if (!text) return i18n._(msg`Unknown device`);
  const browser = find(BROWSERS, text);
  const system = find(SYSTEMS, text);
  if (browser && system) return i18n._(msg`${browser} on ${system}`);
  if (browser) return browser;
  if (system) return i18n._(msg`A browser on ${system}`);
  return text.length > MAX_RAW_LENGTH ? `${text.slice(0, MAX_RAW_LENGTH - 1)}…` : text;
}
