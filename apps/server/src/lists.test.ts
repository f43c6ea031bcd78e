// Every list call pages, searches and filters on the server (decision 015), on the engine the suite
// runs on (SQLite, and PostgreSQL when DATABASE_URL is set). The paged operations are read from
// the OpenAPI document, so a list added later is held to the same rules without being named here.
import type { Ticket } from "@app/shared/tickets";
import type { AuthUser } from "@app/shared/users";
import type { Insertable } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdmissionsTable,
  InvoicesTable,
  NotesTable,
  OrdersTable,
  OutboxTable,
  TicketsTable,
  VotersTable,
} from "./db/schema";
import { newId } from "./lib/ids";
import { rowNumber } from "./test/row-numbers";
import { ADMIN, auth, buildTestApp, createUser, login, type TestApp } from "./test/test-app";

let t: TestApp;
let admin: AuthUser;
let staff: AuthUser;
let alice: AuthUser;
let bob: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, ADMIN.email, ADMIN.password);
  staff = await createUser(t.app, "staff", "Sam Staff");
  alice = await createUser(t.app, "user", "Alice Paged");
  bob = await createUser(t.app, "user", "Bob Paged");
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, user?: AuthUser) =>
  t.app.inject({ method: "GET", url, headers: user ? auth(user.token) : {} });

/** A timestamp `minutes` after a fixed start, so rows have a known order. */
const at = (minutes: number) =>
  new Date(Date.UTC(2026, 3, 1, 6, 0) + minutes * 60_000).toISOString();

/** The rel="…" targets of a Link header, as page numbers. */
function linkPages(link: string | undefined): Record<string, number> {
  const pages: Record<string, number> = {};
  for (const part of (link ?? "").split(", ")) {
    const match = /^<([^>]*)>; rel="(\w+)"$/.exec(part);
    if (!match?.[1] || !match[2]) continue;
    pages[match[2]] = Number(new URL(match[1], "http://x").searchParams.get("page"));
  }
  return pages;
}

/** Every row of a list, page after page, following its `next` link. */
async function walk<T>(url: string, user: AuthUser | undefined): Promise<T[]> {
  const rows: T[] = [];
  let next: string | undefined = url;
  for (let pages = 0; next && pages < 1000; pages++) {
    const res = await get(next, user);
    expect(res.statusCode, res.body).toBe(200);
    rows.push(...res.json<T[]>());
    const link = /<([^>]*)>; rel="next"/.exec(String(res.headers.link ?? ""));
    next = link?.[1];
  }
  return rows;
}

async function insertTickets(rows: Partial<Insertable<TicketsTable>>[], userId: string) {
  const full = rows.map((row, index) => ({
    id: newId(),
    number: rowNumber(),
    user_id: userId,
    product: "plassey" as const,
    description: "A ticket",
    status: "new" as const,
    created_at: at(index),
    updated_at: at(index),
    ...row,
  }));
  await t.app.db.insertInto("tickets").values(full).execute();
  return full;
}

