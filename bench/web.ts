// The web half of the benchmark (docs/performance.md): for `/`, `/shop`, a product's page (decision 022: the
// newest shop product, when there is one) and `/tickets` (signed in), the
// JavaScript and CSS a page loads (gzip bytes) and Lighthouse's performance and accessibility
// scores with FCP, LCP, TBT and CLS, under Lighthouse's default mobile settings (simulated
// throttling). Run against the production build served by the real server.
//
//   npx tsx bench/web.ts --base http://127.0.0.1:3210 --email u@x.test --password secret [--runs 3]
//
// or import `measureWeb` (bench/run.ts does, after starting the server and seeding a user).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { freePort } from "../apps/server/src/test/free-port";

/** The session the web app keeps in localStorage under `user` (apps/web/src/lib/auth.ts). */
export type StoredUser = {
  _id: string;
  name: string;
  email: string;
  role: string;
  avatarUrl: string | null;
  createdAt: string;
  token: string;
};

export type MeasureWebOptions = {
  /** Where the server answers, e.g. `http://127.0.0.1:3210` (no trailing slash needed). */
  baseUrl: string;
  /**
   * The signed-in user for `/tickets`: either the body `POST /api/users/` or
   * `POST /api/users/login` answered, or credentials to log in with (one login call).
   * Without either, `/tickets` is skipped (a visitor is only redirected to /login).
   */
  user?: StoredUser;
  credentials?: { email: string; password: string };
  /** Debian's Chromium by default. */
  chromiumPath?: string;
  /** Lighthouse runs per page; the median of each figure is reported. Default 3; 0 measures bytes only. */
  runs?: number;
  /** Progress lines (one per run); silent by default. */
  log?: (line: string) => void;
};

/** Bytes of one kind of resource the page requested during load. */
export type AssetBytes = {
  files: number;
  /** Decoded size of the bodies. */
  rawBytes: number;
  /** Each body gzipped by node:zlib at level 9, summed: independent of what the server sends. */
  gzipBytes: number;
  /** Body bytes as they came over the wire (compressed when the server compressed them). */
  transferBytes: number;
};

export type LighthouseFigures = {
  /** 0–100. */
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Time to interactive: from here on no long task for 5 s, the page answers a tap at once. */
  ttiMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's measure of this machine's speed during the run (higher is faster); a low value flags a busy machine. */
  benchmarkIndex: number;
};

export type WebPageResult = {
  path: string;
  signedIn: boolean;
  js: AssetBytes;
  css: AssetBytes;
  /** The median of each figure over the runs (figure by figure, not one run's); null with 0 runs. */
  lighthouse: LighthouseFigures | null;
  runs: LighthouseFigures[];
};

export type WebResult = { pages: WebPageResult[]; lighthouseVersion: string };

const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

// Lighthouse's default mobile emulation (Moto G Power): the narrow layout, as a phone loads it.
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/** How long the byte count waits after the page went idle, for work it defers until then. */
const SETTLE_MS = 3000;

type PageSpec = { path: string; signedIn: boolean };
const PAGES: PageSpec[] = [
  { path: "/", signedIn: false },
  { path: "/shop", signedIn: false },
  { path: "/tickets", signedIn: true },
];

export async function measureWeb(options: MeasureWebOptions): Promise<WebResult> {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const chromiumPath = options.chromiumPath ?? "/usr/bin/chromium";
  const runs = options.runs ?? 3;
  const log = options.log ?? (() => {});
  const user =
    options.user ?? (options.credentials ? await logIn(baseUrl, options.credentials) : null);
  const product = await newestShopProduct(baseUrl);
  if (!product) log("the shop has no product: the product page is skipped");
  const pages = [
    ...PAGES.slice(0, 2),
    ...(product ? [{ path: `/single?id=${encodeURIComponent(product)}`, signedIn: false }] : []),
    ...PAGES.slice(2),
  ].filter((page) => !page.signedIn || user);
  if (!user) log("no user or credentials given: /tickets is skipped");

  const bytes = new Map<string, { js: AssetBytes; css: AssetBytes }>();
  for (const page of pages) {
    bytes.set(page.path, await measureBytes(baseUrl, page, user, chromiumPath));
  }

  const figures = new Map<string, LighthouseFigures[]>(pages.map((page) => [page.path, []]));
  let lighthouseVersion = "";
  const browser = runs > 0 ? await launchDebuggableChromium(chromiumPath) : null;
  try {
    // Round-robin, so a burst of load on the machine spreads over the pages instead of hitting one.
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        if (!browser) break;
        await setStoredUser(browser.port, baseUrl, page.signedIn ? user : null);
        const result = await withRetries(() =>
          runLighthouse(browser.port, `${baseUrl}${page.path}`),
        );
        lighthouseVersion = result.version;
        const finalPath = new URL(result.finalUrl).pathname;
        if (finalPath !== new URL(page.path, baseUrl).pathname) {
          throw new Error(`Lighthouse on ${page.path} ended on ${finalPath} (sign-in lost?)`);
        }
        figures.get(page.path)?.push(result.figures);
        log(`${page.path} run ${run}/${runs}: ${formatFigures(result.figures)}`);
      }
    }
  } finally {
    await browser?.close();
  }

  return {
    lighthouseVersion,
    pages: pages.map((page) => {
      const pageRuns = figures.get(page.path) ?? [];
      const pageBytes = bytes.get(page.path);
      if (!pageBytes) throw new Error(`no byte counts for ${page.path}`);
      const lighthouse = pageRuns.length > 0 ? medianFigures(pageRuns) : null;
      return { ...page, ...pageBytes, lighthouse, runs: pageRuns };
    }),
  };
}

