// Lists at volume (decision 015): fills a scratch database with ten years of a busy institute, then
// measures every list call (first page, middle page, search, filters: rows, bytes, p50 and p99),
// the staff's list screens in Chromium (time to the first row) and the server's memory.
//
//   npm run bench:volume                           1x: 10,000 users, 40,000 tickets, ...
//   npm run bench:volume -- --volume=100x          a hundred times that, by hand (bench/README.md)
//   npm run bench:volume -- --write                also replaces its section in bench/results.md
//
// Other options: --no-build, --root DIR (measure another checkout's build), --lists a,b (keys in
// volume-cases.ts), --runs N (Chromium loads per page, 0: none), --requests N, --seconds S,
// --keep (leave the scratch database for EXPLAIN). BENCH_VOLUME=100x works as --volume. With
// DATABASE_URL set, the data goes to a scratch schema on that PostgreSQL (dropped afterwards).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { ADMIN, ROOT, residentMb, startServer } from "./server";
import { type Budget, type CaseResult, LISTS, measureLists } from "./volume-cases";
import { fillScratch, postgresAdmin, type ScratchDatabase } from "./volume-fill";
import type { VolumeFacts } from "./volume-model";
import { LIST_PAGES, measureFirstRows, type PageLoad } from "./volume-web";
import { logIn } from "./web";

export type VolumeOptions = {
  scale: number;
  /** The checkout whose production build runs (already built). */
  root?: string;
  /** Where the scratch data folder goes; removed afterwards unless `keep`. */
  scratchDir: string;
  /** PostgreSQL instead of SQLite: a scratch schema on this server. */
  databaseUrl?: string;
  lists?: string[];
  /** Chromium loads per list screen; 0 skips them. */
  runs?: number;
  budget?: Partial<Budget>;
  keep?: boolean;
  log?: (line: string) => void;
};

export type VolumeResult = {
  facts: VolumeFacts;
  engine: "SQLite" | "PostgreSQL";
  fillMs: number;
  databaseMb: number | null;
  startupMs: number;
  budget: Budget;
  cases: CaseResult[];
  pages: PageLoad[];
  apiMb: number;
  finalMb: number;
};

export const TARGETS = { medianMs: 50, bytes: 100 * 1024, firstRowsMs: 2000, residentMb: 250 };
const DEFAULT_BUDGET: Budget = { maxRequests: 200, minRequests: 10, seconds: 5 };

export function parseVolume(text: string | undefined): number {
  const match = /^(\d+(?:\.\d+)?)x$/.exec(text ?? "1x");
  const scale = Number(match?.[1]);
  if (!match || !(scale > 0)) throw new Error(`--volume must look like 1x or 100x, not ${text}`);
  return scale;
}

export async function measureVolume(options: VolumeOptions): Promise<VolumeResult> {
  const log = options.log ?? (() => {});
  const root = options.root ?? ROOT;
  const budget = { ...DEFAULT_BUDGET, ...options.budget };
  const dataDir = join(options.scratchDir, "data");
  mkdirSync(dataDir, { recursive: true });
  const schema = `bench_volume_${Date.now()}`;
  const target: ScratchDatabase = options.databaseUrl
    ? { kind: "postgres", url: options.databaseUrl, schema }
    : { kind: "sqlite", dataDir };
  const env: Record<string, string> = options.databaseUrl
    ? { DATABASE_URL: options.databaseUrl, DATABASE_SCHEMA: schema }
    : {};
  if (target.kind === "postgres") await postgresAdmin(target.url, `create schema ${schema}`);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    // The server's own first start migrates the database and creates the admin.
    const first = await startServer(dataDir, env, root);
    await first.stop();
    log(
      `filling ${options.scale}x into ${target.kind === "sqlite" ? dataDir : `schema ${schema}`}`,
    );
    const facts = await fillScratch(target, options.scale);
    log(`filled in ${(facts.fillMs / 1000).toFixed(1)} s: ${JSON.stringify(facts.rows)}`);
    const databaseMb =
      target.kind === "sqlite" ? statSync(join(dataDir, "portal.sqlite")).size / 2 ** 20 : null;

    server = await startServer(dataDir, env, root);
    const admin = await logIn(server.url, ADMIN);
    const owner = await logIn(server.url, {
      email: facts.owner.email,
      password: facts.owner.password,
    });
    const lists = options.lists ? LISTS.filter((list) => options.lists?.includes(list.key)) : LISTS;
    const cases = await measureLists({
      baseUrl: server.url,
      facts,
      tokens: { admin: admin.token, owner: owner.token, visitor: null },
      lists,
      budget,
      log,
    });
    const apiMb = residentMb(server.child.pid);
    const runs = options.runs ?? 5;
    const pages =
      runs > 0
        ? await measureFirstRows({
            baseUrl: server.url,
            user: admin,
            paths: LIST_PAGES.filter(
              (path) => !options.lists || pagesOfLists(options.lists).includes(path),
            ),
            runs,
            log,
          })
        : [];
    const finalMb = residentMb(server.child.pid);
    return {
      facts,
      engine: target.kind === "sqlite" ? "SQLite" : "PostgreSQL",
      fillMs: facts.fillMs,
      databaseMb,
      startupMs: server.startupMs,
      budget,
      cases,
      pages,
      apiMb,
      finalMb,
    };
  } finally {
    await server?.stop();
    if (options.keep)
      log(`kept the scratch database: ${target.kind === "sqlite" ? dataDir : schema}`);
    else {
      if (target.kind === "postgres") {
        await postgresAdmin(target.url, `drop schema ${schema} cascade`).catch(() => {});
      }
      rmSync(options.scratchDir, { recursive: true, force: true });
    }
  }
}