describe("every paged list in the API document", () => {
  type Operation = { operationId: string; method: string; path: string; secured: boolean };
  let paged: Operation[] = [];
  let aTicket: Ticket;
  let aDeparture: string;

  beforeAll(async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const document = res.json<{
      paths: Record<
        string,
        Record<
          string,
          {
            operationId: string;
            parameters?: { in: string; name: string }[];
            security?: unknown[];
            responses: Record<string, { headers?: Record<string, unknown> }>;
          }
        >
      >;
    }>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!operation.parameters?.some((p) => p.in === "query" && p.name === "page")) continue;
        expect(Object.keys(operation.responses["200"]?.headers ?? {}), path).toEqual(
          expect.arrayContaining(["X-Total-Count", "Link"]),
        );
        paged.push({
          operationId: operation.operationId,
          method: method.toUpperCase(),
          path,
          secured: (operation.security?.length ?? 0) > 0,
        });
      }
    }
    paged = paged.filter((operation) => operation.method === "GET");
    const created = await t.app.inject({
      method: "POST",
      url: "/api/tickets",
      headers: auth(admin.token),
      payload: { product: "plassey", description: "Admin's own ticket" },
    });
    aTicket = created.json<Ticket>();
    const departure = await t.app.inject({
      method: "POST",
      url: "/api/staff/trips/plassey/departures",
      headers: auth(admin.token),
      payload: { date: "2099-01-01", seats: 10, adultPricePaise: 100, childPricePaise: 50 },
    });
    aDeparture = departure.json<{ _id: string }>()._id;
    const batch = await t.app.inject({
      method: "POST",
      url: "/api/staff/courses/python/batches",
      headers: auth(admin.token),
      payload: {
        name: "Morning",
        startDate: "2099-01-10",
        days: ["mon"],
        startTime: "07:00",
        endTime: "08:00",
        seats: 10,
      },
    });
    aBatch = batch.json<{ _id: string }>()._id;
    const category = await t.app.inject({
      method: "POST",
      url: "/api/exams/categories",
      headers: auth(admin.token),
      payload: { name: "Physics", parentId: null },
    });
    const question = await t.app.inject({
      method: "POST",
      url: "/api/exams/questions",
      headers: auth(admin.token),
      payload: {
        categoryId: category.json<{ _id: string }>()._id,
        type: "single",
        text: { en: "Which is right?" },
        options: [
          { text: { en: "right" }, correct: true },
          { text: { en: "wrong" }, correct: false },
        ],
      },
    });
    const test = await t.app.inject({
      method: "POST",
      url: "/api/exams/tests",
      headers: auth(admin.token),
      payload: {
        title: { en: "Mock 1", bn: "" },
        durationMinutes: 30,
        sections: [
          {
            title: { en: "Physics", bn: "" },
            marking: { correct: 4, wrong: -1, unanswered: 0 },
            questionIds: [question.json<{ _id: string }>()._id],
          },
        ],
      },
    });
    expect(test.statusCode, test.body).toBe(201);
    aTest = test.json<{ _id: string }>()._id;
  });

  let aBatch = "";
  let aTest = "";
  /**
   * The record a list under an `{id}` belongs to: a trip's departures, a departure's bookings, a
   * batch's roster, a test's attempts.
   */
  const idFor = (operation: Operation): string => {
    if (operation.operationId === "trips.listPassengers") return aDeparture;
    if (operation.path.startsWith("/api/staff/batches/")) return aBatch;
    if (operation.path.startsWith("/api/exams/tests/")) return aTest;
    return "plassey";
  };
  const urlOf = (operation: Operation, query: string) =>
    `${operation.path
      .replace("{ticketId}", aTicket._id)
      .replace("{code}", "python")
      .replace("{id}", idFor(operation))}?${query}`;

  it("documents X-Total-Count and Link on each of them, and there are all the lists", () => {
    const ids = paged.map((operation) => operation.operationId);
    expect(ids).toEqual(
      expect.arrayContaining([
        "tickets.listAll",
        "tickets.listMine",
        "tickets.listNotes",
        "users.list",
        "orders.list",
        "admissions.list",
        "admissions.listMine",
        "mail.listOutbox",
        "invoices.list",
        "voters.list",
        "mechanics.list",
        "vehicles.list",
        "locations.list",
        "products.list",
        "students.listOld",
        "teachers.list",
        "quiz.listResults",
        "entranceTest.listResults",
        "courses.listAll",
        "courses.listBatches",
        "courses.batchRoster",
        "courses.listOpenBatches",
      ]),
    );
  });

  it("answers the page with X-Total-Count and first/last links", async () => {
    for (const operation of paged) {
      const res = await get(
        urlOf(operation, "page=1&limit=2"),
        operation.secured ? admin : undefined,
      );
      expect(res.statusCode, `${operation.operationId}: ${res.body}`).toBe(200);
      expect(res.json<unknown[]>().length).toBeLessThanOrEqual(2);
      const total = Number(res.headers["x-total-count"]);
      expect(Number.isInteger(total) && total >= 0, operation.operationId).toBe(true);
      const pages = linkPages(String(res.headers.link));
      expect(pages.first, operation.operationId).toBe(1);
      expect(pages.last, operation.operationId).toBe(Math.max(1, Math.ceil(total / 2)));
    }
  });

  it("refuses a limit or page that is zero, negative, over 100 or not a number with 400", async () => {
    const bad = ["limit=0", "limit=-1", "limit=101", "limit=abc", "limit=", "page=0", "page=-3"];
    for (const operation of paged) {
      for (const query of [...bad, "page=1.5", "page=x", "limit=2.5"]) {
        const res = await get(urlOf(operation, query), operation.secured ? admin : undefined);
        expect(res.statusCode, `${operation.operationId}?${query}`).toBe(400);
        // The issue names the parameter; its message says what to write, in words.
        const [issue] = res.json<{ issues: { path: string; message: string }[] }>().issues;
        expect(issue?.path, `${operation.operationId}?${query}`).toBe(query.split("=")[0]);
        expect(issue?.message).toMatch(/^Enter a whole number from [\d,]+ to [\d,]+$/);
      }
      const most = await get(urlOf(operation, "limit=100"), operation.secured ? admin : undefined);
      expect(most.statusCode, operation.operationId).toBe(200);
    }
  });

  it("answers a page past the end with an empty array, not an error", async () => {
    for (const operation of paged) {
      const res = await get(urlOf(operation, "page=5000"), operation.secured ? admin : undefined);
      expect(res.statusCode, operation.operationId).toBe(200);
      expect(res.json()).toEqual([]);
      expect(Number(res.headers["x-total-count"])).toBeGreaterThanOrEqual(0);
      expect(linkPages(String(res.headers.link)).next).toBeUndefined();
    }
  });
});

