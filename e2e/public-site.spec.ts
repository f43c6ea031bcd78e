// The institute's public pages (docs/product.md: public site): home, trips, videos, contact, fees, prospectus,
// web development and the footer, at a desktop width and a phone width.
import { expect, type Page, test } from "@playwright/test";
import {
  createUser,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  PASSWORD,
  signIn,
  whenHydrated,
} from "./support";

const YEAR = new Date().getFullYear();
const MONTH = new Intl.DateTimeFormat("en-IN", {
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
}).format(new Date());
const SOCIAL = ["Facebook", "YouTube", "Instagram", "WhatsApp"];

/** The machine running the tests may be offline: third-party requests fail fast and the same way. */
async function blockThirdParties(page: Page) {
  await page.route(/^https:\/\/(i\.ytimg\.com|[abc]\.tile\.openstreetmap\.org)\//, (route) =>
    route.abort("internetdisconnected"),
  );
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>player</title><p>Player</p>",
    }),
  );
}

async function expectFooter(page: Page, wide: boolean) {
  const footer = page.getByRole("contentinfo");
  await expect(footer).toBeVisible();
  await expect(footer).toContainText(`© ${YEAR} Plassey Institute`);
  await expect(footer.getByRole("heading", { name: "Social Activities" })).toBeVisible();
  for (const name of SOCIAL) {
    const link = footer.getByRole("link", { name: new RegExp(`^${name}`) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  // Every link at both widths: side by side on a desktop, stacked on a phone.
  for (const column of ["Institute", "Travel", "Support"]) {
    await expect(footer.getByRole("heading", { name: column })).toBeVisible();
  }
  await expect(footer.getByRole("link", { name: "Videos", exact: true })).toHaveAttribute(
    "href",
    "/video",
  );
  await expect(footer.getByRole("link", { name: "Courses and fees" })).toHaveAttribute(
    "href",
    "/fees",
  );
  await expect(footer.getByRole("link", { name: "Prospectus" })).toHaveAttribute(
    "href",
    "/prospectus",
  );
  await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  if (!wide) {
    // Stacked: each column under the one before, each link readable and a finger's height.
    const top = async (name: string) =>
      (await footer.getByRole("heading", { name }).boundingBox())?.y ?? 0;
    expect(await top("Travel")).toBeGreaterThan(await top("Institute"));
    expect(await top("Support")).toBeGreaterThan(await top("Travel"));
    const contact = await footer.getByRole("link", { name: "Contact" }).boundingBox();
    expect(contact?.height).toBeGreaterThanOrEqual(44);
    const size = await footer
      .getByRole("link", { name: "Contact" })
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(14);
  }
}

/** What every public page must do at both widths. */
async function expectSoundPage(page: Page, wide: boolean) {
  await expectFooter(page, wide);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

for (const { label, viewport, wide } of [
  { label: "1280 px", viewport: { width: 1280, height: 800 }, wide: true },
  { label: "375 px", viewport: { width: 375, height: 740 }, wide: false },
]) {
  test.describe(`public pages at ${label}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => blockThirdParties(page));

    test("home: services, visitor count, admission announcement, trips and videos", async ({
      page,
    }) => {
      await page.goto("/");
      await expect(
        page.getByRole("heading", { name: "Plassey Institute", level: 1 }),
      ).toBeVisible();
      const count = page.getByTestId("visitor-count");
      await expect(count).toHaveText(/^[\d,]+ visitors?$/);
      const countHeading = page.getByRole("heading", { name: "Visitor count" });
      if (wide) await expect(countHeading).toBeVisible();
      else await expect(countHeading).toHaveCount(0);

      const announcement = page.getByRole("region", { name: "Admissions are open" });
      await expect(announcement).toContainText("classes 1 to 12");
      await expect(announcement.getByRole("link", { name: "Apply for admission" })).toHaveAttribute(
        "href",
        "/admission",
      );

      const services = page.getByRole("region", { name: "Our services" });
      for (const service of ["Coaching courses", "Web development", "Trips", "Shop"]) {
        await expect(services.getByRole("heading", { name: service, exact: true })).toBeVisible();
      }
      const trips = page.getByRole("region", { name: "Book a trip" });
      // Every trip has Book Trip (those other journeys add too, decision 062); the three first ones.
      for (const place of ["Plassey Monument", "Hazarduari Palace", "Nabadwip Iskon Temple"]) {
        await expect(
          trips.getByRole("article", { name: place }).getByRole("button", { name: "Book Trip" }),
        ).toBeVisible();
      }
      const videos = page.getByRole("region", { name: "Videos" });
      await expect(videos.getByRole("button", { name: /^Play / })).toHaveCount(3);
      await expect(videos.getByRole("link", { name: "See all videos" })).toHaveAttribute(
        "href",
        "/video",
      );
      await expectSoundPage(page, wide);
    });

    test("trip: the three places, each with Book Trip", async ({ page }) => {
      await page.goto("/trip");
      await expect(
        page.getByRole("heading", { name: "Places Available For Booking", level: 1 }),
      ).toBeVisible();
      for (const place of ["Plassey Monument", "Hazarduari Palace", "Nabadwip Iskon Temple"]) {
        const card = page.getByRole("article", { name: place });
        await expect(card.getByRole("heading", { name: place })).toBeVisible();
        await expect(card.getByRole("button", { name: "Book Trip" })).toBeVisible();
      }
      await expectSoundPage(page, wide);
    });

    test("video: six cards with a thumbnail or its fallback; the player loads on demand", async ({
      page,
    }) => {
      let playerRequests = 0;
      page.on("request", (req) => {
        if (req.url().startsWith("https://www.youtube-nocookie.com/")) playerRequests++;
      });
      await page.goto("/video");
      await expect(page.getByRole("heading", { name: "Videos", level: 1 })).toBeVisible();
      const grid = page.getByTestId("video-grid");
      await expect(grid.getByRole("article")).toHaveCount(6);
      const plays = grid.getByRole("button", { name: /^Play / });
      await expect(plays).toHaveCount(6);
      // Thumbnails cannot load here, so the first card shows its title in their place.
      await expect(
        grid.getByTestId("video-placeholder").filter({ hasText: "The Plassey battlefield today" }),
      ).toBeVisible();
      // The failed picture stays in the button, hidden: had it left the page under a press made
      // as React took the page over, that press would have made no click.
      const firstPlay = plays.first();
      await expect(firstPlay.locator("img")).toHaveCount(1);
      await expect(firstPlay.locator("img")).toBeHidden();
      expect(playerRequests).toBe(0);
      await expectSoundPage(page, wide);

      await whenHydrated(page);
      const play = page.getByRole("button", { name: "Play The Plassey battlefield today" });
      if (wide) await play.click();
      else {
        await play.focus();
        await page.keyboard.press("Enter");
      }
      const player = grid.locator("iframe");
      await expect(player).toHaveCount(1);
      await expect(player).toHaveAttribute(
        "src",
        "https://www.youtube-nocookie.com/embed/ei_uBZw5AlI?autoplay=1",
      );
      await expect(player).toHaveAttribute("title", "The Plassey battlefield today");
      await expect(player).toBeFocused();
      await expect(play).toHaveCount(0);
      await expect(plays).toHaveCount(5);
      // The frame's request may be reported a moment after the frame is in the page.
      await expect.poll(() => playerRequests).toBe(1);
    });

    test("contact: owner, phone and WhatsApp links, the map with its marker, Google Maps", async ({
      page,
    }) => {
      await page.goto("/contact");
      await expect(page.getByRole("heading", { name: "Contact", level: 1 })).toBeVisible();
      await expect(page.locator("address")).toContainText("West Bengal");
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
        "href",
        "tel:+919876543210",
      );
      await expect(main.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
        "href",
        "https://wa.me/919876543210",
      );
      const google = main.getByRole("link", { name: /^See on Google Map/ });
      await expect(google).toHaveAttribute(
        "href",
        /^https:\/\/www\.google\.com\/maps\?q=23\.\d+,88\.\d+$/,
      );
      await expect(google).toHaveAttribute("target", "_blank");
      await expect(google).toHaveAttribute("rel", "noopener noreferrer");

      const map = page.getByRole("region", { name: /^Map of the Plassey Institute office/ });
      await expect(map).toBeVisible();
      await expect(map.getByRole("button", { name: "Plassey Institute office" })).toBeVisible();
      await expect(map.getByRole("button", { name: "Zoom in" })).toBeVisible();
      await expect(map).toContainText("OpenStreetMap");
      await expectSoundPage(page, wide);

      // Tab goes into the map and out again: it does not trap the keyboard.
      await map.focus();
      let left = false;
      for (let i = 0; i < 12 && !left; i++) {
        await page.keyboard.press("Tab");
        left = await map.evaluate((el) => !el.contains(document.activeElement));
      }
      expect(left).toBe(true);
      await expect(google).toBeFocused();
    });

    test("fees: the five courses with durations and fees, due at the start of this month", async ({
      page,
    }) => {
      await page.goto("/fees");
      await expect(page.getByRole("heading", { name: "Fees Structure", level: 1 })).toBeVisible();
      await expect(
        page.getByRole("heading", {
          name: `Fees are paid at the beginning of the month: ${MONTH}`,
        }),
      ).toBeVisible();
      const rows = page.getByRole("table").getByRole("row");
      // Five courses, each headed by its name (a course's batches and Apply sit in a row below).
      await expect(page.getByRole("table").getByRole("rowheader")).toHaveCount(5);
      const expected: [RegExp, string, string][] = [
        [/MERN/, "6 months", "₹17,000"],
        [/Front End/i, "3 months", "₹6,000"],
        [/Back End/i, "3 months", "₹8,000"],
        [/Java/, "3 months", "₹5,000"],
        [/Python/, "3 months", "₹5,000"],
      ];
      for (const [name, duration, fee] of expected) {
        const row = rows.filter({ has: page.getByRole("rowheader", { name }) });
        await expect(row).toHaveCount(1);
        await expect(row.getByRole("cell")).toHaveText([duration, fee]);
      }
      await expectSoundPage(page, wide);
    });

    test("prospectus: the Download Section opens the PDF in a new tab", async ({
      page,
      context,
      request,
    }) => {
      await page.goto("/prospectus");
      await expect(page.getByRole("heading", { name: "Download Section" })).toBeVisible();
      const table = page.getByRole("table", { name: "Download Section" });
      await expect(table.getByRole("row")).toHaveCount(2); // a header row and one document
      await expect(table.getByRole("rowheader", { name: /^Prospectus \d{4}/ })).toBeVisible();
      const download = table.getByRole("link", { name: /^Download/ });
      await expect(download).toHaveAttribute("href", "/api/courses/prospectus");
      await expect(download).toHaveAttribute("target", "_blank");
      await expectSoundPage(page, wide);

      const pdf = await request.get("/api/courses/prospectus");
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toContain("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

      // The new tab's own navigation goes to the prospectus. (Whether the browser then shows the PDF or
      // saves it is its own choice: Chromium's headless shell, which runs these tests, has no
      // viewer and saves it.)
      const navigation = context.waitForEvent(
        "request",
        (sent) =>
          sent.isNavigationRequest() && new URL(sent.url()).pathname === "/api/courses/prospectus",
      );
      const [tab] = await Promise.all([context.waitForEvent("page"), download.click()]);
      expect((await navigation).frame().page()).toBe(tab);
      await tab.close();
    });

    test("webservice: the MERN course from the fee table and government exam coaching", async ({
      page,
    }) => {
      await page.goto("/webservice");
      const mern = page.getByRole("article", { name: /MERN/ });
      await expect(mern.getByTestId("mern-course")).toContainText("6 months");
      await expect(mern.getByTestId("mern-course")).toContainText("₹17,000");
      const exams = page.getByRole("article", { name: "Government exam coaching" });
      await expect(exams).toContainText("central and state government");
      await expectSoundPage(page, wide);
    });
  });
}

test.describe("booking a trip", () => {
  test("a visitor's Book Trip goes through /login and lands on the new ticket", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const user = await createUser(request, "Bina Booker");
    await page.goto("/trip");
    await page
      .getByRole("article", { name: "Hazarduari Palace" })
      .getByRole("button", { name: "Book Trip" })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL("/new-ticket?trip=hazarduari");
    await expect(page.getByLabel("Trip", { exact: true })).toHaveValue("Hazarduari Palace");
  });

  test("a signed-in traveller's Book Trip opens the new ticket for that trip", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, await createUser(request, "Sam Signed"));
    await page.goto("/");
    await page
      .getByRole("region", { name: "Book a trip" })
      .getByRole("article", { name: "Nabadwip Iskon Temple" })
      .getByRole("button", { name: "Book Trip" })
      .click();
    await expect(page).toHaveURL("/new-ticket?trip=iskon");
    await expect(page.getByLabel("Trip", { exact: true })).toHaveValue("Nabadwip Iskon Temple");
  });
});

test.describe("loading, empty and error states", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the fee table says when the courses cannot load, and retries", async ({ page }) => {
    let fail = true;
    await page.route("**/api/courses", (route) =>
      fail
        ? route.fulfill({ status: 503, json: { message: "Courses are unavailable" } })
        : route.fulfill({ json: { courses: [] } }),
    );
    // The server draws /fees with its courses (decision 022); the browser asks for them when a
    // visitor goes there from another page.
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toHaveAttribute("data-layout", "wide");
    await page.getByRole("main").getByRole("link", { name: "Courses and fees" }).first().click();
    const alert = page.getByRole("alert").filter({ hasText: "Could not load the fee structure" });
    await expect(alert).toContainText("Courses are unavailable", { timeout: 20_000 });
    fail = false;
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("No courses are open for admission at the moment.")).toBeVisible();
  });

  test("the home page still works when the visitor count cannot load", async ({ page }) => {
    await page.route("**/api/visitor", (route) => route.fulfill({ status: 404, json: {} }));
    await page.goto("/");
    await expect(page.getByText("The visitor count is not available right now.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Our services" })).toBeVisible();
  });
});