/** The list screens that show the given lists. */
function pagesOfLists(keys: string[]): string[] {
  const pages: Record<string, string> = {
    "tickets.staff": "/staff/tickets",
    users: "/alluser",
    orders: "/seeorder",
  };
  return keys.flatMap((key) => (pages[key] ? [pages[key]] : []));
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : "-";
const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const caseMet = (c: CaseResult) =>
  c.status === 200 && c.p50Ms < TARGETS.medianMs && c.bytes < TARGETS.bytes;

/** The "Lists at volume" section of bench/results.md. */
export function renderVolume(m: VolumeResult): string {
  const rows = Object.entries(m.facts.rows)
    .map(([table, count]) => `${fmt(count ?? 0)} ${table}`)
    .join(", ");
  const lines = [
    "## Lists at volume",
    "",
    `Written by \`npm run bench\`, or alone by \`npm run bench:volume -- --write\` (bench/volume.ts; bench/README.md), on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; ${m.facts.scale}x volume (\`--volume=100x\` for a hundred times, by hand).`,
    "",
    `- Data: ten years of a busy institute, filled straight into the migrated scratch database: ${rows}; in ${fmt(m.fillMs / 1000, 1)} s${m.databaseMb === null ? "" : `, ${fmt(m.databaseMb)} MB of SQLite file`}`,
    `- Server: the production build on ${m.engine}; start-up on the filled database ${fmt(m.startupMs)} ms`,
    `- Requests: one at a time after 3 warm-up calls, up to ${m.budget.maxRequests} per case or ${m.budget.seconds} s (at least ${m.budget.minRequests}); bytes are the JSON body as sent (the server does not compress); "matched" is X-Total-Count, "-" where the server sent none`,
    "",
    "| list | case | rows in table | matched | answered | bytes | p50 ms | p99 ms | requests | met |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const c of m.cases) {
    const failed = c.status === 200 ? "" : ` (**${c.status}**)`;
    lines.push(
      `| ${c.list} | ${c.kind}: \`${c.path}\`${failed} | ${fmt(c.tableRows)} | ${c.matched === null ? "-" : fmt(c.matched)} | ${fmt(c.answered)} | ${kb(c.bytes)} | ${fmt(c.p50Ms, 1)} | ${fmt(c.p99Ms, 1)} | ${c.requests} | ${caseMet(c) ? "yes" : "**no**"} |`,
    );
  }
  if (m.pages.length > 0) {
    lines.push(
      "",
      "Chromium (desktop window, no throttling, a fresh profile per load), signed in as the admin: from navigation start to the first row of the page's table painted; when the page sent its list call and when its API answers were all in (Resource Timing) tell the app's loading from the data's time.",
      "",
      "| page | first row, median | slowest | list call sent, median | API answers in by, median | API bytes read | runs | met |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    );
    for (const page of m.pages) {
      const mid = median(page.runsMs);
      const error = page.error ? ` (${page.error})` : "";
      lines.push(
        `| ${page.path}${error} | ${fmt(mid)} ms | ${page.error ? "no row in 60 s" : `${fmt(Math.max(...page.runsMs))} ms`} | ${fmt(median(page.listSentMs))} ms | ${fmt(median(page.apiDoneMs))} ms | ${kb(page.apiBytes)} | ${page.runsMs.length} | ${mid < TARGETS.firstRowsMs ? "yes" : "**no**"} |`,
      );
    }
  }
  lines.push(
    "",
    `Resident memory of the server: ${fmt(m.apiMb, 1)} MB after the list calls, ${fmt(m.finalMb, 1)} MB after the page loads as well.`,
  );

  const slowest = [...m.cases].sort((a, b) => b.p50Ms - a.p50Ms).slice(0, 3);
  const largest = [...m.cases].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
  const fast = m.cases.filter((c) => c.status === 200 && c.p50Ms < TARGETS.medianMs).length;
  const small = m.cases.filter((c) => c.bytes < TARGETS.bytes).length;
  const targets: [string, string, string, boolean][] = [
    [
      "Every list case, median",
      `< ${TARGETS.medianMs} ms`,
      `${fast} of ${m.cases.length}; slowest ${slowest.map((c) => `\`${c.path}\` ${fmt(c.p50Ms, 1)} ms`).join(", ")}`,
      fast === m.cases.length,
    ],
    [
      "Every list answer",
      `< ${kb(TARGETS.bytes)}`,
      `${small} of ${m.cases.length}; largest ${largest.map((c) => `\`${c.path}\` ${kb(c.bytes)}`).join(", ")}`,
      small === m.cases.length,
    ],
    ...m.pages.map((page): [string, string, string, boolean] => {
      const mid = median(page.runsMs);
      return [`First rows in Chromium, ${page.path}`, "< 2 s", `${fmt(mid)} ms`, mid < 2000];
    }),
    [
      "Server's resident memory after the runs",
      `< ${TARGETS.residentMb} MB`,
      `${fmt(Math.max(m.apiMb, m.finalMb), 1)} MB`,
      Math.max(m.apiMb, m.finalMb) < TARGETS.residentMb,
    ],
  ];
  lines.push("", "| target at volume | goal | measured | met |", "| --- | --- | --- | --- |");
  for (const [what, goal, measured, met] of targets) {
    lines.push(`| ${what} | ${goal} | ${measured} | ${met ? "yes" : "**no**"} |`);
  }
  return `${lines.join("\n")}\n`;
}

/** Puts `section` into results.md in place of its old copy (or at the end). */
export function replaceSection(markdown: string, section: string): string {
  const title = section.split("\n", 1)[0] ?? "";
  const start = markdown.indexOf(`${title}\n`);
  if (start < 0) return `${markdown.trimEnd()}\n\n${section}`;
  const next = markdown.indexOf("\n## ", start + title.length);
  return `${markdown.slice(0, start)}${section}${next < 0 ? "" : markdown.slice(next)}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      volume: { type: "string" },
      root: { type: "string" },
      "no-build": { type: "boolean" },
      lists: { type: "string" },
      runs: { type: "string" },
      requests: { type: "string" },
      seconds: { type: "string" },
      keep: { type: "boolean" },
      write: { type: "boolean" },
    },
  });
  const scale = parseVolume(values.volume ?? process.env.BENCH_VOLUME);
  const root = values.root ? resolve(values.root) : ROOT;
  if (!values["no-build"]) {
    const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const result = await measureVolume({
    scale,
    root,
    scratchDir: join(ROOT, "bench/tmp", `volume-${new Date().toISOString().replace(/[:.]/g, "-")}`),
    databaseUrl: process.env.DATABASE_URL || undefined,
    lists: values.lists?.split(","),
    runs: values.runs === undefined ? undefined : Number(values.runs),
    budget: {
      ...(values.requests ? { maxRequests: Number(values.requests) } : {}),
      ...(values.seconds ? { seconds: Number(values.seconds) } : {}),
    },
    keep: values.keep,
    log: (line) => console.log(`   ${line}`),
  });
  const section = renderVolume(result);
  console.log(`\n${section}`);
  if (values.write) {
    const file = join(ROOT, "bench/results.md");
    writeFileSync(file, replaceSection(readFileSync(file, "utf8"), section));
    console.log("written to bench/results.md");
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
