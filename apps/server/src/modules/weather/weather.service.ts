// Weather lookup: city name → place → current temperature, with a 10-minute cache so repeated
// questions (and the web page's repeated presses) do not reach Open-Meteo again.
import type { WeatherResult } from "@app/shared/weather";
import { BadGatewayError, NotFoundError } from "../../lib/errors";
import { createOpenMeteoClient, UpstreamError } from "./open-meteo.client";
import { TtlCache } from "./ttl-cache";

export const FOUND_TTL_MS = 10 * 60_000;
/**
 * Unknown cities are remembered briefly too, so a client repeating a typo cannot make us ask
 * Open-Meteo again and again; short, because "unknown" is cheap to be wrong about.
 */
export const UNKNOWN_TTL_MS = 60_000;
const MAX_ENTRIES = 1000;
const DEFAULT_TIMEOUT_MS = 5000;

export const WEATHER_DOWN = "The weather service is not answering; please try again later";

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
  const cache = new TtlCache<Outcome>({
    maxEntries: MAX_ENTRIES,
    now: options.now ?? (() => Date.now()),
  });
  // Simultaneous questions about one city share a single upstream lookup.
  const pending = new Map<string, Promise<Outcome>>();

  async function askUpstream(city: string): Promise<Outcome> {
    const signal = AbortSignal.timeout(timeoutMs);
    const place = await client.findPlace(city, signal);
    if (!place) return { found: false };
    const temp = await client.currentTemperature(place, signal);
    return { found: true, result: { town: place.name, temp } };
  }

  function outcomeFor(city: string): Promise<Outcome> {
    const key = cityKey(city);
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached);
    let lookup = pending.get(key);
    if (!lookup) {
      // Failures are not cached: the next question tries again.
      lookup = askUpstream(city)
        .then((outcome) => {
          cache.set(key, outcome, outcome.found ? FOUND_TTL_MS : UNKNOWN_TTL_MS);
          return outcome;
        })
        .finally(() => pending.delete(key));
      pending.set(key, lookup);
    }
    return lookup;
  }

  return {
    async lookup(text: string): Promise<WeatherResult> {
      const city = text.trim().replace(/\s+/g, " ");
      let outcome: Outcome;
      try {
        outcome = await outcomeFor(city);
      } catch (error) {
        if (error instanceof UpstreamError) throw new BadGatewayError(WEATHER_DOWN, error);
        throw error;
      }
      if (!outcome.found) throw new NotFoundError(`No city called '${city}' was found`);
      return outcome.result;
    },
  };
}
