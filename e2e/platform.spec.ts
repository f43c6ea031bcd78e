import { expect, test } from "@playwright/test";
import { createUser, expectNoSeriousA11yViolations, signIn } from "./support";

test("the built site, its video player and its map run under the content security policy without a single violation", async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  // The public pages, as a visitor.
  for (const path of ["/", "/trip", "/video", "/contact", "/fees", "/prospectus", "/webservice"]) {
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
  }
  await page.goto("/video");
  await page
    .getByRole("button", { name: /^Play / })
    .first()
    .click();
  await expect(page.locator("main iframe")).toHaveCount(1);
  await page.goto("/contact");
  await expect(page.locator(".leaflet-marker-icon")).toBeVisible();
  // The pages of a signed-in user.
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
  // Swagger UI draws nothing, not even the title, until it has fetched and parsed the whole
  // document (about 290 operations, 650 KB): a few seconds on two cores, more under load.
  await expect(page.getByRole("heading", { name: /Institute portal API/ })).toBeVisible({
    timeout: 30_000,
  });
  // The filter box narrows the page to a capability's operations, as a reader looking for one
  // would use it (the whole list is drawn only as it scrolls into view).
  const filter = page.getByPlaceholder("Filter by tag");
  for (const [tag, path, other] of [
    ["users", "/api/users/login", "/api/tickets"],
    ["tickets", "/api/tickets", "/api/users/login"],
  ] as const) {
    await filter.fill(tag);
    await expect(page.getByText(path, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(other, { exact: true })).toHaveCount(0);
  }
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
  // The server draws /fees with its courses; the browser asks for them when a visitor goes there
  // from another page, and shows that the page is loading meanwhile.
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toHaveAttribute("data-layout", /wide|narrow/);
  await page.getByRole("main").getByRole("link", { name: "Courses and fees" }).first().click();
  await expect(page.getByRole("status")).toBeVisible();
  // A screen reader hears what is loading.
  await expect(page.getByRole("status")).toContainText(/loading/i);
  await expectNoSeriousA11yViolations(page);
  release();
  await expect(page.getByRole("table")).toBeVisible();
});