/** The id of the newest shop product (GET /photo, newest first), or null for an empty shop. */
async function newestShopProduct(baseUrl: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}/photo?kind=shop`);
  if (!response.ok) throw new Error(`GET /photo failed: ${response.status}`);
  const [first] = (await response.json()) as { _id: string }[];
  return first?._id ?? null;
}

export async function logIn(
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<StoredUser> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as StoredUser;
}

/** Loads the page once in a fresh mobile context and sums every JS and CSS response. */
async function measureBytes(
  baseUrl: string,
  page: PageSpec,
  user: StoredUser | null,
  chromiumPath: string,
): Promise<{ js: AssetBytes; css: AssetBytes }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: MOBILE.width, height: MOBILE.height },
      deviceScaleFactor: MOBILE.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      storageState:
        page.signedIn && user
          ? {
              cookies: [],
              origins: [
                { origin: baseUrl, localStorage: [{ name: "user", value: JSON.stringify(user) }] },
              ],
            }
          : undefined,
    });
    const tab = await context.newPage();
    const pending: Promise<{ kind: "js" | "css"; raw: number; gzip: number; wire: number }>[] = [];
    tab.on("response", (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            kind: type === "script" ? "js" : "css",
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            wire: sizes.responseBodySize,
          };
        })(),
      );
    });
    // networkidle: the page's lazy chunks and the data they fetch have arrived. Then a settle
    // period and idle again: what a page starts once loaded and idle (the signed-in chat box,
    // about 1.5 s after the load event) is part of what it loads, and counting it every time keeps
    // the figure from depending on timing.
    await tab.goto(`${baseUrl}${page.path}`, { waitUntil: "networkidle" });
    await tab.waitForTimeout(SETTLE_MS);
    await tab.waitForLoadState("networkidle");
    const finalPath = new URL(tab.url()).pathname;
    if (finalPath !== new URL(page.path, baseUrl).pathname) {
      throw new Error(`${page.path} ended on ${finalPath}`);
    }
    // The page really drew itself (a build whose scripts fail still "loads").
    await tab.locator("main h1").first().waitFor({ timeout: 15_000 });
    const entries = await Promise.all(pending);
    const sum = (kind: "js" | "css"): AssetBytes => {
      const of = entries.filter((entry) => entry.kind === kind);
      return {
        files: of.length,
        rawBytes: total(of.map((entry) => entry.raw)),
        gzipBytes: total(of.map((entry) => entry.gzip)),
        transferBytes: total(of.map((entry) => entry.wire)),
      };
    };
    return { js: sum("js"), css: sum("css") };
  } finally {
    await browser.close();
  }
}

export type DebuggableBrowser = { port: number; close: () => Promise<void> };

/** Chromium with a DevTools port, for Lighthouse to drive and Playwright to prepare storage. */
export async function launchDebuggableChromium(chromiumPath: string): Promise<DebuggableBrowser> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "bench-web-chromium-"));
  const child = spawn(
    chromiumPath,
    [
      ...CHROMIUM_ARGS,
      // Chromium 156 keeps the address bar's popup, a WebUI page, preloaded in a renderer of its
      // own, which takes CPU from the page Lighthouse measures (the browser journeys avoid it by
      // running in the headless shell: playwright.config.ts). Launched without Playwright, so
      // this is the only --disable-features list.
      "--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Chromium did not open its DevTools port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    close: async () => {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      // Chromium's helper processes may still be writing to the profile for a moment.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {
        // A leftover folder in the temp directory must not fail the measurement.
      }
    },
  };
}

/**
 * Sets (or removes) the stored session on the site's origin in the browser's default profile,
 * where Lighthouse opens its tab. Lighthouse's storage reset before a run clears the HTTP cache
 * and some storage kinds but not localStorage (its default `clearStorageTypes`), so every run
 * is still a cold load and the session survives. The page used is a small static file, so no
 * app code is cached by this step either way.
 */
export async function setStoredUser(
  port: number,
  baseUrl: string,
  user: StoredUser | null,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("Chromium has no default context");
    const tab = await context.newPage();
    await tab.goto(`${baseUrl}/favicon.svg`);
    await tab.evaluate(
      (value) => {
        if (value === null) localStorage.removeItem("user");
        else localStorage.setItem("user", value);
      },
      user ? JSON.stringify(user) : null,
    );
    await tab.close();
  } finally {
    // Disconnects; the browser and its default profile stay.
    await browser.close();
  }
}

export async function runLighthouse(
  port: number,
  url: string,
): Promise<{ figures: LighthouseFigures; finalUrl: string; version: string }> {
  // No config: Lighthouse's default, i.e. mobile form factor and simulated throttling.
  const result = await lighthouse(url, {
    port,
    hostname: "127.0.0.1",
    logLevel: "error",
    output: "json",
    onlyCategories: ["performance", "accessibility"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new LighthouseRunError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  const audit = (id: string): number => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url}: no value for ${id}`);
    return value;
  };
  const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    version: lhr.lighthouseVersion,
    finalUrl: lhr.finalDisplayedUrl,
    figures: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      fcpMs: audit("first-contentful-paint"),
      lcpMs: audit("largest-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      ttiMs: audit("interactive"),
      cls: audit("cumulative-layout-shift"),
      speedIndexMs: audit("speed-index"),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    },
  };
}

