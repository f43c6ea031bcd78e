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

describe("health probes in the log", () => {
  it("are written at debug level: quiet at info, there at debug", async () => {
    for (const [logLevel, expected] of [
      ["info", 0],
      ["debug", 3],
    ] as const) {
      const lines: Line[] = [];
      const t = await buildTestApp({ logLevel }, undefined, {
        logStream: { write: (line) => lines.push(JSON.parse(line) as Line) },
      });
      try {
        for (const url of ["/api/health", "/api/health/ready", "/api/health/live"]) {
          expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
        }
        await t.app.inject({ method: "GET", url: "/api/tickets" });
        const completed = lines.filter((line) => line.msg === "request completed");
        expect(completed.filter((line) => line.req?.url.startsWith("/api/health"))).toHaveLength(
          expected,
        );
        // Every other request keeps its info line.
        expect(completed.filter((line) => line.req?.url === "/api/tickets")).toHaveLength(1);
      } finally {
        await t.close();
      }
    }
  });
});
