// Load without loss: 100 registered users, each with its own token and one request in flight,
// create tickets, notes and orders over real HTTP for 30 s (RELIABILITY_LOAD_SECONDS shortens it
// locally). Afterwards every write answered 2xx must be in the database exactly once, as answered,
// and nothing else may be there; every failed request is counted, and none may fail. Then the
// same load for half as long against two server processes sharing one database (one SQLite file,
// or one PostgreSQL schema), as when several processes run behind a load balancer.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addProductOverHttp,
  checkLedger,
  countByKind,
  describeFailures,
  HttpClient,
  type LedgerCheck,
  type LoadLedger,
  type LoadUser,
  loginOverHttp,
  newLedger,
  registerUsers,
  runWriteLoad,
} from "../test/reliability/write-load";
import { recordFigures } from "../test/reliability-report";
import {
  createServerData,
  openServerDatabase,
  removeServerData,
  type ServerData,
  type ServerProcess,
  SPAWN_ADMIN,
  startServer,
  stopServer,
} from "../test/server-process";
import { addProduct } from "../test/shop-fixtures";
import { ADMIN, auth, buildTestApp, createUser, login, type TestApp } from "../test/test-app";

const USERS = 100;
const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS || 30);
const TWO_PROCESS_SECONDS = Math.max(3, Math.round(SECONDS / 2));

let t: TestApp;
let client: HttpClient;

