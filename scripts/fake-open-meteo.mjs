// A stand-in for Open-Meteo's geocoding and forecast APIs, for the browser tests (and for trying
// the weather page offline: `node scripts/fake-open-meteo.mjs [port]` prints the two addresses).
// Plain node:http, no dependencies. It answers only the calls the server makes:
//
//   GET /v1/search?name=<city>&count=1&language=en&format=json   (WEATHER_GEOCODING_URL)
//   GET /v1/forecast?latitude=..&longitude=..&current=temperature_2m   (WEATHER_FORECAST_URL)
//
// The cities it knows (names match case-insensitively, surrounding spaces ignored):
//
//   "Kolkata"     → town "Kolkata", temperature 27.4 °C
//   "Berhampore"  → town "Berhampore", temperature 31 °C
//   "Atlantis"    → geocoding finds nothing: the server answers 404 (unknown city)
//   "Stormfall"   → geocoding finds it, the forecast answers HTTP 500: the server answers 502
//   anything else → like "Atlantis"
import { createServer } from "node:http";

/** @typedef {{ name: string, latitude: number, longitude: number, temperature: number | "fail" }} FakePlace */

/** @type {FakePlace[]} */
export const FAKE_PLACES = [
  { name: "Kolkata", latitude: 22.56263, longitude: 88.36304, temperature: 27.4 },
  { name: "Berhampore", latitude: 24.10473, longitude: 88.25155, temperature: 31 },
  { name: "Stormfall", latitude: 47.5, longitude: -12.25, temperature: "fail" },
];

/**
 * Starts the fake on `port` (0 = any free port) and answers its addresses.
 * @param {{ port?: number, host?: string, places?: FakePlace[] }} [options]
 * @returns {Promise<{ url: string, geocodingUrl: string, forecastUrl: string, close: () => Promise<void> }>}
 */
export async function startFakeOpenMeteo({
  port = 0,
  host = "127.0.0.1",
  places = FAKE_PLACES,
} = {}) {
  const send = (res, status, body) => {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method !== "GET") return send(res, 405, { error: true, reason: "Method not allowed" });
    if (url.pathname === "/v1/search") {
      const name = (url.searchParams.get("name") ?? "").trim().toLowerCase();
      const place = places.find((p) => p.name.toLowerCase() === name);
      if (!place) return send(res, 200, { generationtime_ms: 0.1 });
      return send(res, 200, {
        results: [
          {
            id: 1,
            name: place.name,
            latitude: place.latitude,
            longitude: place.longitude,
            country_code: "IN",
            country: "India",
          },
        ],
        generationtime_ms: 0.1,
      });
    }
    if (url.pathname === "/v1/forecast") {
      const lat = Number(url.searchParams.get("latitude"));
      const long = Number(url.searchParams.get("longitude"));
      const place = places.find((p) => p.latitude === lat && p.longitude === long);
      if (!place) return send(res, 400, { error: true, reason: "Unknown coordinates" });
      if (place.temperature === "fail") {
        return send(res, 500, { error: true, reason: "Storm in the data centre" });
      }
      return send(res, 200, {
        latitude: lat,
        longitude: long,
        current_units: { time: "iso8601", interval: "seconds", temperature_2m: "°C" },
        current: { time: "2026-01-01T12:00", interval: 900, temperature_2m: place.temperature },
      });
    }
    return send(res, 404, { error: true, reason: "Not found" });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  const url = `http://${host}:${boundPort}`;
  return {
    url,
    geocodingUrl: `${url}/v1/search`,
    forecastUrl: `${url}/v1/forecast`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeOpenMeteo({ port: Number(process.argv[2] ?? 0) });
  console.log(`WEATHER_GEOCODING_URL=${fake.geocodingUrl}`);
  console.log(`WEATHER_FORECAST_URL=${fake.forecastUrl}`);
}
