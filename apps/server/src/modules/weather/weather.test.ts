import type { WeatherResult } from "@app/shared/weather";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectIssue } from "../../test/error-body";
import { closedPortUrl, type FakeOpenMeteo, startFakeOpenMeteo } from "../../test/fake-open-meteo";
import { buildTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let fake: FakeOpenMeteo;

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  t = await buildTestApp({
    weatherGeocodingUrl: fake.geocodingUrl,
    weatherForecastUrl: fake.forecastUrl,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
afterEach(() => {
  fake.mode = "normal";
});

const ask = (payload: unknown) =>
  t.app.inject({ method: "POST", url: "/weath", payload: payload as object });

const DOWN = "The weather service is not answering; please try again later";

describe("POST /weath", () => {
  it("answers the town Open-Meteo found and its current temperature", async () => {
    const res = await ask({ text: "Kolkata" });
    expect(res.statusCode).toBe(200);
    expect(res.json<WeatherResult>()).toEqual({ town: "Kolkata", temp: 27.4 });
    const calls = fake.requests.filter((r) => r.includes("Kolkata") || r.includes("22.56263"));
    expect(calls).toEqual([
      "/v1/search?name=Kolkata&count=1&language=en&format=json",
      "/v1/forecast?latitude=22.56263&longitude=88.36304&current=temperature_2m",
    ]);
  });

  it("answers a second question about the same city from its cache", async () => {
    const first = await ask({ text: "Berhampore" });
    expect(first.json()).toEqual({ town: "Berhampore", temp: 31 });
    const upstreamCalls = fake.requests.length;
    // Spelled differently, still the same city: trimmed and compared case-insensitively.
    for (const text of ["Berhampore", "  berhampore ", "BERHAMPORE"]) {
      const res = await ask({ text });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ town: "Berhampore", temp: 31 });
    }
    expect(fake.requests.length).toBe(upstreamCalls);
  });

  it("answers 404 naming the city when Open-Meteo knows no such place", async () => {
    const res = await ask({ text: " Atlantis " });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: "No city called 'Atlantis' was found" });
  });

  it("answers 502 when the forecast fails for the place found", async () => {
    const res = await ask({ text: "Stormfall" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: DOWN });
    expect(res.json()).toHaveProperty("requestId");
  });

  it.each([
    ["answers HTTP 500", "error"],
    ["answers something that is not JSON", "not-json"],
    ["answers JSON of another shape", "wrong-shape"],
  ] as const)("answers 502 when Open-Meteo %s", async (_what, mode) => {
    fake.mode = mode;
    const res = await ask({ text: `Nowhere ${mode}` });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: DOWN });
  });

  it("does not cache a failure: the next question asks Open-Meteo again", async () => {
    fake.mode = "error";
    expect((await ask({ text: "Kolkata Retry" })).statusCode).toBe(502);
    fake.mode = "normal";
    const before = fake.requests.length;
    expect((await ask({ text: "Kolkata Retry" })).statusCode).toBe(404);
    expect(fake.requests.length).toBe(before + 1);
  });

  it("answers 502 when Open-Meteo cannot be reached", async () => {
    const closed = await closedPortUrl();
    const offline = await buildTestApp({
      weatherGeocodingUrl: `${closed}/v1/search`,
      weatherForecastUrl: `${closed}/v1/forecast`,
    });
    try {
      const res = await offline.app.inject({
        method: "POST",
        url: "/weath",
        payload: { text: "Kolkata" },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ message: DOWN });
    } finally {
      await offline.close();
    }
  });

  it.each([
    ["no text", {}],
    ["empty text", { text: "" }],
    ["blank text", { text: "   " }],
    ["a number", { text: 42 }],
    ["null", { text: null }],
    ["too long a name", { text: "x".repeat(101) }],
  ])("refuses %s with 400 naming the field, without asking Open-Meteo", async (_what, body) => {
    const before = fake.requests.length;
    const res = await ask(body);
    expect(res.statusCode).toBe(400);
    expectIssue(res, "text");
    expect(fake.requests.length).toBe(before);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/weath",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("POST /weath rate limit", () => {
  it("answers 429 to an address asking too often, without asking Open-Meteo", async () => {
    const limited = await buildTestApp({
      weatherGeocodingUrl: fake.geocodingUrl,
      weatherForecastUrl: fake.forecastUrl,
      rateLimitWeatherMax: 2,
    });
    try {
      const statuses: number[] = [];
      let upstreamBefore = 0;
      for (const [i, text] of ["Kolkata", "Berhampore", "Kolkata", "Atlantis"].entries()) {
        if (i === 2) upstreamBefore = fake.requests.length;
        const res = await limited.app.inject({ method: "POST", url: "/weath", payload: { text } });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().message).toMatch(/too many/i);
      }
      expect(statuses).toEqual([200, 200, 429, 429]);
      expect(fake.requests.length).toBe(upstreamBefore);
    } finally {
      await limited.close();
    }
  });
});