describe("the staff queue at 120 tickets", () => {
  let customer: AuthUser;
  beforeAll(async () => {
    customer = await createUser(t.app, "user", "Queue Walker");
    const statuses = ["new", "open", "closed"] as const;
    const products = ["plassey", "hazarduari", "iskon"] as const;
    await insertTickets(
      Array.from({ length: 120 }, (_, index) => ({
        status: statuses[index % 3],
        product: products[index % 3],
        description: `Queue ticket number ${index}`,
      })),
      customer._id,
    );
  });

  it("pages 50 at a time, newest first, with links to every neighbour and no row twice", async () => {
    const base = `/api/staff/tickets?customer=${encodeURIComponent(customer.email)}`;
    const first = await get(`${base}&limit=50`, staff);
    expect(first.headers["x-total-count"]).toBe("120");
    expect(linkPages(String(first.headers.link))).toEqual({ first: 1, next: 2, last: 3 });
    const third = await get(`${base}&limit=50&page=3`, staff);
    expect(third.json<unknown[]>()).toHaveLength(20);
    expect(linkPages(String(third.headers.link))).toEqual({ first: 1, prev: 2, last: 3 });
    const middle = await get(`${base}&page=2`, staff);
    expect(linkPages(String(middle.headers.link))).toEqual({ first: 1, prev: 1, next: 3, last: 3 });
    // The link keeps the filters of the request it answers.
    expect(String(middle.headers.link)).toContain(`customer=${encodeURIComponent(customer.email)}`);

    const all = await walk<Ticket>(`${base}&limit=7`, staff);
    expect(all).toHaveLength(120);
    expect(new Set(all.map((ticket) => ticket._id)).size).toBe(120);
    const created = all.map((ticket) => ticket.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it("sorts by a field either way and refuses a field it does not know", async () => {
    const base = `/api/staff/tickets?customer=${encodeURIComponent(customer.email)}&limit=100`;
    const ascending = (await get(`${base}&sort=createdAt`, staff)).json<Ticket[]>();
    expect(ascending[0]?.description).toBe("Queue ticket number 0");
    const byStatus = (await get(`${base}&sort=-status`, staff)).json<Ticket[]>();
    expect(byStatus[0]?.status).toBe("open");
    expect(byStatus.at(-1)?.status).toBe("closed");
    for (const sort of ["password_hash", "-user_id", "id; drop table users"]) {
      const res = await get(`${base}&sort=${encodeURIComponent(sort)}`, staff);
      expect(res.statusCode).toBe(400);
    }
  });

  it("filters by status, product and customer, together", async () => {
    const base = `/api/staff/tickets?customer=${encodeURIComponent("queue walker")}`;
    const open = await get(`${base}&status=open&limit=100`, staff);
    expect(open.headers["x-total-count"]).toBe("40");
    expect(open.json<Ticket[]>().every((ticket) => ticket.status === "open")).toBe(true);
    const iskonClosed = await get(`${base}&status=closed&product=iskon`, staff);
    expect(iskonClosed.headers["x-total-count"]).toBe("40");
    const none = await get(`${base}&status=closed&product=plassey`, staff);
    expect(none.headers["x-total-count"]).toBe("0");
    expect((await get(`${base}&status=lost`, staff)).statusCode).toBe(400);
    expect((await get(`${base}&product=moon`, staff)).statusCode).toBe(400);
  });
});

describe("searching tickets by their words", () => {
  let customer: AuthUser;
  let tickets: { id: string }[];
  beforeAll(async () => {
    customer = await createUser(t.app, "user", "Word Searcher");
    tickets = await insertTickets(
      [
        { description: "The houseboat engine stopped near Murshidabad" },
        { description: "Refund for the cancelled Katra trip" },
        { description: "Lost luggage" },
      ],
      customer._id,
    );
    const note: Insertable<NotesTable> = {
      id: newId(),
      ticket_id: tickets[2]?.id ?? "",
      user_id: staff._id,
      text: "Found the suitcase with the houseboat crew",
      is_staff: 1,
      created_at: at(10),
    };
    await t.app.db.insertInto("notes").values(note).execute();
  });

  const search = async (q: string) => {
    const url = `/api/staff/tickets?customer=${encodeURIComponent("word searcher")}&q=${encodeURIComponent(q)}`;
    const res = await get(url, staff);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Ticket[]>().map((ticket) => ticket._id);
  };

  it("finds words in the description and in the notes, in any case, by their start", async () => {
    expect(await search("houseboat")).toEqual([tickets[2]?.id, tickets[0]?.id]);
    expect(await search("SUITCASE")).toEqual([tickets[2]?.id]);
    expect(await search("refun")).toEqual([tickets[1]?.id]);
    expect(await search("houseboat engine")).toEqual([tickets[0]?.id]);
    expect(await search("zeppelin")).toEqual([]);
  });

  it("takes any text as words, never as the engine's query syntax", async () => {
    for (const q of [
      '"',
      "*",
      "NEAR(a b)",
      "a OR b",
      "houseboat)",
      "'; --",
      "%",
      "_",
      "!!!",
      "&|:*",
    ]) {
      await search(q);
    }
    expect(await search('"houseboat" -engine')).toEqual([tickets[0]?.id]);
  });

  it("finds a note added through the API and forgets a ticket that is deleted", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: `/api/tickets/${tickets[1]?.id}/notes`,
      headers: auth(staff.token),
      payload: { text: "Escalated to accounts, pineapple code" },
    });
    expect(created.statusCode).toBe(201);
    expect(await search("pineapple")).toEqual([tickets[1]?.id]);
    await t.app.db
      .deleteFrom("tickets")
      .where("id", "=", tickets[1]?.id ?? "")
      .execute();
    expect(await search("pineapple")).toEqual([]);
    expect(await search("refund")).toEqual([]);
  });
});

