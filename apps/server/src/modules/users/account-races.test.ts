// Work on an account that races: an admin's demotion sent while the owner changes or resets their
// password holds, and two profile pictures sent at once leave one file, the one the account shows.
// The owner's request is held at its slow step (hashing the new password, storing the picture),
// the other change goes through meanwhile, then the held request finishes. And a forgotten
// password is answered before the account is even looked up. All over HTTP; runs on SQLite and
// PostgreSQL.
import { readdirSync } from "node:fs";
import type { User } from "@app/shared/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../../lib/password";
import { multipartBody } from "../../test/multipart";
import {
  ADMIN,
  auth,
  buildTestApp,
  createUser,
  login,
  PASSWORD,
  type TestApp,
  uniqueEmail,
} from "../../test/test-app";
import { createLink } from "./account-links.repository";
import { RESET_LINK_LIFETIME_MS } from "./accounts";
import { avatarDir, saveAvatar } from "./avatar-storage";
import { findUserByEmail } from "./users.repository";

// The real functions, which a test can hold once at its next call.
vi.mock("../../lib/password", async (original) => {
  const actual = await original<typeof import("../../lib/password")>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});
vi.mock("./users.repository", async (original) => {
  const actual = await original<typeof import("./users.repository")>();
  return { ...actual, findUserByEmail: vi.fn(actual.findUserByEmail) };
});
vi.mock("./avatar-storage", async (original) => {
  const actual = await original<typeof import("./avatar-storage")>();
  return { ...actual, saveAvatar: vi.fn(actual.saveAvatar) };
});

/**
 * Holds the next call of `fn` (a vi.fn around the real function): `reached` resolves when the
 * call has begun, and it does its work once `release()` is called.
 */
function holdNextCall<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  const mocked = vi.mocked(fn);
  const real = mocked.getMockImplementation();
  if (!real) throw new Error("not a vi.fn around the real function");
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const reached = new Promise<void>((resolve) => {
    mocked.mockImplementationOnce(async (...args: A) => {
      resolve();
      await released;
      return real(...args);
    });
  });
  return { reached, release };
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const send = (method: "PUT" | "POST", url: string, payload: object, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? auth(token) : {} });

/** The admin demotes `id` to a customer; answers what the admin's screen shows. */
async function demote(id: string): Promise<User> {
  const admin = await login(t.app, ADMIN.email, ADMIN.password);
  const res = await t.app.inject({
    method: "PATCH",
    url: `/api/users/${id}/role`,
    headers: auth(admin.token),
    payload: { role: "user" },
  });
  expect(res.statusCode).toBe(200);
  return res.json<User>();
}

const roleOf = async (id: string) =>
  (await t.app.db.selectFrom("users").select("role").where("id", "=", id).executeTakeFirstOrThrow())
    .role;

describe("a demotion sent while the owner's new password is being hashed", () => {
  it("holds when the password is changed", async () => {
    const staff = await createUser(t.app, "staff");
    const hashing = holdNextCall(hashPassword);
    const change = send(
      "PUT",
      "/api/users/me/password",
      { currentPassword: PASSWORD, newPassword: "a-brand-new-pass-2" },
      staff.token,
    );
    await hashing.reached;
    expect((await demote(staff._id)).role).toBe("user");
    hashing.release();
    expect((await change).statusCode).toBe(204);

    expect(await roleOf(staff._id)).toBe("user");
    // The owner's device stays signed in, as a customer now; the new password works.
    const me = await t.app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: auth(staff.token),
    });
    expect(me.json()).toMatchObject({ role: "user" });
    expect((await login(t.app, staff.email, "a-brand-new-pass-2")).role).toBe("user");
  });

  it("holds when the password is reset from a mailed link", async () => {
    const staff = await createUser(t.app, "staff");
    const token = await createLink(t.app.db, staff._id, "password-reset", RESET_LINK_LIFETIME_MS);
    const hashing = holdNextCall(hashPassword);
    const reset = send("POST", "/api/users/reset-password", {
      token,
      password: "a-brand-new-pass-3",
    });
    await hashing.reached;
    expect((await demote(staff._id)).role).toBe("user");
    hashing.release();
    expect((await reset).statusCode).toBe(204);

    expect(await roleOf(staff._id)).toBe("user");
    expect((await login(t.app, staff.email, "a-brand-new-pass-3")).role).toBe("user");
  });
});

describe("two profile pictures sent at once", () => {
  it("leave one file, the one the account shows", async () => {
    const user = await createUser(t.app);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#369" } })
      .png()
      .toBuffer();
    const upload = () => {
      const body = multipartBody("avatar", "me.png", "image/png", png);
      return t.app.inject({
        method: "PUT",
        url: "/api/users/me/avatar",
        headers: { ...auth(user.token), ...body.headers },
        payload: body.payload,
      });
    };
    const storing = holdNextCall(saveAvatar);
    const first = upload();
    await storing.reached;
    expect((await upload()).statusCode).toBe(200);
    storing.release();
    const shown = (await first).json<User>();

    const stored = (
      await t.app.db
        .selectFrom("users")
        .select("avatar_file")
        .where("id", "=", user._id)
        .executeTakeFirstOrThrow()
    ).avatar_file;
    expect(shown.avatarUrl).toBe(`/media/avatars/${stored}`);
    // The picture shown is there, and nothing else was left behind by the two uploads.
    expect(readdirSync(avatarDir(t.config.dataDir))).toEqual([stored]);
  });
});

describe("a forgotten password", () => {
  it("is answered without waiting for the account's lookup, its link or its mail", async () => {
    const user = await createUser(t.app);
    for (const email of [user.email, uniqueEmail("nobody")]) {
      const lookup = holdNextCall(findUserByEmail);
      const answer = send("POST", "/api/users/forgot-password", { email });
      try {
        await lookup.reached;
        // The lookup is held: an answer that waited for it would not come (2 s is the give-up).
        const outcome = await Promise.race([
          answer.then((res) => res.statusCode),
          new Promise((resolve) => setTimeout(() => resolve("still waiting"), 2_000)),
        ]);
        expect(outcome, email).toBe(202);
      } finally {
        lookup.release();
      }
      await t.app.mail.idle();
    }
    // The work was done after the answer: the account got its link, by mail, and nobody else did.
    const links = await t.app.db
      .selectFrom("account_tokens")
      .select("user_id")
      .where("purpose", "=", "password-reset")
      .where("user_id", "=", user._id)
      .execute();
    expect(links).toHaveLength(1);
    const mails = await t.app.db
      .selectFrom("outbox")
      .select("recipient")
      .where("subject", "=", "Choose a new password")
      .execute();
    expect(mails).toEqual([{ recipient: user.email }]);
  });
});
