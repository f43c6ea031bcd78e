// A real SMTP server on a random local port for tests: collects every message it receives and
// reads its recipients, headers and plain-text body (with mailparser).
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export type ReceivedMail = {
  /** Envelope recipients (RCPT TO). */
  rcptTo: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The Reply-To header as written; "" when there is none. */
  replyTo: string;
  /** The Auto-Submitted header (RFC 3834) as written; "" when there is none. */
  autoSubmitted: string;
};

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** Holds each message this long before accepting it, to catch callers that wait for delivery. */
  setDelay: (ms: number) => void;
  close: () => Promise<void>;
};

/** A header as it was written (mailparser turns address headers into objects). */
function rawHeader(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name)?.line ?? "";
  return line.slice(line.indexOf(":") + 1).trim();
}

/** The parts the tests read, parsed by mailparser (nodemailer's own parser). */
export async function parseMail(raw: Buffer, rcptTo: string[]): Promise<ReceivedMail> {
  const mail = await simpleParser(raw);
  return {
    rcptTo,
    from: rawHeader(mail, "from"),
    to: rawHeader(mail, "to"),
    subject: mail.subject ?? "",
    replyTo: rawHeader(mail, "reply-to"),
    autoSubmitted: rawHeader(mail, "auto-submitted"),
    text: (mail.text ?? "").replace(/\n$/, ""),
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
          parseMail(Buffer.concat(chunks), rcptTo).then(
            (mail) => {
              received.push(mail);
              callback();
            },
            (error: Error) => callback(error),
          );
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
