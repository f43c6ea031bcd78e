// Valid but hostile text (docs/reliability-tests.md): SQL and HTML injection strings, right-to-left and zero-width
// characters, emoji, combining marks, control characters, any code point but NUL, and text at the
// length limit, written through every route that stores free text and read back through the API.
// Accepted text must read back byte for byte (nothing executed, escaped or mangled); text a field
// does not take must be refused with a 4xx and leave nothing behind. Half of a surrogate pair is
// refused everywhere (it cannot be stored as UTF-8). FC_SEED overrides the fixed seed.

import type { AddressInfo } from "node:net";
import {
  CHAT_RATE_LIMIT,
  type ChatHistory,
  type InstituteHistory,
  type SendInstituteAck,
  type SendMessageAck,
} from "@app/shared/chat";
import { INSTITUTE } from "@app/shared/institute";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signatureOf } from "../modules/mail/mail.service";
import { type ChatSocket, openChatSocket, sendChatMessage } from "../test/chat-socket";
import { expectIssue } from "../test/error-body";
import { multipartForm } from "../test/multipart";
import { atLimit, hostileText, NASTY_STRINGS } from "../test/reliability/hostile-values";
import { changes, snapshot } from "../test/reliability/stored-data";
import {
  type Actor,
  as,
  buildWorld,
  freshVoter,
  VALID_ADMISSION,
  validOrder,
  type World,
} from "../test/reliability/world";
import { allPassed, recordFigures } from "../test/reliability-report";
import { pngImage } from "../test/shop-fixtures";
import { auth, createUser } from "../test/test-app";

const SEED = Number(process.env.FC_SEED ?? 20_260_808);

let world: World;
let checked = 0;
let refused = 0;

beforeAll(async () => {
  world = await buildWorld();
}, 60_000);

// Recorded only when every test of the file passed (vitest wants a destructured first argument).
// biome-ignore lint/correctness/noEmptyPattern: the file is the second argument
afterAll(async ({}, file) => {
  if (checked > 0 && allPassed(file)) {
    recordFigures("Hostile input", 21, [
      { label: "valid-hostile texts written and read back byte for byte", value: checked },
      { label: "hostile texts a field does not take, refused with nothing stored", value: refused },
    ]);
  }
  await world?.close();
});

type Trip = {
  /** Longest text the field takes, in characters. */
  max: number;
  runs: number;
  /** Whether the field takes this text (default: any text within `max`). */
  takes?: (text: string) => boolean;
  write: (text: string) => Promise<LightMyRequestResponse>;
  /** What the API answers as stored, read back after a successful write. */
  read: (written: LightMyRequestResponse) => Promise<unknown[]>;
};

const send = (actor: Actor, options: Parameters<typeof as>[2]) => as(world, actor, options);

async function roundTrips(trip: Trip): Promise<void> {
  // The named strings every time, then generated ones.
  const texts = fc.oneof(
    { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 1 },
    { arbitrary: hostileText(trip.max), weight: 3 },
  );
  const examples: [string][] = [...atLimit(trip.max), ...NASTY_STRINGS].map((text) => [text]);
  const run = await fc.check(
    fc.asyncProperty(texts, async (text) => {
      if (trip.takes && !trip.takes(text)) {
        const before = await snapshot(world);
        const res = await trip.write(text);
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(changes(before, await snapshot(world))).toEqual([]);
        refused += 1;
        return;
      }
      const res = await trip.write(text);
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(300);
      for (const stored of await trip.read(res)) expect(stored).toBe(text);
      checked += 1;
    }),
    // The examples run first and count towards numRuns.
    { seed: SEED, numRuns: examples.length + trip.runs, examples },
  );
  if (run.failed) {
    const error =
      run.errorInstance instanceof Error ? run.errorInstance.message : run.errorInstance;
    throw new Error(
      `FC_SEED=${run.seed} path ${run.counterexamplePath}, text ${JSON.stringify(run.counterexample)}: ${error}`,
    );
  }
}

const json = <T>(res: LightMyRequestResponse) => res.json<T>();
const byId = async <T extends { _id: string }>(url: string, actor: Actor, id: string) => {
  const list = json<T[]>(await send(actor, { method: "GET", url }));
  const found = list.find((item) => item._id === id);
  if (!found) throw new Error(`${id} is not in ${url}`);
  return found;
};

