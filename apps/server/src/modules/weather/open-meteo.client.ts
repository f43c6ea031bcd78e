// Calls Open-Meteo's geocoding and forecast APIs and checks what they answer. Any failure to get a
// well-formed answer is an UpstreamError; the service decides what the client is told.
import { z } from "zod";

export type Place = { name: string; latitude: number; longitude: number };

export class UpstreamError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "UpstreamError";
  }
}

// Only the fields we read; Open-Meteo sends more. No `results` at all means "no such place".
const GeocodingAnswerSchema = z.object({
  results: z
    .array(z.object({ name: z.string(), latitude: z.number(), longitude: z.number() }))
    .optional(),
});

const ForecastAnswerSchema = z.object({
  current: z.object({ temperature_2m: z.number() }),
});

export type OpenMeteoClient = ReturnType<typeof createOpenMeteoClient>;

export function createOpenMeteoClient(options: {
  geocodingUrl: string;
  forecastUrl: string;
  fetch?: typeof globalThis.fetch;
}) {
  const fetchFn = options.fetch ?? globalThis.fetch;

  async function getJson<T>(url: URL, schema: z.ZodType<T>, signal: AbortSignal): Promise<T> {
    let response: Response;
    try {
      response = await fetchFn(url, { signal, headers: { accept: "application/json" } });
    } catch (error) {
      throw new UpstreamError(`${url.host} did not answer`, { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new UpstreamError(`${url.host} answered HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new UpstreamError(`${url.host} answered something that is not JSON`, { cause: error });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new UpstreamError(`${url.host} answered an unexpected shape`, { cause: parsed.error });
    }
    return parsed.data;
  }

  return {
    /** The best match for a city name, or null when Open-Meteo knows no such place. */
    async findPlace(name: string, signal: AbortSignal): Promise<Place | null> {
      const url = new URL(options.geocodingUrl);
      url.searchParams.set("name", name);
      url.searchParams.set("count", "1");
      url.searchParams.set("language", "en");
      url.searchParams.set("format", "json");
      const { results } = await getJson(url, GeocodingAnswerSchema, signal);
      return results?.[0] ?? null;
    },

    /** The current temperature at a place, in °C. */
    async currentTemperature(place: Place, signal: AbortSignal): Promise<number> {
      const url = new URL(options.forecastUrl);
      url.searchParams.set("latitude", String(place.latitude));
      url.searchParams.set("longitude", String(place.longitude));
      url.searchParams.set("current", "temperature_2m");
      const { current } = await getJson(url, ForecastAnswerSchema, signal);
      return current.temperature_2m;
    },
  };
}
