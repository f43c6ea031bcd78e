// A fake Open-Meteo for the server tests: the same cities as scripts/fake-open-meteo.mjs (which
// the browser tests use), plus a request log and switches to make it fail in each way.
import { createServer, type ServerResponse } from "node:http";

export type FakePlace = {
  name: string;
  latitude: number;
  longitude: number;
  /** "fail": the forecast answers HTTP 500 for this place. */
  temperature: number | "fail";
};

export const FAKE_PLACES: FakePlace[] = [
  { name: "Kolkata", latitude: 22.56263, longitude: 88.36304, temperature: 27.4 },
  { name: "Berhampore", latitude: 24.10473, longitude: 88.25155, temperature: 31 },
  { name: "Stormfall", latitude: 47.5, longitude: -12.25, temperature: "fail" },
];

/** normal; every call 500; answers that are not JSON; JSON of the wrong shape; never answers. */
export type FakeMode = "normal" | "error" | "not-json" | "wrong-shape" | "hang";

export type FakeOpenMeteo = {
  geocodingUrl: string;
  forecastUrl: string;
  /** Every request received, as path + query, oldest first. */
  requests: string[];
  mode: FakeMode;
  close: () => Promise<void>;
};

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

export async function startFakeOpenMeteo(
  places: FakePlace[] = FAKE_PLACES,
): Promise<FakeOpenMeteo> {
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    fake.requests.push(`${url.pathname}${url.search}`);
    switch (fake.mode) {
      case "error":
        return send(res, 500, { error: true, reason: "Internal error" });
      case "not-json":
        res.writeHead(200, { "content-type": "text/html" });
        return res.end("<html>maintenance</html>");
      case "wrong-shape":
        return send(res, 200, { results: [{ name: 42 }], current: "warm" });
      case "hang":
        hanging.add(res);
        return;
      case "normal":
        break;
    }
    if (url.pathname === "/v1/search") {
      const name = (url.searchParams.get("name") ?? "").trim().toLowerCase();
      const place = places.find((p) => p.name.toLowerCase() === name);
      if (!place) return send(res, 200, { generationtime_ms: 0.1 });
      const { temperature: _t, ...result } = place;
      return send(res, 200, { results: [{ id: 1, ...result, country: "India" }] });
    }
    if (url.pathname === "/v1/forecast") {
      const lat = Number(url.searchParams.get("latitude"));
      const long = Number(url.searchParams.get("longitude"));
      const place = places.find((p) => p.latitude === lat && p.longitude === long);
      if (!place || url.searchParams.get("current") !== "temperature_2m") {
        return send(res, 400, { error: true, reason: "Unexpected question" });
      }
      if (place.temperature === "fail") return send(res, 500, { error: true, reason: "Storm" });
      return send(res, 200, {
        current: { time: "2026-01-01T12:00", temperature_2m: place.temperature },
      });
    }
    return send(res, 404, { error: true, reason: "Not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("fake Open-Meteo has no port");
  const base = `http://127.0.0.1:${address.port}`;
  const fake: FakeOpenMeteo = {
    geocodingUrl: `${base}/v1/search`,
    forecastUrl: `${base}/v1/forecast`,
    requests: [],
    mode: "normal",
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

/** An address where nothing listens: a port that was free a moment ago. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return `http://127.0.0.1:${address.port}`;
}
