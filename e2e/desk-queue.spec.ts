// The help desk's queue as staff work it (docs/product.md: support desk): three tickets chosen and
// closed at once from the bulk bar, a personal view saved, shown with its count and deleted, the desk's
// reports and their links into the queue; axe clean with the bulk bar open at a phone's width and
// a desk's. Screens are photographed to test-results/screens/desk-queue/ in both languages.
import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  createUser,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  screenshot,
  signIn,
  type TestUser,
} from "./support";

async function raiseTickets(request: APIRequestContext, traveller: TestUser, count: number) {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const res = await request.post("/api/tickets", {
      headers: { authorization: `Bearer ${traveller.token}` },
      data: { product: "hazarduari", subject: `Lost item ${i}`, description: `Item ${i}` },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { _id: string })._id);
  }
  return ids;
}

test("staff close three tickets at once, save a view with its count, and read the desk's reports", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const traveller = await createUser(request, `Queue Traveller ${stamp}`);
  const staff = await createUser(request, `Queue Agent ${stamp}`, "staff");
  await raiseTickets(request, traveller, 4);

  await signIn(page, staff);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/staff/tickets?customer=${encodeURIComponent(traveller.name)}`);
  const rows = page.getByRole("row").filter({ hasText: traveller.name });
  await expect(rows).toHaveCount(4);

  // Three chosen: the bar says so, and "select all" shows some are chosen.
  for (const n of [1, 2, 3]) {
    await page
      .getByRole("row")
      .filter({ hasText: `Lost item ${n}` })
      .getByRole("checkbox")
      .check();
  }
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar.getByText("3 selected")).toBeVisible();
  await expect(page.getByLabel("Select all on this page")).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "queue-bulk-1280-en");

  // Assigned to me, then closed, each from the bar by keyboard and pointer alike.
  await bar.getByRole("button", { name: "Assign to me" }).click();
  const outcome = page.locator("[data-bulk-outcome]");
  await expect(outcome).toContainText("3 changed");
  await expect(rows.filter({ hasText: staff.name })).toHaveCount(3);
  // The tickets done are let go: the bar closes, its answer stays.
  await expect(bar).toHaveCount(0);
  for (const n of [1, 2, 3]) {
    await page
      .getByRole("row")
      .filter({ hasText: `Lost item ${n}` })
      .getByRole("checkbox")
      .check();
  }
  await bar.getByRole("button", { name: "Change status" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "closed" }).click();
  await expect(outcome).toContainText("3 changed");
  await expect(rows.filter({ hasText: "closed" })).toHaveCount(3);
  await expect(rows.filter({ hasText: "Lost item 4" })).not.toContainText("closed");

  // The closed ones as a view of the agent's own, with its count beside the shared views.
  await page.getByLabel("Status", { exact: true }).selectOption("closed");
  await expect(rows).toHaveCount(3);
  await page.getByRole("button", { name: "Save this view" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this view" });
  await dialog.getByLabel("Name of the view").fill("Closed lost items");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  const views = page.getByRole("navigation", { name: "Views" });
  const saved = views.getByRole("button", { name: /^Closed lost items/ });
  await expect(saved).toContainText("3");
  await expect(saved).toHaveAttribute("aria-current", "page");
  await page.goto("/staff/tickets");
  await saved.click();
  await expect(page).toHaveURL(/status=closed/);
  await expect(rows).toHaveCount(3);
  // Deleted after a confirmation, its tickets untouched.
  await views.getByRole("button", { name: "Delete the view Closed lost items" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete the view “Closed lost items”?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(saved).toHaveCount(0);
  await expect(rows).toHaveCount(3);

  // The reports: the agent's three tickets, a link to the queue that lists them.
  await page.goto("/staff/desk-reports");
  await expect(page.getByRole("heading", { name: "Desk reports", level: 1 })).toBeVisible();
  const agentLink = page
    .locator("[data-report=per-agent]")
    .getByRole("link", { name: `3 tickets of ${staff.name}` });
  await expect(agentLink).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "reports-1280-en");
  await agentLink.click();
  await expect(page).toHaveURL(new RegExp(`assignee=${staff._id}`));
  await expect(rows).toHaveCount(3);

  // At a phone's width: the bar fits and stays clean.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/staff/tickets?customer=${encodeURIComponent(traveller.name)}`);
  await expect(rows).toHaveCount(4);
  await page.getByLabel("Select all on this page").check();
  await expect(bar.getByText("4 selected")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "queue-bulk-375-en");
  await page.goto("/staff/desk-reports");
  await expect(agentLink).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "reports-375-en");

  // In Bengali, photographed for a reader to check.
  const res = await request.put("/api/users/me", {
    headers: { authorization: `Bearer ${staff.token}` },
    data: { locale: "bn" },
  });
  expect(res.status()).toBe(200);
  await signIn(page, { ...staff, ...((await res.json()) as Partial<TestUser>) });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/staff/tickets?customer=${encodeURIComponent(traveller.name)}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(rows).toHaveCount(4);
    await page.getByLabel("এই পাতার সব বাছাই করুন").check();
    await expect(page.locator("[data-bulk-bar]")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, `queue-bulk-${width}-bn`);
    await page.goto("/staff/desk-reports");
    await expect(page.locator("[data-report=per-agent]")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, `reports-${width}-bn`);
  }
});

