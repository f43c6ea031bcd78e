import { type WeatherRequest, WeatherResultSchema } from "@app/shared/weather";
import { useMutation } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

export const getWeather = (input: WeatherRequest) =>
  readJson(api.POST("/api/weather", { body: input }), WeatherResultSchema);

/**
 * A mutation, not a query: each press is its own lookup (the page counts presses) and the
 * answer belongs to that press, not to a cache entry the next visit would show.
 */
export const useWeather = () => useMutation({ mutationFn: getWeather });