beforeAll(async () => {
  // "error": a 5xx under load prints its cause.
  t = await buildTestApp({ logLevel: "error" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  client = new HttpClient(`http://127.0.0.1:${port}`);
}, 60_000);

afterAll(async () => {
  client?.close();
  await t?.close();
});

/** No request failed, and the tables hold exactly the acknowledged writes, once each. */
function expectNoLoss(ledger: LoadLedger, check: LedgerCheck): void {
  expect(ledger.acked.size).toBeGreaterThan(USERS);
  expect(ledger.failures).toEqual({});
  expect(check).toEqual({
    presentOnce: ledger.acked.size,
    missing: [],
    duplicated: [],
    altered: [],
    unexpected: [],
    unmarked: 0,
    inDoubtStored: 0,
  });
}

describe("the check itself", () => {
  it("finds a lost, a doubled, an altered, a refused-but-stored, an unsent and an unmarked row", async () => {
    const own = await buildTestApp();
    try {
      const owner = await createUser(own.app);
      const ledger = newLedger();
      const marker = (n: number) => `${ledger.runId}-t${n}`;
      const sent = (n: number) => ({
        kind: "ticket" as const,
        marker: marker(n),
        userId: owner._id,
      });
      const store = async (text: string): Promise<string> => {
        const res = await own.app.inject({
          method: "POST",
          url: "/api/tickets/",
          headers: auth(owner.token),
          payload: { product: "plassey", description: `Check ${text}` },
        });
        return res.json<{ _id: string }>()._id;
      };
      ledger.acked.set(marker(1), { ...sent(1), id: await store(marker(1)) });
      const lost = await store(marker(2));
      ledger.acked.set(marker(2), { ...sent(2), id: lost });
      await own.app.db.deleteFrom("tickets").where("id", "=", lost).execute();
      ledger.acked.set(marker(3), { ...sent(3), id: await store(marker(3)) });
      await store(marker(3));
      await store(marker(4));
      ledger.acked.set(marker(4), { ...sent(4), id: "01000000-0000-7000-8000-000000000000" });
      await store(marker(5));
      ledger.refused.set(marker(5), { ...sent(5), status: 500 });
      await store(marker(6));
      await store(marker(7));
      ledger.inDoubt.set(marker(7), { ...sent(7), reason: "ECONNRESET" });
      await store("without a marker");

      const check = await checkLedger(own.app.db, ledger, { tablesHoldOnlyLoad: true });
      expect({ ...check, unexpected: [...check.unexpected].sort() }).toEqual({
        presentOnce: 1,
        missing: [marker(2)],
        duplicated: [marker(3)],
        altered: [marker(4)],
        unexpected: [`${marker(5)} (answered 500)`, `${marker(6)} (never sent)`],
        unmarked: 1,
        inDoubtStored: 1,
      });
    } finally {
      await own.close();
    }
  });
});

describe("load without loss", () => {
  it(
    `keeps every acknowledged write of ${USERS} concurrent users exactly once, and nothing else`,
    async () => {
      const admin = await login(t.app, ADMIN.email, ADMIN.password);
      const products = await Promise.all(
        ["Notebook", "Pen set", "Atlas"].map((name) => addProduct(t.app, admin.token, { name })),
      );
      const users: LoadUser[] = (await registerUsers(client, USERS, "load")).map((user) => ({
        user,
        tickets: [],
      }));

      const ledger = newLedger();
      const started = Date.now();
      const endsAt = started + SECONDS * 1000;
      await runWriteLoad({
        client,
        users,
        productIds: products.map((product) => product._id),
        ledger,
        shouldStop: () => Date.now() >= endsAt,
      });
      const seconds = (Date.now() - started) / 1000;

      const check = await checkLedger(t.app.db, ledger, { tablesHoldOnlyLoad: true });
      const acked = countByKind(ledger.acked.values());
      const failed = ledger.sent - ledger.acked.size;
      expectNoLoss(ledger, check);
      recordFigures("Load without loss", 30, [
        { label: "engine", value: t.app.dbKind },
        { label: "concurrent users (own token each)", value: USERS },
        { label: "seconds of load", value: Math.round(seconds) },
        { label: "write requests sent", value: ledger.sent },
        {
          label: "writes acknowledged (2xx)",
          value: `${ledger.acked.size} (${acked.ticket} tickets, ${acked.note} notes, ${acked.order} orders)`,
        },
        { label: "acknowledged writes per second", value: Math.round(ledger.acked.size / seconds) },
        { label: "writes checked present exactly once", value: check.presentOnce },
        {
          label: "missing, duplicated, altered or unexpected rows",
          value:
            check.missing.length +
            check.duplicated.length +
            check.altered.length +
            check.unexpected.length +
            check.unmarked,
        },
        { label: "failed requests", value: failed },
        { label: "failed requests by status", value: describeFailures(ledger.failures) },
      ]);
    },
    (SECONDS + 150) * 1000,
  );

  describe("two server processes on one database", () => {
    let data: ServerData | undefined;
    const servers: ServerProcess[] = [];
    afterAll(async () => {
      for (const server of servers) await stopServer(server);
      if (data) await removeServerData(data);
    });

    it(
      `keeps every acknowledged write of ${USERS} users split over two processes`,
      async () => {
        data = await createServerData();
        // One after the other: the first migrates, the second finds it done.
        servers.push(await startServer(data));
        servers.push(await startServer(data));
        const clients = servers.map((server) => new HttpClient(server.baseUrl));
        try {
          const [first, second] = clients as [HttpClient, HttpClient];
          const admin = await loginOverHttp(first, SPAWN_ADMIN);
          const productIds = [
            await addProductOverHttp(first, admin.token, "Notebook"),
            await addProductOverHttp(second, admin.token, "Atlas"),
          ];
          const users: LoadUser[] = (await registerUsers(first, USERS, "two")).map((user) => ({
            user,
            tickets: [],
          }));
          const ledger = newLedger();
          const started = Date.now();
          const endsAt = started + TWO_PROCESS_SECONDS * 1000;
          const half = USERS / 2;
          await Promise.all([
            runWriteLoad({
              client: first,
              users: users.slice(0, half),
              productIds,
              ledger,
              shouldStop: () => Date.now() >= endsAt,
            }),
            runWriteLoad({
              client: second,
              users: users.slice(half),
              productIds,
              ledger,
              shouldStop: () => Date.now() >= endsAt,
            }),
          ]);
          const seconds = (Date.now() - started) / 1000;
          const handle = openServerDatabase(data);
          let check: LedgerCheck;
          try {
            check = await checkLedger(handle.db, ledger, { tablesHoldOnlyLoad: true });
          } finally {
            await handle.db.destroy();
          }
          if (Object.keys(ledger.failures).length > 0) {
            console.warn(servers.map((server) => server.output()).join("\n"));
          }
          expectNoLoss(ledger, check);
          recordFigures("Load without loss, two server processes on one database", 31, [
            { label: "engine", value: handle.kind },
            { label: "users (half on each process)", value: USERS },
            { label: "seconds of load", value: Math.round(seconds) },
            { label: "writes acknowledged (2xx)", value: ledger.acked.size },
            { label: "writes checked present exactly once", value: check.presentOnce },
            { label: "failed requests by status", value: describeFailures(ledger.failures) },
          ]);
        } finally {
          for (const client of clients) client.close();
        }
      },
      (TWO_PROCESS_SECONDS + 150) * 1000,
    );
  });
});
