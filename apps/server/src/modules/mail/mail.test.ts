import type { OutboxMessage } from "@app/shared/mail";
import type { Ticket } from "@app/shared/tickets";
import type { AuthUser } from "@app/shared/users";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MAIL_FROM } from "../../config";
import { createDatabase } from "../../db/database";
import { closedPort, startSmtpServer, type TestSmtpServer } from "../../test/smtp-server";
import { ADMIN, auth, buildTestApp, createUser, login, type TestApp } from "../../test/test-app";
import { SMTP_NOT_CONFIGURED } from "./mail.service";

let smtp: TestSmtpServer;
let t: TestApp;
let alice: AuthUser;
let staff: AuthUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ smtpUrl: smtp.url });
  alice = await createUser(t.app, "user", "Alice");
  staff = await createUser(t.app, "staff", "Sam Staff");
});
afterEach(async () => {
  await t.app.mail.idle();
  smtp.received.length = 0;
  smtp.setDelay(0);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Method = "GET" | "POST" | "PUT";
const call = (app: TestApp, method: Method, url: string, token?: string, payload?: object) =>
  app.app.inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
  });

/** The mail every new account gets (decision 016); these tests count the tickets' mail only. */
const VERIFY_SUBJECT = "Confirm your email address";

async function newTicket(app: TestApp, user: AuthUser): Promise<Ticket> {
  const res = await call(app, "POST", "/api/tickets/", user.token, {
    product: "plassey",
    description: "Lost my bag on the bus",
  });
  expect(res.statusCode).toBe(201);
  return res.json<Ticket>();
}

async function outbox(app: TestApp): Promise<OutboxMessage[]> {
  const admin = await login(app.app, ADMIN.email, ADMIN.password);
  const res = await call(app, "GET", "/api/mail/outbox", admin.token);
  expect(res.statusCode).toBe(200);
  return res.json<OutboxMessage[]>();
}

describe("mail on ticket activity", () => {
  it("emails the customer once when staff reply, and records it as sent", async () => {
    const ticket = await newTicket(t, alice);
    // Only the ticket's mail counts here, not the accounts' verification mails sent before.
    await t.app.mail.idle();
    smtp.received.splice(0);
    const res = await call(t, "POST", `/api/tickets/${ticket._id}/notes`, staff.token, {
      text: "We found your bag at the gate.",
    });
    expect(res.statusCode).toBe(201);
    await t.app.mail.idle();

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.rcptTo).toEqual([alice.email]);
    expect(mail?.to).toBe(alice.email);
    expect(mail?.from).toBe(DEFAULT_MAIL_FROM);
    expect(mail?.subject).toBe("Reply to your ticket about Plassey Monument");
    expect(mail?.text).toContain("Sam Staff replied");
    expect(mail?.text).toContain("We found your bag at the gate.");
    expect(mail?.text).toContain(`http://portal.test/ticket/${ticket._id}`);

    const [latest] = await outbox(t);
    expect(latest).toMatchObject({
      recipient: alice.email,
      subject: "Reply to your ticket about Plassey Monument",
      state: "sent",
      error: null,
    });
    expect(Date.parse(latest?.sentAt ?? "")).not.toBeNaN();
  });

  it("emails the customer once when staff change the status", async () => {
    const ticket = await newTicket(t, alice);
    const res = await call(t, "PUT", `/api/tickets/${ticket._id}`, staff.token, {
      status: "closed",
    });
    expect(res.statusCode).toBe(200);
    await t.app.mail.idle();

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      rcptTo: [alice.email],
      subject: "Your ticket is now closed",
    });
    expect(smtp.received[0]?.text).toContain(`http://portal.test/ticket/${ticket._id}`);
    expect((await outbox(t))[0]).toMatchObject({
      subject: "Your ticket is now closed",
      state: "sent",
    });
  });

  it("sends nothing when customers act on their own ticket, nor when staff act on theirs", async () => {
    const before = (await outbox(t)).length;
    const own = await newTicket(t, alice);
    const note = await call(t, "POST", `/api/tickets/${own._id}/notes`, alice.token, {
      text: "Any news?",
    });
    expect(note.statusCode).toBe(201);
    const close = await call(t, "PUT", `/api/tickets/${own._id}`, alice.token, {
      status: "closed",
    });
    expect(close.statusCode).toBe(200);

    const staffOwn = await newTicket(t, staff);
    const url = `/api/tickets/${staffOwn._id}`;
    expect((await call(t, "POST", `${url}/notes`, staff.token, { text: "x" })).statusCode).toBe(
      201,
    );
    expect((await call(t, "PUT", url, staff.token, { status: "closed" })).statusCode).toBe(200);

    await t.app.mail.idle();
    expect(smtp.received).toEqual([]);
    expect(await outbox(t)).toHaveLength(before);
  });

  it("answers the ticket call without waiting for delivery", async () => {
    smtp.setDelay(400);
    const ticket = await newTicket(t, alice);
    const res = await call(t, "POST", `/api/tickets/${ticket._id}/notes`, staff.token, {
      text: "Checking now",
    });
    expect(res.statusCode).toBe(201);
    expect(smtp.received).toHaveLength(0);
    await t.app.mail.idle();
    expect(smtp.received).toHaveLength(1);
  });

  it("finishes deliveries under way before the app closes", async () => {
    const other = await buildTestApp({ smtpUrl: smtp.url });
    try {
      const customer = await createUser(other.app, "user", "Carol");
      const agent = await createUser(other.app, "staff", "Dev Staff");
      const ticket = await newTicket(other, customer);
      smtp.setDelay(300);
      const res = await call(other, "POST", `/api/tickets/${ticket._id}/notes`, agent.token, {
        text: "Closing soon",
      });
      expect(res.statusCode).toBe(201);
      await other.app.close();
      const ticketMail = (mail: { subject: string }) => mail.subject !== VERIFY_SUBJECT;
      expect(smtp.received.filter(ticketMail).map((mail) => mail.rcptTo)).toEqual([
        [customer.email],
      ]);
      // The outbox row was updated before the database closed.
      const handle = createDatabase(other.config);
      try {
        const rows = await handle.db
          .selectFrom("outbox")
          .select(["state", "attempts"])
          .where("subject", "!=", VERIFY_SUBJECT)
          .execute();
        expect(rows).toEqual([{ state: "sent", attempts: 1 }]);
      } finally {
        await handle.db.destroy();
      }
    } finally {
      await other.close();
    }
  });
});

