import { expect, test } from "@playwright/test";
import { createUser, expectNoSeriousA11yViolations, signIn } from "./support";

test("the built site runs under its content security policy without a single violation", async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await signIn(page, await createUser(request, "Cora Csp"));
  for (const path of ["/", "/tickets", "/new-ticket?trip=iskon", "/profile", "/dash", "/trip"]) {
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test("page paths open the app while unknown API paths answer 404 JSON", async ({
  page,
  request,
}) => {
  const deepLink = await request.get("/ticket/some-id", { headers: { Accept: "text/html" } });
  expect(deepLink.status()).toBe(200);
  expect(deepLink.headers()["content-type"]).toContain("text/html");

  const unknownApi = await request.get("/api/no-such-thing");
  expect(unknownApi.status()).toBe(404);
  expect(await unknownApi.json()).toMatchObject({ message: expect.any(String) });

  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);
});

test("the API documentation is browsable at /api/docs", async ({ page }) => {
  await page.goto("/api/docs");
  await expect(page.getByText("/api/users/login", { exact: true }).first()).toBeVisible();
  // The UI draws operations as they scroll into view: scroll on until the tickets' appear.
  const tickets = page.getByText("/api/tickets", { exact: true }).first();
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(tickets).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
});

test("a page still loading its data passes axe (the spinner is not a labelled element)", async ({
  page,
}) => {
  // Hold the fee list back so axe sees the loading state, not the loaded page.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/courses", async (route) => {
    await held;
    await route.continue();
  });
  // The server draws /fees with its courses (issue 21); the browser asks for them when a visitor
  // goes there from another page.
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toHaveAttribute("data-layout", /wide|narrow/);
  await page.getByRole("main").getByRole("link", { name: "Courses and fees" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  // A screen reader hears what is loading.
  await expect(page.getByRole("status")).toContainText(/loading/i);
  await expectNoSeriousA11yViolations(page);
  release();
  await expect(page.getByRole("table")).toBeVisible();
});

test("the scripts every first visit runs carry V8's compile hint, and a single page's chunk does not", async ({
  request,
}) => {
  const hint = "//# allFunctionsCalledOnLoad\n";
  const startsWithHint = async (path: string) =>
    (await (await request.get(path)).text()).startsWith(hint);
  // A page the server draws starts its scripts from start-app.js's attributes.
  const scriptsOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const start = /data-entry="([^"]+)" data-chunks="([^"]+)"/.exec(html);
    expect(start, `${path}'s start-app.js tag`).not.toBeNull();
    const [, entry = "", chunks = ""] = start ?? [];
    const files = chunks.split(" ");
    const named = (name: string) =>
      files.find((file) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(file));
    return { entry, named };
  };
  const { entry, named } = await scriptsOf("/");
  // The entry and the first visit's shared chunks (apps/web/vite.config.ts), but not the page's own.
  // The home page has no text box; the shop's search has one.
  const shop = await scriptsOf("/shop");
  const shared = ["vendor", "schemas", "react-dom", "page-kit"].map(named);
  for (const file of [...shared, shop.named("text-input")]) {
    expect(file, "a first visit's shared chunk").toBeDefined();
    expect(await startsWithHint(file ?? ""), `${file}'s first line`).toBe(true);
  }
  expect(await startsWithHint(entry)).toBe(true);
  expect(named("home")).toBeDefined();
  expect(await startsWithHint(named("home") ?? "")).toBe(false);
  // A page drawn in the browser loads the same entry as a module script.
  const app = await (await request.get("/tickets", { headers: { Accept: "text/html" } })).text();
  expect(app).toContain(`<script type="module" crossorigin src="${entry}">`);
});

test("a page the server drew runs each of the entry's chunks in a task of its own, the entry last", async ({
  page,
  request,
}) => {
  const home = await (await request.get("/")).text();
  const start = /data-entry="([^"]+)"[^>]*data-entry-imports="([^"]+)"/.exec(home);
  expect(start, "the home page's start-app.js tag").not.toBeNull();
  const [, entry = "", imported = ""] = start ?? [];
  const entryImports = imported.split(" ");
  expect(entryImports.some((file) => /\/vendor-[\w-]+\.js$/.test(file))).toBe(true);
  // Each chunk is served with two lines added at its end: one notes its evaluation, the other
  // queues a task that notes itself. A task a chunk queued has run before the next chunk is
  // evaluated only if that chunk's evaluation came in a later task.
  const nameOf = (file: string) => file.replace(/^.*\//, "");
  const log = (mark: string) => `(window.startOrder ??= []).push(${JSON.stringify(mark)});`;
  for (const file of [...entryImports, entry]) {
    await page.route(`**${file}`, async (route) => {
      const response = await route.fetch();
      const name = nameOf(file);
      const marks = `\n${log(`run ${name}`)}\nsetTimeout(() => {${log(`after ${name}`)}});\n`;
      // The body is sent decoded and longer: without the original's encoding and length.
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ response, headers, body: (await response.text()) + marks });
    });
  }
  await page.goto("/");
  await expect
    .poll(() => page.evaluate(() => (window as { startOrder?: string[] }).startOrder ?? []))
    .toEqual(
      [...entryImports, entry].flatMap((file) => [`run ${nameOf(file)}`, `after ${nameOf(file)}`]),
    );
});
