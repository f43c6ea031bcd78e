// The production set-up of docs/operations.md under a rolling restart: two processes on one PostgreSQL, one
// Redis and one data folder, behind nginx configured with the repository's
// deploy/nginx/portal.conf. While a bounded write load runs through nginx from several client
// addresses of one /24 (a school's lab), each process is stopped with SIGTERM (it drains, then
// closes) and started again in turn: nginx's access log shows both processes carrying the load and
// each one answering until it stopped; no request may fail and no acknowledged write may be
// missing; a chat client connected through nginx follows its process's restart and still
// receives a message sent meanwhile; a forged X-Forwarded-For does not escape the sign-in limit.
// Runs with DATABASE_URL, a Redis and nginx (CI: REQUIRE_NGINX=1).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { join, resolve } from "node:path";
import { CHAT_SOCKET_PATH, type ChatMessage, type SendMessageAck } from "@app/shared/chat";
import type { AuthUser } from "@app/shared/users";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db/database";
import { freePort } from "./test/free-port";
import { NGINX, type Nginx, startNginx } from "./test/nginx";
import { TEST_REDIS_URL, testRedisAvailable, uniqueRedisPrefix } from "./test/redis";
import { allPassed, recordFigures } from "./test/reliability-report";
import {
  createServerData,
  openServerDatabase,
  removeServerData,
  type ServerData,
  type ServerProcess,
  startServer,
  stopServer,
} from "./test/server-process";

const databaseUrl = process.env.DATABASE_URL || undefined;
const nginxInstalled = existsSync(NGINX);
if (!nginxInstalled && process.env.REQUIRE_NGINX === "1") {
  throw new Error(`REQUIRE_NGINX=1 but there is no nginx at ${NGINX}`);
}
if (!databaseUrl || !nginxInstalled) {
  console.warn("rolling-restart: skipped — it needs DATABASE_URL (PostgreSQL) and nginx");
}
const redisUp = databaseUrl && nginxInstalled ? await testRedisAvailable() : false;

const AUTH_LIMIT = 5;
const SERVER_DIR = resolve(import.meta.dirname, "..");
const WRITERS = 12;
const PASSWORD = "rolling-password";
// The writers' own addresses, all in one /24: nginx's ip_hash would send them all to one process.
// Any 127/8 address is this machine's on Linux.
const CLIENT_ADDRESSES = ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"];

async function post<T>(
  url: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  // Not JSON (nginx's own error page): kept as text, so a failure says what came back.
  let answer: unknown;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    answer = text.slice(0, 200);
  }
  return { status: res.status, body: answer as T };
}

/** A POST from a given client address (node:http: fetch cannot choose its source address). */
function postFrom<T>(
  agent: Agent,
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: T }> {
  const payload = JSON.stringify(body);
  return new Promise((done, fail) => {
    const req = request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => {
          let answer: unknown;
          try {
            answer = text ? JSON.parse(text) : null;
          } catch {
            answer = text.slice(0, 200);
          }
          done({ status: res.statusCode ?? 0, body: answer as T });
        });
        res.on("error", fail);
      },
    );
    req.on("error", fail);
    req.end(payload);
  });
}

const until = async (condition: () => boolean, what: string, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 25));
  }
};

