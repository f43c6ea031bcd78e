// Start-up of builds side by side, in turns: each build's server is started on a data folder of
// its own (migrated by a first start that is not counted), then the builds start one after the
// other, `--runs` times each, and each start is timed from spawn to the first 200 of /api/health
// (bench/server.ts, as `npm run bench` times it). In turns, because this machine's speed moves
// from one minute to the next and `npm run bench` times each build in a run of its own.
//
//   npx tsx bench/startup-ab.ts --build before=/usr/bin/node:/tmp/before --build after=node:.
//
// `name=NODE:ROOT` as in bench/cpu-ab.ts. Options: `--runs N` starts per build (10).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { parseBuilds, startServer } from "./server";
import { median, spread } from "./web";

const { values } = parseArgs({
  options: {
    build: { type: "string", multiple: true, default: [] },
    runs: { type: "string", default: "10" },
  },
});
const builds = parseBuilds(values.build ?? []);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs ${values.runs}: a whole number from 1`);
const scratch = mkdtempSync(join(tmpdir(), "startup-ab-"));
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

try {
  const times = new Map(builds.map((build) => [build.name, [] as number[]]));
  const dataDir = (name: string) => join(scratch, name);
  for (const build of builds) {
    const first = await startServer(dataDir(build.name), {}, build.root, build.node);
    await first.stop();
  }
  for (let run = 0; run < runs; run++) {
    // Each round in the other order, so no build always starts just after the same one stopped.
    for (const build of run % 2 ? [...builds].reverse() : builds) {
      const server = await startServer(dataDir(build.name), {}, build.root, build.node);
      times.get(build.name)?.push(server.startupMs);
      await server.stop();
      await pause(500);
    }
  }
  for (const [name, measured] of times) {
    console.log(
      `${name}: median ${Math.round(median(measured))} ms of ${measured.length} starts (${spread(measured)})`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
