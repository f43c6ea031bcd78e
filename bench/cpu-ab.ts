// CPU time the server spends per request, for builds side by side: a before and an after.
// Requests per second move with whatever else the (shared, 2-core) machine does; the server's own
// CPU time per request (user + system, from /proc/<pid>/stat) moves far less, so it is what an A/B
// of a change to the request path compares. Each round starts every build on a fresh data folder
// with the API benchmark's data, warms each endpoint for 3 s, then sends it a fixed number of
// requests over 50 connections; the table is the median of the rounds.
//
//   npx tsx bench/cpu-ab.ts --build before=/usr/bin/node:/tmp/before --build after=node:.
//
// `name=NODE:ROOT`: NODE is the Node binary (`node` for this one), ROOT a checkout whose
// apps/server/dist is built (another Node's checkout needs its own node_modules). Options:
// `--rounds N` (3), `--requests N` per GET (40,000; a quarter for the POST), `--only TEXT` only
// endpoints whose label contains it. Linux only.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Endpoint, fire, LOAD, seedBenchData } from "./api";
import { parseBuilds, startServer } from "./server";

const { values } = parseArgs({
  options: {
    build: { type: "string", multiple: true, default: [] },
    rounds: { type: "string", default: "3" },
    requests: { type: "string", default: "40000" },
    only: { type: "string" },
  },
});
const builds = parseBuilds(values.build ?? []);

/** User + system CPU of a process so far, in microseconds (clock ticks are 10 ms on Linux). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** One load of an endpoint; any refused or failed request makes the figure worthless. */
async function load(url: string, endpoint: Endpoint, until: Parameters<typeof fire>[2]) {
  const result = await fire(url, endpoint, until);
  if (result.non2xx || result.errors) throw new Error(`${endpoint.label}: failures`);
}

const perRequest = new Map<string, Map<string, number[]>>();
for (let round = 1; round <= Number(values.rounds); round++) {
  for (const build of builds) {
    const dataDir = mkdtempSync(join(tmpdir(), "cpu-ab-"));
    // The production server's options and settings, as the benchmark starts it.
    const server = await startServer(dataDir, {}, build.root, build.node);
    const { url, child } = server;
    try {
      const { endpoints } = await seedBenchData(url);
      for (const endpoint of endpoints) {
        if (values.only && !endpoint.label.includes(values.only)) continue;
        await load(url, endpoint, { seconds: LOAD.warmupSeconds });
        const requests = Number(values.requests) / (endpoint.method === "POST" ? 4 : 1);
        const before = cpuMicros(child.pid ?? 0);
        await load(url, endpoint, { amount: requests });
        const micros = (cpuMicros(child.pid ?? 0) - before) / requests;
        const byBuild = perRequest.get(endpoint.label) ?? new Map<string, number[]>();
        perRequest.set(
          endpoint.label,
          byBuild.set(build.name, [...(byBuild.get(build.name) ?? []), micros]),
        );
        console.error(`round ${round} ${build.name}: ${endpoint.label} ${micros.toFixed(1)} µs`);
      }
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

const median = (list: number[]) =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const [first] = builds;
console.log(`| endpoint | ${builds.map((b) => `${b.name} µs CPU/request`).join(" | ")} |`);
console.log(`| --- | ${builds.map(() => "---:").join(" | ")} |`);
for (const [label, byBuild] of perRequest) {
  const base = median(byBuild.get(first?.name ?? "") ?? []);
  const cells = builds.map((build, index) => {
    const value = median(byBuild.get(build.name) ?? []);
    const change =
      index === 0
        ? ""
        : ` (${value >= base ? "+" : "−"}${Math.abs((100 * (value - base)) / base).toFixed(0)} %)`;
    return `${value.toFixed(0)}${change}`;
  });
  console.log(`| ${label} | ${cells.join(" | ")} |`);
}
