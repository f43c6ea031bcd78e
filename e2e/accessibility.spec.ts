// WCAG 2.2 AA at both widths for the screens no journey scans at both (docs/product.md: back office): the sign-in,
// registration and account pages, the not-found page, a ticket for its customer and for staff
// with the note dialog open, and the customer's dashboard. The journeys scan every other route
// and open state (expectNoSeriousA11yViolations in e2e/support.ts).
import { expect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  createUser,
  expectNoSeriousA11yViolations,
  login,
  screenshot,
  signIn,
} from "./support";

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole("heading", { level: 1, name });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the sign-in, registration, account and not-found pages pass axe", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      for (const [path, name] of [
        ["/login", "Login"],
        ["/register", "Register"],
        ["/sign-in", "Welcome Back!"],
        ["/verify-email", "Confirm your email address"],
        ["/no-such-page", "Page not found"],
      ] as const) {
        await page.goto(path);
        await expect(heading(page, name), path).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }

      // An account whose password an admin chose is sent to choose its own.
      const admin = await login(request, ADMIN.email, ADMIN.password);
      const email = `chosen-${width}-${Date.now()}@e2e.test`;
      const created = await request.post("/api/users/admin-create", {
        headers: { authorization: `Bearer ${admin.token}` },
        data: { name: "Chosen Person", email, password: "admin-chose-this-1", role: "user" },
      });
      expect(created.status()).toBe(201);
      await signIn(page, await login(request, email, "admin-chose-this-1"));
      await page.goto("/profile");
      await expect(page).toHaveURL(/\/choose-password$/);
      await expect(page.getByRole("region", { name: "Change password" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await signIn(page, await createUser(request, "Dina Dashboard"));
      await page.goto("/dash");
      await expect(page.getByRole("link", { name: "Share my location" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("a ticket passes axe for its customer and for staff, with the composer written in", async ({
      page,
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const traveller = await createUser(request, "Tara Ticket");
      const staff = await createUser(request, "Sami Staff", "staff");
      const created = await request.post("/api/tickets", {
        headers: { authorization: `Bearer ${traveller.token}` },
        data: { product: "iskon", description: "The bus to Mayapur was two hours late." },
      });
      expect(created.status()).toBe(201);
      const ticketId = ((await created.json()) as { _id: string })._id;

      await signIn(page, traveller);
      await page.goto("/new-ticket?trip=hazarduari");
      await expect(page.getByLabel("Description of the issue")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto(`/ticket/${ticketId}`);
      await expect(
        page.getByTestId("ticket-description").getByText("The bus to Mayapur was two hours late."),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // The composer under the conversation, with something typed in it.
      await page.getByLabel("Message", { exact: true }).fill("Will there be a refund?");
      await expectNoSeriousA11yViolations(page);

      const staffContext = await browser.newContext({ viewport: { width, height: 800 } });
      const staffPage = await staffContext.newPage();
      await signIn(staffPage, staff);
      await staffPage.goto(`/ticket/${ticketId}`);
      await expect(
        staffPage
          .getByTestId("ticket-description")
          .getByText("The bus to Mayapur was two hours late."),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(staffPage);
      // For a reviewer, like the other back-office screens (admin-panel.spec.ts).
      await screenshot(staffPage, testInfo, `back-office-ticket-${width}`);
      // The composer on an internal note, and the customer panel loaded beside it.
      const composer = staffPage.getByTestId("composer");
      await composer.getByText("Internal note", { exact: true }).click();
      await expect(composer).toHaveAttribute("data-mode", "internal");
      await composer.getByLabel("Message", { exact: true }).fill("Ask the driver what happened.");
      await screenshot(staffPage, testInfo, `back-office-ticket-internal-${width}`);
      await expect(staffPage.getByTestId("customer-panel")).toContainText("Other tickets");
      await expectNoSeriousA11yViolations(staffPage);
      await staffContext.close();
    });
  });
}
