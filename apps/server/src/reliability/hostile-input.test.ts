// Hostile input (docs/reliability-tests.md): for every route, bad requests generated with fast-check from a valid
// call and the route's input spec (hostile-routes.ts) — bad tokens, bad path segments and query
// values, JSON bodies with a field missing, unknown, of the wrong type, empty, too long, holding
// NUL or half a surrogate pair, negative, fractional, huge or infinite numbers, broken JSON, wrong
// content types, oversized bodies, bad uploads and CSV files, path traversal. Every answer must be
// a 4xx JSON {message, issues} (a 400 with an issue on the field where one field is wrong),
// everything stored must be unchanged afterwards, and the valid call must still succeed (so the
// refusals were for the bad input). A fixed seed keeps runs reproducible: FC_SEED and FC_RUNS
// override it.
import { createHash } from "node:crypto";
import { IssueSchema } from "@app/shared/common";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BadCall, planFor } from "../test/reliability/hostile-requests";
import { SPECS } from "../test/reliability/hostile-routes";
import { ROWS } from "../test/reliability/matrix-rows";
import { changes, snapshot } from "../test/reliability/stored-data";
import { ACTORS, type Actor, buildWorld, type World } from "../test/reliability/world";
import { allPassed, recordFigures } from "../test/reliability-report";
import { auth } from "../test/test-app";

const SEED = Number(process.env.FC_SEED ?? 20_260_808);
const RUNS = Number(process.env.FC_RUNS ?? 100);

let world: World;
let tried = 0;
const fuzzed = new Set<string>();

beforeAll(async () => {
  // Uploads are capped at 1 MB here, so "too large" costs little to send.
  world = await buildWorld({ uploadMaxMb: 1 });
}, 60_000);

// Recorded only when every test of the file passed (vitest wants a destructured first argument).
// biome-ignore lint/correctness/noEmptyPattern: the file is the second argument
afterAll(async ({}, file) => {
  if (tried > 0 && allPassed(file)) {
    recordFigures("Hostile input", 20, [
      { label: "routes fuzzed (every route but the HEAD twins of GET routes)", value: fuzzed.size },
      { label: "bad requests tried (each distinct one once)", value: tried },
      { label: "fast-check seed, runs per route", value: `${SEED}, ${RUNS}` },
    ]);
  }
  await world?.close();
});

const rowOf = new Map(ROWS.map((row) => [row.route, row]));

/** Every route except a HEAD route Fastify added beside a GET (it runs the GET's handler). */
function routesToFuzz(all: string[]): string[] {
  const served = new Set(all);
  return all.filter((route) => !(route.startsWith("HEAD ") && served.has(`GET ${route.slice(5)}`)));
}

/**
 * A call's request as Fastify receives it (an object payload is sent as its JSON), with what the
 * call expects of the answer (the field named, the status).
 */
function requestOf({ options, field, status }: BadCall): string {
  const { payload, ...rest } = options;
  const body =
    payload === undefined || typeof payload === "string" || Buffer.isBuffer(payload)
      ? payload
      : JSON.stringify(payload);
  return `${JSON.stringify({ field, status })}\n${JSON.stringify(rest)}\n${Buffer.isBuffer(body) ? createHash("sha256").update(body).digest("hex") : body}`;
}

/** What is wrong with the answer to a bad call, or null when it is a proper refusal. */
async function problemWith(call: BadCall): Promise<string | null> {
  const res = await world.t.app.inject(call.options);
  tried += 1;
  const label = `${call.what}: ${res.statusCode} ${res.body.slice(0, 160)}`;
  if (res.statusCode < 400 || res.statusCode >= 500) return `not a 4xx — ${label}`;
  if (call.status !== undefined && res.statusCode !== call.status) {
    return `want ${call.status} — ${label}`;
  }
  if (!String(res.headers["content-type"]).startsWith("application/json")) {
    return `not JSON — ${label}`;
  }
  const { message, issues, requestId } = res.json<{
    message?: unknown;
    issues?: unknown;
    requestId?: unknown;
  }>();
  if (typeof message !== "string" || message.length === 0) return `no message — ${label}`;
  // The one error handler answers every refusal, with the id that ties it to the log.
  if (typeof requestId !== "string") return `no requestId — ${label}`;
  if (message.length > 500) return `message of ${message.length} characters — ${label}`;
  const parsed = IssueSchema.array().safeParse(issues);
  if (!parsed.success) return `no issues list — ${label}`;
  if (parsed.data.some((issue) => issue.message.length > 500)) {
    return `an issue's message over 500 characters — ${label}`;
  }
  // The field is named by an issue's path (the field itself or a part of it), not by the words.
  const { field } = call;
  const named = parsed.data.some(
    (issue) => issue.path === field || issue.path.startsWith(`${field}.`),
  );
  if (field && res.statusCode === 400 && !named) return `400 has no issue on ${field} — ${label}`;
  return null;
}

