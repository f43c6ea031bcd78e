// Security in the browser (docs/reliability-tests.md): text that looks like HTML or script stays text on every screen
// that shows it, the content security policy stops inline script, and a stolen token of a deleted
// account gets nothing — on the API, on the chat socket, or in the browser that held it.
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { io } from "socket.io-client";
import { ADMIN, createUser, login, signIn, type TestUser } from "./support";

const DESKTOP = { width: 1280, height: 900 };
const suffix = () => Math.random().toString(36).slice(2, 8);
const bearer = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });

/** Markup and template syntax a hostile user might type; each must show exactly as typed. */
const PAYLOADS = [
  "<script>window.__pwned=1;alert('script')</script>",
  `<img src=x onerror="window.__pwned=1;alert('img')">`,
  `"><svg onload="window.__pwned=1;alert('svg')">`,
  `<a href="javascript:window.__pwned=1">click me</a>`,
  "javascript:window.__pwned=1",
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder typed as text.
  "<xss-marker>{{7*7}} ${7*7} #{7*7}</xss-marker>",
];

/** One long text holding every payload, tagged so a test finds its own. */
const hostileText = (tag: string, what: string) => `${what} ${tag} ${PAYLOADS.join(" ")}`;

/** Short payloads for fields of at most 100 characters (names, voter fields). */
const shortHostile = (tag: string) => ({
  img: `<img src=x onerror="window.__pwned=1;alert(1)"> ${tag}`,
  svg: `"><svg onload=alert(1)> ${tag}`,
  script: `<script>window.__pwned=1</script> ${tag}`,
  template: `{{7*7}} <b>bold</b> ${tag}`,
});

/**
 * Watches a page: every dialog (alert, confirm) is recorded and dismissed, and every content
 * security policy violation is recorded — an injected handler that tried to run would show here
 * even though the policy stopped it.
 */
async function watch(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      // Markup that got into the page could only run inline (an element or an attribute); an
      // eval refusal comes from a library probing whether it may compile code, not from a payload.
      if (event.blockedURI === "eval") return;
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return { dialogs };
}

/**
 * The page shows each text literally and holds no element, attribute or link a payload would have
 * made; nothing ran (`window.__pwned`), no dialog opened and no policy violation was reported.
 */
