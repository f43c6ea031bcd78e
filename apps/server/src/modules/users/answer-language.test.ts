// The language an account reads in, and a refusal written in the reader's language: the signed-in
// account's, else the one Accept-Language prefers among ours, else English.
import type { AuthUser, SignedInUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auth,
  buildTestApp,
  createUser,
  PASSWORD,
  type TestApp,
  uniqueEmail,
} from "../../test/test-app";

let t: TestApp;
let email: string;

beforeAll(async () => {
  t = await buildTestApp();
  email = (await createUser(t.app, "user", "Bina Bose")).email;
});
afterAll(async () => {
  await t?.close();
});

const wrongPassword = (headers: Record<string, string | undefined>) =>
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

describe("an account's language", () => {
  it("is the one it registered in, English unless told", async () => {
    const english = await createUser(t.app, "user", "Amit Paul");
    expect(english).toMatchObject({ locale: "en", latinDigits: false });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users",
      payload: { name: "রীতা সাহা", email: uniqueEmail("user"), password: PASSWORD, locale: "bn" },
    });
    expect(res.statusCode).toBe(201);
    const bengali = res.json<AuthUser>();
    expect(bengali.locale).toBe("bn");
    const me = await t.app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: auth(bengali.token),
    });
    expect(me.json<SignedInUser>()).toMatchObject({ locale: "bn", latinDigits: false });
  });

  it("changes on the profile, one setting at a time", async () => {
    const user = await createUser(t.app, "user", "Sonali Ghosh");
    const put = (payload: object) =>
      t.app.inject({ method: "PUT", url: "/api/users/me", headers: auth(user.token), payload });
    const changed = await put({ locale: "bn", latinDigits: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<SignedInUser>()).toMatchObject({
      locale: "bn",
      latinDigits: true,
      name: "Sonali Ghosh",
    });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: auth(user.token),
    });
    expect(me.json<SignedInUser>()).toMatchObject({ locale: "bn", latinDigits: true });
    const back = await put({ locale: "en" });
    expect(back.json<SignedInUser>().locale).toBe("en");
  });

  it("refuses an empty change, an unknown field or language, and a visitor", async () => {
    const user = await createUser(t.app, "user", "Kakoli Dey");
    for (const payload of [{}, { locale: "hi" }, { role: "admin" }, { latinDigits: "yes" }]) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/users/me",
        headers: auth(user.token),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const visitor = await t.app.inject({
      method: "PUT",
      url: "/api/users/me",
      payload: { locale: "bn" },
    });
    expect(visitor.statusCode).toBe(401);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: auth(user.token),
    });
    expect(me.json<SignedInUser>()).toMatchObject({ role: "user", locale: "en" });
  });
});
