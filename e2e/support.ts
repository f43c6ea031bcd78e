// Shared helpers for the browser journeys: accounts made through the API, sign-in, axe checks,
// screenshots.
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { deflateSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  type ViewportSize,
} from "@playwright/test";
import { ImapFlow } from "imapflow";

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

/**
 * A page in a browser context of its own at `viewport`, beside the test's `page`: for a journey
 * walked at one width that checks each screen at another too (the navigation and footer choose
 * their layout from the width at load, so a screen is loaded fresh there, not resized), or for a
 * second person in the same journey. `open` signs `user` in there and loads `path`; `close` ends
 * the context early to free its renderer. Whatever the test does, the fixture closes every context
 * it made when the test ends, passed or failed: a context made with `browser.newContext()` would
 * outlive a failed test, since the browser is the worker's.
 */
export type BrowserAt = {
  page: Page;
  open: (user: TestUser, path: string) => Promise<Page>;
  close: () => Promise<void>;
};

/** Playwright's `test` with the `browserAt` fixture (above); the specs that use it import this. */
export const test = base.extend<{ browserAt: (viewport: ViewportSize) => Promise<BrowserAt> }>({
  browserAt: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (viewport) => {
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      const page = await context.newPage();
      return {
        page,
        open: async (user, path) => {
          await signIn(page, user);
          await page.goto(path);
          return page;
        },
        close: () => context.close(),
      };
    });
    // Closing a context that was closed already does nothing.
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/**
 * Waits until React has taken over a page the server rendered (decision 022): its links work from the
 * HTML, but a button that only a script handles (a menu, a toggle) does nothing before. The
 * footer names the layout it settled on once hydrated ("both" in the server's HTML).
 */
export async function whenHydrated(page: Page) {
  await expect(page.getByRole("contentinfo")).toHaveAttribute("data-layout", /^(wide|narrow)$/);
}

/**
 * A screenshot for a person to look at (a screen at 375 or 1280 px, in English or Bengali), written
 * to `test-results/screens/<spec>/<name>.png`, `<spec>` being the spec file's name without
 * `.spec.ts`: `name` must be unique within the spec, so it carries the width and the language.
 * The whole page by default; `fullPage: false` keeps the window only (an open dialog or menu, a
 * part scrolled into view). A locator photographs that element alone. Nothing is written when
 * `E2E_SCREENSHOTS` is `off`, as in CI, where nobody looks at them and each costs the browser
 * 150-400 ms of CPU. A screenshot whose bytes a journey uses is `page.screenshot()` itself.
 */
export async function screenshot(
  target: Page | Locator,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === "off") return;
  const spec = basename(testInfo.file, ".spec.ts");
  // Playwright makes the folders of the path.
  const path = join(testInfo.project.outputDir, "screens", spec, `${name}.png`);
  if ("goto" in target) await target.screenshot({ path, fullPage: options.fullPage ?? true });
  else await target.screenshot({ path });
}

/** Signs the browser in the way the app does: the user object under `user` in localStorage. */
export async function signIn(page: Page, user: TestUser) {
  // A file of the site's origin that runs none of the app: on a page of the app, its own check
  // of the previous account could finish after this and store that account over this one.
  await page.goto("/favicon.svg");
  await page.evaluate((stored) => localStorage.setItem("user", JSON.stringify(stored)), user);
}

/**
 * The page itself never scrolls sideways (wide tables scroll inside their own box); `where`
 * names the page in the failure.
 */
export async function expectNoSidewaysScroll(page: Page, where?: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where ? `${where}: ` : ""}the page scrolls sideways`).toBeLessThanOrEqual(0);
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

/**
 * An axe run over the page as it is, with `rules` added to axe's defaults. Two settings make a run
 * about a third as long on two cores and find the same violations:
 * - Legacy mode runs axe.run() in the page itself. The default runs axe in each frame and then
 *   opens a blank page in the context to put the results together: a new renderer process and a
 *   second injection of axe's 600 kB script for every scan. Legacy mode leaves out cross-origin
 *   frames only, and the site has one, the video player, which is a third party's page (and
 *   stubbed in these tests).
 * - `resultTypes: ["violations"]` makes axe describe every failing node as before but only one
 *   node of each passed, incomplete and inapplicable rule, which the checks here never read.
 */
export function axeOf(page: Page, rules: Record<string, { enabled: boolean }> = {}) {
  return new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules, resultTypes: ["violations"] })
    .analyze();
}

/**
 * axe's default rules (WCAG 2.0 to 2.2 A and AA, and best practices) plus WCAG 2.2's target size
 * (2.5.8, AA), which axe leaves off unless asked; fails on any serious or critical finding.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await test.step("axe: no serious violations", () => scanForSeriousViolations(page), {
    box: true,
  });
}

async function scanForSeriousViolations(page: Page) {
  await settleAnimations(page);
  // axe measures a target as drawn, so one the page has scrolled under the sticky header would
  // count as too small: the page is scanned from its top (where nothing is under the header) and
  // put back where it was.
  const scrolled = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo({ top: 0, behavior: "instant" });
    return y;
  });
  const results = await axeOf(page, { "target-size": { enabled: true } });
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), scrolled);
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

/** A message the e2e server's SMTP server received (scripts/fake-mail.mjs). */
export type CaughtMail = { to: string; subject: string; text: string; replyTo: string };

const MAILBOX_URL = `http://127.0.0.1:${
  process.env.E2E_MAIL_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2
}`;

/** Every message delivered to `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(address)}`);
  expect(res.status, "the e2e mailbox answers").toBe(200);
  return (await res.json()) as CaughtMail[];
}

/**
 * Waits for a message to `address` whose subject contains `subject` (the server sends in the
 * background) and answers the newest such message.
 */
export async function waitForMailTo(address: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).findLast((mail) => mail.subject.includes(subject));
        return found !== undefined;
      },
      { message: `a mail to ${address} about "${subject}"`, timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No mail to ${address} about "${subject}"`);
  return found;
}

/** The path and query of the first link in a mail's text to `path`, e.g. "/reset-password". */
export function linkIn(mail: CaughtMail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`No ${path} link in the mail:\n${mail.text}`);
  const url = new URL(link);
  // Opened on the address the browser tests use, whatever the server was told it is.
  return `${url.pathname}${url.search}`;
}

/** Puts a raw message in the e2e server's support mailbox (scripts/e2e-server.mjs), as delivered. */
export async function deliverToSupport(raw: Buffer): Promise<void> {
  const file = join(tmpdir(), `portal-e2e-imap-${process.env.E2E_PORT ?? 3100}.json`);
  const { imapUrl } = JSON.parse(readFileSync(file, "utf8")) as { imapUrl: string };
  const url = new URL(imapUrl);
  const client = new ImapFlow({
    host: url.hostname,
    port: Number(url.port),
    secure: false,
    logger: false,
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
  });
  await client.connect();
  try {
    await client.append("INBOX", raw);
  } finally {
    await client.logout();
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG of one colour (each upload in a journey can differ). */
export function solidPng([r, g, b]: [number, number, number], size = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill([r, g, b]).flat())]);
  const pixels = Buffer.concat(Array(size).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