async function expectShownAsText(page: Page, texts: string[], dialogs: string[]) {
  for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
  const found = await page.evaluate(() => {
    const all = [...document.querySelectorAll("*")];
    return {
      pwned: typeof (window as unknown as { __pwned?: unknown }).__pwned,
      handlerAttributes: all.flatMap((el) =>
        [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`),
      ),
      javascriptLinks: [...document.querySelectorAll("[href], [src], [action]")]
        .map((el) => el.getAttribute("href") ?? el.getAttribute("src") ?? el.getAttribute("action"))
        .filter((url) => url?.trim().toLowerCase().startsWith("javascript:")),
      // Scripts that would run. The server's data blocks (the page's query cache and JSON-LD,
      // decision 022) hold the stored text as data, with `<` escaped so it cannot close them.
      injectedScripts: [...document.scripts].filter(
        (s) =>
          !["application/json", "application/ld+json"].includes(s.type) &&
          s.textContent?.includes("__pwned"),
      ).length,
      injectedElements: document.querySelectorAll(
        'img[src="x"], iframe[srcdoc], xss-marker, svg[onload]',
      ).length,
      boldFromPayload: [...document.querySelectorAll("b")].filter((b) => b.textContent === "bold")
        .length,
      violations: (window as unknown as { __violations?: string[] }).__violations ?? [],
    };
  });
  expect(found).toEqual({
    pwned: "undefined",
    handlerAttributes: [],
    javascriptLinks: [],
    injectedScripts: 0,
    injectedElements: 0,
    boldFromPayload: 0,
    violations: [],
  });
  expect(dialogs).toEqual([]);
}

async function pageAs(browser: Browser, user: TestUser) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const { dialogs } = await watch(page);
  await signIn(page, user);
  return { page, dialogs, close: () => context.close() };
}

async function post<T>(
  request: APIRequestContext,
  user: TestUser,
  path: string,
  data: object,
): Promise<T> {
  const res = await request.post(path, { data, headers: bearer(user) });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

test.describe("stored text that looks like markup stays text", () => {
  test("ticket descriptions and notes, for the customer and for staff", async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const tag = suffix();
    const names = shortHostile(tag);
    const customer = await createUser(request, names.img);
    const staff = await createUser(request, names.template, "staff");
    const description = hostileText(tag, "Description");
    const customerNote = hostileText(tag, "Customer note");
    const staffNote = hostileText(tag, "Staff note");
    const ticket = await post<{ _id: string }>(request, customer, "/api/tickets/", {
      product: "plassey",
      description,
    });
    await post(request, customer, `/api/tickets/${ticket._id}/notes`, { text: customerNote });
    await post(request, staff, `/api/tickets/${ticket._id}/notes`, { text: staffNote });
    const texts = [description, customerNote, staffNote];

    const mine = await pageAs(browser, customer);
    await mine.page.goto("/tickets");
    await expect(mine.page.getByRole("row").filter({ hasText: "Plassey Monument" })).toHaveCount(1);
    await expectShownAsText(mine.page, [], mine.dialogs);
    await mine.page.goto(`/ticket/${ticket._id}`);
    await expectShownAsText(
      mine.page,
      [...texts, `Note from ${customer.name}`, `Note from Staff (${staff.name})`],
      mine.dialogs,
    );
    await mine.close();

    const theirs = await pageAs(browser, staff);
    // The queue pages; the customer filter finds this customer's ticket whatever else is in it.
    await theirs.page.goto(`/staff/tickets?customer=${encodeURIComponent(customer.email)}`);
    const queueRow = theirs.page.getByRole("row").filter({ hasText: customer.email });
    await expect(queueRow).toContainText(customer.name);
    await expectShownAsText(theirs.page, [customer.name], theirs.dialogs);
    // The ticket's subject is the row's link to it.
    await queueRow.getByRole("link").click();
    await expectShownAsText(theirs.page, texts, theirs.dialogs);
    await theirs.close();
  });

  test("chat messages and names, on the user's side and the staff's", async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const tag = suffix();
    const names = shortHostile(tag);
    const user = await createUser(request, names.svg);
    const staff = await createUser(request, names.script, "staff");
    const fromUser = hostileText(tag, "From the user").slice(0, 2000);
    const fromStaff = hostileText(tag, "From staff").slice(0, 2000);
    // Messages go through the socket, as the chat box sends them.
    for (const [sender, receiver, text] of [
      [user, staff, fromUser],
      [staff, user, fromStaff],
    ] as const) {
      const socket = io(baseURL ?? "", {
        path: "/socket.io",
        transports: ["websocket"],
        auth: { token: sender.token },
        reconnection: false,
      });
      const ack = (await socket
        .timeout(5000)
        .emitWithAck("sendMessage", { receiverId: receiver._id, text })) as { ok: boolean };
      expect(ack.ok).toBe(true);
      socket.disconnect();
    }

    for (const [me, other] of [
      [user, staff],
      [staff, user],
    ] as const) {
      const side = await pageAs(browser, me);
      await side.page.goto("/");
      await side.page.getByTestId("chat-launcher").click();
      const chat = side.page.getByRole("dialog", { name: /Chat/ });
      // A customer's chat opens on the institute (decision 053): back to their conversations.
      if (me === user) await chat.getByRole("button", { name: "Back to conversations" }).click();
      await chat
        .getByRole("list", { name: "Conversations" })
        .getByRole("button", { name: new RegExp(tag) })
        .click();
      const log = chat.getByRole("list", { name: `Messages with ${other.name}` });
      await expect(log.getByRole("listitem")).toHaveCount(2);
      await expectShownAsText(side.page, [fromUser, fromStaff, other.name], side.dialogs);
      await side.close();
    }
  });

  test("a product's name and description in the gallery, product page, search, orders and billing", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = suffix();
    const name = shortHostile(tag).img;
    const description = hostileText(tag, "About").slice(0, 2000);
    const admin = await login(request, ADMIN.email, ADMIN.password);
    const buyer = await createUser(request, `Bijoy Buyer ${tag}`);
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
      "base64",
    );
    const created = await request.post("/cloudinary", {
      headers: bearer(admin),
      multipart: {
        name,
        title: description,
        price: "120",
        sellprice: "99",
        kind: "shop",
        photo: { name: "p.png", mimeType: "image/png", buffer: png },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const product = (await created.json()) as { _id: string; name: string };
    expect(product.name).toBe(name);
    await post(request, buyer, "/api/users/order", {
      address: "7, Court Road, Berhampore",
      gender: "male",
      pin: "742101",
      mobile: "9876543210",
      idvalue: { category: product._id },
    });
    const invoice = await post<{ _id: string }>(request, admin, "/api/invoices", {
      lines: [{ productId: product._id, qty: 1 }],
    });

    const visitorContext = await browser.newContext({ viewport: DESKTOP });
    const visitor = await visitorContext.newPage();
    const { dialogs } = await watch(visitor);
    await visitor.goto("/shop");
    await expectShownAsText(visitor, [name], dialogs);
    await visitor.getByLabel("Search products").fill(tag);
    await visitor.getByRole("button", { name: "Search", exact: true }).click();
    const results = visitor.getByRole("list", { name: "Shop items: search results" });
    await expect(results.getByRole("listitem")).toHaveCount(1);
    await expectShownAsText(visitor, [name], dialogs);
    await results.getByRole("link", { name }).click();
    await expect(visitor).toHaveURL(/\/single\?id=/);
    await expect(visitor.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expectShownAsText(visitor, [name, description], dialogs);
    await visitorContext.close();

    const buyerSide = await pageAs(browser, buyer);
    await buyerSide.page.goto(`/order?id=${product._id}`);
    await expect(buyerSide.page.getByLabel("Product", { exact: true })).toHaveValue(name);
    await expectShownAsText(buyerSide.page, [], buyerSide.dialogs);
    await buyerSide.page.goto("/profile");
    await expect(
      buyerSide.page.getByRole("region", { name: "My orders" }).getByText(name),
    ).toBeVisible();
    await expectShownAsText(buyerSide.page, [name], buyerSide.dialogs);
    await buyerSide.close();

    const adminSide = await pageAs(browser, admin);
    await adminSide.page.goto("/seeorder");
    await expect(adminSide.page.getByRole("row").filter({ hasText: buyer.email })).toContainText(
      name,
    );
    await expectShownAsText(adminSide.page, [name], adminSide.dialogs);
    await adminSide.page.goto("/billing");
    await adminSide.page.getByLabel("Search products").fill(tag);
    await expect(
      adminSide.page.getByRole("list", { name: "Products" }).getByRole("button"),
    ).toHaveCount(1);
    await expectShownAsText(adminSide.page, [name], adminSide.dialogs);
    await adminSide.page.goto(`/billing/invoices/${invoice._id}`);
    await expect(
      adminSide.page.getByRole("table", { name: "Invoice lines" }).getByText(name),
    ).toBeVisible();
    await expectShownAsText(adminSide.page, [name], adminSide.dialogs);
    await adminSide.page.goto("/admin");
    await expectShownAsText(adminSide.page, [name], adminSide.dialogs);
    await adminSide.close();
  });

  test("voter rows in the voter tables", async ({ browser, request }) => {
    const tag = suffix();
    const hostile = shortHostile(tag);
    const admin = await login(request, ADMIN.email, ADMIN.password);
    const row = {
      sl_no: Math.floor(Math.random() * 1_000_000),
      state: hostile.script,
      district: hostile.svg,
      assembly_constituency: hostile.template,
      total_voter: 10,
      number_of_hindu: 4,
      number_of_muslim: 5,
    };
    await post(request, admin, "/api/voter/add", row);
    const side = await pageAs(browser, admin);
    await side.page.goto("/voterinsert");
    await expectShownAsText(
      side.page,
      [row.state, row.district, row.assembly_constituency],
      side.dialogs,
    );
    await side.close();
  });

  test("a user's name on the admin's account list, map-user list and tracking map", async ({
    browser,
    request,
  }) => {
    const tag = suffix();
    const sharer = await createUser(request, shortHostile(tag).img);
    await post(request, sharer, "/api/users/mapdata", { lat: 24.07, long: 88.25 });
    const admin = await login(request, ADMIN.email, ADMIN.password);
    const side = await pageAs(browser, admin);
    await side.page.goto("/alluser");
    await expectShownAsText(side.page, [sharer.name], side.dialogs);
    await side.page.goto("/getmapdata");
    await side.page
      .getByRole("row", { name: new RegExp(tag) })
      .getByRole("link", { name: `View ${sharer.name} on the map` })
      .click();
    await expect(side.page.locator(".leaflet-tooltip")).toHaveText(sharer.name);
    await expectShownAsText(side.page, [`${sharer.name} is at latitude 24.07`], side.dialogs);
    await side.close();
  });
});

test("the content security policy is sent with the HTML pages and blocks inline script there", async ({
  page,
}) => {
  // A page the server draws (/, /shop) and one the browser draws (/tickets).
  for (const path of ["/", "/tickets", "/shop"]) {
    const response = await page.goto(path);
    expect(response?.headers()["content-type"], path).toMatch(/^text\/html/);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy, path).toContain("script-src 'self'");
    expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy, path).toContain("object-src 'none'");
    await expect(page.locator("#root")).not.toBeEmpty();

    const outcome = await page.evaluate(async () => {
      const w = window as unknown as Record<string, unknown>;
      const violations: string[] = [];
      // Both refusals reported: by then the browser has decided about the script and the handler.
      const refused = new Promise<void>((resolve) => {
        document.addEventListener("securitypolicyviolation", (event) => {
          // A library probing whether it may compile code is refused too; not what this checks.
          if (event.blockedURI !== "eval") {
            violations.push(`${event.effectiveDirective} ${event.blockedURI}`);
          }
          if (new Set(violations).size >= 2) resolve();
        });
      });
      // An inline <script> and an inline event handler: both must be refused. (Code evaluated
      // here runs as DevTools would, outside the policy, so eval cannot be checked this way.)
      const script = document.createElement("script");
      script.textContent = "window.__inlineRan = 1";
      document.body.append(script);
      const image = document.createElement("img");
      image.setAttribute("onerror", "window.__handlerRan = 1");
      image.src = "/no-such-image.png";
      document.body.append(image);
      // At most five seconds: a policy that let either run would report fewer refusals.
      await Promise.race([refused, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      return {
        inlineRan: w.__inlineRan ?? null,
        handlerRan: w.__handlerRan ?? null,
        violations: [...new Set(violations)].sort(),
      };
    });
    expect(outcome, path).toEqual({
      inlineRan: null,
      handlerRan: null,
      violations: ["script-src-attr inline", "script-src-elem inline"],
    });
  }
});

test("a stolen token of a deleted account gets 401 on the API and the socket; its browser is signed out", async ({
  page,
  request,
  baseURL,
}) => {
  const tag = suffix();
  const user = await createUser(request, `Tanvir Token ${tag}`);
  const ticket = await post<{ _id: string }>(request, user, "/api/tickets/", {
    product: "iskon",
    description: `Private details ${tag}`,
  });

  // Browser A holds the token and shows the user's data.
  await page.setViewportSize(DESKTOP);
  await signIn(page, user);
  await page.goto("/tickets");
  const row = page.getByRole("row").filter({ hasText: "Nabadwip Iskon Temple" });
  await expect(row).toHaveCount(1);

  // An admin deletes the account.
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const deleted = await request.delete(`/api/users/${user._id}`, { headers: bearer(admin) });
  expect(deleted.status()).toBe(204);

  // The stolen token: 401 on every API call, refused at the socket handshake.
  for (const path of ["/api/users/me", "/api/tickets/", `/api/tickets/${ticket._id}`]) {
    const res = await request.get(path, { headers: bearer(user) });
    expect({ path, status: res.status() }).toEqual({ path, status: 401 });
    expect(await res.text()).not.toContain(tag);
  }
  const socket = io(baseURL ?? "", {
    path: "/socket.io",
    transports: ["websocket"],
    auth: { token: user.token },
    reconnection: false,
  });
  const refusal = await new Promise<string>((resolve) => {
    socket.once("connect", () => resolve("connected"));
    socket.once("connect_error", (error) => resolve(error.message));
  });
  socket.disconnect();
  expect(refusal).toBe("unauthorized");

  // Browser A's next request (opening the ticket, without reloading) signs it out to /login;
  // on a busy machine a request of the page's own may get there first, which must sign it out
  // just the same.
  await row
    .getByRole("link", { name: "View" })
    .click({ timeout: 15_000 })
    .catch((error: unknown) => {
      if (!/\/login(\?|$)/.test(page.url())) throw error;
    });
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByText(`Private details ${tag}`)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
});
