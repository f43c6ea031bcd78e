// Shared helpers for the browser journeys: accounts made through the API, sign-in, axe checks.
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

export const ADMIN = { email: "admin@e2e.test", password: "e2e-admin-password" };
export const PASSWORD = "secret-pass-1";

export type TestUser = {
  _id: string;
  name: string;
  email: string;
  role: string;
  token: string;
};

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;

export async function login(request: APIRequestContext, email: string, password: string) {
  const res = await request.post("/api/users/login", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as TestUser;
}

/** Registers a fresh account and, for staff or admin, promotes it with the admin's token. */
export async function createUser(
  request: APIRequestContext,
  name: string,
  role: "user" | "staff" | "admin" = "user",
): Promise<TestUser> {
  const email = uniqueEmail(role);
  const res = await request.post("/api/users/", { data: { name, email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  const user = (await res.json()) as TestUser;
  if (role === "user") return user;
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const promoted = await request.patch(`/api/users/${user._id}/role`, {
    data: { role },
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  return { ...user, role };
}

/** Signs the browser in the way the app does: the user object under `user` in localStorage. */
export async function signIn(page: Page, user: TestUser) {
  await page.goto("/");
  await page.evaluate((stored) => localStorage.setItem("user", JSON.stringify(stored)), user);
}

/**
 * Waits for the page's finite animations and transitions (a dialog fading in, a menu opening) to
 * end, so axe measures the colours a person sees rather than a half-faded frame.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

export async function expectNoSeriousA11yViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** Parses a CSS rgb()/rgba() colour. */
export function rgb(color: string): [number, number, number] {
  const parts = color.match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}
