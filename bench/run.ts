// `npm run bench`: builds for production, then measures the API against the bare node:http
// ceiling, the web pages, start-up and memory, and the list calls on ten years of data
// (bench/volume.ts); prints the figures and writes bench/results.md. The machine should be
// otherwise idle: the server and the load generator each take a core.
//
//   npm run bench                        the list calls at 1x (10,000 users, 40,000 tickets, ...)
//   npm run bench -- --volume=100x       a hundred times that (or BENCH_VOLUME=100x); by hand only
//
// With DATABASE_URL set, the list calls run on that PostgreSQL, in a scratch schema.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  type EndpointResult,
  LOAD,
  type LoadResult,
  measureLoad,
  recordResponses,
  seedBenchData,
  startCeiling,
} from "./api";
import { ROOT, residentMb, startServer } from "./server";
import { renderTestSeries, runTestSeriesBench, type TestSeriesResult } from "./test-series";
import { measureVolume, parseVolume, renderVolume, type VolumeResult } from "./volume";
import { measureWeb, type WebResult } from "./web";

const STARTS = 5;
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

type Target = { what: string; goal: string; measured: string; met: boolean };

function build(): void {
  console.log("== production build");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { volume: { type: "string" } } });
  const scale = parseVolume(values.volume ?? process.env.BENCH_VOLUME);
  build();
  const scratch = join(ROOT, "bench/tmp", new Date().toISOString().replace(/[:.]/g, "-"));
  const dataDir = join(scratch, "data");
  mkdirSync(dataDir, { recursive: true });
  // Whatever is still running when a step fails is stopped on the way out.
  const running = new Set<{ stop: () => Promise<void> }>();
  const started = <T extends { stop: () => Promise<void> }>(process: T): T => {
    running.add(process);
    return process;
  };
  const stop = async (process: { stop: () => Promise<void> }) => {
    running.delete(process);
    await process.stop();
  };
  try {
    console.log("== first start and seed data");
    const first = started(await startServer(dataDir));
    const { endpoints, reader } = await seedBenchData(first.url);
    await stop(first);

    console.log(`== start-up on the existing data folder (${STARTS} starts)`);
    const startups: number[] = [];
    let server = started(await startServer(dataDir));
    startups.push(server.startupMs);
    for (let i = 1; i < STARTS; i++) {
      await stop(server);
      server = started(await startServer(dataDir));
      startups.push(server.startupMs);
    }
    await pause(2_000);
    const idleMb = residentMb(server.child.pid);

    console.log("== API load");
    const recorded = await recordResponses(server.url, endpoints);
    const serverResults: LoadResult[] = [];
    for (const endpoint of endpoints) {
      console.log(`   ${endpoint.label}`);
      serverResults.push(await measureLoad(server.url, endpoint));
    }
    const loadedMb = residentMb(server.child.pid);

    console.log("== web pages (gzip bytes, Lighthouse mobile, median of 5 runs)");
    const web = await measureWeb({
      baseUrl: server.url,
      credentials: reader,
      runs: 5,
      log: (line) => console.log(`   ${line}`),
    });
    await stop(server);

    console.log("== the ceiling: bare node:http with the same bytes");
    const ceiling = started(await startCeiling(recorded, scratch));
    const results: EndpointResult[] = [];
    for (const [index, endpoint] of endpoints.entries()) {
      const measured = serverResults[index];
      if (!measured) continue;
      results.push({
        endpoint,
        server: measured,
        ceiling: await measureLoad(ceiling.url, endpoint),
      });
    }
    await stop(ceiling);

    console.log(`== lists at volume (${scale}x)`);
    const volume = await measureVolume({
      scale,
      scratchDir: join(scratch, "volume"),
      databaseUrl: process.env.DATABASE_URL || undefined,
      log: (line) => console.log(`   ${line}`),
    });

    console.log("== test series: 300 students saving answers");
    const testSeries = await runTestSeriesBench(scratch, (line) => console.log(`   ${line}`));

    const report = render({ results, web, startups, idleMb, loadedMb, volume, testSeries });
    console.log(`\n${report}`);
    writeFileSync(join(ROOT, "bench/results.md"), report);
    console.log("written to bench/results.md");
  } finally {
    await Promise.all([...running].map((process) => process.stop().catch(() => {})));
    rmSync(scratch, { recursive: true, force: true });
  }
}

