// A real SMTP server for the browser tests, with the messages it received readable over HTTP
// (`node scripts/fake-mail.mjs [smtpPort] [httpPort]` prints SMTP_URL and the mailbox address).
//
//   SMTP on a local port: takes every message, except recipients at @undeliverable.test, which
//        it refuses with 550 (so the outbox shows a failed delivery with the server's error).
//   GET /messages?to=<address>   → [{ to, subject, text, replyTo }], oldest first, for that envelope
//        recipient (any case); without `to`, every message.
//
// Messages are parsed with mailparser, as in apps/server/src/test/smtp-server.ts.
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export const UNDELIVERABLE_DOMAIN = "undeliverable.test";

/** @typedef {{ to: string, subject: string, text: string, replyTo: string }} FakeMail */

/**
 * Starts the SMTP server on `smtpPort` (0 = any free port) and the mailbox on `httpPort`.
 * @param {{ smtpPort?: number, httpPort?: number, host?: string }} [options]
 * @returns {Promise<{ smtpUrl: string, mailboxUrl: string, messages: FakeMail[], close: () => Promise<void> }>}
 */
export async function startFakeMail({ smtpPort = 0, httpPort = 0, host = "127.0.0.1" } = {}) {
  /** @type {FakeMail[]} */
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    // Plain SMTP on localhost: no STARTTLS with the built-in test certificate.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${UNDELIVERABLE_DOMAIN}`)) {
        const error = Object.assign(new Error(`Mailbox ${address.address} does not exist`), {
          responseCode: 550,
        });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            const text = (mail.text ?? "").replace(/\n$/, "");
            const replyTo = mail.replyTo?.value[0]?.address ?? "";
            for (const rcpt of session.envelope.rcptTo) {
              messages.push({ to: rcpt.address, subject: mail.subject ?? "", text, replyTo });
            }
            callback();
          },
          (error) => callback(error),
        );
      });
    },
  });
  await new Promise((resolve) => smtp.listen(smtpPort, host, () => resolve(undefined)));
  const smtpAddress = smtp.server.address();

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://mailbox");
    if (req.method !== "GET" || url.pathname !== "/messages") {
      res.writeHead(404, { "content-type": "application/json" });
      return res.end(JSON.stringify({ message: "Not found" }));
    }
    const to = url.searchParams.get("to")?.trim().toLowerCase();
    const found = to ? messages.filter((mail) => mail.to.toLowerCase() === to) : messages;
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(found));
  });
  await new Promise((resolve, reject) => {
    http.once("error", reject);
    http.listen(httpPort, host, () => resolve(undefined));
  });
  const httpAddress = http.address();

  return {
    smtpUrl: `smtp://${host}:${typeof smtpAddress === "object" && smtpAddress ? smtpAddress.port : smtpPort}`,
    mailboxUrl: `http://${host}:${typeof httpAddress === "object" && httpAddress ? httpAddress.port : httpPort}`,
    messages,
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(() => resolve(undefined))),
        new Promise((resolve) => http.close(() => resolve(undefined))),
      ]).then(() => undefined),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const mail = await startFakeMail({
    smtpPort: Number(process.argv[2] ?? 0),
    httpPort: Number(process.argv[3] ?? 0),
  });
  console.log(`SMTP_URL=${mail.smtpUrl}`);
  console.log(`mailbox: ${mail.mailboxUrl}/messages?to=<address>`);
}
