// Weather lookup: city name → place → current temperature, with a 10-minute cache so repeated
// questions (and the web page's repeated presses) do not reach Open-Meteo again.
import type { WeatherResult } from "@app/shared/weather";
import { LRUCache } from "lru-cache";
import { BadGatewayError, NotFoundError } from "../../lib/errors";

// The city is quoted in the value: a quote before a placeholder would escape it in ICU.
const CITY_UNKNOWN = /*i18n*/ {
  id: "weather.cityUnknown",
  message: "No city called {city} was found",
};

import { createOpenMeteoClient, UpstreamError } from "./open-meteo.client";

export const FOUND_TTL_MS = 10 * 60_000;
/**
 * Unknown cities are remembered briefly too, so a client repeating a typo cannot make us ask
 * Open-Meteo again and again; short, because "unknown" is cheap to be wrong about.
 */
export const UNKNOWN_TTL_MS = 60_000;
/** Keys are whatever clients type: the least recently asked city goes beyond this many. */
const MAX_ENTRIES = 1000;
const DEFAULT_TIMEOUT_MS = 5000;

export const WEATHER_DOWN = /*i18n*/ {
  id: "weather.down",
  message: "The weather service is not answering; please try again later",
};

type Outcome = { found: true; result: WeatherResult } | { found: false };

/** "  New   Delhi " and "new delhi" are the same question. */
export const cityKey = (text: string): string => text.trim().replace(/\s+/g, " ").toLowerCase();

export type WeatherService = ReturnType<typeof createWeatherService>;

export function createWeatherService(options: {
  geocodingUrl: string;
  forecastUrl: string;
  /** For both upstream calls of one lookup together. */
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof globalThis.fetch;
}) {
  const client = createOpenMeteoClient(options);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // The city as asked is the fetch's context: the key is its normalized form.
  const cache = new LRUCache<string, Outcome, string>({
    max: MAX_ENTRIES,
    ttl: FOUND_TTL_MS,
    perf: { now: options.now ?? (() => Date.now()) },
    // Read the clock at every lookup, not once per millisecond: the tests move their own.
    ttlResolution: 0,
    // Simultaneous questions about one city share this one call; a failure is not cached (the
    // next question tries again).
    fetchMethod: async (_key, _stale, { context: city, options: entry }) => {
      const outcome = await askUpstream(city);
      if (!outcome.found) entry.ttl = UNKNOWN_TTL_MS;
      return outcome;
    },
  });

  async function askUpstream(city: string): Promise<Outcome> {
    const signal = AbortSignal.timeout(timeoutMs);
    const place = await client.findPlace(city, signal);
    if (!place) return { found: false };
    const temp = await client.currentTemperature(place, signal);
    return { found: true, result: { town: place.name, temp } };
  }

  return {
    async lookup(text: string): Promise<WeatherResult> {
      const city = text.trim().replace(/\s+/g, " ");
      let outcome: Outcome;
      try {
        outcome = await cache.forceFetch(cityKey(city), { context: city });
      } catch (error) {
        if (error instanceof UpstreamError) throw new BadGatewayError(WEATHER_DOWN, error);
        throw error;
      }
      if (!outcome.found)
        throw new NotFoundError({ ...CITY_UNKNOWN, values: { city: `'${city}'` } });
      return outcome.result;
    },
  };
}
