// A real SMTP server for the browser tests, with the messages it received readable over HTTP
// (`node scripts/fake-mail.mjs [smtpPort] [httpPort]` prints SMTP_URL and the mailbox address).
//
//   SMTP on a local port: takes every message, except recipients at @undeliverable.test, which
//        it refuses with 550 (so the outbox shows a failed delivery with the server's error).
//   GET /messages?to=<address>   → [{ to, subject, text }], oldest first, for that envelope
//        recipient (any case); without `to`, every message.
//
// Plain-text messages only, as the server sends them; bodies in quoted-printable or base64 are
// decoded (the same small parser as apps/server/src/test/smtp-server.ts).
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

export const UNDELIVERABLE_DOMAIN = "undeliverable.test";

/** @typedef {{ to: string, subject: string, text: string }} FakeMail */

/** @param {string} body */
function decodeQuotedPrintable(body) {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** @param {string} value an RFC 2047 header ("=?UTF-8?Q?...?=" words) as plain text */
function decodeHeader(value) {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, kind, text) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

/**
 * @param {string} raw
 * @returns {{ subject: string, text: string }}
 */
function parseMail(raw) {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  let body = raw.slice(split + 4);
  const headers = new Map();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "quoted-printable") body = decodeQuotedPrintable(body);
  if (encoding === "base64") body = Buffer.from(body, "base64").toString("utf8");
  return {
    subject: decodeHeader(headers.get("subject") ?? ""),
    text: body.replace(/\r\n/g, "\n").replace(/\n$/, ""),
  };
}

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
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"));
        for (const rcpt of session.envelope.rcptTo) messages.push({ to: rcpt.address, ...mail });
        callback();
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
