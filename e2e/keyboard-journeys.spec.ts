// The six keyboard journeys (register, ticket from a trip, note on a ticket, order, quiz, an
// order's status), each at 375 px and 1280 px, done with the keyboard alone: Tab and Shift+Tab to
// move, Enter and Space to press, arrow keys in radio groups and selects, typing into the focused
// field. At every focus stop on the way the focused control is visible, shows a focus indicator,
// and is not hidden under the sticky header (WCAG 2.1.1, 2.4.7, 2.4.11).
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  ADMIN,
  createUser,
  login,
  PASSWORD,
  signIn,
  type TestUser,
  uniqueEmail,
  whenHydrated,
} from "./support";

/** What the page says about the element that has focus, measured after the browser scrolled it into view. */
type FocusStop = {
  what: string;
  outline: string;
  boxShadow: string;
  visible: boolean;
  onScreen: boolean;
  indicated: boolean;
  top: number;
  headerBottom: number | null;
  underHeader: boolean;
};

/**
 * Proves one focus stop: something other than the page itself has focus, it is visible on the
 * screen, it draws a focus indicator of its own (an outline with a width, or a box-shadow), and
 * the sticky header does not cover it (its top is at or below the header's bottom, unless it is
 * part of the header, or of a dialog drawn above the header). Measured again until it holds or
 * two seconds pass, as a person sees it once a dialog has faded in; a stop that never shows
 * fails with what it measured.
 */
async function expectFocusSeen(page: Page) {
  await expect(async () => expectFocusStop(await measureFocusStop(page))).toPass({
    timeout: 2_000,
  });
}

/** The focus stop as the browser draws it now, or null when focus is on the page itself. */
function measureFocusStop(page: Page) {
  return page.evaluate((): FocusStop | null => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    // A Mantine field draws its ring on its box: the <input> itself, or for a password field the
    // box the <input> sits in.
    const ringed = focused.closest(".mantine-Input-input") ?? focused;
    const style = getComputedStyle(ringed);
    const outlined = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const shadowed = style.boxShadow !== "none" && style.boxShadow !== "";
    const rect = focused.getBoundingClientRect();
    const visible =
      rect.width > 0 &&
      rect.height > 0 &&
      focused.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const onScreen =
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < window.innerHeight &&
      rect.left < window.innerWidth;
    const header = document.querySelector("header");
    const sticky =
      header !== null && ["sticky", "fixed"].includes(getComputedStyle(header).position);
    const headerBottom = sticky && header ? header.getBoundingClientRect().bottom : null;
    // Covered when it starts above the header's bottom edge and the header is what is drawn there.
    let underHeader = false;
    if (header && headerBottom !== null && !header.contains(focused) && rect.top < headerBottom) {
      const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
      const y = Math.max(rect.top + 1, 0);
      const drawn = document.elementFromPoint(x, y);
      underHeader = drawn === null || header.contains(drawn) || !focused.contains(drawn);
    }
    const name =
      focused.getAttribute("aria-label") ??
      (focused.id ? document.querySelector(`label[for="${focused.id}"]`)?.textContent : null) ??
      focused.textContent?.trim().slice(0, 40) ??
      "";
    return {
      what: `<${focused.tagName.toLowerCase()}${focused.getAttribute("type") ? ` type=${focused.getAttribute("type")}` : ""}> "${name}"`,
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
      boxShadow: style.boxShadow,
      visible,
      onScreen,
      indicated: outlined || shadowed,
      top: rect.top,
      headerBottom,
      underHeader,
    };
  });
}

function expectFocusStop(stop: FocusStop | null) {
  expect(stop, "focus should be on a control, not lost to the page").not.toBeNull();
  if (!stop) return;
  expect(stop.visible, `${stop.what} should be visible`).toBe(true);
  expect(stop.onScreen, `${stop.what} should be on the screen`).toBe(true);
  expect(
    stop.indicated,
    `${stop.what} should show a focus indicator (outline ${stop.outline}, box-shadow ${stop.boxShadow})`,
  ).toBe(true);
  expect(
    stop.underHeader,
    `${stop.what} (top ${stop.top}) should not be hidden under the sticky header (bottom ${stop.headerBottom})`,
  ).toBe(false);
}

/** Presses a key and proves where focus lands (see expectFocusSeen). */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectFocusSeen(page);
}

/**
 * Presses Tab (or Shift+Tab with `back`) until `target` has focus, proving every stop on the way
 * (see expectFocusSeen); fails after `max` presses, naming the target.
 */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await press(page, back ? "Shift+Tab" : "Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached in ${max} presses of ${back ? "Shift+Tab" : "Tab"}`);
}

