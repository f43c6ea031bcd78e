import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app";

type Line = { msg: string; reqId?: string; req?: { method: string; url: string }; res?: object };

describe("request log lines", () => {
  let t: TestApp;
  const lines: Line[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ logLevel: "info" }, undefined, {
      logStream: { write: (line) => lines.push(JSON.parse(line) as Line) },
    });
  });
  afterAll(() => t?.close());

  it("are one per request, written when it completes, with its method, address and status", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/tickets?page=2" });
    const requestId = res.headers["x-request-id"];
    const ofRequest = lines.filter((line) => line.reqId === requestId);
    expect(ofRequest).toHaveLength(1);
    expect(ofRequest[0]).toMatchObject({
      msg: "request completed",
      req: { method: "GET", url: "/api/tickets?page=2" },
      res: { statusCode: 401 },
      responseTime: expect.any(Number),
    });
  });
});