function render(m: {
  results: EndpointResult[];
  web: WebResult;
  startups: number[];
  idleMb: number;
  loadedMb: number;
  volume: VolumeResult;
  testSeries: TestSeriesResult;
}): string {
  const cpu = cpus();
  const lines: string[] = [
    "# Benchmark results",
    "",
    "Written by `npm run bench` (bench/run.ts); do not edit by hand.",
    "",
    `- Date: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    `- Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, ${fmt(totalmem() / 2 ** 30, 1)} GiB memory, Node ${process.version}`,
    "- Server: the production build (`apps/server/dist/server.js`) on the embedded SQLite database, log level info; load generator: autocannon in another process on the same machine",
    `- Load: ${LOAD.connections} connections, ${LOAD.seconds} s per endpoint after a ${LOAD.warmupSeconds} s warm-up; the ceiling is a bare \`node:http\` server answering the same response bytes from memory (bench/ceiling.ts)`,
    "",
    "## API",
    "",
    "| endpoint | req/s | p50 ms | p99 ms | ceiling req/s | ceiling p99 ms | share of ceiling |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const { endpoint, server, ceiling } of m.results) {
    const failed =
      server.non2xx + server.errors > 0
        ? ` (${server.non2xx} non-2xx, ${server.errors} errors)`
        : "";
    lines.push(
      `| ${endpoint.label}${failed} | ${fmt(server.requestsPerSecond)} | ${server.p50Ms} | ${server.p99Ms} | ${fmt(ceiling.requestsPerSecond)} | ${ceiling.p99Ms} | ${fmt((100 * server.requestsPerSecond) / ceiling.requestsPerSecond)} % |`,
    );
  }
  const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;
  lines.push(
    "",
    "## Web",
    "",
    `Lighthouse ${m.web.lighthouseVersion}, default mobile settings (simulated slow 4G and 4× CPU slowdown), median of the runs; bytes are what each page loads during start-up, gzip level 9.`,
    "",
    "| page | JS gzip | CSS gzip | performance | accessibility | FCP | LCP | TBT | CLS |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const page of m.web.pages) {
    const lh = page.lighthouse;
    lines.push(
      `| ${page.path}${page.signedIn ? " (signed in)" : ""} | ${kb(page.js.gzipBytes)} | ${kb(page.css.gzipBytes)} | ${lh ? lh.performance : "-"} | ${lh ? lh.accessibility : "-"} | ${lh ? `${fmt(lh.fcpMs)} ms` : "-"} | ${lh ? `${fmt(lh.lcpMs)} ms` : "-"} | ${lh ? `${fmt(lh.tbtMs)} ms` : "-"} | ${lh ? fmt(lh.cls, 3) : "-"} |`,
    );
  }
  lines.push(
    "",
    "## Start-up and memory",
    "",
    `- Start-up to the first 200 of /api/health on an existing data folder: median ${fmt(median(m.startups))} ms of ${m.startups.length} starts (${m.startups.map((ms) => fmt(ms)).join(", ")} ms)`,
    `- Resident memory: ${fmt(m.idleMb, 1)} MB idle after start-up, ${fmt(m.loadedMb, 1)} MB after the API load`,
  );

  const tickets = m.results[0];
  const targets: Target[] = [];
  if (tickets) {
    const share = tickets.server.requestsPerSecond / tickets.ceiling.requestsPerSecond;
    targets.push(
      {
        what: "Signed-in ticket list throughput",
        goal: "≥ 50 % of the ceiling",
        measured: `${fmt(100 * share)} %`,
        met: share >= 0.5,
      },
      {
        what: "Signed-in ticket list p99 at 50 connections",
        goal: "< 20 ms",
        measured: `${tickets.server.p99Ms} ms`,
        met: tickets.server.p99Ms < 20,
      },
    );
  }
  const home = m.web.pages.find((page) => page.path === "/");
  if (home) {
    targets.push({
      what: "Home page JavaScript",
      goal: "≤ 150 KB gzip",
      measured: kb(home.js.gzipBytes),
      met: home.js.gzipBytes <= 150 * 1024,
    });
  }
  for (const page of m.web.pages) {
    const lh = page.lighthouse;
    // The budgets a user feels (docs/performance.md), the same for every page measured.
    targets.push(
      {
        what: `Lighthouse performance, ${page.path}`,
        goal: "≥ 90",
        measured: lh ? String(lh.performance) : "not measured",
        met: !!lh && lh.performance >= 90,
      },
      {
        what: `Lighthouse mobile LCP, ${page.path}`,
        goal: "≤ 2.0 s",
        measured: lh ? `${fmt(lh.lcpMs)} ms` : "not measured",
        met: !!lh && lh.lcpMs <= 2000,
      },
      {
        what: `Lighthouse CLS, ${page.path}`,
        goal: "≤ 0.05",
        measured: lh ? fmt(lh.cls, 3) : "not measured",
        met: !!lh && lh.cls <= 0.05,
      },
      {
        what: `Lighthouse accessibility, ${page.path}`,
        goal: "100",
        measured: lh ? String(lh.accessibility) : "not measured",
        met: !!lh && lh.accessibility >= 100,
      },
    );
  }
  targets.push(
    {
      what: "Start-up",
      goal: "< 1 s",
      measured: `${fmt(median(m.startups))} ms`,
      met: median(m.startups) < 1000,
    },
    {
      what: "Idle memory",
      goal: "< 120 MB",
      measured: `${fmt(m.idleMb, 1)} MB`,
      met: m.idleMb < 120,
    },
    {
      what: `Test series: ${m.testSeries.students} students saving answers, p99`,
      goal: "< 100 ms, none lost",
      measured: `${m.testSeries.p99Ms} ms, ${m.testSeries.lost} lost, ${m.testSeries.failed} failed`,
      met: m.testSeries.p99Ms < 100 && m.testSeries.lost === 0 && m.testSeries.failed === 0,
    },
  );
  lines.push(
    "",
    "## Targets",
    "",
    "| target | goal | measured | met |",
    "| --- | --- | --- | --- |",
  );
  for (const t of targets)
    lines.push(`| ${t.what} | ${t.goal} | ${t.measured} | ${t.met ? "yes" : "**no**"} |`);
  lines.push(...renderTestSeries(m.testSeries));
  return `${lines.join("\n")}\n\n${renderVolume(m.volume)}`;
}

await main();