describe("a user's own lists", () => {
  it("never hold another user's rows, on any page", async () => {
    await insertTickets(
      Array.from({ length: 7 }, (_, index) => ({ description: `Alice's ${index}` })),
      alice._id,
    );
    await insertTickets(
      Array.from({ length: 5 }, (_, index) => ({ description: `Bob's ${index}` })),
      bob._id,
    );
    const orders = (userId: string, count: number): Insertable<OrdersTable>[] =>
      Array.from({ length: count }, (_, index) => ({
        id: newId(),
        number: rowNumber(),
        user_id: userId,
        name: "Buyer",
        email: "buyer@test.local",
        address: "Kolkata",
        gender: "female",
        product_id: "p1",
        product_name: "Notebook",
        price_paise: 5000,
        pin: "700001",
        mobile: "9876543210",
        status: "placed",
        created_at: at(index),
        updated_at: at(index),
      }));
    await t.app.db
      .insertInto("orders")
      .values([...orders(alice._id, 6), ...orders(bob._id, 4)])
      .execute();

    for (const [user, tickets, orderCount] of [
      [alice, 7, 6],
      [bob, 5, 4],
    ] as const) {
      const own = await walk<{ user: string }>("/api/tickets?limit=2", user);
      expect(own).toHaveLength(tickets);
      expect(own.every((ticket) => ticket.user === user._id)).toBe(true);
      const ordered = await walk<{ _id: string }>("/api/users/order?limit=2", user);
      expect(ordered).toHaveLength(orderCount);
      const ids = new Set(
        (
          await t.app.db.selectFrom("orders").select("id").where("user_id", "=", user._id).execute()
        ).map((row) => row.id),
      );
      expect(ordered.every((order) => ids.has(order._id))).toBe(true);
      // A filter or search cannot widen the list to other people's rows.
      const searched = await get("/api/tickets?q=Bob&customer=Alice&limit=100", user);
      expect(searched.json<{ user: string }[]>().every((ticket) => ticket.user === user._id)).toBe(
        true,
      );
    }
  });

  it("answers a ticket's notes a page at a time, oldest first, and 404 for another's", async () => {
    const [ticket] = await insertTickets([{ description: "Many notes" }], alice._id);
    const notes: Insertable<NotesTable>[] = Array.from({ length: 12 }, (_, index) => ({
      id: newId(),
      ticket_id: ticket?.id ?? "",
      user_id: alice._id,
      text: `Note ${index}`,
      is_staff: 0,
      created_at: at(index),
    }));
    // Ids are time-ordered: inserted one after the other they read back in this order.
    for (const note of notes) await t.app.db.insertInto("notes").values(note).execute();
    const page = await get(`/api/tickets/${ticket?.id}/notes?limit=5&page=3`, alice);
    expect(page.json<{ text: string }[]>().map((note) => note.text)).toEqual([
      "Note 10",
      "Note 11",
    ]);
    expect(page.headers["x-total-count"]).toBe("12");
    expect((await get(`/api/tickets/${ticket?.id}/notes?limit=5`, bob)).statusCode).toBe(404);
  });
});

