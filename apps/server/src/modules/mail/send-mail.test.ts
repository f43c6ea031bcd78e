// POST /mail: an admin's message goes out over SMTP and is recorded in the outbox either way.
import { INSTITUTE } from "@app/shared/institute";
import type { OutboxMessage } from "@app/shared/mail";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectIssue } from "../../test/error-body";
import { closedPort, startSmtpServer, type TestSmtpServer } from "../../test/smtp-server";
import { ADMIN, auth, buildTestApp, login, type TestApp } from "../../test/test-app";
import { signatureOf } from "./mail.service";

let smtp: TestSmtpServer;
let t: TestApp;
let admin: AuthUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ smtpUrl: smtp.url });
  admin = await login(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const send = (app: TestApp, token: string, payload: object) =>
  app.app.inject({ method: "POST", url: "/mail", headers: auth(token), payload });
const outbox = async (app: TestApp, token: string) =>
  (await app.app.inject({ method: "GET", url: "/api/mail/outbox", headers: auth(token) })).json<
    OutboxMessage[]
  >();

describe("POST /mail", () => {
  it("delivers to the recipient with the subject and text, and answers the sent outbox entry", async () => {
    const res = await send(t, admin.token, {
      sendmail: "parent@example.test",
      subject: "Fees for April",
      text: "Dear parent,\nthe fees for April are due on the 10th.",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<OutboxMessage>()).toMatchObject({
      recipient: "parent@example.test",
      subject: "Fees for April",
      state: "sent",
      error: null,
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      rcptTo: ["parent@example.test"],
      subject: "Fees for April",
      // Signed with the institute's details (an admin keeps them in the back office: docs/product.md).
      text: `Dear parent,\nthe fees for April are due on the 10th.\n\n-- \n${signatureOf(INSTITUTE)}`,
    });
    expect(smtp.received[0]?.text).toContain(INSTITUTE.phoneDisplay);
    expect((await outbox(t, admin.token))[0]).toMatchObject({
      _id: res.json<OutboxMessage>()._id,
      state: "sent",
    });
  });

  it("refuses a bad address, an empty or multi-line subject and an empty text with 400", async () => {
    const cases: [object, string][] = [
      [{ sendmail: "nobody", subject: "Hi", text: "x" }, "sendmail"],
      [{ sendmail: "a@example.test", subject: "", text: "x" }, "subject"],
      [{ sendmail: "a@example.test", subject: "Hi\r\nBcc: x@evil.test", text: "x" }, "subject"],
      [{ sendmail: "a@example.test", subject: "x".repeat(201), text: "x" }, "subject"],
      [{ sendmail: "a@example.test", subject: "Hi", text: "   " }, "text"],
      [{ sendmail: "a@example.test", subject: "Hi", text: "x".repeat(10_001) }, "text"],
    ];
    const before = smtp.received.length;
    for (const [payload, field] of cases) {
      const res = await send(t, admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expectIssue(res, field);
    }
    expect(smtp.received).toHaveLength(before);
  });

  it("records the message as failed with its error when the SMTP server is down", async () => {
    const down = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const token = (await login(down.app, ADMIN.email, ADMIN.password)).token;
      const res = await send(down, token, {
        sendmail: "a@example.test",
        subject: "Hi",
        text: "Hello",
      });
      expect(res.statusCode).toBe(201);
      expect(res.json<OutboxMessage>()).toMatchObject({ state: "failed", sentAt: null });
      const [entry] = await outbox(down, token);
      expect(entry).toMatchObject({ recipient: "a@example.test", subject: "Hi", state: "failed" });
      expect(entry?.error).toMatch(/ECONNREFUSED/);
    } finally {
      await down.close();
    }
  });
});