/**
 * Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP); such a run says
 * nothing about the page, so it is run again, twice at most.
 */
export async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !(error instanceof LighthouseRunError)) throw error;
    }
  }
}

class LighthouseRunError extends Error {}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = [
    "performance",
    "accessibility",
    "fcpMs",
    "lcpMs",
    "tbtMs",
    "ttiMs",
    "cls",
    "speedIndexMs",
    "benchmarkIndex",
  ] as const;
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as LighthouseFigures;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** The values rounded and sorted, as a run's spread is printed beside its median. */
export function spread(values: number[]): string {
  return values
    .map(Math.round)
    .sort((a, b) => a - b)
    .join(" ");
}

function total(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${Math.round(value)} ms`;

function formatFigures(f: LighthouseFigures): string {
  return `perf ${f.performance}, a11y ${f.accessibility}, FCP ${ms(f.fcpMs)}, LCP ${ms(f.lcpMs)}, TBT ${ms(f.tbtMs)}, CLS ${f.cls.toFixed(3)}, benchmarkIndex ${f.benchmarkIndex}`;
}

/** The result as a plain-text table, one line per page. */
export function formatWebTable(result: WebResult): string {
  const header = [
    "page",
    "JS gzip",
    "CSS gzip",
    "JS+CSS wire",
    "perf",
    "a11y",
    "FCP",
    "LCP",
    "TBT",
    "CLS",
    "SI",
  ];
  const rows = result.pages.map((page) => {
    const f = page.lighthouse;
    return [
      page.signedIn ? `${page.path} (signed in)` : page.path,
      `${kb(page.js.gzipBytes)} (${page.js.files})`,
      `${kb(page.css.gzipBytes)} (${page.css.files})`,
      kb(page.js.transferBytes + page.css.transferBytes),
      ...(f
        ? [
            String(f.performance),
            String(f.accessibility),
            ms(f.fcpMs),
            ms(f.lcpMs),
            ms(f.tbtMs),
            f.cls.toFixed(3),
            ms(f.speedIndexMs),
          ]
        : Array(7).fill("-")),
    ];
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      base: { type: "string" },
      email: { type: "string" },
      password: { type: "string" },
      runs: { type: "string" },
      chromium: { type: "string" },
      json: { type: "boolean" },
    },
  });
  if (!values.base) {
    console.error(
      "usage: npx tsx bench/web.ts --base http://127.0.0.1:PORT [--email E --password P] [--runs 3] [--chromium PATH] [--json]",
    );
    process.exit(2);
  }
  const result = await measureWeb({
    baseUrl: values.base,
    credentials:
      values.email && values.password
        ? { email: values.email, password: values.password }
        : undefined,
    chromiumPath: values.chromium,
    runs: values.runs ? Number(values.runs) : undefined,
    log: (line) => console.error(line),
  });
  if (values.json) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(
      `Lighthouse ${result.lighthouseVersion}, mobile, simulated throttling; medians of ${values.runs ?? 3} runs. JS/CSS gzip: each body at zlib level 9; wire: as sent.`,
    );
    console.log(formatWebTable(result));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