describe("searching and filtering the back office's lists", () => {
  it("finds users by a part of the name or email, and by role", async () => {
    const res = await get("/api/users/alluser?q=PAGED", admin);
    expect(
      res
        .json<{ name: string }[]>()
        .map((user) => user.name)
        .sort(),
    ).toEqual(["Alice Paged", "Bob Paged"]);
    const staffOnly = await get("/api/users/alluser?role=staff&limit=100", admin);
    expect(staffOnly.json<{ role: string }[]>().every((user) => user.role === "staff")).toBe(true);
    expect(Number(staffOnly.headers["x-total-count"])).toBeGreaterThanOrEqual(1);
    // LIKE's wildcards are taken as the characters they are.
    expect((await get("/api/users/alluser?q=%25", admin)).json()).toEqual([]);
    expect((await get("/api/users/alluser?q=_", admin)).json()).toEqual([]);
    expect((await get("/api/users/alluser?role=king", admin)).statusCode).toBe(400);
    expect((await get("/api/users/alluser?q=ab", staff)).statusCode).toBe(403);
  });

  it("finds orders by status, product, customer and days (India's calendar)", async () => {
    const base: Omit<
      Insertable<OrdersTable>,
      "id" | "number" | "status" | "product_name" | "created_at"
    > = {
      user_id: bob._id,
      name: "Tagore Reader",
      email: "reader@test.local",
      address: "Santiniketan",
      gender: "male",
      product_id: "p2",
      price_paise: 9900,
      pin: "731235",
      mobile: "9000000001",
      updated_at: at(0),
    };
    await t.app.db
      .insertInto("orders")
      .values([
        // 18:29 UTC on 2 June is 23:59 on 2 June in India; 18:30 is already 3 June.
        {
          ...base,
          id: newId(),
          number: rowNumber(),
          status: "confirmed",
          product_name: "Gitanjali",
          created_at: "2026-06-02T18:29:00.000Z",
        },
        {
          ...base,
          id: newId(),
          number: rowNumber(),
          status: "placed",
          product_name: "Gitanjali",
          created_at: "2026-06-02T18:30:00.000Z",
        },
        {
          ...base,
          id: newId(),
          number: rowNumber(),
          status: "placed",
          product_name: "Gora",
          created_at: "2026-06-04T06:00:00.000Z",
        },
      ])
      .execute();
    const find = async (query: string) => {
      const res = await get(`/api/users/order?q=tagore&${query}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ product: string; status: string; createdAt: string }[]>();
    };
    expect(await find("")).toHaveLength(3);
    expect((await find("status=placed")).map((order) => order.product)).toEqual([
      "Gora",
      "Gitanjali",
    ]);
    expect(await find("product=GITA")).toHaveLength(2);
    expect((await find("from=2026-06-03")).map((order) => order.createdAt)).toEqual([
      "2026-06-04T06:00:00.000Z",
      "2026-06-02T18:30:00.000Z",
    ]);
    expect((await find("to=2026-06-02")).map((order) => order.status)).toEqual(["confirmed"]);
    expect(await find("from=2026-06-03&to=2026-06-03")).toHaveLength(1);
    expect((await get("/api/users/order?from=2026-13-01", admin)).statusCode).toBe(400);
    expect((await get("/api/users/order?status=lost", admin)).statusCode).toBe(400);
  });

  it("finds admissions by status, course and name", async () => {
    const rows: Insertable<AdmissionsTable>[] = [
      ["Rina Ghosh", "mern", "pending"],
      ["Rahul Ghosh", "java", "accepted"],
      ["Mita Sen", "mern", "rejected"],
    ].map(([name, course, status], index) => ({
      id: newId(),
      user_id: [alice._id, bob._id, staff._id][index] ?? "",
      name: name ?? "",
      email: `applicant${index}@test.local`,
      address: "Howrah",
      gender: "female",
      classes: 10,
      pin: "711101",
      course: course ?? "",
      mobile: "9000000002",
      status: status as AdmissionsTable["status"],
      created_at: at(index),
      updated_at: at(index),
    }));
    await t.app.db.insertInto("admissions").values(rows).execute();
    const names = async (query: string) =>
      (await get(`/api/users/newstudentlist?${query}`, staff))
        .json<{ name: string }[]>()
        .map((admission) => admission.name);
    expect(await names("q=ghosh")).toEqual(["Rahul Ghosh", "Rina Ghosh"]);
    expect(await names("course=mern&sort=name")).toEqual(["Mita Sen", "Rina Ghosh"]);
    expect(await names("status=accepted")).toEqual(["Rahul Ghosh"]);
    expect((await get("/api/users/newstudentlist?status=maybe", staff)).statusCode).toBe(400);
  });

  it("finds outbox mail by state and words of the recipient or subject", async () => {
    const rows: Insertable<OutboxTable>[] = [
      ["sent", "Durga Puja holidays"],
      ["failed", "Fee reminder"],
      ["sent", "Fee receipt"],
    ].map(([state, subject], index) => ({
      id: newId(),
      recipient: `parent${index}@outbox.test`,
      subject: subject ?? "",
      text: "…",
      state: state as OutboxTable["state"],
      error: state === "failed" ? "refused" : null,
      attempts: 1,
      created_at: at(index),
      sent_at: state === "sent" ? at(index) : null,
    }));
    await t.app.db.insertInto("outbox").values(rows).execute();
    const subjects = async (query: string) =>
      (await get(`/api/mail/outbox?${query}`, admin))
        .json<{ subject: string }[]>()
        .map((m) => m.subject);
    expect(await subjects("q=outbox.test")).toEqual([
      "Fee receipt",
      "Fee reminder",
      "Durga Puja holidays",
    ]);
    expect(await subjects("q=fee&state=sent")).toEqual(["Fee receipt"]);
    expect(await subjects("q=outbox.test&state=failed")).toEqual(["Fee reminder"]);
  });

  it("finds invoices by financial year and a part of the number", async () => {
    const rows: Insertable<InvoicesTable>[] = [
      ["2025-26", 1],
      ["2025-26", 2],
      ["2026-27", 1],
    ].map(([year, sequence], index) => ({
      id: newId(),
      number: `INV-${year}/${String(sequence).padStart(4, "0")}`,
      financial_year: String(year),
      sequence: Number(sequence),
      total_paise: 1000,
      created_by: admin._id,
      created_by_name: "Admin",
      created_at: at(index),
    }));
    await t.app.db.insertInto("invoices").values(rows).execute();
    const numbers = async (query: string) =>
      (await get(`/api/invoices?${query}`, admin))
        .json<{ number: string }[]>()
        .map((i) => i.number);
    expect(await numbers("financialYear=2025-26")).toEqual([
      "INV-2025-26/0002",
      "INV-2025-26/0001",
    ]);
    expect(await numbers("number=26-27")).toEqual(["INV-2026-27/0001"]);
    expect(await numbers("sort=number&limit=2")).toEqual(["INV-2025-26/0001", "INV-2025-26/0002"]);
    expect((await get("/api/invoices?financialYear=2026", admin)).statusCode).toBe(400);
  });
});

describe("voter rows", () => {
  const COUNT = 1_203;
  beforeAll(async () => {
    const rows: Insertable<VotersTable>[] = Array.from({ length: COUNT }, (_, index) => ({
      id: newId(),
      sl_no: Math.floor(index / 3) + 1,
      state: "West Bengal",
      district: index % 2 ? "Nadia" : "Murshidabad",
      assembly_constituency: ["Berhampore", "Krishnanagar", "Lalgola"][index % 3] ?? "",
      total_voter: 1000 + index,
      number_of_hindu: 500,
      number_of_muslim: 400,
      created_at: at(index),
      updated_at: at(index),
    }));
    for (let from = 0; from < rows.length; from += 200) {
      await t.app.db
        .insertInto("voters")
        .values(rows.slice(from, from + 200))
        .execute();
    }
  });

  it("page by constituency, then serial number, and filter by constituency and words", async () => {
    const first = await get("/api/voter?limit=3", admin);
    expect(first.headers["x-total-count"]).toBe(String(COUNT));
    expect(first.json<{ assembly_constituency: string; sl_no: number }[]>()).toMatchObject([
      { assembly_constituency: "Berhampore", sl_no: 1 },
      { assembly_constituency: "Berhampore", sl_no: 2 },
      { assembly_constituency: "Berhampore", sl_no: 3 },
    ]);
    const lalgola = await get("/api/voter?assembly_constituency=lalgola", admin);
    expect(lalgola.headers["x-total-count"]).toBe("401");
    const nadia = await get("/api/voter?q=nadia&assembly_constituency=Berhampore", admin);
    expect(Number(nadia.headers["x-total-count"])).toBeGreaterThan(0);
  });

  it("sum the rows a search finds, overall and by constituency", async () => {
    const res = await get("/api/voters/totals?q=nadia", admin);
    expect(res.statusCode, res.body).toBe(200);
    const totals = res.json<{
      rows: number;
      total_voter: number;
      number_of_hindu: number;
      constituencies: { assembly_constituency: string; rows: number; total_voter: number }[];
      truncated: boolean;
    }>();
    // Nadia holds the odd indexes: 601 rows with total_voter 1000 + index.
    const odd = Array.from({ length: COUNT }, (_, index) => index).filter((index) => index % 2);
    expect(totals.rows).toBe(odd.length);
    expect(totals.total_voter).toBe(odd.reduce((sum, index) => sum + 1000 + index, 0));
    expect(totals.number_of_hindu).toBe(500 * odd.length);
    expect(totals.constituencies.map((c) => c.assembly_constituency)).toEqual([
      "Berhampore",
      "Krishnanagar",
      "Lalgola",
    ]);
    expect(totals.constituencies.reduce((sum, c) => sum + c.rows, 0)).toBe(odd.length);
    expect(totals.truncated).toBe(false);
    const none = (await get("/api/voters/totals?assembly_constituency=nowhere", admin)).json();
    expect(none).toEqual({
      rows: 0,
      total_voter: 0,
      number_of_hindu: 0,
      number_of_muslim: 0,
      constituencies: [],
      truncated: false,
    });
  });

  it("export every row as CSV, read in batches, in the list's order with none twice", async () => {
    const res = await get("/api/voter/export.csv", admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "sl_no,state,district,assembly_constituency,total_voter,number_of_hindu,number_of_muslim",
    );
    const keys = lines.slice(1).map((line) => {
      const fields = line.split(",");
      return `${fields[3]}/${String(fields[0]).padStart(4, "0")}`;
    });
    expect(keys).toHaveLength(COUNT);
    expect(new Set(keys).size).toBe(COUNT);
    expect(keys).toEqual([...keys].sort());
  });
});