describe("valid but hostile text round trips", () => {
  it("ticket descriptions and notes", async () => {
    await roundTrips({
      max: 5000,
      runs: 40,
      write: (description) =>
        send("user", {
          method: "POST",
          url: "/api/tickets/",
          payload: { product: "plassey", description },
        }),
      read: async (res) => {
        const id = json<{ _id: string }>(res)._id;
        const mine = json<{ description: string }>(
          await send("user", { method: "GET", url: `/api/tickets/${id}` }),
        );
        const queue = await byId<{ _id: string; description: string }>(
          "/api/staff/tickets",
          "staff",
          id,
        );
        return [mine.description, queue.description];
      },
    });
    await roundTrips({
      max: 5000,
      runs: 40,
      write: (text) =>
        send("user", {
          method: "POST",
          url: `/api/tickets/${world.mine.ticket._id}/notes`,
          payload: { text },
        }),
      read: async (res) => {
        const id = json<{ _id: string }>(res)._id;
        // Notes come oldest first, a page at a time: the new one is on the last page.
        const url = `/api/tickets/${world.mine.ticket._id}/notes?limit=100`;
        const first = await send("staff", { method: "GET", url });
        const last = /<([^>]*)>; rel="last"/.exec(String(first.headers.link))?.[1] ?? url;
        const notes = json<{ _id: string; text: string }[]>(
          await send("staff", { method: "GET", url: last }),
        );
        return [notes.find((note) => note._id === id)?.text];
      },
    });
  });

  it("account names (register) and the name on the account's notes", async () => {
    await roundTrips({
      max: 100,
      runs: 12,
      write: (name) =>
        world.t.app.inject({
          method: "POST",
          url: "/api/users/",
          payload: {
            name,
            email: `n${Date.now()}${Math.random()}@test.local`,
            password: "secret-pass-1",
          },
        }),
      read: async (res) => {
        const { token, name } = json<{ token: string; name: string }>(res);
        const me = await world.t.app.inject({
          method: "GET",
          url: "/api/users/me",
          headers: auth(token),
        });
        return [name, json<{ name: string }>(me).name];
      },
    });
  });

  it("admission and order addresses", async () => {
    const applicant = await createUser(world.t.app, "user", "Applicant");
    await roundTrips({
      max: 500,
      runs: 25,
      write: async (address) => {
        // One open admission per account: close the last one so the next may be made.
        await world.t.app.db
          .updateTable("admissions")
          .set({ status: "rejected" })
          .where("user_id", "=", applicant._id)
          .execute();
        return world.t.app.inject({
          method: "POST",
          url: "/api/users/admission",
          headers: auth(applicant.token),
          payload: { ...VALID_ADMISSION, address },
        });
      },
      read: async (res) => {
        const id = json<{ _id: string }>(res)._id;
        const row = await byId<{ _id: string; address: string }>(
          "/api/users/newstudentlist",
          "staff",
          id,
        );
        return [row.address];
      },
    });
    await roundTrips({
      max: 500,
      runs: 25,
      write: (address) =>
        send("user", {
          method: "POST",
          url: "/api/users/order",
          payload: { ...validOrder(world.product._id), address },
        }),
      read: async (res) => {
        const id = json<{ _id: string }>(res)._id;
        const mine = await byId<{ _id: string; address: string }>("/api/users/order", "user", id);
        return [mine.address];
      },
    });
  });

  it("mechanics, vehicles and voter rows (the voter key also through the URL)", async () => {
    await roundTrips({
      max: 100,
      runs: 25,
      write: (name) =>
        send("admin", {
          method: "POST",
          url: "/api/mechanics",
          payload: { name, email: "m@test.local", phone: "9876543210" },
        }),
      read: async (res) => {
        const id = json<{ _id: string }>(res)._id;
        return [(await byId<{ _id: string; name: string }>("/api/mechanics", "admin", id)).name];
      },
    });
    await roundTrips({
      max: 60,
      runs: 25,
      write: (text) =>
        send("admin", {
          method: "PUT",
          url: `/api/vehicles/${world.vehicle._id}`,
          payload: { year: 2020, make: text, model: text },
        }),
      read: async () => {
        const row = await byId<{ _id: string; make: string; model: string }>(
          "/api/vehicles",
          "admin",
          world.vehicle._id,
        );
        return [row.make, row.model];
      },
    });
    await roundTrips({
      max: 100,
      runs: 30,
      write: (text) =>
        send("admin", {
          method: "POST",
          url: "/api/voter/add",
          payload: { ...freshVoter(), state: text, district: text, assembly_constituency: text },
        }),
      read: async (res) => {
        const row = json<{ _id: string; sl_no: number; assembly_constituency: string }>(res);
        const listed = await byId<{ _id: string; state: string; district: string }>(
          "/api/voter",
          "admin",
          row._id,
        );
        // The key goes back through the path, as the edit and delete buttons send it.
        const path = `${row.sl_no}/${encodeURIComponent(row.assembly_constituency)}`;
        const updated = await send("admin", {
          method: "PUT",
          url: `/api/voter/update/${path}`,
          payload: {
            ...freshVoter(),
            sl_no: row.sl_no,
            assembly_constituency: row.assembly_constituency,
            state: listed.state,
            district: listed.district,
          },
        });
        expect(updated.statusCode, updated.body).toBe(200);
        const removed = await send("admin", { method: "DELETE", url: `/api/voter/${path}` });
        expect(removed.statusCode, removed.body).toBe(204);
        return [
          listed.state,
          listed.district,
          json<{ assembly_constituency: string }>(updated).assembly_constituency,
        ];
      },
    });
  });

  it("mail subjects (one line) and texts", async () => {
    await roundTrips({
      max: 200,
      runs: 30,
      takes: (text) => !/[\r\n]/.test(text),
      write: (subject) =>
        send("admin", {
          method: "POST",
          url: "/mail",
          payload: { sendmail: "x@test.local", subject, text: subject },
        }),
      read: async (res) => {
        const id = json<{ _id: string }>(res)._id;
        const listed = await byId<{ _id: string; subject: string }>(
          "/api/mail/outbox",
          "admin",
          id,
        );
        // The outbox list leaves the body out; the stored row is what would be sent.
        const row = await world.t.app.db
          .selectFrom("outbox")
          .select("text")
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        // The text as written, above the signature every mail gets.
        const signature = `\n\n-- \n${signatureOf(INSTITUTE)}`;
        expect(row.text.endsWith(signature)).toBe(true);
        return [listed.subject, row.text.slice(0, -signature.length)];
      },
    });
  });

  it("product names and descriptions (multipart), found again by search", async () => {
    const image = await pngImage();
    await roundTrips({
      max: 100,
      runs: 20,
      write: (text) => {
        const form = multipartForm([
          { name: "name", value: text },
          { name: "title", value: text },
          { name: "price", value: "10" },
          { name: "sellprice", value: "9" },
          { name: "photo", filename: "p.png", contentType: "image/png", content: image },
        ]);
        return send("admin", { method: "POST", url: "/cloudinary", ...form });
      },
      read: async (res) => {
        const id = json<{ _id: string }>(res)._id;
        const one = json<{ name: string; title: string }>(
          await send("visitor", {
            method: "POST",
            url: "/single/photo",
            payload: { category: id },
          }),
        );
        const found = json<{ _id: string; name: string }[]>(
          await send("visitor", { method: "POST", url: "/search", payload: { anytext: one.name } }),
        );
        await send("admin", { method: "POST", url: "/delphoto", payload: { id } });
        return [one.name, one.title, found.find((item) => item._id === id)?.name];
      },
    });
  });

  it("teacher names (multipart)", async () => {
    const image = await pngImage();
    await roundTrips({
      max: 100,
      runs: 15,
      write: (name) => {
        const form = multipartForm([
          { name: "name", value: name },
          { name: "birthdate", value: "1980-04-23" },
          { name: "photo", filename: "t.png", contentType: "image/png", content: image },
        ]);
        return send("admin", { method: "POST", url: "/users/add", ...form });
      },
      read: async (res) => {
        const id = json<{ _id: string }>(res)._id;
        return [(await byId<{ _id: string; name: string }>("/api/teachers", "admin", id)).name];
      },
    });
  });

  it("searches and contact lookups with hostile text answer 200 and store nothing", async () => {
    const before = await snapshot(world);
    const run = await fc.check(
      fc.asyncProperty(hostileText(100), async (text) => {
        const search = await send("visitor", {
          method: "POST",
          url: "/search",
          payload: { anytext: text },
        });
        expect(search.statusCode, search.body).toBe(200);
        const contacts = await send("staff", {
          method: "GET",
          url: `/api/chat/contacts?q=${encodeURIComponent(text)}`,
        });
        expect(contacts.statusCode, contacts.body).toBe(200);
        checked += 2;
      }),
      { seed: SEED, numRuns: 40 },
    );
    expect(run.failed, String(run.errorInstance)).toBe(false);
    expect(changes(before, await snapshot(world))).toEqual([]);
  });

  it("refuses half of a surrogate pair (400 naming the field) instead of storing U+FFFD", async () => {
    const before = await snapshot(world);
    for (const text of ["a\ud800b", "\udfff", "x\ud83d"]) {
      const res = await world.t.app.inject({
        method: "POST",
        url: "/api/tickets/",
        headers: { ...auth(world.members.user.token), "content-type": "application/json" },
        // JSON.stringify writes the lone half as the escape \udXXX, as a client may.
        payload: JSON.stringify({ product: "iskon", description: text }),
      });
      expect(res.statusCode, res.body).toBe(400);
      expectIssue(res, "description");
      refused += 1;
    }
    expect(changes(before, await snapshot(world))).toEqual([]);
  });
});

