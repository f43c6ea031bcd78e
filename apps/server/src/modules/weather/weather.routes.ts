// POST /api/weather (legacy: POST /weath): the current temperature of a city (public).
import { ErrorSchema } from "@app/shared/common";
import { WeatherRequestSchema, WeatherResultSchema } from "@app/shared/weather";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { createWeatherService } from "./weather.service";

export const weatherRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createWeatherService({
    geocodingUrl: config.weatherGeocodingUrl,
    forecastUrl: config.weatherForecastUrl,
  });

  app.post(
    "/api/weather",
    {
      onRequest: app.allowances.weather,
      schema: {
        operationId: "weather.lookup",
        tags: ["weather"],
        summary: "Current temperature of a city (Open-Meteo, cached for 10 minutes)",
        body: WeatherRequestSchema,
        response: {
          200: WeatherResultSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          429: ErrorSchema,
          502: ErrorSchema,
        },
      },
    },
    async (request) => service.lookup(request.body.text),
  );
};