describe("failed mail", () => {
  it("records an unreachable SMTP server as failed while the ticket calls still succeed", async () => {
    const dead = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const customer = await createUser(dead.app, "user", "Erin");
      const agent = await createUser(dead.app, "staff", "Fay Staff");
      const ticket = await newTicket(dead, customer);
      const note = await call(dead, "POST", `/api/tickets/${ticket._id}/notes`, agent.token, {
        text: "Hello",
      });
      expect(note.statusCode).toBe(201);
      const put = await call(dead, "PUT", `/api/tickets/${ticket._id}`, agent.token, {
        status: "closed",
      });
      expect(put.statusCode).toBe(200);
      await dead.app.mail.idle();

      const messages = (await outbox(dead)).filter((m) => m.subject !== VERIFY_SUBJECT);
      expect(messages.map((m) => m.subject)).toEqual([
        "Your ticket is now closed",
        "Reply to your ticket about Plassey Monument",
      ]);
      for (const message of messages) {
        expect(message).toMatchObject({ recipient: customer.email, state: "failed", sentAt: null });
        expect(message.error).toMatch(/ECONNREFUSED/);
      }
    } finally {
      await dead.close();
    }
  });

  it("keeps SMTP credentials out of the recorded error", async () => {
    const password = "S3cret-Passw0rd";
    const strict = await startSmtpServer({
      onAuth: (login, _session, callback) =>
        callback(new Error(`Authentication failed for ${login.username}:${login.password}`)),
    });
    const app = await buildTestApp({
      smtpUrl: strict.url.replace("smtp://", `smtp://mailer:${password}@`),
    });
    try {
      const customer = await createUser(app.app, "user", "Gus");
      const agent = await createUser(app.app, "staff", "Hal Staff");
      const ticket = await newTicket(app, customer);
      await call(app, "PUT", `/api/tickets/${ticket._id}`, agent.token, { status: "open" });
      await app.app.mail.idle();
      const [message] = await outbox(app);
      expect(message?.state).toBe("failed");
      expect(message?.error).toMatch(/Authentication failed/);
      expect(message?.error).not.toContain(password);
      expect(strict.received).toEqual([]);
    } finally {
      await app.close();
      await strict.close();
    }
  });

  it("records mail as failed with the reason when SMTP_URL is unset", async () => {
    const bare = await buildTestApp({ smtpUrl: undefined });
    try {
      const customer = await createUser(bare.app, "user", "Ivy");
      const agent = await createUser(bare.app, "staff", "Jo Staff");
      const ticket = await newTicket(bare, customer);
      const note = await call(bare, "POST", `/api/tickets/${ticket._id}/notes`, agent.token, {
        text: "Hello",
      });
      expect(note.statusCode).toBe(201);
      await bare.app.mail.idle();
      const [message] = await outbox(bare);
      expect(message).toMatchObject({
        recipient: customer.email,
        state: "failed",
        error: SMTP_NOT_CONFIGURED,
        sentAt: null,
      });
      expect(SMTP_NOT_CONFIGURED).toBe("SMTP is not configured (SMTP_URL is unset)");
    } finally {
      await bare.close();
    }
  });
});

describe("GET /api/mail/outbox", () => {
  it("is for admins only", async () => {
    expect((await call(t, "GET", "/api/mail/outbox")).statusCode).toBe(401);
    for (const user of [alice, staff]) {
      const res = await call(t, "GET", "/api/mail/outbox", user.token);
      expect(res.statusCode).toBe(403);
    }
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    expect((await call(t, "GET", "/api/mail/outbox", admin.token)).statusCode).toBe(200);
  });

  it("lists messages newest first with their delivery fields, never the body", async () => {
    const ticket = await newTicket(t, alice);
    await call(t, "POST", `/api/tickets/${ticket._id}/notes`, staff.token, { text: "First" });
    await call(t, "PUT", `/api/tickets/${ticket._id}`, staff.token, { status: "closed" });
    await t.app.mail.idle();
    const [newest, older] = await outbox(t);
    expect(newest?.subject).toBe("Your ticket is now closed");
    expect(older?.subject).toBe("Reply to your ticket about Plassey Monument");
    expect(Object.keys(newest ?? {}).sort()).toEqual([
      "_id",
      "createdAt",
      "error",
      "recipient",
      "sentAt",
      "state",
      "subject",
    ]);
  });
});
