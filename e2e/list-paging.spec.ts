// The one data table every list screen uses, through the staff queue: search and filters sent to
// the server, pages, the address keeping all of it across a reload, keyboard, axe, 360 px.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeOf, createUser, expectNoSidewaysScroll, signIn, type TestUser } from "./support";

const DESKTOP = { width: 1280, height: 900 };
const NARROWEST = { width: 360, height: 800 };

/** A word no other test writes, so the search finds this test's tickets only. */
const searchWord = () => `pagingword${Math.random().toString(36).slice(2, 8).replace(/\d/g, "x")}`;

const TRIPS = ["plassey", "hazarduari", "iskon"] as const;

/** `count` tickets of `customer` holding `word`, sent a batch at a time. */
async function createTickets(
  request: APIRequestContext,
  customer: TestUser,
  word: string,
  count: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, offset) =>
      request.post("/api/tickets/", {
        data: {
          product: TRIPS[(start + offset) % TRIPS.length],
          description: `Ticket ${start + offset} about the ${word} of the bus`,
        },
        headers: { Authorization: `Bearer ${customer.token}` },
      }),
    );
    for (const res of await Promise.all(batch)) {
      expect(res.status(), await res.text()).toBe(201);
      ids.push(((await res.json()) as { _id: string })._id);
    }
  }
  return ids;
}

const pager = (page: Page) => page.getByRole("navigation", { name: "Ticket queue pages" });
const bodyRows = (page: Page) =>
  page.getByRole("table", { name: "Ticket queue" }).locator("tbody tr");

test("staff search and filter the queue, go to page 3, reload and are still there; the pager is keyboard-reachable, passes axe and fits 360 px", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const word = searchWord();
  const customer = await createUser(request, "Pia Pager");
  const staff = await createUser(request, "Sam Sorter", "staff");
  // 125 new tickets with the word, and 3 more that staff opened: the status filter leaves 125,
  // three pages of 50.
  await createTickets(request, customer, word, 125);
  for (const id of await createTickets(request, customer, word, 3)) {
    const res = await request.put(`/api/tickets/${id}`, {
      data: { status: "open" },
      headers: { Authorization: `Bearer ${staff.token}` },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await page.setViewportSize(DESKTOP);
  await signIn(page, staff);
  await page.goto("/staff/tickets");
  await expect(page.getByRole("heading", { name: "Support queue", level: 1 })).toBeVisible();
  const search = page.getByRole("search", { name: "Search and filter tickets" });

  // The search box asks the server once typing pauses, and replaces the address.
  await search.getByLabel("Search tickets").fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(page.getByText("Showing 1–50 of 128")).toBeVisible();

  await search.getByLabel("Status").selectOption("new");
  await expect(page).toHaveURL(/[?&]status=new/);
  await expect(page.getByText("Showing 1–50 of 125")).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(50);

  await pager(page).getByRole("button", { name: "Page 3" }).click();
  await expect(page).toHaveURL(/[?&]page=3/);
  await expect(page.getByText("Showing 101–125 of 125")).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(25);
  await expect(bodyRows(page).first()).toContainText(customer.email);

  // A reload (or a link) opens the same page of the same search.
  await page.reload();
  await expect(page.getByText("Showing 101–125 of 125")).toBeVisible();
  await expect(search.getByLabel("Search tickets")).toHaveValue(word);
  await expect(search.getByLabel("Status")).toHaveValue("new");
  await expect(pager(page).getByRole("button", { name: "Page 3" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(bodyRows(page)).toHaveCount(25);

  // The keyboard reaches the pager straight after the table's last link (the last ticket's
  // subject).
  await bodyRows(page).last().getByRole("link").last().focus();
  await page.keyboard.press("Tab");
  await expect(pager(page).getByRole("button", { name: "First page" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(pager(page).getByRole("button", { name: "Previous page" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText("Showing 51–100 of 125")).toBeVisible();
  await expect(pager(page).getByRole("button", { name: "Page 2" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // A sortable header is a button and says how the column is ordered.
  const dateHeader = page.getByRole("columnheader", { name: "Date" });
  await expect(dateHeader).toHaveAttribute("aria-sort", "descending");
  await dateHeader.getByRole("button", { name: "Date" }).click();
  await expect(page).toHaveURL(/[?&]sort=createdAt/);
  await expect(dateHeader).toHaveAttribute("aria-sort", "ascending");
  // A new order starts again at page 1.
  await expect(page.getByText("Showing 1–50 of 125")).toBeVisible();
  await expect(bodyRows(page).first()).toContainText(customer.email);

  const axe = await axeOf(page);
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Back gives the previous page of the list; changing a filter goes back to page 1.
  await pager(page).getByRole("button", { name: "Page 2" }).click();
  await expect(page.getByText("Showing 51–100 of 125")).toBeVisible();
  await page.goBack();
  await expect(page.getByText("Showing 1–50 of 125")).toBeVisible();
  await pager(page).getByRole("button", { name: "Page 3" }).click();
  await expect(page.getByText("Showing 101–125 of 125")).toBeVisible();
  await search.getByLabel("Trip", { exact: true }).selectOption("plassey");
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByText("Showing 1–42 of 42")).toBeVisible();

  // At 360 px the pager shows "Page n of m" between its arrows; the page never scrolls sideways.
  await search.getByLabel("Trip", { exact: true }).selectOption("");
  await expect(page.getByText("Showing 1–50 of 125")).toBeVisible();
  // The navigation bar picks its layout from the width at load: load again at the new width.
  await page.setViewportSize(NARROWEST);
  await page.reload();
  await pager(page).scrollIntoViewIfNeeded();
  await expect(pager(page).getByText("Page 1 of 3")).toBeVisible();
  await expect(pager(page).getByRole("button", { name: "Next page" })).toBeVisible();
  await expect(pager(page).getByRole("button", { name: "Page 2" })).toBeHidden();
  await expectNoSidewaysScroll(page);
  await pager(page).getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText("Showing 51–100 of 125")).toBeVisible();
  await expect(pager(page).getByText("Page 2 of 3")).toBeVisible();
  const narrowAxe = await axeOf(page);
  expect(narrowAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("a search that finds nothing says so and offers to clear it; the list's own empty state stays for an empty list", async ({
  page,
  request,
}) => {
  const staff = await createUser(request, "Nora Nomatch", "staff");
  await page.setViewportSize(DESKTOP);
  await signIn(page, staff);
  await page.goto(`/staff/tickets?q=${searchWord()}`);
  await expect(page.getByText("No tickets match")).toBeVisible();
  await page.getByRole("button", { name: "Clear search and filters" }).click();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(page.getByLabel("Search tickets")).toHaveValue("");
  await expect(page.getByRole("table", { name: "Ticket queue" })).toBeVisible();

  const customer = await createUser(request, "Ezra Empty");
  await signIn(page, customer);
  await page.goto("/tickets");
  await expect(page.getByText("No tickets yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Book a trip" }).last()).toBeVisible();
});
