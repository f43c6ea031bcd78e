// Two server processes on one PostgreSQL, one Redis and one data folder, as docs/operations.md's
// "Several processes" describes: they start together (migrations and first-start seeding run
// once), accept each other's tokens, share the login rate limit, relay chat messages, and serve the
// images uploaded through either. Runs when DATABASE_URL is set and a Redis answers (CI's
// PostgreSQL run); skipped with a message otherwise.
import { CHAT_SOCKET_PATH, type ChatMessage, type SendMessageAck } from "@app/shared/chat";
import type { Product } from "@app/shared/products";
import type { AuthUser } from "@app/shared/users";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db/database";
import { multipartForm } from "./test/multipart";
import { TEST_REDIS_URL, testRedisAvailable, uniqueRedisPrefix } from "./test/redis";
import {
  createServerData,
  openServerDatabase,
  removeServerData,
  type ServerData,
  type ServerProcess,
  SPAWN_ADMIN,
  startServer,
  stopServer,
} from "./test/server-process";
import { pngImage } from "./test/shop-fixtures";

const databaseUrl = process.env.DATABASE_URL || undefined;
if (!databaseUrl) console.warn("multi-process: skipped — it needs DATABASE_URL (PostgreSQL)");
const redisUp = databaseUrl ? await testRedisAvailable() : false;

const AUTH_LIMIT = 5;
const ADMIN = SPAWN_ADMIN;

