// A real SMTP server on a random local port for tests: collects every message it receives and
// reads its recipients, headers and plain-text body.
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export type ReceivedMail = {
  /** Envelope recipients (RCPT TO). */
  rcptTo: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
};

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** Holds each message this long before accepting it, to catch callers that wait for delivery. */
  setDelay: (ms: number) => void;
  close: () => Promise<void>;
};

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Enough of RFC 5322 for the plain-text messages the server sends. */
export function parseMail(raw: string, rcptTo: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  let body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "quoted-printable") body = decodeQuotedPrintable(body);
  if (encoding === "base64") body = Buffer.from(body, "base64").toString("utf8");
  return {
    rcptTo,
    from: headers.get("from") ?? "",
    to: headers.get("to") ?? "",
    subject: headers.get("subject") ?? "",
    text: body.replace(/\r\n/g, "\n").replace(/\n$/, ""),
  };
}

/** `onAuth` lets a test check logins (plain-text AUTH is allowed on this local server). */
export async function startSmtpServer(
  options: Pick<SMTPServerOptions, "onAuth"> = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let delay = 0;
  const server = new SMTPServer({
    ...options,
    authOptional: true,
    allowInsecureAuth: true,
    // Plain SMTP on localhost: no STARTTLS with the built-in test certificate.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const rcptTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        setTimeout(() => {
          received.push(parseMail(Buffer.concat(chunks).toString("utf8"), rcptTo));
          callback();
        }, delay);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setDelay: (ms) => {
      delay = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** A local port nothing listens on. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