test("at a phone's width the queue's order is chosen from a Sort by select, reached by keyboard, in both languages", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const traveller = await createUser(request, `Sort Traveller ${stamp}`);
  const staff = await createUser(request, `Sort Agent ${stamp}`, "staff");
  await raiseTickets(request, traveller, 3);
  await signIn(page, staff);
  await page.setViewportSize({ width: 375, height: 800 });
  const queueUrl = `/staff/tickets?customer=${encodeURIComponent(traveller.name)}`;
  await page.goto(queueUrl);
  const rows = page.getByRole("row").filter({ hasText: traveller.name });
  await expect(rows).toHaveCount(3);
  // Newest first, as the hidden "Date" header says: the select shows that order.
  await expect(rows.first()).toContainText("Lost item 3");
  const picker = page.getByLabel("Sort by");
  await expect(picker).toBeVisible();
  await expect(picker.locator("option:checked")).toHaveText("Date (descending)");
  // The same orders as the wide table's sortable headers, each both ways.
  await expect(picker.locator("option")).toHaveText(
    ["Trip", "Status", "Last activity", "First reply", "Date"].flatMap((header) => [
      `${header} (ascending)`,
      `${header} (descending)`,
    ]),
  );
  // Reached by Tab from the control before it; changed from the keyboard's focus.
  await page.getByLabel("Select all on this page").focus();
  await page.keyboard.press("Tab");
  await expect(picker).toBeFocused();
  await picker.selectOption("createdAt");
  await expect(page).toHaveURL(/[?&]sort=createdAt(&|$)/);
  await expect(rows.first()).toContainText("Lost item 1");
  await expect(picker).toHaveValue("createdAt");
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "queue-sort-375-en");
  // Back to the default order: the address drops its sort.
  await picker.selectOption("-createdAt");
  await expect(page).not.toHaveURL(/sort=/);
  await expect(rows.first()).toContainText("Lost item 3");

  // At a desk's width the headers sort and the select is gone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(picker).toBeHidden();
  await expect(page.getByRole("button", { name: "Date", exact: true })).toBeVisible();

  // In Bengali.
  const res = await request.put("/api/users/me", {
    headers: { authorization: `Bearer ${staff.token}` },
    data: { locale: "bn" },
  });
  expect(res.status()).toBe(200);
  await signIn(page, { ...staff, ...((await res.json()) as Partial<TestUser>) });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${queueUrl}&sort=product`);
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  const bengali = page.getByLabel("সাজানোর ক্রম");
  await expect(bengali).toBeVisible();
  await expect(bengali.locator("option:checked")).toHaveText("ভ্রমণ (ছোট থেকে বড়)");
  await expectNoSidewaysScroll(page);
  await screenshot(page, testInfo, "queue-sort-375-bn");
});
