// Trips with departures (docs/product.md: trips): a traveller reserves two seats on a departure
// from /trip, sees them in their account, and staff find them on the departure's passenger list
// and cancel them; a trip staff added with no departure is asked about on a ticket; at a phone's
// width and a desktop's, with screenshots of each screen in test-results/screens/trips/.
import { type APIRequestContext, expect, type Locator, test } from "@playwright/test";
import {
  createUser,
  expectNoSeriousA11yViolations,
  login,
  PASSWORD,
  screenshot,
  signIn,
  solidPng,
  type TestUser,
} from "./support";

const suffix = () => Math.random().toString(36).slice(2, 8);

/** A day `days` from today, YYYY-MM-DD, and as the site writes it in English (27/11/2026). */
function dayFromNow(days: number): { iso: string; shown: string } {
  const day = new Date(Date.now() + days * 86_400_000);
  const iso = day.toISOString().slice(0, 10);
  const [year, month, date] = iso.split("-");
  return { iso, shown: `${date}/${month}/${year}` };
}

async function tokenOf(request: APIRequestContext, user: TestUser): Promise<string> {
  return (await login(request, user.email, PASSWORD)).token;
}

async function addDeparture(
  request: APIRequestContext,
  staff: TestUser,
  tripId: string,
  date: string,
): Promise<string> {
  const res = await request.post(`/api/staff/trips/${tripId}/departures`, {
    data: { date, seats: 12, adultPricePaise: 125_000, childPricePaise: 60_000 },
    headers: { Authorization: `Bearer ${await tokenOf(request, staff)}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

/** No button or link among a trip card's actions cuts its label off. */
async function expectActionsWhole(card: Locator) {
  const actions = card.getByTestId("trip-actions");
  await expect(actions.getByRole("link").or(actions.getByRole("button"))).toHaveCount(2);
  const clipped = await actions.evaluate((row) =>
    [...row.querySelectorAll("a, button")].flatMap((action) =>
      [action, ...action.querySelectorAll("*")]
        .filter((node) => node.scrollWidth > node.clientWidth + 1)
        .map(() => action.textContent),
    ),
  );
  expect(clipped).toEqual([]);
}

// Each width books a trip of its own, so the two runs never share a departure list.
const RUNS = [
  { width: 375, height: 800, trip: "plassey", title: "Plassey Monument", days: 41 },
  { width: 1280, height: 900, trip: "hazarduari", title: "Hazarduari Palace", days: 43 },
] as const;

for (const run of RUNS) {
  test(`a traveller reserves two seats and staff see them on the passenger list (${run.width} px)`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const staff = await createUser(request, `Stella Staff ${suffix()}`, "staff");
    const date = dayFromNow(run.days);
    const departureId = await addDeparture(request, staff, run.trip, date.iso);

    // The page's HTML from the server already carries the departure's date and price.
    const html = await (await request.get("/trip")).text();
    expect(html).toContain(date.shown);
    expect(html).toContain("₹1,250");

    const name = `Tara ${suffix()}`;
    const traveller = await createUser(request, name);
    await page.setViewportSize({ width: run.width, height: run.height });
    await signIn(page, traveller);
    await page.goto("/trip");
    const card = page.getByRole("article", { name: run.title });
    await expect(card.getByRole("button", { name: "Book Trip" })).toBeVisible();
    await expect(card.getByTestId("departure").filter({ hasText: date.shown })).toContainText(
      "₹1,250.00 per adult · 12 seats left",
    );
    // Children's fare beside it, and where the bus picks travellers up.
    await expect(
      card.getByRole("listitem").filter({ hasText: date.shown }).getByTestId("child-price"),
    ).toHaveText("₹600.00 per child");
    await expect(card.getByTestId("pickup-points")).toContainText("Pickup points: ");
    // Both actions read whole, in either language: no label is cut off by its button.
    await expectActionsWhole(card);
    await screenshot(page, testInfo, `trips-list-${run.width}`);
    await page.goto("/bn/trip");
    await expectActionsWhole(page.locator(`[data-trip="${run.trip}"]`));
    await screenshot(page, testInfo, `trips-list-bn-${run.width}`);
    await page.goto("/trip");
    await card.getByRole("link", { name: `Reserve seats: ${run.title}` }).click();

    await expect(page).toHaveURL(new RegExp(`/trip/reserve\\?trip=${run.trip}$`));
    await page.getByLabel("Departure").selectOption(departureId);
    await page.getByLabel("Adults").fill("2");
    await page.getByLabel("Passenger 1").fill(name);
    await page.getByLabel("Passenger 2").fill("Tapan Traveller");
    await page.getByLabel("Pickup point").selectOption({ index: 1 });
    await expect(page.getByText("Amount: ₹2,500.00")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, `trips-reserve-${run.width}`);
    await page.getByRole("button", { name: "Reserve seats" }).click();
    const done = page.getByRole("status").filter({ hasText: "Seats reserved" });
    await expect(done).toContainText(`Seats held for you on ${run.title}, ${date.shown}: 2.`);
    await expect(done).toContainText("Amount: ₹2,500.00, awaiting payment.");

    // In the account: the booking, and the trip's rules on the welcome page.
    await done.getByRole("link", { name: "See my bookings" }).click();
    const mine = page.getByTestId("my-booking").filter({ hasText: date.shown });
    await expect(mine).toContainText("Seats: 2");
    await expect(mine).toContainText("Awaiting payment");
    // It is paid from here.
    await expect(mine.getByRole("link", { name: /^Pay now: the booking/ })).toHaveAttribute(
      "href",
      /^\/pay\?booking=/,
    );
    await page.goto("/dash");
    await expect(page.getByTestId("trip-rules")).toContainText(run.title);
    await expect(page.getByTestId("trip-rules")).toContainText("Carry a government photo ID.");

    // Staff: the trip's departures, then its passenger list, where they cancel the booking.
    const staffContext = await browser.newContext({
      viewport: { width: run.width, height: run.height },
    });
    const staffPage = await staffContext.newPage();
    await signIn(staffPage, staff);
    await staffPage.goto(`/staff/trips/${run.trip}`);
    await expect(staffPage.getByRole("heading", { level: 1, name: run.title })).toBeVisible();
    await staffPage.getByRole("link", { name: `Passengers of ${date.shown}` }).click();
    await expect(staffPage.getByText("2 of 12 seats taken")).toBeVisible();
    const row = staffPage.locator("[data-booking]").filter({ hasText: name });
    await expect(row).toContainText("Tapan Traveller");
    await expect(row).toContainText("₹2,500.00");
    await expectNoSeriousA11yViolations(staffPage);
    await screenshot(staffPage, testInfo, `trips-passengers-${run.width}`);
    await row.getByRole("button", { name: `Cancel the booking of ${name}` }).click();
    await staffPage.getByRole("dialog").getByRole("button", { name: "Cancel the booking" }).click();
    await expect(row).toContainText("Cancelled by staff");
    await expect(staffPage.getByText("0 of 12 seats taken")).toBeVisible();
    await staffContext.close();
  });
}

test("staff see which trips still lack their Bengali, and fill it in side by side", async ({
  page,
  request,
}, testInfo) => {
  const staff = await createUser(request, `Sunil Staff ${suffix()}`, "staff");
  const title = `River cruise ${suffix()}`;
  const res = await request.post("/api/staff/trips", {
    data: {
      title: { en: title, bn: "" },
      description: { en: "A day on the Bhagirathi", bn: "" },
      duration: { en: "One day", bn: "একদিন" },
      pickupPoints: [{ en: "Berhampore ghat", bn: "বহরমপুর ঘাট" }],
    },
    headers: { Authorization: `Bearer ${await tokenOf(request, staff)}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, staff);
  await page.goto(`/staff/trips?q=${encodeURIComponent(title)}`);
  const row = page.locator("[data-trip]").filter({ hasText: title });
  await expect(row).toContainText("Bengali missing");
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "trips-staff-list-1280");
  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await page.getByLabel("Title (Bengali)").fill("নদীভ্রমণ");
  await page.getByLabel("Description (Bengali)").fill("ভাগীরথীতে একদিন");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("languages-complete")).toBeVisible();
  await screenshot(page, testInfo, "trips-staff-edit-1280");
});

