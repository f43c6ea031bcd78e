import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BadGatewayError, NotFoundError } from "../../lib/errors";
import { type FakeOpenMeteo, startFakeOpenMeteo } from "../../test/fake-open-meteo";
import { createWeatherService, FOUND_TTL_MS, UNKNOWN_TTL_MS } from "./weather.service";

let fake: FakeOpenMeteo;
let clock: number;
const now = () => clock;

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => {
  clock = Date.UTC(2026, 0, 1);
  fake.mode = "normal";
  fake.requests.length = 0;
});

const service = (timeoutMs?: number) =>
  createWeatherService({
    geocodingUrl: fake.geocodingUrl,
    forecastUrl: fake.forecastUrl,
    now,
    ...(timeoutMs ? { timeoutMs } : {}),
  });

describe("the weather cache", () => {
  it("keeps an answer for 10 minutes, then asks Open-Meteo again", async () => {
    const weather = service();
    await expect(weather.lookup("Kolkata")).resolves.toEqual({ town: "Kolkata", temp: 27.4 });
    expect(fake.requests).toHaveLength(2);

    clock += FOUND_TTL_MS;
    await weather.lookup("kolkata");
    expect(fake.requests).toHaveLength(2);

    clock += 1;
    await expect(weather.lookup("Kolkata")).resolves.toEqual({ town: "Kolkata", temp: 27.4 });
    expect(fake.requests).toHaveLength(4);
  });

  it("remembers an unknown city for a minute only", async () => {
    const weather = service();
    await expect(weather.lookup("Atlantis")).rejects.toBeInstanceOf(NotFoundError);
    await expect(weather.lookup("atlantis")).rejects.toThrow("No city called 'atlantis' was found");
    expect(fake.requests).toHaveLength(1);
    clock += UNKNOWN_TTL_MS;
    await expect(weather.lookup("Atlantis")).rejects.toBeInstanceOf(NotFoundError);
    expect(fake.requests).toHaveLength(1);
    clock += 1;
    await expect(weather.lookup("Atlantis")).rejects.toBeInstanceOf(NotFoundError);
    expect(fake.requests).toHaveLength(2);
  });

  it("asks Open-Meteo once for simultaneous questions about one city", async () => {
    const weather = service();
    const answers = await Promise.all([
      weather.lookup("Berhampore"),
      weather.lookup("berhampore"),
      weather.lookup(" BERHAMPORE"),
    ]);
    expect(answers).toEqual(Array(3).fill({ town: "Berhampore", temp: 31 }));
    expect(fake.requests).toHaveLength(2);
  });

  it("gives up after its timeout with a 502 error, and caches nothing", async () => {
    fake.mode = "hang";
    const weather = service(200);
    const started = Date.now();
    const error = await weather.lookup("Kolkata").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadGatewayError);
    expect(error).toMatchObject({ statusCode: 502 });
    expect(Date.now() - started).toBeLessThan(2000);
    fake.mode = "normal";
    await expect(weather.lookup("Kolkata")).resolves.toEqual({ town: "Kolkata", temp: 27.4 });
  });
});
