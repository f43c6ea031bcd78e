// A refusal is written in the reader's language: the one Accept-Language prefers among ours.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let email: string;

beforeAll(async () => {
  t = await buildTestApp();
  email = (await createUser(t.app, "user", "Bina Bose")).email;
});
afterAll(async () => {
  await t?.close();
});

const wrongPassword = (headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/users/login",
    headers,
    payload: { email, password: "not the password at all" },
  });

describe("a refused sign-in", () => {
  it("answers in Bengali when the browser prefers Bengali", async () => {
    const res = await wrongPassword({ "accept-language": "bn-IN,bn;q=0.9,en;q=0.8" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: "ইমেল বা পাসওয়ার্ড ভুল" });
  });

  it("answers in English with no preference, or one for a language the site lacks", async () => {
    for (const headers of [{}, { "accept-language": "fr-FR,de;q=0.8" }]) {
      const res = await wrongPassword(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: "Invalid credentials" });
    }
  });
});
