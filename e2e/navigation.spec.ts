import { expect, test } from "@playwright/test";
import {
  createUser,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  signIn,
  whenHydrated,
} from "./support";

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a visitor sees the wide menu with the Education group, Login and Signup", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByText("Education", { exact: true })).toBeVisible();
    await expect(nav.getByText("Academic", { exact: true })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "E-shop" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Signup" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Profile" })).toHaveCount(0);
    // The spec's brand label is the narrow screens'; wide ones show the institute's mark.
    await expect(page.getByTestId("brand-label")).toHaveCount(0);
    await expect(page.getByTestId("brand-logo")).toBeVisible();
    await expect(page.getByRole("link", { name: "Plassey Institute" })).toHaveAttribute(
      "href",
      "/",
    );
    // Every entry on one line: Home and Signup side by side, not Signup alone on a second.
    const top = async (name: string) => (await nav.getByRole("link", { name }).boundingBox())?.y;
    expect(await top("Signup")).toBe(await top("Home"));

    await whenHydrated(page);
    await nav.getByText("Education", { exact: true }).click();
    await expect(page.getByRole("menuitem", { name: "Fees structure" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a user sees no Back office entry; an admin sees Profile, Logout and one", async ({
    page,
    request,
  }) => {
    await signIn(page, await createUser(request, "Uma User"));
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Profile" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Back office" })).toHaveCount(0);

    const admin = await createUser(request, "Ada Admin", "admin");
    await signIn(page, admin);
    await page.goto("/");
    await expect(nav.getByRole("link", { name: "Profile" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Back office" })).toHaveAttribute("href", "/staff");
    // One way in: the back office's own navigation holds the rest (docs/product.md: back office).
    await expect(nav.getByRole("link", { name: /^(Staff|Admin|Orders)$/ })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Signup" })).toHaveCount(0);
    // Every entry is inside the window, none hidden behind a sideways scroll.
    for (const name of ["Home", "Dashboard", "Back office", "Profile"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await expect(nav.getByRole("button", { name: "Logout" })).toBeInViewport({ ratio: 1 });
  });
});

test.describe("the back office's side navigation on a short window", () => {
  test.use({ viewport: { width: 1280, height: 520 } });

  test("keeps the page's entry in view when it is below the panel's fold", async ({
    page,
    request,
  }) => {
    await signIn(page, await createUser(request, "Nora Nav", "admin"));
    await page.goto("/staff");
    const side = page.getByRole("navigation", { name: "Back office" });
    const settings = side.getByRole("link", { name: "Settings" });
    // The last entry is below the fold of the panel at first.
    await expect(settings).not.toBeInViewport();
    await settings.scrollIntoViewIfNeeded();
    await settings.click();
    await expect(page).toHaveURL(/\/settings$/);
    // Arriving by an address: the panel starts at its top, and shows the page's entry anyway.
    await page.goto("/staff");
    await page.goto("/settings");
    await expect(side.getByRole("link", { name: "Settings" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(side.getByRole("link", { name: "Settings" })).toBeInViewport({ ratio: 1 });
  });
});

test("the wide bar keeps one line with the institute's name from 1024 px, for a visitor and an admin", async ({
  page,
  request,
}) => {
  const admin = await createUser(request, "Wida Admin", "admin");
  for (const who of ["visitor", "admin"] as const) {
    if (who === "admin") await signIn(page, admin);
    for (const width of [1024, 1050, 1100, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      const brand = page.getByTestId("brand-logo");
      await expect(brand).toBeVisible();
      await expect(brand.getByText("Plassey Institute")).toBeVisible();
      await expect(brand).toBeInViewport({ ratio: 1 });
      // The account's entries are added as the page starts (the server draws a visitor's bar):
      // wait for the last of them, then read until every entry has its box.
      const last =
        who === "admin"
          ? nav.getByRole("button", { name: "Logout" })
          : nav.getByRole("link", { name: "Signup" });
      await expect(last).toBeInViewport({ ratio: 1 });
      // One line: every entry's middle at the height of Home's, and the bar no taller than one.
      const entries = nav.locator(":scope > ul > li");
      const middles = () =>
        entries.evaluateAll((items) =>
          items.map((item) => {
            const box = item.getBoundingClientRect();
            return Math.round(box.top + box.height / 2);
          }),
        );
      await expect
        .poll(
          async () => {
            const all = await middles();
            return new Set(all).size === 1 ? "one line" : all.join(",");
          },
          { message: `${who} at ${width} px` },
        )
        .toBe("one line");
      expect((await nav.boundingBox())?.height).toBeLessThanOrEqual(64);
    }
  }
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a visitor sees the brand label and the collapsed menu, labelled as the wide one, with rows a finger can hit", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByTestId("brand-label")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByText("Education", { exact: true })).toHaveCount(0);
    // The menu button works by script: the server's HTML shows it before that has run.
    await whenHydrated(page);
    await page.getByRole("button", { name: /menu/i }).click();
    const menu = page.getByRole("navigation", { name: "Main" }).or(page.getByRole("dialog"));
    // The same words as the wide menu: Education, E-shop (the phone's shop entry keeps its address).
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: "Education" })).toBeVisible();
    await expect(dialog.getByText("Academic", { exact: true })).toHaveCount(0);
    await expect(dialog.getByRole("link", { name: "E-shop" })).toHaveAttribute(
      "href",
      "/plasseyshop",
    );
    await expect(dialog.getByRole("link", { name: "Local shop" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Study materials" }).first()).toBeVisible();
    await expect(menu.getByRole("link", { name: "Login" }).first()).toBeVisible();
    // Every row is a touch target of at least 44 px.
    const rows = dialog.locator("a, button").filter({ visible: true });
    for (const row of await rows.all()) {
      if ((await row.getAttribute("aria-label")) === "Close menu") continue;
      const box = await row.boundingBox();
      expect(box?.height, (await row.textContent()) ?? "").toBeGreaterThanOrEqual(44);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("a signed-in user works the ticket list at 375 px", async ({ page, request }) => {
    const user = await createUser(request, "Mona Mobile");
    const created = await request.post("/api/tickets/", {
      data: { product: "hazarduari", description: "Lost my ticket stub" },
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(created.status()).toBe(201);
    await signIn(page, user);
    await page.goto("/tickets");
    await expect(page.getByRole("heading", { name: "Tickets" })).toBeVisible();
    const badge = page.locator("[data-status]");
    await expect(badge).toHaveText("new");
    // The status reads in full, not cut to "n…".
    const clipped = await badge.evaluate((el) =>
      [el, ...el.querySelectorAll("*")].some((node) => node.scrollWidth > node.clientWidth + 1),
    );
    expect(clipped).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });
});

for (const width of [375, 1280]) {
  test.describe(`arriving on a product at ${width} px`, () => {
    // Short enough that the shop scrolls at 1280 px too.
    test.use({ viewport: { width, height: 600 } });

    test("a product opened from the bottom of /shop starts at its top, focus on its heading; Back returns", async ({
      page,
    }) => {
      await page.goto("/shop");
      const products = page
        .getByRole("list", { name: "Shop items", exact: true })
        .getByRole("listitem");
      await expect(products.nth(1)).toBeVisible();
      const last = products.last();
      await last.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await last.getByRole("link").first().click();
      await expect(page).toHaveURL(/\/single\?id=/);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // The next Tab continues on the new page, not somewhere in the old one's place.
      await page.keyboard.press("Tab");
      const focusedInMain = await page.evaluate(
        () => document.querySelector("main")?.contains(document.activeElement) ?? false,
      );
      expect(focusedInMain).toBe(true);
      await page.goBack();
      await expect(page).toHaveURL(/\/shop$/);
    });
  });
}

test.describe("arriving on a new page", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a control reached by Shift+Tab is never hidden under the sticky header", async ({
    page,
  }) => {
    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // From the end of the page backwards through the form.
    await page.locator("footer").last().scrollIntoViewIfNeeded();
    // The server's HTML: the button waits for the page's script to take over (decision 022).
    await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
    await page.getByRole("button", { name: "Submit" }).focus();
    const headerBottom = await page
      .locator("header")
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Shift+Tab");
      const top = await page.evaluate(() => {
        const focused = document.activeElement;
        return focused && focused !== document.body ? focused.getBoundingClientRect().top : null;
      });
      if (top === null) continue;
      // Either inside the header itself (its own links) or fully below it.
      const inHeader = await page.evaluate(
        () => document.querySelector("header")?.contains(document.activeElement) ?? false,
      );
      if (!inHeader) expect(top).toBeGreaterThanOrEqual(headerBottom);
    }
  });

  test("the pages that say no have titles of their own", async ({ page, request }) => {
    await page.goto("/no-such-page-at-all");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found | Plassey Institute");
    await signIn(page, await createUser(request, "Tina Title"));
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    await expect(page).toHaveTitle("Not allowed | Plassey Institute");
  });
});

test.describe("the chat button at the foot of a page", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("leaves no white band under the footer and never covers its last line", async ({
    page,
    request,
  }) => {
    await signIn(page, await createUser(request, "Fiona Footer"));
    await page.goto("/profile");
    await expect(page.getByRole("button", { name: /^Open chat/ })).toBeVisible({
      timeout: 15_000,
    });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const measure = await page.evaluate(() => {
      const footers = document.querySelectorAll("footer");
      const footer = footers[footers.length - 1] as HTMLElement;
      const lastLine = footer.lastElementChild as HTMLElement;
      const launcher = document.querySelector<HTMLElement>('[aria-label^="Open chat"]');
      return {
        belowFooter:
          document.documentElement.scrollHeight -
          (footer.getBoundingClientRect().bottom + window.scrollY),
        lastLineBottom: lastLine.getBoundingClientRect().bottom,
        launcherTop: launcher?.getBoundingClientRect().top ?? 0,
      };
    });
    expect(measure.belowFooter).toBeLessThanOrEqual(1);
    expect(measure.lastLineBottom).toBeLessThanOrEqual(measure.launcherTop);
  });
});