describe("hostile input", () => {
  it("has an input spec for every route whose schema reads params, a query, a body or a form", () => {
    const missing: string[] = [];
    for (const route of routesToFuzz(world.routes)) {
      const inputs = world.inputs.get(route);
      const spec = SPECS[route] ?? {};
      const needs = {
        params: Boolean(inputs?.params) || route.includes("/:"),
        query: Boolean(inputs?.query),
        body: Boolean(inputs?.body),
        upload: (inputs?.consumes ?? []).some((type) => type !== "application/json"),
      };
      if (needs.params && !spec.params) missing.push(`${route}: params`);
      if (needs.query && !spec.query) missing.push(`${route}: query`);
      if (needs.body && !spec.body) missing.push(`${route}: body`);
      if (needs.upload && !spec.form && !spec.csv && !spec.textFile)
        missing.push(`${route}: upload`);
    }
    const gone = Object.keys(SPECS).filter((route) => !world.routes.includes(route));
    expect({ missing, gone }).toEqual({ missing: [], gone: [] });
  });

  it.each(routesToFuzz(ROWS.map((row) => row.route)))("%s", async (route) => {
    const row = rowOf.get(route);
    if (!row) throw new Error(`no matrix row for ${route}`);
    // The actor the route answers; for a route that always refuses its work (an issued invoice
    // is never changed: 409), the one it lets that far.
    const actor = (ACTORS.find((who) => row.expect[who] < 400) ??
      ACTORS.find((who) => ![401, 403, 404].includes(row.expect[who]))) as Actor;
    const sub = actor === "visitor" ? world.members.user._id : world.members[actor]._id;
    // A row that brings its own Authorization (a fresh account, for calls that end sessions)
    // keeps it, as in the matrix.
    const headersOf = (options: InjectOptions) => ({
      ...(actor === "visitor" ? {} : auth(world.members[actor].token)),
      ...(options.headers ?? {}),
    });
    const valid = await row.call(world, actor);
    const base = { ...valid, headers: headersOf(valid) };
    const plan = await planFor(
      world,
      route,
      SPECS[route] ?? {},
      base,
      row.expect.visitor === 401,
      sub,
    );

    const before = await snapshot(world);
    const wrong: string[] = [];
    // Each distinct request goes once: the generated calls draw the fixed ones again among the
    // rest, and a request already refused answers the same again (nothing it sent was stored).
    const sent = new Set<string>();
    const problemOnce = async (call: BadCall): Promise<string | null> => {
      const request = requestOf(call);
      if (sent.has(request)) return null;
      sent.add(request);
      return problemWith(call);
    };
    for (const call of plan.fixed) {
      const problem = await problemOnce(call);
      if (problem) wrong.push(problem);
    }
    if (plan.generated) {
      const run = await fc.check(
        fc.asyncProperty(plan.generated, async (call) => {
          const problem = await problemOnce(call);
          if (problem) throw new Error(problem);
        }),
        { seed: SEED, numRuns: RUNS },
      );
      if (run.failed) {
        const error =
          run.errorInstance instanceof Error ? run.errorInstance.message : run.errorInstance;
        wrong.push(`generated (FC_SEED=${run.seed}, path ${run.counterexamplePath}): ${error}`);
      }
    }
    const changed = changes(before, await snapshot(world));
    fuzzed.add(route);
    expect({ wrong, changed }).toEqual({ wrong: [], changed: [] });

    // The same call without the damage still works: the refusals were for the bad input.
    const again = await row.call(world, actor);
    const res = await world.t.app.inject({ ...again, headers: headersOf(again) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(row.expect[actor]);
  });
});