describe("valid but hostile chat messages over the socket", () => {
  let url = "";
  let socket: ChatSocket | undefined;
  let sentOnSocket = 0;

  beforeAll(async () => {
    await world.t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = world.t.app.server.address() as AddressInfo;
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(() => {
    socket?.disconnect();
  });

  /**
   * Sends `text` from the staff member to the user. The chat takes CHAT_RATE_LIMIT.max messages
   * per socket per window, and fast-check may send any number (shrinking after a failure replays
   * the property many times): each socket sends at most that many before a fresh one takes over,
   * so a refusal is never the rate limit's and cannot hide the real error.
   */
  async function sendText(text: string): Promise<SendMessageAck> {
    if (!socket || sentOnSocket >= CHAT_RATE_LIMIT.max) {
      socket?.disconnect();
      socket = await openChatSocket(url, world.members.staff.token);
      sentOnSocket = 0;
    }
    sentOnSocket += 1;
    return sendChatMessage(socket, { receiverId: world.members.user._id, text });
  }

  it("reads every message back byte for byte from the history", async () => {
    const run = await fc.check(
      fc.asyncProperty(hostileText(2000), async (text) => {
        const ack = await sendText(text);
        if (!ack.ok) throw new Error(`refused: ${ack.message}`);
        const history = json<ChatHistory>(
          await send("user", {
            method: "GET",
            url: `/api/chat/messages/${world.members.staff._id}?limit=1`,
          }),
        );
        expect(ack.message.text).toBe(text);
        expect(history.messages.at(-1)?.text).toBe(text);
        checked += 1;
      }),
      { seed: SEED, numRuns: 18 },
    );
    expect(run.failed, `FC_SEED=${run.seed}: ${String(run.errorInstance)}`).toBe(false);
  });

  // The chat with the institute (decision 053): the user writes to the institute, a member of
  // staff reads the thread back from the inbox's side.
  it("reads every message to the institute back byte for byte from the thread", async () => {
    const customer = await openChatSocket(url, world.members.user.token);
    try {
      const run = await fc.check(
        fc.asyncProperty(hostileText(2000), async (text) => {
          const timed = customer.timeout(3000);
          const emit = timed.emitWithAck as (
            event: string,
            payload: unknown,
          ) => Promise<SendInstituteAck>;
          const ack = await emit.call(timed, "sendInstituteMessage", { text });
          if (!ack.ok) throw new Error(`refused: ${ack.message}`);
          const thread = json<InstituteHistory>(
            await send("staff", {
              method: "GET",
              url: `/api/chat/institute/threads/${world.members.user._id}?limit=1`,
            }),
          );
          expect(ack.message.text).toBe(text);
          expect(thread.messages.at(-1)?.text).toBe(text);
          checked += 1;
        }),
        // Under the account's allowance of CHAT_RATE_LIMIT.max messages per window.
        { seed: SEED, numRuns: CHAT_RATE_LIMIT.max - 2 },
      );
      expect(run.failed, `FC_SEED=${run.seed}: ${String(run.errorInstance)}`).toBe(false);
    } finally {
      customer.disconnect();
    }
  });

  it("refuses half of a surrogate pair and stores nothing", async () => {
    const before = await snapshot(world);
    const ack = await sendText("a\ud800b");
    expect(ack.ok).toBe(false);
    refused += 1;
    expect(changes(before, await snapshot(world))).toEqual([]);
  });
});