for (const width of [375, 1280]) {
  test(`a trip staff added with no departure shows staff's photos and is asked about on a ticket (${width} px)`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const staff = await createUser(request, `Sunil Staff ${suffix()}`, "staff");
    const title = `Boat to Khushbagh ${suffix()}`;
    const res = await request.post("/api/staff/trips", {
      data: {
        title: { en: title, bn: `খোশবাগে নৌকা ${suffix()}` },
        description: { en: "Across the Bhagirathi by boat", bn: "নৌকায় ভাগীরথী পেরিয়ে" },
        duration: { en: "Half a day", bn: "অর্ধেক দিন" },
        pickupPoints: [{ en: "Lalbagh ghat", bn: "লালবাগ ঘাট" }],
      },
      headers: { Authorization: `Bearer ${await tokenOf(request, staff)}` },
    });
    expect(res.status(), await res.text()).toBe(201);
    const tripId = ((await res.json()) as { _id: string })._id;

    // Staff give the trip a photo, then a second one, and move the second first by keyboard.
    const staffContext = await browser.newContext({ viewport: { width, height: 900 } });
    const staffPage = await staffContext.newPage();
    await signIn(staffPage, staff);
    await staffPage.goto(`/staff/trips/${tripId}`);
    const photos = staffPage.getByRole("region", { name: "Photos" });
    await expect(photos).toContainText("No photo yet");
    for (const [n, colour] of [
      [1, [200, 120, 40]],
      [2, [40, 90, 200]],
    ] as const) {
      const [chooser] = await Promise.all([
        staffPage.waitForEvent("filechooser"),
        photos.getByRole("button", { name: "Add photos" }).click(),
      ]);
      await chooser.setFiles({
        name: `trip-${n}.png`,
        mimeType: "image/png",
        buffer: solidPng([...colour], 64),
      });
      await expect(photos.getByTestId("trip-photo")).toHaveCount(n);
    }
    const sources = () =>
      photos.getByRole("img").evaluateAll((images) => images.map((i) => i.getAttribute("src")));
    const [first, second] = await sources();
    await photos.getByRole("button", { name: "Move photo 2 earlier" }).focus();
    await staffPage.keyboard.press("Enter");
    await expect.poll(sources).toEqual([second, first]);
    // A third, removed again once confirmed: its file is gone with it.
    const [third] = await Promise.all([
      staffPage.waitForEvent("filechooser"),
      photos.getByRole("button", { name: "Add photos" }).click(),
    ]);
    await third.setFiles({
      name: "trip-3.png",
      mimeType: "image/png",
      buffer: solidPng([20, 160, 60], 64),
    });
    await expect(photos.getByTestId("trip-photo")).toHaveCount(3);
    const thirdUrl = (await sources())[2] ?? "";
    await photos.getByRole("button", { name: "Remove photo 3" }).click();
    await staffPage
      .getByRole("dialog", { name: "Remove photo 3?" })
      .getByRole("button", { name: "Remove the photo" })
      .click();
    await expect(photos.getByTestId("trip-photo")).toHaveCount(2);
    expect((await request.get(thirdUrl)).status()).toBe(404);
    await expect(photos.getByRole("img", { name: `${title}, 1 of 2` })).toBeVisible();
    await expectNoSeriousA11yViolations(staffPage);
    await screenshot(staffPage, testInfo, `trips-staff-photos-${width}`);
    // The same screen for a member of staff who reads Bengali.
    const bengali = await request.put("/api/users/me", {
      headers: { authorization: `Bearer ${staff.token}` },
      data: { locale: "bn" },
    });
    expect(bengali.status(), await bengali.text()).toBe(200);
    await signIn(staffPage, { ...staff, ...((await bengali.json()) as Partial<TestUser>) });
    await staffPage.goto(`/staff/trips/${tripId}`);
    await expect(staffPage.getByRole("region", { name: "ছবি" })).toBeVisible();
    await expect(staffPage.getByTestId("trip-photo")).toHaveCount(2);
    await screenshot(staffPage, testInfo, `trips-staff-photos-bn-${width}`);
    await staffContext.close();

    const traveller = await createUser(request, `Tara ${suffix()}`);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, traveller);
    await page.goto("/trip");
    const card = page.getByRole("article", { name: title });
    await expect(card).toContainText("No departures are planned yet");
    // Both photos on the trip's card, in staff's order, the first the one showing.
    const row = card.getByRole("list", { name: `Photos of ${title}: 2, scroll sideways` });
    await expect(row.getByRole("img")).toHaveCount(2);
    await expect(row.getByRole("img", { name: `${title}, 1 of 2` })).toHaveAttribute(
      "src",
      second ?? "",
    );
    await expect(row.getByRole("img", { name: `${title}, 2 of 2` })).toHaveAttribute(
      "loading",
      "lazy",
    );
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole("img", { name: `${title}, 1 of 2` })).toBeInViewport();
    // The second only peeks in at the edge.
    await expect(row.getByRole("img", { name: `${title}, 2 of 2` })).not.toBeInViewport({
      ratio: 0.5,
    });
    // The row scrolls by keyboard to the second photo, which then loads.
    await row.focus();
    await page.keyboard.press("End");
    const last = row.getByRole("img", { name: `${title}, 2 of 2` });
    await expect
      .poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await row.evaluate((list) => list.scrollTo({ left: 0, behavior: "instant" }));
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, `trips-card-photos-${width}`);
    await page.goto("/bn/trip");
    await expect(page.locator(`[data-trip="${tripId}"]`).getByRole("img")).toHaveCount(2);
    await screenshot(page, testInfo, `trips-card-photos-bn-${width}`);
    await page.goto("/trip");
    // Book Trip, a ticket about the trip, as on the three first trips' cards.
    await expect(card.getByRole("button", { name: "Book Trip" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, `trips-no-departures-${width}`);
    await card.getByRole("link", { name: `Ask us on a ticket: ${title}` }).click();

    // The new ticket's form has the trip chosen, by its title; the ticket is about it.
    await expect(page).toHaveURL(new RegExp(`/new-ticket\\?trip=${tripId}$`));
    await expect(page.getByLabel("Trip", { exact: true })).toHaveValue(title);
    await page.getByLabel("Subject").fill("The next boat");
    await page.getByLabel("Description of the issue").fill("When is the next boat?");
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, `trips-ticket-about-added-trip-${width}`);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/tickets$/);
    // The list names the trip by its title.
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  });
}
