import type { Note, StaffTicket, Ticket, TicketDetail } from "@app/shared/tickets";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody, expectIssue } from "../../test/error-body";
import { outboxMailsTo } from "../../test/outbox";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let alice: AuthUser;
let bob: AuthUser;
let staff: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await createUser(t.app, "user", "Alice");
  bob = await createUser(t.app, "user", "Bob");
  staff = await createUser(t.app, "staff", "Sam Staff");
});
afterAll(async () => {
  await t?.close();
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });

async function newTicket(user: AuthUser, description = "Bus was late"): Promise<Ticket> {
  const res = await call("POST", "/api/tickets/", user.token, { product: "plassey", description });
  expect(res.statusCode).toBe(201);
  return res.json<Ticket>();
}

describe("creating and listing tickets", () => {
  it("refuses every ticket route without a token", async () => {
    const ticket = await newTicket(alice);
    const routes: [Method, string][] = [
      ["POST", "/api/tickets/"],
      ["GET", "/api/tickets/"],
      ["GET", `/api/tickets/${ticket._id}`],
      ["PUT", `/api/tickets/${ticket._id}`],
      ["GET", `/api/tickets/${ticket._id}/notes`],
      ["POST", `/api/tickets/${ticket._id}/notes`],
      ["GET", "/api/staff/tickets"],
    ];
    for (const [method, url] of routes) {
      const res = await call(
        method,
        url,
        undefined,
        method === "GET" ? undefined : { status: "closed" },
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ message: "Not authorized" });
    }
  });

  it("creates a ticket with status new, owned by the caller", async () => {
    // The owner and status are the server's to set: a body naming them is refused, not obeyed.
    const before = (await call("GET", "/api/tickets/", bob.token)).json<Ticket[]>();
    const forged = await call("POST", "/api/tickets/", alice.token, {
      product: "iskon",
      description: "Lost my bag",
      user: bob._id,
      status: "closed",
    });
    expect(forged.statusCode).toBe(400);
    expectIssue(forged, "user", 'Unrecognized key: "user"');
    expectIssue(forged, "status", 'Unrecognized key: "status"');
    expect((await call("GET", "/api/tickets/", bob.token)).json<Ticket[]>()).toEqual(before);
    const res = await call("POST", "/api/tickets/", alice.token, {
      product: "iskon",
      description: "Lost my bag",
    });
    expect(res.statusCode).toBe(201);
    const ticket = res.json<Ticket>();
    expect(ticket).toMatchObject({
      product: "iskon",
      description: "Lost my bag",
      status: "new",
      user: alice._id,
    });
    expect(Date.parse(ticket.createdAt)).not.toBeNaN();
  });

  it("accepts the path without the trailing slash too", async () => {
    const res = await call("GET", "/api/tickets", alice.token);
    expect(res.statusCode).toBe(200);
  });

  it("refuses missing fields and an unknown product with a message naming the field", async () => {
    const missing = await call("POST", "/api/tickets/", alice.token, { product: "plassey" });
    expect(missing.statusCode).toBe(400);
    expectIssue(missing, "description");
    const unknown = await call("POST", "/api/tickets/", alice.token, {
      product: "taj",
      description: "x",
    });
    expect(unknown.statusCode).toBe(400);
    // The trips by the names a reader knows, never by their codes.
    const named =
      "Please choose a trip: Plassey Monument, Hazarduari Palace or Nabadwip Iskon Temple";
    expect(errorBody(unknown)).toMatchObject({
      message: named,
      issues: [{ path: "product", message: named }],
    });
    expect(unknown.json().requestId).toBe(unknown.headers["x-request-id"]);
  });

  it("names the trips in Bengali for a Bengali reader", async () => {
    const reader = await createUser(t.app, "user", "Bina Bengali");
    await t.app.db
      .updateTable("users")
      .set({ locale: "bn" })
      .where("id", "=", reader._id)
      .execute();
    const res = await call("POST", "/api/tickets", reader.token, {
      product: "taj",
      description: "x",
    });
    expect(res.statusCode).toBe(400);
    const { issues } = errorBody(res);
    const message = issues.find((issue) => issue.path === "product")?.message ?? "";
    expect(message).toContain("হাজারদুয়ারি প্রাসাদ");
    expect(message).not.toMatch(/plassey|hazarduari|iskon|Plassey/);
  });

  it("takes a ticket about a trip staff added, which staff filter by; a deleted trip's id is refused", async () => {
    const created = await call("POST", "/api/staff/trips", staff.token, {
      title: { en: "Murshidabad by boat", bn: "নৌকায় মুর্শিদাবাদ" },
      description: { en: "Along the Bhagirathi.", bn: "" },
      duration: { en: "One day", bn: "একদিন" },
      pickupPoints: [{ en: "Berhampore ghat", bn: "বহরমপুর ঘাট" }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const trip = created.json<{ _id: string }>()._id;
    const res = await call("POST", "/api/tickets", alice.token, {
      product: trip,
      description: "When does the boat leave?",
    });
    expect(res.statusCode, res.body).toBe(201);
    const ticket = res.json<Ticket>();
    expect(ticket.product).toBe(trip);
    expect((await call("GET", `/api/tickets/${ticket._id}`, alice.token)).statusCode).toBe(200);
    const filtered = await call("GET", `/api/staff/tickets?product=${trip}`, staff.token);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json<StaffTicket[]>().map((one) => one._id)).toEqual([ticket._id]);
    // Staff answering it mail the customer about the trip by its title (no 500 on a new trip).
    const closed = await call("PUT", `/api/tickets/${ticket._id}`, staff.token, {
      status: "closed",
    });
    expect(closed.statusCode, closed.body).toBe(200);

    // Once the trip is gone, a new ticket about it is refused, naming the trips.
    expect((await call("DELETE", `/api/staff/trips/${trip}`, staff.token)).statusCode).toBe(204);
    const gone = await call("POST", "/api/tickets", alice.token, {
      product: trip,
      description: "x",
    });
    expect(gone.statusCode).toBe(400);
    expectIssue(
      gone,
      "product",
      "Please choose a trip: Plassey Monument, Hazarduari Palace or Nabadwip Iskon Temple",
    );
  });

  it("gives each ticket a reference in sequence that staff and its customer find it by", async () => {
    const first = await newTicket(bob, "reference one");
    const second = await newTicket(bob, "reference two");
    expect(second.number).toBe(first.number + 1);
    expect(second.reference).toBe(`T-${String(second.number).padStart(6, "0")}`);
    for (const typed of [second.reference, `t-${second.number}`, `#${second.number}`]) {
      const staffSearch = await call(
        "GET",
        `/api/staff/tickets?q=${encodeURIComponent(typed)}`,
        staff.token,
      );
      expect(staffSearch.statusCode).toBe(200);
      expect(staffSearch.json<Ticket[]>().map((ticket) => ticket._id)).toEqual([second._id]);
    }
    const own = await call("GET", `/api/tickets?q=${second.reference}`, bob.token);
    expect(own.json<Ticket[]>().map((ticket) => ticket.reference)).toEqual([second.reference]);
    // Another customer's ticket is not found by its reference.
    const other = await call("GET", `/api/tickets?q=${second.reference}`, alice.token);
    expect(other.json<Ticket[]>()).toEqual([]);
  });

  it("refuses a ticket whose description is empty or white space, on description, storing nothing", async () => {
    const customer = await createUser(t.app, "user", "Elin Empty");
    const bodies = [
      // What the new ticket's form sent before it asked for a subject and a description.
      { product: "plassey", subject: "", description: "" },
      { product: "plassey", description: "" },
      { product: "plassey", subject: "Bus was late", description: "   " },
      { product: "plassey", description: " \n\t\r\n\u00a0\u3000" },
    ];
    for (const body of bodies) {
      const res = await call("POST", "/api/tickets/", customer.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expectIssue(res, "description", "Please describe the issue");
    }
    expect((await call("GET", "/api/tickets/", customer.token)).json<Ticket[]>()).toEqual([]);
    const queue = await call("GET", `/api/staff/tickets?customer=${customer.email}`, staff.token);
    expect(queue.json<StaffTicket[]>()).toEqual([]);
    // A description with words is taken as written; its first line is the subject when none is given.
    const taken = await call("POST", "/api/tickets/", customer.token, {
      product: "plassey",
      description: "\n  Bus was late  \nby an hour",
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.json<Ticket>()).toMatchObject({
      subject: "Bus was late",
      description: "\n  Bus was late  \nby an hour",
    });
  });

  it("says so in Bengali to a Bengali reader", async () => {
    const reader = await createUser(t.app, "user", "Bela Bengali");
    await t.app.db
      .updateTable("users")
      .set({ locale: "bn" })
      .where("id", "=", reader._id)
      .execute();
    const res = await call("POST", "/api/tickets", reader.token, {
      product: "plassey",
      description: " ",
    });
    expect(res.statusCode).toBe(400);
    expectIssue(res, "description", "অনুগ্রহ করে সমস্যাটি বর্ণনা করুন");
  });

  it("lists only the caller's tickets, newest first", async () => {
    const first = await newTicket(bob, "first");
    const second = await newTicket(bob, "second");
    await newTicket(alice, "not bob's");
    const res = await call("GET", "/api/tickets/", bob.token);
    expect(res.statusCode).toBe(200);
    const list = res.json<Ticket[]>();
    expect(list.every((ticket) => ticket.user === bob._id)).toBe(true);
    expect(list.map((ticket) => ticket._id).slice(0, 2)).toEqual([second._id, first._id]);
  });
});

describe("another user's ticket", () => {
  it("answers 404, never 403, for GET, PUT and notes", async () => {
    const ticket = await newTicket(alice);
    const base = `/api/tickets/${ticket._id}`;
    const attempts = [
      await call("GET", base, bob.token),
      await call("PUT", base, bob.token, { status: "closed" }),
      await call("GET", `${base}/notes`, bob.token),
      await call("POST", `${base}/notes`, bob.token, { text: "hi" }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Ticket not found");
    }
    expect((await call("GET", "/api/tickets/unknown-id", alice.token)).statusCode).toBe(404);
  });

  it("is visible to staff, with the customer", async () => {
    const ticket = await newTicket(alice);
    const res = await call("GET", `/api/tickets/${ticket._id}`, staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffTicket>().customer).toEqual({
      _id: alice._id,
      name: "Alice",
      email: alice.email,
      // The language staff write to her in.
      language: "en",
    });
    const own = await call("GET", `/api/tickets/${ticket._id}`, alice.token);
    expect(own.json<StaffTicket>()).toMatchObject({
      _id: ticket._id,
      customer: { _id: alice._id },
    });
  });
});

describe("status changes", () => {
  it("lets the owner close the ticket but nothing else", async () => {
    const ticket = await newTicket(alice);
    const url = `/api/tickets/${ticket._id}`;
    const open = await call("PUT", url, alice.token, { status: "open" });
    expect(open.statusCode).toBe(403);
    const closed = await call("PUT", url, alice.token, { status: "closed" });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<Ticket>().status).toBe("closed");
    expect(Date.parse(closed.json<Ticket>().updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(ticket.updatedAt),
    );
  });

  it("refuses extra fields and unknown statuses with 400", async () => {
    const ticket = await newTicket(alice);
    const url = `/api/tickets/${ticket._id}`;
    const extra = await call("PUT", url, alice.token, { status: "closed", description: "changed" });
    expect(extra.statusCode).toBe(400);
    expectIssue(extra, "description", /^Unrecognized key/);
    const bad = await call("PUT", url, alice.token, { status: "done" });
    expect(bad.statusCode).toBe(400);
    expectIssue(bad, "status", "Status must be new, open, pending or closed");
    expect((await call("PUT", url, alice.token, {})).statusCode).toBe(400);
    expect((await call("GET", url, alice.token)).json<Ticket>().status).toBe("new");
  });

  it("lets staff set any status", async () => {
    const ticket = await newTicket(alice);
    const url = `/api/tickets/${ticket._id}`;
    for (const status of ["open", "closed", "new"] as const) {
      const res = await call("PUT", url, staff.token, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json<Ticket>().status).toBe(status);
    }
  });
});

describe("notes", () => {
  it("marks staff notes, names authors, opens a new ticket on the first staff reply", async () => {
    const ticket = await newTicket(alice);
    const url = `/api/tickets/${ticket._id}/notes`;
    const mine = await call("POST", url, alice.token, { text: "Any news?" });
    expect(mine.statusCode).toBe(201);
    expect(mine.json<Note>()).toMatchObject({
      isStaff: false,
      authorName: "Alice",
      user: alice._id,
      ticket: ticket._id,
    });
    expect(
      (await call("GET", `/api/tickets/${ticket._id}`, alice.token)).json<Ticket>().status,
    ).toBe("new");

    const reply = await call("POST", url, staff.token, { text: "On it" });
    expect(reply.statusCode).toBe(201);
    expect(reply.json<Note>()).toMatchObject({
      isStaff: true,
      authorName: "Sam Staff",
      text: "On it",
    });
    expect(
      (await call("GET", `/api/tickets/${ticket._id}`, alice.token)).json<Ticket>().status,
    ).toBe("open");

    const list = await call("GET", url, alice.token);
    expect(list.statusCode).toBe(200);
    expect(list.json<Note[]>().map((note) => note.text)).toEqual(["Any news?", "On it"]);
  });

  it("lets staff answer a closed ticket, which stays closed; the customer's note reopens it", async () => {
    // A customer writing long after the closing is refused 409 (desk.test.ts).
    const ticket = await newTicket(alice);
    await call("PUT", `/api/tickets/${ticket._id}`, alice.token, { status: "closed" });
    const byStaff = await call("POST", `/api/tickets/${ticket._id}/notes`, staff.token, {
      text: "Glad it worked out",
    });
    expect(byStaff.statusCode).toBe(201);
    expect(
      (await call("GET", `/api/tickets/${ticket._id}`, alice.token)).json<Ticket>().status,
    ).toBe("closed");
    const byCustomer = await call("POST", `/api/tickets/${ticket._id}/notes`, alice.token, {
      text: "hello?",
    });
    expect(byCustomer.statusCode).toBe(201);
    expect(
      (await call("GET", `/api/tickets/${ticket._id}`, alice.token)).json<Ticket>().status,
    ).toBe("open");
  });

  it("keeps an internal note from the customer: not listed, searched or mailed; only staff write one", async () => {
    const ticket = await newTicket(alice, "The pick-up point moved");
    const url = `/api/tickets/${ticket._id}/notes`;
    const internal = await call("POST", url, staff.token, {
      text: "Driver Kalyan confirmed the zebracrossing stop",
      internal: true,
    });
    expect(internal.statusCode).toBe(201);
    expect(internal.json<Note>()).toMatchObject({ internal: true, isStaff: true });
    // An internal note is no reply: the new ticket stays new, and no mail goes out.
    expect(
      (await call("GET", `/api/tickets/${ticket._id}`, alice.token)).json<Ticket>().status,
    ).toBe("new");
    const reply = await call("POST", url, staff.token, { text: "We will call you today" });
    expect(reply.json<Note>()).toMatchObject({ internal: false });

    // The customer's answers never hold it; staff's do.
    const mine = await call("GET", url, alice.token);
    expect(mine.json<Note[]>().map((note) => note.text)).toEqual(["We will call you today"]);
    expect(mine.body).not.toContain("zebracrossing");
    expect(mine.headers["x-total-count"]).toBe("1");
    const staffView = await call("GET", url, staff.token);
    expect(staffView.json<Note[]>().map((note) => note.internal)).toEqual([true, false]);

    // The customer's search does not find the ticket by its words; staff's search does.
    const searchMine = await call("GET", "/api/tickets?q=zebracrossing", alice.token);
    expect(searchMine.json<Ticket[]>()).toEqual([]);
    const searchStaff = await call("GET", "/api/staff/tickets?q=zebracrossing", staff.token);
    expect(searchStaff.json<StaffTicket[]>().map((found) => found._id)).toEqual([ticket._id]);

    // Only the reply was mailed.
    const mails = await t.app.db
      .selectFrom("outbox")
      .select("text")
      .where("recipient", "=", alice.email)
      .execute();
    expect(mails.some((mail) => mail.text.includes("We will call you today"))).toBe(true);
    expect(mails.some((mail) => mail.text.includes("zebracrossing"))).toBe(false);

    // A customer cannot write one.
    const refused = await call("POST", url, alice.token, { text: "psst", internal: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: "Only staff write internal notes" });
  });

  it("mails a Bengali customer the reply and the new status in Bengali, linking to the ticket", async () => {
    const rina = await createUser(t.app, "user", "রিনা পাল");
    await t.app.db.updateTable("users").set({ locale: "bn" }).where("id", "=", rina._id).execute();
    const ticket = await newTicket(rina, "বাস দেরিতে এসেছিল");
    const reply = await call("POST", `/api/tickets/${ticket._id}/notes`, staff.token, {
      text: "আমরা আজই ফোন করব",
    });
    expect(reply.statusCode).toBe(201);
    const closed = await call("PUT", `/api/tickets/${ticket._id}`, staff.token, {
      status: "closed",
    });
    expect(closed.statusCode).toBe(200);
    const mails = await outboxMailsTo(t.app, rina.email);
    expect(mails).toHaveLength(2);
    const [replied, status] = mails;
    expect(replied?.subject).toMatch(/বিষয়ে আপনার টিকিটের উত্তর$/);
    expect(replied?.text).toMatch(/^নমস্কার রিনা পাল,\n\n.* বিষয়ে আপনার টিকিটে Sam Staff উত্তর দিয়েছেন:/);
    expect(replied?.text).toContain("আমরা আজই ফোন করব");
    expect(replied?.text).toContain(`টিকিটটি দেখুন: http://portal.test/ticket/${ticket._id}\n`);
    expect(status?.subject).toBe("আপনার টিকিট এখন বন্ধ");
    expect(status?.text).toMatch(
      /^নমস্কার রিনা পাল,\n\nSam Staff .* বিষয়ে আপনার টিকিটের অবস্থা "বন্ধ" করেছেন।/,
    );
    expect(status?.text).toContain(`টিকিটটি দেখুন: http://portal.test/ticket/${ticket._id}`);
    for (const mail of mails) expect(mail.text).not.toMatch(/Hello|See the ticket/);
  });

  it("refuses an empty or white-space note on text: nothing stored, the ticket unchanged, no mail", async () => {
    const customer = await createUser(t.app, "user", "Nila Nothing");
    const ticket = await newTicket(customer);
    const url = `/api/tickets/${ticket._id}/notes`;
    const empties: [AuthUser, object][] = [
      [staff, { text: "", internal: false }],
      [staff, { text: "   " }],
      [staff, { text: " \n\t\r\n\u00a0\u3000", internal: false }],
      [staff, { text: "", internal: true }],
      [staff, { text: "  ", attachments: [] }],
      [customer, { text: "" }],
      [customer, { text: "\n\n" }],
    ];
    for (const [by, body] of empties) {
      const res = await call("POST", url, by.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expectIssue(res, "text", "Write a message or attach a file");
    }
    // No bubble, still new and unanswered, no activity, and the customer was mailed nothing.
    expect((await call("GET", url, staff.token)).json<Note[]>()).toEqual([]);
    const detail = (
      await call("GET", `/api/tickets/${ticket._id}`, staff.token)
    ).json<TicketDetail>();
    expect(detail).toMatchObject({
      status: "new",
      firstResponseAt: null,
      updatedAt: ticket.updatedAt,
      lastMessage: { preview: "Bus was late", byStaff: false },
    });
    expect(await outboxMailsTo(t.app, customer.email)).toEqual([]);
  });

  it("says so in Bengali to a Bengali reader", async () => {
    const reader = await createUser(t.app, "user", "Bina Bose");
    await t.app.db
      .updateTable("users")
      .set({ locale: "bn" })
      .where("id", "=", reader._id)
      .execute();
    const ticket = await newTicket(reader);
    const res = await call("POST", `/api/tickets/${ticket._id}/notes`, reader.token, { text: "" });
    expect(res.statusCode).toBe(400);
    expectIssue(res, "text", "একটি বার্তা লিখুন অথবা একটি ফাইল সংযুক্ত করুন");
  });

  it("refuses a note without text", async () => {
    const ticket = await newTicket(alice);
    const res = await call("POST", `/api/tickets/${ticket._id}/notes`, alice.token, {});
    expect(res.statusCode).toBe(400);
    expectIssue(res, "text");
  });
});

describe("staff queue", () => {
  it("is refused to users", async () => {
    const res = await call("GET", "/api/staff/tickets", alice.token);
    expect(res.statusCode).toBe(403);
  });

  it("lists every customer's tickets newest first, filterable by status", async () => {
    const a = await newTicket(alice, "queue a");
    const b = await newTicket(bob, "queue b");
    await call("PUT", `/api/tickets/${a._id}`, staff.token, { status: "open" });
    const all = await call("GET", "/api/staff/tickets", staff.token);
    expect(all.statusCode).toBe(200);
    const ids = all.json<StaffTicket[]>().map((ticket) => ticket._id);
    expect(ids.indexOf(b._id)).toBeLessThan(ids.indexOf(a._id));
    const open = await call("GET", "/api/staff/tickets?status=open", staff.token);
    const openList = open.json<StaffTicket[]>();
    expect(openList.every((ticket) => ticket.status === "open")).toBe(true);
    expect(openList.find((ticket) => ticket._id === a._id)?.customer.name).toBe("Alice");
    const admin = await createUser(t.app, "admin");
    expect((await call("GET", "/api/staff/tickets?status=new", admin.token)).statusCode).toBe(200);
    const bad = await call("GET", "/api/staff/tickets?status=lost", staff.token);
    expect(bad.statusCode).toBe(400);
    expectIssue(bad, "status");
  });
});
