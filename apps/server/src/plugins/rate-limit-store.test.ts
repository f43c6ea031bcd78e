// Rate limits count per address and allowance: routes naming one allowance share it, others are
// apart, and a limited route must name one.
import { describe, expect, it } from "vitest";
import { ADMIN, buildTestApp, PASSWORD, uniqueEmail } from "../test/test-app";

describe("rate-limit allowances", () => {
  it("keep sign-in, registration and weather apart", async () => {
    const t = await buildTestApp({ rateLimitAuthMax: 1, rateLimitWeatherMax: 1 });
    try {
      const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
      const signIn = () => post("/api/users/login", { email: ADMIN.email, password: "guess" });
      const weather = () => post("/weath", { text: "Kolkata" });
      expect((await signIn()).statusCode).toBe(401);
      expect((await signIn()).statusCode).toBe(429);
      // The weather service is unreachable here (502): answered, not limited by the sign-ins.
      expect((await weather()).statusCode).toBe(502);
      expect((await weather()).statusCode).toBe(429);
      const register = await post("/api/users/", {
        name: "Apart",
        email: uniqueEmail("apart"),
        password: PASSWORD,
      });
      expect(register.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it("must be named by every limited route, or the server does not start", async () => {
    await expect(
      buildTestApp({}, (app) => {
        // Inside a plugin, so the route is added after the app's own plugins (the rate limiter).
        app.register(async (scope) => {
          scope.get(
            "/api/test/limited",
            { config: { rateLimit: { max: 1, timeWindow: 1000 } } },
            async () => ({}),
          );
        });
      }),
    ).rejects.toThrow(/must name its allowance/);
  });
});
