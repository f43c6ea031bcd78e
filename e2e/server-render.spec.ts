// The public pages as HTML from the server: their content is there with JavaScript off,
// React takes them over (hydrates) without a warning at either width, and a signed-in user still
// gets their own navigation once it has.
import { expect, type Page, test } from "@playwright/test";
import { createUser, PASSWORD, signIn } from "./support";

const PUBLIC_PAGES = [
  "/",
  "/fees",
  "/prospectus",
  "/trip",
  "/video",
  "/contact",
  "/weather",
  "/calculator",
  "/shop",
  "/plasseyshop",
  "/studymaterials",
  "/login",
  "/register",
];

type Product = { _id: string; name: string };

async function firstShopProduct(page: Page): Promise<Product> {
  const res = await page.request.get("/photo?kind=shop");
  expect(res.status()).toBe(200);
  const [product] = (await res.json()) as Product[];
  if (!product) throw new Error("the e2e server's demo data has no shop product");
  return product;
}

/**
 * Answers the third-party requests (video thumbnails, map tiles, the video player) with nothing:
 * the machine may be offline, and a failed request would be a console error of its own.
 */
async function quietThirdParties(page: Page) {
  await page.route(
    /^https:\/\/(i\.ytimg\.com|[abc]\.tile\.openstreetmap\.org|www\.youtube-nocookie\.com)\//,
    (route) => route.fulfill({ status: 204 }),
  );
}

/** Every console error and warning and every uncaught error of the page, from now on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("each public page shows its own content", async ({ page }) => {
    for (const path of PUBLIC_PAGES) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      // The navigation and the footer are drawn too (the wide ones at this width).
      await expect(page.getByRole("navigation", { name: "Main" }), path).toBeVisible();
      await expect(page.getByRole("contentinfo"), path).toContainText("Plassey Institute");
    }
  });

  test("the Bengali home and fees pages are Bengali in the server's HTML", async ({ page }) => {
    for (const path of ["/bn/", "/bn/fees"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "bn");
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading, path).toBeVisible();
      await expect(heading, path).toHaveText(/\p{Script=Bengali}/u);
      // The page's own words, not only its navigation, came in Bengali from the server.
      await expect(page.locator("main"), path).toContainText(/\p{Script=Bengali}{3}/u);
      await expect(page.locator("main"), path).not.toContainText("Fullstack (MERN)");
    }
    // The fees in Bengali digits, the course by its Bengali name.
    await expect(
      page.getByRole("table").getByRole("row", { name: /ফুলস্ট্যাক \(MERN\).*₹১৭,০০০/ }),
    ).toBeVisible();
  });

  test("the fees, the trips and the shop carry their data", async ({ page }) => {
    await page.goto("/fees");
    const fees = page.getByRole("table");
    await expect(
      fees.getByRole("row", { name: /Fullstack \(MERN\).*6 months.*₹17,000/ }),
    ).toBeVisible();
    await expect(fees.getByRole("rowheader", { name: /Core Java/ })).toBeVisible();

    await page.goto("/trip");
    for (const trip of ["Plassey Monument", "Hazarduari Palace", "Nabadwip Iskon Temple"]) {
      await expect(page.getByRole("heading", { name: trip })).toBeVisible();
    }
    // Each trip's next departures (the demo data's), with their date, price and seats left.
    await expect(page.getByTestId("departure").first()).toContainText(
      /^\d{2}\/\d{2}\/\d{4}: ₹[\d,]+\.\d{2} per adult · \d+ seats? left$/,
    );

    const product = await firstShopProduct(page);
    await page.goto("/shop");
    const item = page.getByTestId("product-item").filter({ hasText: product.name });
    await expect(item).toBeVisible();
    await expect(item).toContainText("₹");
    // The first screenful's pictures have their size, so nothing moves as they arrive, and are
    // fetched at once; the ones further down wait until they come near.
    const picture = item.getByRole("img", { name: product.name });
    await expect(picture).toHaveAttribute("width", "400");
    await expect(picture).toHaveAttribute("loading", "eager");
    await expect(page.getByTestId("product-item").nth(4).getByRole("img")).toHaveAttribute(
      "loading",
      "lazy",
    );

    await page.goto(`/single?id=${product._id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    // Buy is a link to the order form, so it works before any script has run.
    await expect(page.getByRole("link", { name: "Buy" })).toHaveAttribute(
      "href",
      `/order?id=${product._id}`,
    );
  });
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("every public page hydrates without a warning and then works in the browser", async ({
      page,
    }) => {
      test.slow();
      await quietThirdParties(page);
      const problems = collectProblems(page);
      const product = await firstShopProduct(page);
      const layout = width >= 720 ? "wide" : "narrow";
      for (const path of [...PUBLIC_PAGES, `/single?id=${product._id}`]) {
        await page.goto(path);
        // The footer names its layout once React has taken the page over (both before).
        await expect(page.getByRole("contentinfo"), path).toHaveAttribute("data-layout", layout);
        await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      }
      expect(problems).toEqual([]);

      // The taken-over page moves on in the browser, without loading a new document.
      await page.goto("/");
      await expect(page.getByRole("contentinfo")).toHaveAttribute("data-layout", layout);
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      await page.getByRole("main").getByRole("link", { name: "Courses and fees" }).first().click();
      await expect(page).toHaveURL(/\/fees$/);
      await expect(page.getByRole("heading", { level: 1, name: /fees/i })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );

      // The map, drawn in the browser only, arrives after the contact page.
      await page.goto("/contact");
      await expect(page.getByLabel(/Map of the .* office/)).toBeVisible();
    });
  });
}

test("a signed-in user gets their own navigation on a page the server drew for a visitor", async ({
  page,
}) => {
  const user = await createUser(page.request, "Hydra Traveller");
  await signIn(page, user);
  await page.goto("/fees");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);
});

/**
 * Holds the app's entry script back until the returned function is called: the server's HTML is
 * all the page has meanwhile.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Where each element of the page's header, main and footer is drawn, rounded to the pixel, and in
 * which colours (a custom property the critical CSS lacked would change a colour, not a box).
 */
const lookOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("header *, main *, footer *")].map((element) => {
      const box = element.getBoundingClientRect();
      const name = `${element.tagName}.${element.className}`;
      const style = getComputedStyle(element);
      const colours = [style.color, style.backgroundColor, style.borderColor, style.outlineColor];
      return `${name} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} ${colours.join(" ")}`;
    }),
  );

// The page's head carries the rules its markup uses (Beasties' critical CSS); its stylesheets come
// after the first paint. Once they are in, nothing on the page has moved, changed size or changed
// colour.
for (const width of [375, 1280]) {
  test(`a public page is drawn in its final layout and colours before its stylesheets arrive (${width} px)`, async ({
    page,
  }) => {
    await quietThirdParties(page);
    await page.setViewportSize({ width, height: 800 });
    // The shop's moving line stands still, so only the stylesheets could move anything.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await holdScripts(page);
    let releaseSheets = () => {};
    const sheetsHeld = new Promise<void>((resolve) => {
      releaseSheets = resolve;
    });
    await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
      await sheetsHeld;
      await route.continue();
    });
    for (const path of ["/", "/fees", "/shop", "/login"]) {
      await page.goto(path, { waitUntil: "commit" });
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // Not the browser's own styles: Mantine's font and the page's layout are there already.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(
        "system-ui",
      );
      expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
      const before = await lookOf(page);
      releaseSheets();
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
              (link) => link.sheet !== null,
            ),
          ),
        )
        .toBe(true);
      expect(await lookOf(page), path).toEqual(before);
    }
  });
}

test("a number typed into the converter before the scripts arrive is converted once they have", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/calculator", { waitUntil: "commit" });
  const celsius = page.getByLabel("Temperature in Celsius");
  await celsius.fill("100");
  release();
  await expect(page.getByLabel("Temperature in Fahrenheit")).toHaveValue("212");
  await expect(celsius).toHaveValue("100");
  await expect(page.getByTestId("boiling-verdict")).toHaveText("The water would boil.");
});

test("what a visitor types before the scripts arrive is kept, and sent once they have", async ({
  page,
}) => {
  const user = await createUser(page.request, "Early Typist");
  const release = await holdScripts(page);
  // Not waiting for the load event (or DOMContentLoaded): both wait for the held script.
  await page.goto("/login", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Submit" });
  // A press could only reload the page yet.
  await expect(submit).toBeDisabled();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);

  release();
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await submit.click();
  await expect(page).toHaveURL("/");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }),
  ).toBeVisible();
});
