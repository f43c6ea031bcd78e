// The weather page: a city's current temperature (POST /weath).
import { z } from "zod";
import { sharedText } from "./messages";

const CITY_MISSING = /*i18n*/ { id: "weather.city.missing", message: "Please enter a city name" };
const CITY_LONG = /*i18n*/ { id: "weather.city.long", message: "City name is too long" };

/** POST /weath: `text` is the city name. */
export const WeatherRequestSchema = z.strictObject({
  text: z
    .string({ error: sharedText(CITY_MISSING) })
    .trim()
    .min(1, sharedText(CITY_MISSING))
    .max(100, sharedText(CITY_LONG)),
});
export type WeatherRequest = z.infer<typeof WeatherRequestSchema>;

/** POST /weath answer: the place found and its current temperature in °C. */
export const WeatherResultSchema = z.object({ town: z.string(), temp: z.number() });
export type WeatherResult = z.infer<typeof WeatherResultSchema>;
