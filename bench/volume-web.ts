// How long the staff's list screens take in Chromium on the volume data: from navigation start to
// the first row of the page's table drawn, each load in a fresh profile (cold HTTP cache).
import { chromium } from "@playwright/test";
import type { StoredUser } from "./web";

export type PageLoad = {
  path: string;
  /** Milliseconds from navigation start to the first table row, one per run (NaN: none came). */
  runsMs: number[];
  /** When the page sent its largest API call (the list's), per run: before it, the app loads. */
  listSentMs: number[];
  /** When the last API answer before that row had arrived, per run: the rest is the app's own. */
  apiDoneMs: number[];
  /** Bytes of the API answers the page read before its first row (the JSON it waited for). */
  apiBytes: number;
  error: string | null;
};

/** The screens of the issue: the staff queue, all users, and the orders. */
export const LIST_PAGES = ["/staff/tickets", "/alluser", "/seeorder"];

const TIMEOUT_MS = 60_000;

/**
 * Runs in the page before its own scripts: notes the time the first row of a table in `main` is
 * in the document, after the next animation frame (the frame that paints it). Text, not a
 * function: tsx would wrap a function's inner functions in a `__name` helper the page lacks.
 */
const WATCH_FIRST_ROW = `
  const observer = new MutationObserver(() => {
    if (!document.querySelector("main table tbody tr")) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__firstRowMs = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
`;

export async function measureFirstRows(options: {
  baseUrl: string;
  user: StoredUser;
  paths?: string[];
  runs: number;
  chromiumPath?: string;
  log: (line: string) => void;
}): Promise<PageLoad[]> {
  const browser = await chromium.launch({
    executablePath: options.chromiumPath ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const loads: PageLoad[] = [];
  try {
    for (const path of options.paths ?? LIST_PAGES) {
      const load: PageLoad = {
        path,
        runsMs: [],
        listSentMs: [],
        apiDoneMs: [],
        apiBytes: 0,
        error: null,
      };
      for (let run = 0; run < options.runs && !load.error; run++) {
        const context = await browser.newContext({
          viewport: { width: 1366, height: 768 },
          storageState: {
            cookies: [],
            origins: [
              {
                origin: options.baseUrl,
                localStorage: [{ name: "user", value: JSON.stringify(options.user) }],
              },
            ],
          },
        });
        try {
          const tab = await context.newPage();
          await tab.addInitScript({ content: WATCH_FIRST_ROW });
          await tab.goto(`${options.baseUrl}${path}`, { waitUntil: "commit" });
          const handle = await tab.waitForFunction(
            () => (window as unknown as { __firstRowMs?: number }).__firstRowMs,
            undefined,
            { timeout: TIMEOUT_MS, polling: 50 },
          );
          const ms = Number(await handle.jsonValue());
          const finalPath = new URL(tab.url()).pathname;
          if (finalPath !== path) throw new Error(`${path} ended on ${finalPath}`);
          // The page's own record of its API calls (Resource Timing), those done before the row.
          const api = (await tab.evaluate(`(() => {
            const calls = performance.getEntriesByType("resource")
              .filter((entry) => entry.initiatorType === "fetch" && entry.responseEnd <= ${ms});
            const list = calls.reduce((a, b) => (b.decodedBodySize > a.decodedBodySize ? b : a));
            return {
              listSentMs: list.startTime,
              doneMs: Math.max(0, ...calls.map((entry) => entry.responseEnd)),
              bytes: calls.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
            };
          })()`)) as { listSentMs: number; doneMs: number; bytes: number };
          const apiDone = api.doneMs;
          load.runsMs.push(ms);
          load.listSentMs.push(api.listSentMs);
          load.apiDoneMs.push(apiDone);
          if (run === 0) load.apiBytes = api.bytes;
          options.log(
            `${path} run ${run + 1}/${options.runs}: first row at ${Math.round(ms)} ms (list call sent at ${Math.round(api.listSentMs)} ms, API answers in by ${Math.round(apiDone)} ms, ${api.bytes} bytes)`,
          );
        } catch (error) {
          load.error =
            error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
          load.runsMs.push(Number.NaN);
          options.log(`${path}: ${load.error}`);
        } finally {
          await context.close();
        }
      }
      loads.push(load);
    }
  } finally {
    await browser.close();
  }
  return loads;
}
