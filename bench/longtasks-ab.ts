// Blocking time as the page itself sees it, on several servers in turns: each run loads one page
// in a fresh Chromium context slowed the way Lighthouse's mobile run is meant to be (the CPU 4×
// slower, slow 4G: 562.5 ms of latency, 1,474.56 kbit/s down, Lighthouse's "devtools" throttling),
// and reads the main thread's long tasks from the Long Tasks API instead of from a trace.
//
// Why beside Lighthouse: Lighthouse does not run the page slowed; it records a trace at full
// speed and simulates the slow phone from it, multiplying each main-thread task by four and
// counting from the simulated first paint. Here the page runs slowed and reports its own long
// tasks. Both run with a DevTools client attached to the page (Lighthouse; Playwright here, whose
// Network domain also records a stack for each request a script starts), and with one attached V8
// parses a large script again for its source positions when a stack is taken while the script's
// top level runs: unslowed, the entry's evaluation on `/` takes 45 to 55 ms with Playwright
// attached against 15 to 27 ms in Chromium's startup tracing with no client, and slowed four
// times that. No visitor's browser has a client attached, so both tools see the start of `/`
// take about 100 ms longer, slowed, than a visitor's phone does.
//
//   npx tsx bench/longtasks-ab.ts --page / --runs 10 \
//     --server before=http://127.0.0.1:3997 --server after=http://127.0.0.1:3999
//
// Per run: blocking time (the part over 50 ms of each long task after the first contentful paint,
// a task under way at the paint counted from it, as Lighthouse counts; Lighthouse stops at its time
// to interactive, this counts until the page has had no long task for --quiet ms), the blocking
// time of all long tasks from navigation, the end of the last long task, first contentful paint
// and largest contentful paint. Medians at the end. LONGTASKS_VERBOSE=1 also prints each run's
// long tasks (start+duration, ms).
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { median, spread } from "./web";

const { values } = parseArgs({
  options: {
    page: { type: "string" },
    runs: { type: "string", default: "10" },
    server: { type: "string", multiple: true },
    chromium: { type: "string", default: "/usr/bin/chromium-headless-shell" },
    // How long the page must stay without a long task before a run ends.
    quiet: { type: "string", default: "5000" },
  },
});
if (!values.page || !values.server?.length) {
  console.error(
    "usage: npx tsx bench/longtasks-ab.ts --page PATH [--runs 10] --server NAME=URL ...",
  );
  process.exit(2);
}
const page = values.page;
const quietMs = Number(values.quiet);

type Figures = {
  tbt: number;
  blockingAll: number;
  lastLongTaskEnd: number;
  fcp: number;
  lcp: number;
};

/** What the page records about itself, read once it has been quiet for `quietMs`. */
type PageRecord = {
  longTasks: { start: number; duration: number }[];
  fcp: number | null;
  lcp: number | null;
};

declare global {
  interface Window {
    benchRecord: PageRecord;
  }
}

function recordInPage() {
  const record: PageRecord = { longTasks: [], fcp: null, lcp: null };
  window.benchRecord = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      record.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-contentful-paint") record.fcp = entry.startTime;
    }
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

const lastEndOf = (tasks: { start: number; duration: number }[]) =>
  Math.max(0, ...tasks.map((task) => task.start + task.duration));

const blockingOf = (tasks: { start: number; duration: number }[], from: number) =>
  tasks
    .filter((task) => task.start + task.duration > from)
    .reduce((sum, task) => {
      const counted = task.start + task.duration - Math.max(task.start, from);
      return sum + Math.max(0, counted - 50);
    }, 0);

const browser = await chromium.launch({
  executablePath: values.chromium,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic"],
});

async function measure(url: string): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    // An https address is a local nginx in front of the server, as deploy/nginx/portal.conf serves
    // it (HTTP/2 needs TLS), with a certificate of its own making.
    ignoreHTTPSErrors: url.startsWith("https:"),
  });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await tab.addInitScript(recordInPage);
    const response = await tab.goto(url, { waitUntil: "load", timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? "nothing"}`);
    // Until no long task has ended for `quietMs`, within a minute.
    const deadline = Date.now() + 60_000;
    let record: PageRecord;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`${url} never went quiet for ${quietMs} ms`);
      await tab.waitForTimeout(1000);
      record = await tab.evaluate(() => window.benchRecord);
      const now = await tab.evaluate(() => performance.now());
      if (now - lastEndOf(record.longTasks) >= quietMs && record.fcp !== null) break;
    }
    const fcp = record.fcp ?? 0;
    if (process.env.LONGTASKS_VERBOSE) {
      console.log(
        record.longTasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(" "),
      );
    }
    return {
      tbt: blockingOf(record.longTasks, fcp),
      blockingAll: blockingOf(record.longTasks, 0),
      lastLongTaskEnd: lastEndOf(record.longTasks),
      fcp,
      lcp: record.lcp ?? 0,
    };
  } finally {
    await context.close();
  }
}

const servers = values.server.map((spec) => {
  const [name = "", url = ""] = spec.split("=", 2);
  return { name, url, runs: [] as Figures[] };
});

try {
  for (let run = 1; run <= Number(values.runs); run++) {
    // Each round starts with the next server, so no build always loads first.
    const order = servers.map((_, i) => servers[(i + run - 1) % servers.length]);
    for (const server of order) {
      if (!server) continue;
      const f = await measure(`${server.url}${page}`);
      server.runs.push(f);
      console.log(
        `${server.name} run ${run}: TBT ${Math.round(f.tbt)} blocking from navigation ${Math.round(f.blockingAll)} last long task ${Math.round(f.lastLongTaskEnd)} FCP ${Math.round(f.fcp)} LCP ${Math.round(f.lcp)}`,
      );
    }
  }
} finally {
  await browser.close();
}

for (const { name, runs } of servers) {
  const of = (pick: (f: Figures) => number) => Math.round(median(runs.map(pick)));
  console.log(
    `${name}: median TBT ${of((f) => f.tbt)} ms (${spread(runs.map((f) => f.tbt))}), blocking from navigation ${of((f) => f.blockingAll)} ms, last long task ${of((f) => f.lastLongTaskEnd)} ms, FCP ${of((f) => f.fcp)} ms, LCP ${of((f) => f.lcp)} ms`,
  );
}
