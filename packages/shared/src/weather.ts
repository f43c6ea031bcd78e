// The weather page: a city's current temperature (POST /weath).
import { z } from "zod";

/** POST /weath: `text` is the city name. */
export const WeatherRequestSchema = z.strictObject({
  text: z
    .string({ error: "Please enter a city name" })
    .trim()
    .min(1, "Please enter a city name")
    .max(100, "City name is too long"),
});
export type WeatherRequest = z.infer<typeof WeatherRequestSchema>;

/** POST /weath answer: the place found and its current temperature in °C. */
export const WeatherResultSchema = z.object({ town: z.string(), temp: z.number() });
export type WeatherResult = z.infer<typeof WeatherResultSchema>;