/** Moves through a radio group with the arrow keys until `option` is focused, then chooses it. */
async function arrowTo(page: Page, option: Locator, { max = 6 } = {}) {
  for (let presses = 0; presses <= max; presses++) {
    if (await option.evaluate((element) => element === document.activeElement)) {
      await press(page, "Space");
      await expect(option).toBeChecked();
      return;
    }
    await press(page, "ArrowDown");
  }
  throw new Error(`${option} was not reached in ${max} presses of ArrowDown`);
}

/** Types into the field that has focus, after checking it is that field. */
async function typeInto(page: Page, field: Locator, text: string) {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

async function placeOrder(request: Parameters<typeof login>[0], buyer: TestUser) {
  const products = (await (await request.get("/photo?kind=shop")).json()) as { _id: string }[];
  const placed = await request.post("/api/users/order", {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: {
      address: "7 Ghat Road, Plassey",
      gender: "male",
      pin: "741156",
      mobile: "9876543210",
      idvalue: { category: products.at(-1)?._id },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { _id: string; product: string };
}

for (const width of [375, 1280]) {
  test.describe(`by keyboard at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 800 } });
    test.setTimeout(120_000);

    test("register a new account", async ({ page }) => {
      const email = uniqueEmail("keys");
      await page.goto("/register");
      await whenHydrated(page);
      const form = page.getByRole("main");
      await tabTo(page, form.getByLabel("Name"));
      await typeInto(page, form.getByLabel("Name"), "Kiran Keys");
      await tabTo(page, form.getByLabel("Email"));
      await typeInto(page, form.getByLabel("Email"), email);
      await tabTo(page, form.getByLabel("Password", { exact: true }));
      await typeInto(page, form.getByLabel("Password", { exact: true }), PASSWORD);
      await tabTo(page, form.getByLabel("Confirm password"));
      await typeInto(page, form.getByLabel("Confirm password"), PASSWORD);
      await tabTo(page, form.getByRole("button", { name: "Submit" }));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL("/");
      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("user"))) ?? "{}");
      expect(stored).toMatchObject({ name: "Kiran Keys", email });
      const nav = page.getByRole("navigation", { name: "Main" });
      if (width >= 600) await expect(nav.getByRole("link", { name: "Profile" })).toBeVisible();
    });

    test("a traveller books a trip and submits the new ticket", async ({ page, request }) => {
      const traveller = await createUser(request, "Tarun Trip");
      await signIn(page, traveller);
      await page.goto("/trip");
      await whenHydrated(page);
      const hazarduari = page.getByRole("article", { name: "Hazarduari Palace" });
      await tabTo(page, hazarduari.getByRole("button", { name: "Book Trip" }));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL("/new-ticket?trip=hazarduari");
      await expect(page.getByLabel("Trip", { exact: true })).toHaveValue("Hazarduari Palace");
      const subject = page.getByLabel("Subject");
      await tabTo(page, subject);
      await typeInto(page, subject, "Saturday seats");
      const description = page.getByLabel("Description of the issue");
      await tabTo(page, description);
      await typeInto(page, description, "Two seats on the Saturday trip, please.");
      await tabTo(page, page.getByRole("button", { name: "Submit" }));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL("/tickets");
      await expect(page.getByText("New ticket created!")).toBeVisible();
      const row = page.getByRole("row").filter({ hasText: "Hazarduari Palace" });
      await expect(row).toHaveCount(1);
      await expect(row.locator("[data-status]")).toHaveText("new");
    });

    test("a traveller replies on a ticket from the composer under the conversation", async ({
      page,
      request,
    }) => {
      const traveller = await createUser(request, "Nila Note");
      const created = await request.post("/api/tickets/", {
        data: { product: "plassey", description: "Is lunch included?" },
        headers: { Authorization: `Bearer ${traveller.token}` },
      });
      expect(created.status(), await created.text()).toBe(201);
      const ticket = (await created.json()) as { _id: string };
      await signIn(page, traveller);
      await page.goto(`/ticket/${ticket._id}`);
      await expect(
        page.getByTestId("ticket-description").getByText("Is lunch included?"),
      ).toBeVisible();
      await whenHydrated(page);
      // The composer is under the conversation, on the same page: no dialog to open.
      const note = page.getByLabel("Message", { exact: true });
      await tabTo(page, note);
      await expectFocusSeen(page);
      await typeInto(page, note, "We are four, two of us vegetarian.");
      await tabTo(page, page.getByRole("button", { name: "Send reply" }), { max: 10 });
      await page.keyboard.press("Enter");
      await expect(note).toHaveValue("");
      const saved = page
        .getByTestId("note")
        .filter({ hasText: "We are four, two of us vegetarian." });
      await expect(saved).toContainText("Nila Note");
    });

    test("a customer orders a product from the shop", async ({ page, request }) => {
      const buyer = await createUser(request, "Omar Order");
      const products = (await (await request.get("/photo?kind=shop")).json()) as {
        name: string;
      }[];
      const product = products.at(-1);
      if (!product) throw new Error("The demo shop has no products");
      await signIn(page, buyer);
      await page.goto("/shop");
      await whenHydrated(page);
      const search = page.getByLabel("Search products");
      await tabTo(page, search);
      await typeInto(page, search, product.name);
      await page.keyboard.press("Enter");
      const results = page.getByRole("list", { name: "Shop items: search results" });
      const link = results.getByRole("link", { name: product.name }).first();
      await expect(link).toBeVisible();
      await tabTo(page, link);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/single\?id=/);
      await expect(page.getByRole("heading", { name: product.name, level: 1 })).toBeFocused();
      await tabTo(page, page.getByRole("link", { name: "Buy" }));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/order\?id=/);
      const form = page.getByRole("form", { name: "Order form" });
      await expect(form.getByLabel("Product", { exact: true })).toHaveValue(product.name);
      const address = form.getByLabel("Address");
      await tabTo(page, address);
      await typeInto(page, address, "9 Mango Lane, Plassey");
      // Into the gender group: the first choice, then the arrow keys to the one wanted.
      await press(page, "Tab");
      await arrowTo(page, form.getByRole("radio", { name: "Female" }));
      const pin = form.getByLabel("PIN code");
      await tabTo(page, pin);
      await typeInto(page, pin, "741156");
      const mobile = form.getByLabel("Mobile");
      await tabTo(page, mobile);
      await typeInto(page, mobile, "9876543210");
      await tabTo(page, form.getByRole("button", { name: "Place order" }));
      await page.keyboard.press("Enter");
      const confirmation = page.getByRole("region", { name: "Thank you: your order is taken" });
      await expect(confirmation.getByRole("heading")).toBeFocused();
      await expect(confirmation).toContainText(product.name);
      await expect(confirmation).toContainText("9 Mango Lane, Plassey, PIN 741156");
      await expect(confirmation).toContainText("placed");
    });

    test("a student takes the quiz and submits it", async ({ page, request }) => {
      const student = await createUser(request, "Sana Student");
      await signIn(page, student);
      await page.goto("/test");
      await whenHydrated(page);
      await expect(page.getByRole("radiogroup")).toHaveCount(5);
      // The first answer is wrong at first, and put right on the way back up.
      const answers: [RegExp, string][] = [
        [/Grand Central Terminal/, "highest railway station"],
        [/Entomology/, "insects"],
        [/Eritrea/, "Africa"],
        [/Garampani/, "Diphu, Assam"],
        [/Nobel Prize/, "all of the above"],
      ];
      for (const [question, answer] of answers) {
        const group = page.getByRole("radiogroup", { name: question });
        // Tab enters a group on its first radio; the arrow keys move to the answer.
        await tabTo(page, group.getByRole("radio").first());
        await arrowTo(page, group.getByRole("radio", { name: answer }));
      }
      // Back up the page with Shift+Tab (each group is one stop, on its chosen radio), where the
      // sticky header is in the way if anything is: the first answer is changed to the right one.
      const first = page.getByRole("radiogroup", { name: /Grand Central Terminal/ });
      await tabTo(page, first.getByRole("radio", { name: "highest railway station" }), {
        back: true,
        max: 5,
      });
      await arrowTo(page, first.getByRole("radio", { name: "largest railway station" }));
      await tabTo(page, page.getByRole("button", { name: "Submit" }));
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("quiz-result")).toHaveText("Your marks are:5");
      await expect(page.getByTestId("quiz-counter")).toHaveText(
        "You Submitted 1 Time in This Session",
      );
    });

    test("an admin changes an order's status and saves it", async ({ page, request }) => {
      const buyer = await createUser(request, "Sunil Status");
      const order = await placeOrder(request, buyer);
      const admin = await login(request, ADMIN.email, ADMIN.password);
      await signIn(page, admin);
      await page.goto(`/seeorder?q=${encodeURIComponent(buyer.email)}`);
      const row = page.locator(`[data-order-id="${order._id}"]`);
      await expect(row).toContainText("7 Ghat Road, Plassey");
      const status = row.getByRole("combobox");
      await expect(status).toHaveValue("placed");
      await tabTo(page, status, { max: 60 });
      // A native select moves to the next status on ArrowDown; nothing is saved yet.
      await press(page, "ArrowDown");
      await expect(status).toHaveValue("confirmed");
      const save = row.getByRole("button", { name: /^Save: Status of order ORD-\d{6}/ });
      await tabTo(page, save, { max: 1 });
      await page.keyboard.press("Enter");
      await expect(
        page.getByText(`Order of ${order.product} for Sunil Status is now confirmed`),
      ).toBeVisible();
      await expect(save).toBeFocused();
      await expect(save).toHaveAttribute("aria-disabled", "true");
      const saved = await request.get(`/api/users/order?q=${encodeURIComponent(buyer.email)}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(await saved.text()).toContain('"status":"confirmed"');
    });
  });
}
