// Instructions per request, for builds side by side: the A/B that holds on a shared machine.
// Requests per second and even CPU time move by 20–30 % from one run to the next here; the number
// of instructions a request executes does not depend on what else the machine does. Each build's
// server runs under valgrind's callgrind with counting off; the endpoint is warmed up, counting is
// switched on for a fixed number of requests (over 4 connections), and the main thread's
// instructions (the thread a request waits on) are divided by that number. It also reports how
// often SQLite compiled a kept statement again (`sqlite3Reprepare`, decision 023).
//
//   npx tsx bench/instructions.ts --build before=/usr/bin/node:/tmp/before --build after=node:.
//
// `name=NODE:ROOT` as in bench/cpu-ab.ts (ROOT a checkout whose apps/server/dist is built).
// Options: `--endpoint TEXT` the endpoint whose label contains it (default "GET /api/tickets"),
// `--requests N` counted (1,500), `--warmup N` before counting (4 × requests). Needs valgrind
// (`apt-get install -y valgrind`); a run takes about a minute per build. By hand, not in CI.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { fire, seedBenchData } from "./api";
import { parseBuilds, startServer } from "./server";

const { values } = parseArgs({
  options: {
    build: { type: "string", multiple: true, default: [] },
    endpoint: { type: "string", default: "GET /api/tickets" },
    requests: { type: "string", default: "1500" },
    warmup: { type: "string" },
  },
});
const builds = parseBuilds(values.build ?? []);
const requests = Number(values.requests);
const CONNECTIONS = 4;
const warmup = Number(values.warmup ?? 4 * requests);

// callgrind_control finds the process through a file named after the user and the host, which
// valgrind reads from the environment: the server's HOST is its listening address.
const IDENTITY = { USER: "bench", LOGNAME: "bench" };
const control = (pid: number, command: string) =>
  execFileSync("callgrind_control", [command, String(pid)], {
    env: { ...process.env, ...IDENTITY, HOST: "127.0.0.1" },
    stdio: "ignore",
  });

/** Total instructions of a callgrind file and the calls into `sqlite3Reprepare`. */
function readCounts(file: string): { instructions: number; reprepares: number } {
  const text = execFileSync("callgrind_annotate", ["--tree=caller", "--threshold=100", file], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const total = /^\s*([\d,]+) \(100\.0%\)\s+PROGRAM TOTALS/m.exec(text)?.[1] ?? "0";
  // In the caller tree, a function's block lists its callers ("<" lines, each with its number of
  // calls) above the function itself ("*" line); blocks are separated by blank lines.
  const block = text
    .split(/\n\s*\n/)
    .find((lines) => /^\s*[\d,]+ \([^)]*\)\s+\*\s+\S*:sqlite3Reprepare /m.test(lines));
  const reprepares = [...(block ?? "").matchAll(/<\s+\S+ \(([\d,]+)x\)/g)].reduce(
    (sum, match) => sum + Number(match[1]?.replaceAll(",", "")),
    0,
  );
  return { instructions: Number(total.replaceAll(",", "")), reprepares };
}

const rows: string[] = [];
for (const build of builds) {
  const dataDir = mkdtempSync(join(tmpdir(), "instructions-"));
  const out = join(dataDir, "callgrind.out");
  const server = await startServer(dataDir, IDENTITY, build.root, build.node, [
    "valgrind",
    "--tool=callgrind",
    "--instr-atstart=no",
    "--separate-threads=yes",
    // V8 writes machine code at run time: valgrind must notice it.
    "--smc-check=all-non-file",
    `--callgrind-out-file=${out}`,
  ]);
  try {
    const { endpoints } = await seedBenchData(server.url);
    const endpoint = endpoints.find((candidate) => candidate.label.includes(values.endpoint ?? ""));
    if (!endpoint) throw new Error(`no endpoint matches ${values.endpoint}`);
    const pid = server.child.pid ?? 0;
    // Four connections: under valgrind the benchmark's fifty would queue requests past
    // autocannon's timeout. The warm-up only has to run the endpoint; the counted requests must
    // all succeed.
    await fire(server.url, endpoint, { amount: warmup }, CONNECTIONS);
    control(pid, "--instr=on");
    const counted = await fire(server.url, endpoint, { amount: requests }, CONNECTIONS);
    control(pid, "--instr=off");
    if (counted.non2xx || counted.errors) {
      throw new Error(
        `${endpoint.label}: ${counted.non2xx} answers not 2xx, ${counted.errors} errors`,
      );
    }
    control(pid, "--dump");
    // The main thread's file of the dump: callgrind.out.1-01.
    const main = readdirSync(dataDir).find((name) => name.endsWith(".1-01"));
    if (!main) throw new Error("callgrind wrote no dump of the main thread");
    const { instructions, reprepares } = readCounts(join(dataDir, main));
    rows.push(
      `| ${build.name} | ${endpoint.label} | ${Math.round(instructions / requests).toLocaleString("en")} | ${(reprepares / requests).toFixed(2)} |`,
    );
    console.error(`${build.name}: done`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(
  "| build | endpoint | instructions per request (main thread) | SQL recompiled per request |",
);
console.log("| --- | --- | ---: | ---: |");
for (const row of rows) console.log(row);
