// API throughput and latency with autocannon: each endpoint of the real server, then the same
// response bytes from the bare node:http ceiling (bench/ceiling.ts), with the same load.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import type { RecordedResponse } from "./ceiling";
import { ADMIN, ROOT } from "./server";

export type Endpoint = {
  label: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, and connection errors or timeouts: any is a failed run. */
  non2xx: number;
  errors: number;
};

export type EndpointResult = { endpoint: Endpoint; server: LoadResult; ceiling: LoadResult };

export const LOAD = { connections: 50, seconds: 10, warmupSeconds: 3 };

async function json<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  if (typeof init.body === "string") headers.set("content-type", "application/json");
  const res = await fetch(url, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type Account = { _id: string; token: string };

const PASSWORD = "bench-password";
const emailOf = (name: string) => `${name}@bench.test`;

const register = (url: string, name: string) =>
  json<Account>(`${url}/api/users/`, {
    method: "POST",
    body: JSON.stringify({ name, email: emailOf(name), password: PASSWORD }),
  });

export type BenchData = {
  endpoints: Endpoint[];
  /** The user with the 20 tickets, for the signed-in page of the web half. */
  reader: { email: string; password: string };
};

/**
 * The data the issue names: a user with 20 tickets, 24 products (with the shipped demo images),
 * and a second user whose tickets the POST benchmark creates. Answers the endpoints to load.
 */
export async function seedBenchData(url: string): Promise<BenchData> {
  const admin = await json<Account>(`${url}/api/users/login`, {
    method: "POST",
    body: JSON.stringify(ADMIN),
  });
  const reader = await register(url, "reader");
  const writer = await register(url, "writer");
  for (let i = 0; i < 20; i++) {
    await json(`${url}/api/tickets/`, {
      method: "POST",
      token: reader.token,
      body: JSON.stringify({
        product: ["plassey", "hazarduari", "iskon"][i % 3],
        description: `Ticket ${i + 1}: our group needs help with the pick-up time and the tickets.`,
      }),
    });
  }
  const imageDir = join(ROOT, "apps/server/seed/products");
  const images = readdirSync(imageDir).filter((name) => name.endsWith(".jpg"));
  for (let i = 0; i < 24; i++) {
    const image = images[i % images.length] ?? "";
    const form = new FormData();
    form.set("name", `Bench product ${i + 1}`);
    form.set("title", `A product of the benchmark, number ${i + 1}, with a short description.`);
    form.set("price", String(500 + i * 10));
    form.set("sellprice", String(450 + i * 10));
    form.set(
      "photo",
      new Blob([readFileSync(join(imageDir, image))], { type: "image/jpeg" }),
      image,
    );
    await json(`${url}/cloudinary`, { method: "POST", token: admin.token, body: form });
  }
  const asJson = { "content-type": "application/json" };
  const endpoints: Endpoint[] = [
    {
      label: "GET /api/tickets (20 tickets, signed in)",
      method: "GET",
      path: "/api/tickets",
      headers: { authorization: `Bearer ${reader.token}` },
    },
    { label: "GET /photo (24 products)", method: "GET", path: "/photo" },
    {
      label: "POST /api/tickets (signed in)",
      method: "POST",
      path: "/api/tickets",
      headers: { ...asJson, authorization: `Bearer ${writer.token}` },
      body: JSON.stringify({
        product: "plassey",
        description: "A ticket raised by the benchmark.",
      }),
    },
    { label: "GET /api/health", method: "GET", path: "/api/health" },
  ];
  return { endpoints, reader: { email: emailOf("reader"), password: PASSWORD } };
}

/** One real answer of each endpoint, for the ceiling to repeat byte for byte. */
export async function recordResponses(
  url: string,
  endpoints: Endpoint[],
): Promise<RecordedResponse[]> {
  const recorded: RecordedResponse[] = [];
  for (const endpoint of endpoints) {
    const res = await fetch(`${url}${endpoint.path}`, {
      method: endpoint.method,
      headers: endpoint.headers,
      body: endpoint.body,
    });
    // Node writes these itself (the length from the body); every other header is repeated.
    const automatic = new Set(["date", "connection", "keep-alive", "content-length"]);
    recorded.push({
      method: endpoint.method,
      path: endpoint.path,
      status: res.status,
      headers: [...res.headers].filter(([name]) => !automatic.has(name)),
      body: Buffer.from(await res.arrayBuffer()).toString("base64"),
    });
  }
  return recorded;
}

/** Loads an endpoint for some seconds, or until a number of requests (`{ amount }`) is answered. */
export function fire(
  url: string,
  endpoint: Endpoint,
  until: { seconds: number } | { amount: number },
  connections: number = LOAD.connections,
): Promise<LoadResult> {
  return new Promise((done, fail) => {
    autocannon(
      {
        url: `${url}${endpoint.path}`,
        method: endpoint.method,
        headers: endpoint.headers,
        body: endpoint.body,
        connections,
        ...("amount" in until ? { amount: until.amount } : { duration: until.seconds }),
      },
      (error, result) => {
        if (error) {
          fail(error);
          return;
        }
        done({
          requestsPerSecond: result.requests.average,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
  });
}

/** A warm-up run (discarded), then the measured run. */
export async function measureLoad(url: string, endpoint: Endpoint): Promise<LoadResult> {
  await fire(url, endpoint, { seconds: LOAD.warmupSeconds });
  return fire(url, endpoint, { seconds: LOAD.seconds });
}

/** Starts the ceiling server in its own process, answering these recorded responses. */
export async function startCeiling(
  recorded: RecordedResponse[],
  scratchDir: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const file = join(scratchDir, "ceiling-responses.json");
  writeFileSync(file, JSON.stringify(recorded));
  const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "bench/ceiling.ts"), file], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((done, fail) => {
    child.once("exit", () => fail(new Error("the ceiling server exited")));
    child.stdout?.once("data", (chunk: Buffer) => done(JSON.parse(chunk.toString()).port));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
