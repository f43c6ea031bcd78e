// The ceiling: a bare node:http server answering the recorded response bytes of each benchmarked
// endpoint from memory, headers included (the security headers are about 800 of a response's
// bytes): no routing library, no validation, no database. Whatever the real server does on top
// costs requests per second against it.
// Run as its own process: `tsx bench/ceiling.ts <responses.json>`; prints its port on stdout.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedResponse = {
  method: string;
  path: string;
  status: number;
  /** Every header the server sent except date, connection, keep-alive and content-length. */
  headers: [string, string][];
  /** The body, base64. */
  body: string;
};

const file = process.argv[2];
if (!file) throw new Error("usage: tsx bench/ceiling.ts <responses.json>");
const recorded = JSON.parse(readFileSync(file, "utf8")) as RecordedResponse[];
const answers = new Map(
  recorded.map((r) => [
    `${r.method} ${r.path}`,
    { status: r.status, headers: r.headers, body: Buffer.from(r.body, "base64") },
  ]),
);

const server = createServer((req, res) => {
  const answer = answers.get(`${req.method} ${req.url}`);
  // Read (and drop) a request body before answering, as the real server must.
  req.resume();
  req.on("end", () => {
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, [
      ...answer.headers,
      ["content-length", String(answer.body.length)],
    ]);
    res.end(answer.body);
  });
});
server.listen(0, "127.0.0.1", () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