async function call<T = unknown>(
  url: string,
  path: string,
  init: { method?: string; token?: string; json?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${url}${path}`, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers,
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

describe.skipIf(!databaseUrl || !redisUp)("two server processes on PostgreSQL and Redis", () => {
  let data: ServerData;
  let handle: DatabaseHandle;
  let a: ServerProcess;
  let b: ServerProcess;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    data = await createServerData();
    handle = openServerDatabase(data);
    const env = {
      // Unset: both processes use the secret generated once in the shared data folder.
      JWT_SECRET: "",
      LOG_LEVEL: "info",
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: uniqueRedisPrefix("multi-process"),
      RATE_LIMIT_AUTH_MAX: String(AUTH_LIMIT),
      RATE_LIMIT_SIGN_IN_ADDRESS_MAX: String(AUTH_LIMIT),
      // First-start seeding runs in both processes at once, so it must hold up to the race.
      DEMO_DATA: "true",
    };
    // Started together on an empty schema and an empty data folder.
    const started = await Promise.allSettled([
      startServer(data, { env }),
      startServer(data, { env }),
    ]);
    const running = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    const failed = started.find((s) => s.status === "rejected");
    if (failed) {
      // One did not start: the other must not outlive the test with its port and connections.
      await Promise.all(running.map((server) => stopServer(server)));
      throw failed.reason;
    }
    [a, b] = running as [ServerProcess, ServerProcess];
  }, 250_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([a, b].map((server) => server && stopServer(server)));
    await handle?.db.destroy();
    if (data) await removeServerData(data);
  });

  it("migrate once and seed once when started together", async () => {
    const { db } = handle;
    for (const server of [a, b]) {
      expect((await call(server.baseUrl, "/api/health")).status).toBe(200);
    }
    // Exactly one process applied the migrations, each of them once.
    const migratedBy = [a, b].map((server) =>
      server
        .logs()
        .filter((line) => line.msg === "database migrated")
        .flatMap((line) => line.migrations as string[]),
    );
    expect(migratedBy.filter((names) => names.length > 0)).toHaveLength(1);
    const applied = migratedBy.flat();
    expect(applied.length).toBeGreaterThan(0);
    expect(new Set(applied).size).toBe(applied.length);
    const recorded = await db
      .selectFrom("kysely_migration" as never)
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(recorded.n)).toBe(applied.length);

    // One configured admin, and no seeded row twice.
    const admins = await db
      .selectFrom("users")
      .select("email")
      .where("role", "=", "admin")
      .execute();
    expect(admins).toEqual([{ email: ADMIN.email }]);
    const repeated = async (rows: Promise<{ key: string }[]>) => {
      const keys = (await rows).map((row) => row.key);
      return keys.filter((key, index) => keys.indexOf(key) !== index);
    };
    const ticketKeys = db.selectFrom("tickets").select("description as key").execute();
    const productKeys = db.selectFrom("products").select("name_en as key").execute();
    const studentKeys = db.selectFrom("old_students").select("position as key").execute();
    expect(await repeated(ticketKeys)).toEqual([]);
    expect(await repeated(productKeys)).toEqual([]);
    expect(
      await repeated(studentKeys.then((rows) => rows.map((r) => ({ key: String(r.key) })))),
    ).toEqual([]);
    const products = await db.selectFrom("products").select("id").execute();
    expect(products.length).toBeGreaterThan(0);
  });

  let admin: AuthUser;
  let user: AuthUser;
  let staff: AuthUser;

  it("accept on one process the tokens the other issued", async () => {
    admin = (await call<AuthUser>(a.baseUrl, "/api/users/login", { json: ADMIN })).body;
    expect((await call(b.baseUrl, "/api/users/me", { token: admin.token })).status).toBe(200);
    const registered = await call<AuthUser>(b.baseUrl, "/api/users/", {
      json: { name: "Multi User", email: "multi-user@process.test", password: "multi-password" },
    });
    expect(registered.status).toBe(201);
    user = registered.body;
    const me = await call<AuthUser>(a.baseUrl, "/api/users/me", { token: user.token });
    expect(me).toMatchObject({ status: 200, body: { email: "multi-user@process.test" } });
    staff = (
      await call<AuthUser>(a.baseUrl, "/api/users/", {
        json: {
          name: "Multi Staff",
          email: "multi-staff@process.test",
          password: "multi-password",
        },
      })
    ).body;
    const promoted = await call(b.baseUrl, `/api/users/${staff._id}/role`, {
      method: "PATCH",
      token: admin.token,
      json: { role: "staff" },
    });
    expect(promoted.status).toBe(200);
  });

  it("share one login rate limit per address", async () => {
    // One login used above; the rest of the window's allowance, spread over both processes.
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMIT + 1; i++) {
      const server = i % 2 === 0 ? b : a;
      const res = await call(server.baseUrl, "/api/users/login", {
        json: { email: ADMIN.email, password: "wrong-password" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(AUTH_LIMIT - 1).fill(401), 429, 429]);
  });

  it("relay a chat message sent through one process to a socket on the other", async () => {
    const open = (url: string, token: string) =>
      new Promise<Socket>((resolvePromise, reject) => {
        const socket = connect(url, {
          path: CHAT_SOCKET_PATH,
          transports: ["websocket"],
          reconnection: false,
          forceNew: true,
          auth: { token },
        });
        sockets.push(socket);
        socket.once("connect", () => resolvePromise(socket));
        socket.once("connect_error", reject);
      });
    const staffOnB = await open(b.baseUrl, staff.token);
    const received = new Promise<ChatMessage>((resolvePromise) =>
      staffOnB.once("receiveMessage", resolvePromise),
    );
    const userOnA = await open(a.baseUrl, user.token);
    const ack = (await userOnA
      .timeout(5_000)
      .emitWithAck("sendMessage", { receiverId: staff._id, text: "from process A" })) as
      | SendMessageAck
      | undefined;
    expect(ack).toMatchObject({ ok: true });
    expect(await received).toMatchObject({ senderId: user._id, text: "from process A" });
  });

  it("serve from one process the product image uploaded through the other", async () => {
    const form = multipartForm([
      { name: "name", value: "Shared image" },
      { name: "title", value: "Uploaded through process A" },
      { name: "price", value: "200" },
      { name: "sellprice", value: "150" },
      {
        name: "photo",
        filename: "shared.png",
        contentType: "image/png",
        content: await pngImage(),
      },
    ]);
    const uploaded = await fetch(`${a.baseUrl}/cloudinary`, {
      method: "POST",
      headers: { ...form.headers, authorization: `Bearer ${admin.token}` },
      body: new Uint8Array(form.payload),
    });
    expect(uploaded.status).toBe(201);
    const product = (await uploaded.json()) as Product;
    const [fromA, fromB] = await Promise.all(
      [a, b].map((server) => fetch(new URL(product.filename1, server.baseUrl))),
    );
    expect(fromB?.status).toBe(200);
    expect(fromB?.headers.get("content-type")).toBe("image/webp");
    const [bytesA, bytesB] = await Promise.all([fromA, fromB].map((res) => res?.arrayBuffer()));
    expect(Buffer.from(bytesB ?? new ArrayBuffer(0))).toEqual(
      Buffer.from(bytesA ?? new ArrayBuffer(0)),
    );
    // And the other process lists it too: the database is the one list.
    const listed = await call<Product[]>(b.baseUrl, "/photo");
    expect(listed.body.map((p) => p._id)).toContain(product._id);
  });
});
