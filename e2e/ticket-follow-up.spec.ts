// A customer writes again about a ticket closed longer ago than REOPEN_DAYS (decisions 046, 056):
// instead of a composer its page offers "Open a follow-up", a new ticket on the same trip and
// subject that follows the old one; each links to the other. At a phone's width and a desk's, in
// English and in Bengali, by mouse and by keyboard. Screens are photographed to
// test-results/screens/ticket-follow-up/.
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  createUser,
  expectNoSeriousA11yViolations,
  screenshot,
  signIn,
  type TestUser,
} from "./support";

/**
 * Moves a ticket's closing `days` back in the browser tests' database (the server's SQLite file in
 * scripts/e2e-server.mjs's data folder): no setting of the server's clock is shared with the other
 * journeys, which reopen a ticket closed a moment ago.
 */
function closedDaysAgo(ticketId: string, days: number) {
  const file = join(tmpdir(), `portal-e2e-data-${process.env.E2E_PORT ?? 3100}`, "portal.sqlite");
  const db = new DatabaseSync(file);
  try {
    db.exec("pragma busy_timeout = 5000");
    const at = new Date(Date.now() - days * 86_400_000).toISOString();
    const changed = db
      .prepare("update tickets set closed_at = ? where id = ? and status = 'closed'")
      .run(at, ticketId);
    expect(changed.changes).toBe(1);
  } finally {
    db.close();
  }
}

/** A ticket of the traveller's, closed by staff, its closing long past REOPEN_DAYS (14). */
async function oldClosedTicket(
  request: APIRequestContext,
  traveller: TestUser,
  staff: TestUser,
  subject: string,
) {
  const res = await request.post("/api/tickets", {
    headers: { authorization: `Bearer ${traveller.token}` },
    data: { product: "hazarduari", subject, description: `${subject}: the first message.` },
  });
  expect(res.status(), await res.text()).toBe(201);
  const ticket = (await res.json()) as { _id: string; reference: string };
  const closed = await request.put(`/api/tickets/${ticket._id}`, {
    headers: { authorization: `Bearer ${staff.token}` },
    data: { status: "closed" },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  closedDaysAgo(ticket._id, 40);
  return ticket;
}

for (const width of [375, 1280]) {
  test(`at ${width} px a traveller opens a follow-up of a ticket closed long ago, linked both ways, in English and Bengali`, async ({
    page,
    request,
  }, testInfo) => {
    // Five pages, three axe scans, two languages: slow on a shared two-core machine.
    test.setTimeout(240_000);
    const stamp = `${width}-${Date.now().toString(36)}`;
    const traveller = await createUser(request, "Farida Follow");
    const staff = await createUser(request, "Sohan Staff", "staff");
    const subject = `Refund for the cancelled bus ${stamp}`;
    const old = await oldClosedTicket(request, traveller, staff, subject);
    const another = await oldClosedTicket(request, traveller, staff, `Lost bag ${stamp}`);

    await page.setViewportSize({ width, height: 800 });
    await signIn(page, traveller);
    await page.goto("/tickets");
    const row = page.getByRole("row").filter({ hasText: subject });
    await expect(row.locator("[data-status]")).toHaveText("closed");
    await row.getByRole("link", { name: "View" }).click();
    await expect(page).toHaveURL(`/ticket/${old._id}`);

    // Past REOPEN_DAYS: no composer, no closing; the follow-up form in its place.
    const followUp = page.getByRole("region", { name: "Write to us again" });
    await expect(followUp).toContainText("Your message opens a follow-up ticket");
    await expect(page.getByTestId("composer")).toHaveCount(0);
    await expect(page.getByTestId("reopen-line")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Close Ticket" })).toHaveCount(0);
    await followUp.getByRole("button", { name: "Open a follow-up" }).click();
    await expect(followUp).toContainText("Please write your message");
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, `follow-up-form-${width}-en`);

    await followUp.getByLabel("Message").fill("The refund has still not come, two months on.");
    await followUp.getByRole("button", { name: "Open a follow-up" }).click();

    // The new ticket: same subject, its message, a link back to the old one.
    await expect(page).not.toHaveURL(`/ticket/${old._id}`);
    await expect(page).toHaveURL(/\/ticket\/[^/]+$/);
    await expect(page.getByText(/Follow-up T-\d+ opened/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(subject);
    await expect(page.getByTestId("ticket-description")).toContainText(
      "The refund has still not come, two months on.",
    );
    await expect(page.locator("[data-status]").first()).toHaveText("new");
    const links = page.getByTestId("ticket-links");
    await expect(links).toContainText(`Follows ${old.reference}`);
    await expect(page.getByTestId("composer")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, `follow-up-new-${width}-en`);
    const newUrl = page.url();

    // The old ticket now names its follow-up, and offers no second one.
    await links.getByRole("link", { name: old.reference }).click();
    await expect(page).toHaveURL(`/ticket/${old._id}`);
    const followedBy = page.getByTestId("ticket-links").getByRole("link");
    await expect(followedBy).toHaveAttribute("href", new URL(newUrl).pathname);
    await expect(page.getByTestId("ticket-links")).toContainText("Followed by T-");
    await expect(page.getByTestId("follow-up")).toHaveCount(0);

    // In Bengali, by keyboard, on the other old ticket.
    const bengali = await request.put("/api/users/me", {
      headers: { authorization: `Bearer ${traveller.token}` },
      data: { locale: "bn" },
    });
    expect(bengali.status()).toBe(200);
    await page.goto(`/ticket/${another._id}`);
    const again = page.getByRole("region", { name: "আবার আমাদের লিখুন" });
    await expect(again).toBeVisible();
    await again.getByRole("textbox").focus();
    await page.keyboard.type("ব্যাগটা এখনও পাইনি।");
    await page.keyboard.press("Tab");
    await expect(again.getByRole("button", { name: "পরবর্তী টিকিট খুলুন" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, `follow-up-form-${width}-bn`);
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(`/ticket/${another._id}`);
    await expect(page.getByTestId("ticket-description")).toContainText("ব্যাগটা এখনও পাইনি।");
    await expect(page.getByTestId("ticket-links")).toContainText(another.reference);
    await screenshot(page, testInfo, `follow-up-new-${width}-bn`);
  });
}
