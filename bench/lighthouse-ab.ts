// Lighthouse A/B of one page on several servers, in turns: each round runs Lighthouse once against
// every server, so a burst of load on the machine spreads over all of them. Total blocking time
// needs many runs: it moves with whether a page's scripts run before or after its first paint
// (work before the first paint is not counted), so one build's runs spread over 40 to 180 ms and
// a median of 3 says little. 20 runs per server is a sensible minimum for TBT.
//
//   npx tsx bench/lighthouse-ab.ts --page /tickets --runs 20 \
//     --server before=http://127.0.0.1:3997,reader@x.test,secret \
//     --server after=http://127.0.0.1:3999,reader@x.test,secret
//
// A server's e-mail and password sign the page in (each server has its own database).
import { parseArgs } from "node:util";
import {
  type LighthouseFigures,
  launchDebuggableChromium,
  logIn,
  median,
  runLighthouse,
  setStoredUser,
  spread,
  withRetries,
} from "./web";

const { values } = parseArgs({
  options: {
    page: { type: "string" },
    runs: { type: "string", default: "20" },
    server: { type: "string", multiple: true },
    chromium: { type: "string", default: "/usr/bin/chromium" },
  },
});
if (!values.page || !values.server?.length) {
  console.error(
    "usage: npx tsx bench/lighthouse-ab.ts --page PATH [--runs 20] --server NAME=URL[,EMAIL,PASSWORD] ...",
  );
  process.exit(2);
}
const page = values.page;

const servers = await Promise.all(
  values.server.map(async (spec) => {
    const [name = "", rest = ""] = spec.split("=", 2);
    const [url = "", email, password] = rest.split(",");
    const user = email && password ? await logIn(url, { email, password }) : null;
    // A browser of its own per server, so one server's session never reaches the other.
    const browser = await launchDebuggableChromium(values.chromium);
    await setStoredUser(browser.port, url, user);
    return { name, url, browser, runs: [] as LighthouseFigures[] };
  }),
);

try {
  for (let run = 1; run <= Number(values.runs); run++) {
    for (const server of servers) {
      const result = await withRetries(() =>
        runLighthouse(server.browser.port, `${server.url}${page}`),
      );
      server.runs.push(result.figures);
      const f = result.figures;
      console.log(
        `${server.name} run ${run}: TBT ${Math.round(f.tbtMs)} TTI ${Math.round(f.ttiMs)} FCP ${Math.round(f.fcpMs)} LCP ${Math.round(f.lcpMs)} performance ${f.performance} (CPU index ${f.benchmarkIndex})`,
      );
    }
  }
} finally {
  for (const server of servers) await server.browser.close();
}

for (const { name, runs } of servers) {
  const of = (pick: (f: LighthouseFigures) => number) => runs.map(pick);
  console.log(
    `${name}: median TBT ${Math.round(median(of((f) => f.tbtMs)))} ms (${spread(of((f) => f.tbtMs))}), TTI ${Math.round(median(of((f) => f.ttiMs)))} ms, FCP ${Math.round(median(of((f) => f.fcpMs)))} ms, LCP ${Math.round(median(of((f) => f.lcpMs)))} ms, performance ${median(of((f) => f.performance))}`,
  );
}