describe.skipIf(!databaseUrl || !nginxInstalled || !redisUp)(
  "a rolling restart behind nginx",
  () => {
    let data: ServerData;
    let handle: DatabaseHandle;
    const processes: ServerProcess[] = [];
    let ports: [number, number];
    let nginx: Nginx;
    // The built server, as production runs it (inside apps/server, so its packages resolve).
    let buildDir = "";
    const start = (port: number) =>
      startServer(data, {
        env,
        port,
        nodeArgs: ["--max-semi-space-size=16", join(buildDir, "server.js")],
      });
    const sockets: Socket[] = [];
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: uniqueRedisPrefix("rolling-restart"),
      // As docs/operations.md and deploy/nginx/portal.conf say: trust nginx, by its address.
      TRUST_PROXY: "127.0.0.1",
      RATE_LIMIT_AUTH_MAX: String(AUTH_LIMIT),
      RATE_LIMIT_SIGN_IN_ADDRESS_MAX: String(AUTH_LIMIT),
      SHUTDOWN_DRAIN_SECONDS: "1",
    };

    /** An account made straight on a process, "behind the proxy" from an address of its own. */
    const register = async (name: string, n: number): Promise<AuthUser> => {
      const res = await post<AuthUser>(
        processes[0]?.baseUrl ?? "",
        "/api/users",
        {
          name,
          email: `${name.toLowerCase().replaceAll(" ", "-")}@restart.test`,
          password: PASSWORD,
        },
        { "x-forwarded-for": `10.77.0.${n}` },
      );
      expect(res.status).toBe(201);
      return res.body;
    };

    beforeAll(async () => {
      buildDir = mkdtempSync(join(SERVER_DIR, ".test-build-"));
      const built = spawnSync(process.execPath, [join(SERVER_DIR, "build.mjs")], {
        env: { ...process.env, BUILD_OUT_DIR: buildDir },
        encoding: "utf8",
      });
      if (built.status !== 0) throw new Error(`build failed:\n${built.stderr}`);
      data = await createServerData();
      handle = openServerDatabase(data);
      ports = [await freePort(), await freePort()];
      processes.push(await start(ports[0]));
      processes.push(await start(ports[1]));
      nginx = await startNginx(ports);
    }, 250_000);

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await nginx?.stop();
      await Promise.all(processes.map((server) => stopServer(server)));
      await handle?.db.destroy();
      if (data) await removeServerData(data);
      if (buildDir) rmSync(buildDir, { recursive: true, force: true });
    });

    const figures: { label: string; value: number | string }[] = [];
    // Recorded only when every test passed (vitest wants a destructured first argument).
    // biome-ignore lint/correctness/noEmptyPattern: the suite is the second argument
    afterAll(({}, suite) => {
      if (allPassed(suite)) recordFigures("Rolling restart behind nginx", 32, figures);
    });

    it("counts a forged X-Forwarded-For as nginx's real client: the sign-in limit holds", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < AUTH_LIMIT + 5; i++) {
        const res = await post(
          nginx.url,
          "/api/users/login",
          { email: `nobody${i}@restart.test`, password: "wrong-password" },
          { "x-forwarded-for": `198.51.100.${i + 1}` },
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(AUTH_LIMIT).fill(401), ...Array(5).fill(429)]);
      figures.push({
        label: "sign-in guesses with a made-up X-Forwarded-For each, refused after",
        value: AUTH_LIMIT,
      });
    });

    it("loses no request and no write while each process restarts in turn, and the chat follows", async () => {
      const writers = await Promise.all(
        Array.from({ length: WRITERS }, (_, i) => register(`Writer ${i + 1}`, i + 1)),
      );
      const staff = await register("Chat Staff", 100);
      // Customers chat with staff only: made staff as an administrator would.
      await handle.db
        .updateTable("users")
        .set({ role: "staff" })
        .where("id", "=", staff._id)
        .execute();
      const customer = await register("Chat Customer", 101);

      // The receiver connects through nginx, and reconnects by itself as a user's browser does.
      const receiver = connect(nginx.url, {
        path: CHAT_SOCKET_PATH,
        transports: ["websocket"],
        reconnectionDelay: 100,
        reconnectionDelayMax: 500,
        forceNew: true,
        auth: { token: staff.token },
      });
      sockets.push(receiver);
      let connects = 0;
      receiver.on("connect", () => {
        connects += 1;
      });
      const received: string[] = [];
      receiver.on("receiveMessage", (message: ChatMessage) => received.push(message.text));
      await until(() => receiver.connected, "the chat to connect through nginx");

      // The write load: every writer posts a ticket, waits for the answer, posts the next; the
      // writers share the client addresses, each address its own keep-alive connections to nginx.
      const agents = CLIENT_ADDRESSES.map(
        (localAddress) => new Agent({ keepAlive: true, localAddress }),
      );
      let writing = true;
      const acknowledged: string[] = [];
      const failures: string[] = [];
      const load = writers.map(async (writer, w) => {
        const agent = agents[w % agents.length] as Agent;
        for (let i = 0; writing; i++) {
          try {
            const res = await postFrom<{ _id: string }>(
              agent,
              `${nginx.url}/api/tickets`,
              { product: "plassey", description: `Restart load ${w}-${i}: the pick-up time` },
              { authorization: `Bearer ${writer.token}` },
            );
            if (res.status === 201) acknowledged.push(res.body._id);
            else failures.push(`${res.status} ${JSON.stringify(res.body)}`);
          } catch (error) {
            failures.push(String(error));
          }
        }
      });

      const restartTimes: number[] = [];
      /** When each process was sent SIGTERM, when it had exited and when it answered again. */
      const stops: { from: number; to: number; up: number }[] = [];
      const loadStarted = Date.now();
      for (const index of [0, 1]) {
        await new Promise((done) => setTimeout(done, 1_500));
        const stopping = processes[index] as ServerProcess;
        const survivor = processes[1 - index] as ServerProcess;
        const started = Date.now();
        await stopServer(stopping);
        expect(await stopping.exited).toEqual({ code: 0, signal: null });
        const stopped = Date.now();
        // While it is down, the chat client is connected (moved to the other process if it was on
        // this one) and a message sent to it now arrives.
        await until(() => receiver.connected, "the chat to reconnect through nginx");
        const sender = connect(survivor.baseUrl, {
          path: CHAT_SOCKET_PATH,
          transports: ["websocket"],
          reconnection: false,
          forceNew: true,
          auth: { token: customer.token },
        });
        sockets.push(sender);
        await until(() => sender.connected, "the sender to connect");
        const text = `sent while process ${index + 1} restarts`;
        const ack = (await sender
          .timeout(5_000)
          .emitWithAck("sendMessage", { receiverId: staff._id, text })) as SendMessageAck;
        expect(ack).toMatchObject({ ok: true });
        await until(() => received.includes(text), `"${text}" to arrive`);
        sender.disconnect();
        processes[index] = await start(ports[index] ?? 0);
        stops.push({ from: started, to: stopped, up: Date.now() });
        restartTimes.push(Date.now() - started);
      }
      await new Promise((done) => setTimeout(done, 1_500));
      writing = false;
      await Promise.all(load);
      const loadEnded = Date.now();
      for (const agent of agents) agent.destroy();

      expect(failures, nginx.errors()).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(WRITERS * 5);
      // Every acknowledged ticket is stored, once.
      const stored = await handle.db
        .selectFrom("tickets")
        .select("id")
        .where("description", "like", "Restart load %")
        .execute();
      const storedIds = new Set(stored.map((row) => row.id));
      expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
      expect(stored.length).toBe(acknowledged.length);
      // The client was on one of the two processes: it reconnected at least once.
      expect(connects).toBeGreaterThanOrEqual(2);

      // Who answered, as nginx saw it: the writes came from every address; while both processes
      // ran, each answered a fair part of them; and each was still answering while it drained
      // after its SIGTERM (it restarted under load, not idle).
      const writes = nginx
        .served()
        .filter((line) => line.method === "POST" && line.path === "/api/tickets");
      expect(writes.filter((line) => line.status === 201)).toHaveLength(acknowledged.length);
      expect(new Set(writes.map((line) => line.client))).toEqual(new Set(CLIENT_ADDRESSES));
      const bothUp = [
        { from: loadStarted, to: stops[0]?.from ?? 0 },
        { from: stops[0]?.up ?? 0, to: stops[1]?.from ?? 0 },
        { from: stops[1]?.up ?? 0, to: loadEnded },
      ];
      const whileBothUp = writes.filter((line) =>
        bothUp.some((span) => line.at >= span.from && line.at <= span.to),
      );
      const shares = ports.map(
        (port) => whileBothUp.filter((line) => line.upstream === port).length,
      );
      for (const count of shares) expect(count).toBeGreaterThan(whileBothUp.length * 0.3);
      const perProcess = ports.map(
        (port) => writes.filter((line) => line.upstream === port).length,
      );
      const whileDraining = ports.map(
        (port, index) =>
          writes.filter(
            (line) =>
              line.upstream === port &&
              line.at >= (stops[index]?.from ?? 0) &&
              line.at <= (stops[index]?.to ?? 0),
          ).length,
      );
      for (const count of whileDraining) expect(count).toBeGreaterThan(0);

      figures.push(
        { label: "tickets written through nginx during two restarts", value: acknowledged.length },
        {
          label: "client addresses (one /24, as a school's lab)",
          value: CLIENT_ADDRESSES.length,
        },
        {
          label: "tickets answered by process 1, process 2 while both ran",
          value: shares.join(", "),
        },
        { label: "... and over the whole run", value: perProcess.join(", ") },
        {
          label: "tickets each process answered between its SIGTERM and its exit",
          value: whileDraining.join(", "),
        },
        { label: "failed requests", value: failures.length },
        { label: "acknowledged tickets missing", value: 0 },
        { label: "chat messages sent while a process restarted, received", value: 2 },
        {
          label: "stop (1 s drain) to serving again, per process, ms",
          value: restartTimes.join(", "),
        },
      );
    }, 180_000);
  },
);
