import { type APIRequestContext, expect } from "@playwright/test";
import {
  createUser,
  deliverToSupport,
  expectNoSeriousA11yViolations,
  linkIn,
  PASSWORD,
  rgb,
  screenshot,
  signIn,
  test,
  uniqueEmail,
  waitForMailTo,
} from "./support";

/** Follows the link of the confirmation mail `user` was sent on registering, as they would. */
async function confirmEmail(request: APIRequestContext, user: { email: string }) {
  const confirm = linkIn(
    await waitForMailTo(user.email, "Confirm your email address"),
    "/verify-email",
  );
  const confirmed = await request.post("/api/users/verify-email", {
    data: { token: new URL(confirm, "http://e2e.test").searchParams.get("token") },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

test("a traveller registers, raises a ticket, staff reply, and the traveller closes it", async ({
  page,
  browser,
  request,
}) => {
  // Two accounts, five pages and six axe scans: about 50 s on this 2-core machine alone.
  test.setTimeout(150_000);
  const email = uniqueEmail("traveller");
  const nav = page.getByRole("navigation", { name: "Main" });

  // Register: a mismatch is caught before anything is sent.
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Register", level: 1 })).toBeVisible();
  await expect(page.getByText("Please create an account")).toBeVisible();
  let registerCalls = 0;
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/users") registerCalls++;
  });
  await page.getByLabel("Name").fill("Tara Traveller");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill("something-else");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  expect(registerCalls).toBe(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL("/");
  expect(registerCalls).toBe(1);
  await expect(nav.getByRole("link", { name: "Profile" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);

  // Log out, then log back in.
  await nav.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Signup" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();

  await nav.getByRole("link", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
  await expect(page.getByText("Please log in to get support")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL("/");
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("user"))) ?? "{}");
  expect(stored).toMatchObject({ name: "Tara Traveller", email });
  expect(typeof stored.token).toBe("string");

  // A ticket about the Plassey trip.
  await page.goto("/new-ticket?trip=plassey");
  await expect(page.getByRole("heading", { name: "Create New Ticket" })).toBeVisible();
  await expect(page.getByLabel("Customer Name")).toHaveValue("Tara Traveller");
  await expect(page.getByLabel("Customer Email")).toHaveValue(email);
  await expect(page.getByLabel("Trip", { exact: true })).toHaveValue("Plassey Monument");
  await expectNoSeriousA11yViolations(page);
  // Sent empty, the form asks for a subject and a description, each under its field.
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please give the ticket a subject")).toBeVisible();
  await expect(page.getByText("Please describe the issue")).toBeVisible();
  await expect(page).toHaveURL("/new-ticket?trip=plassey");
  await page.getByLabel("Subject").fill("Missed the bus");
  await page.getByLabel("Description of the issue").fill("The bus to Plassey left without me.");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL("/tickets");
  await expect(page.getByText("New ticket created!")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: "Plassey Monument" });
  await expect(row).toHaveCount(1);
  const badge = row.locator("[data-status]");
  await expect(badge).toHaveText("new");
  const [r, g, b] = rgb(await badge.evaluate((el) => getComputedStyle(el).backgroundColor));
  expect(r).toBeGreaterThan(200);
  expect(g).toBeGreaterThan(150);
  expect(b).toBeLessThan(120);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole("link", { name: "View" }).click();
  await expect(page).toHaveURL(/\/ticket\/[\w-]+$/);
  const ticketUrl = page.url();
  await expect(page.getByTestId("ticket-description")).toContainText(
    "The bus to Plassey left without me.",
  );

  // The traveller answers from the composer under the conversation: a reply, no other choice.
  const composer = page.getByTestId("composer");
  await expect(composer.getByRole("radiogroup")).toHaveCount(0);
  // An empty message is not sent, by the button or by Ctrl+Enter: it is asked for under the box.
  const notes = page.getByTestId("note");
  const before = await notes.count();
  await composer.getByLabel("Message", { exact: true }).fill("   ");
  await composer.getByRole("button", { name: "Send reply" }).click();
  await expect(composer.getByText("Write a message or attach a file")).toBeVisible();
  await composer.getByLabel("Message", { exact: true }).fill("");
  await composer.getByLabel("Message", { exact: true }).press("Control+Enter");
  await expect(composer.getByText("Write a message or attach a file")).toBeVisible();
  await expect(notes).toHaveCount(before);
  await composer.getByLabel("Message", { exact: true }).fill("I waited at the gate from 7 am.");
  await expect(composer.getByText("Write a message or attach a file")).toHaveCount(0);
  await composer.getByRole("button", { name: "Send reply" }).click();
  await expect(composer.getByLabel("Message", { exact: true })).toHaveValue("");
  const myNote = page.getByTestId("note").filter({ hasText: "I waited at the gate from 7 am." });
  await expect(myNote).toContainText("Tara Traveller");
  await expectNoSeriousA11yViolations(page);

  // Staff reply from their own browser.
  const staff = await createUser(request, "Sima Staff", "staff");
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff);
  await staffPage.goto("/staff/tickets");
  // The queue holds every customer's tickets, a page at a time: staff find this one by customer.
  await staffPage.getByLabel("Customer").fill(email);
  await expect(staffPage).toHaveURL(/[?&]customer=/);
  const queueRow = staffPage.getByRole("row").filter({ hasText: email });
  await expect(queueRow).toContainText("Tara Traveller");
  await expectNoSeriousA11yViolations(staffPage);
  // The ticket's subject is the row's link to it.
  await queueRow.getByRole("link").click();
  await staffPage
    .getByTestId("composer")
    .getByLabel("Message", { exact: true })
    .fill("We have booked you on the 10 am bus.");
  await staffPage.getByRole("button", { name: "Send reply" }).click();
  await expect(
    staffPage.getByTestId("note").filter({ hasText: "We have booked you on the 10 am bus." }),
  ).toBeVisible();
  await staffContext.close();

  // The traveller sees the staff note and the ticket open.
  await page.goto(ticketUrl);
  const staffNote = page
    .getByTestId("note")
    .filter({ hasText: "We have booked you on the 10 am bus." });
  await expect(staffNote).toContainText("Note from Staff");
  await expect(page.locator("[data-status]").first()).toHaveText("open");

  await page.getByRole("button", { name: "Close Ticket" }).click();
  await expect(page).toHaveURL("/tickets");
  await expect(row.locator("[data-status]")).toHaveText("closed");
  await page.goto(ticketUrl);
  await expect(page.locator("[data-status]").first()).toHaveText("closed");
  // Closed, the customer may still answer for REOPEN_DAYS, which reopens it (decision 056).
  await expect(page.getByTestId("reopen-line")).toContainText("Your reply reopens it");
  await expect(page.getByTestId("composer")).toBeVisible();
  await expect(page.getByTestId("follow-up")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Close Ticket" })).toHaveCount(0);

  // Closed, the traveller rates the help once, by keyboard (docs/product.md: support desk).
  const rating = page.getByRole("region", { name: "How did we do?" });
  await rating.getByRole("button", { name: "Send rating" }).click();
  await expect(rating).toContainText("Please choose 1 to 5 stars");
  await rating.getByRole("radio", { name: "4 of 5 stars" }).focus();
  await page.keyboard.press("Space");
  await rating.getByLabel("Comment (optional)").fill("The 10 am bus was perfect");
  await expectNoSeriousA11yViolations(page);
  await rating.getByRole("button", { name: "Send rating" }).click();
  const given = page.getByRole("region", { name: "Customer's rating" });
  await expect(given).toContainText("4 of 5 stars");
  await expect(given).toContainText("The 10 am bus was perfect");
  await expect(page.getByRole("button", { name: "Send rating" })).toHaveCount(0);
  // It stays given: after a reload there is nothing to send again.
  await page.reload();
  await expect(page.getByRole("region", { name: "Customer's rating" })).toContainText(
    "4 of 5 stars",
  );
});

test("the tickets list shows its empty state and the staff queue is refused to a user", async ({
  page,
  request,
}) => {
  const user = await createUser(request, "Nina New");
  await signIn(page, user);
  await page.goto("/tickets");
  await expect(page.getByText("No tickets yet")).toBeVisible();
  await page.goto("/staff/tickets");
  await expect(page.getByText(/not allowed/i)).toBeVisible();
});

test("after one traveller logs out, the next one in the same tab never sees their tickets", async ({
  page,
  request,
}) => {
  const first = await createUser(request, "Fatima First");
  const second = await createUser(request, "Sohan Second");
  const created = await request.post("/api/tickets/", {
    data: { product: "iskon", description: "Private matter of the first traveller" },
    headers: { Authorization: `Bearer ${first.token}` },
  });
  expect(created.status()).toBe(201);

  await signIn(page, first);
  await page.goto("/tickets");
  await expect(page.getByRole("row").filter({ hasText: "Nabadwip Iskon Temple" })).toHaveCount(1);

  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Logout" }).click();
  await nav.getByRole("link", { name: "Login" }).click();
  await page.getByLabel("Email").fill(second.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL("/");

  // Hold the second traveller's list request: nothing cached from the first may show meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/tickets(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await nav.getByRole("link", { name: "My booking" }).click();
  await expect(page.getByRole("heading", { name: "Tickets" })).toBeVisible();
  expect(await page.getByText("Nabadwip Iskon Temple").count()).toBe(0);
  release();
  await expect(page.getByText("No tickets yet")).toBeVisible();
  await expect(page.getByText("Nabadwip Iskon Temple")).toHaveCount(0);
});

test("staff write an internal note the traveller never sees, beside a reply the traveller does", async ({
  page,
  browser,
  request,
}) => {
  const traveller = await createUser(request, "Ira Internal");
  const staff = await createUser(request, "Sona Staff", "staff");
  const created = await request.post("/api/tickets", {
    headers: { authorization: `Bearer ${traveller.token}` },
    data: { product: "iskon", description: "Our bus to Mayapur left without us." },
  });
  expect(created.status()).toBe(201);
  const ticketId = ((await created.json()) as { _id: string })._id;

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff);
  await staffPage.goto(`/ticket/${ticketId}`);
  const composer = staffPage.getByTestId("composer");
  const addInternal = async (text: string, internal: boolean) => {
    await composer.getByText(internal ? "Internal note" : "Reply", { exact: true }).click();
    await expect(composer).toHaveAttribute("data-mode", internal ? "internal" : "reply");
    await composer.getByLabel("Message", { exact: true }).fill(text);
    await composer
      .getByRole("button", { name: internal ? "Add internal note" : "Send reply" })
      .click();
    await expect(staffPage.getByTestId("note").filter({ hasText: text })).toBeVisible();
  };
  await addInternal("Ask the driver Bapi why he left early.", true);
  await addInternal("We are sending another bus within the hour.", false);
  const internalNote = staffPage.getByTestId("note").filter({ hasText: "Ask the driver Bapi" });
  await expect(internalNote).toContainText("Internal note, staff only (Sona Staff)");
  await expect(internalNote).toHaveAttribute("data-kind", "internal");
  await expectNoSeriousA11yViolations(staffPage);
  await staffContext.close();

  await signIn(page, traveller);
  await page.goto(`/ticket/${ticketId}`);
  await expect(
    page.getByTestId("note").filter({ hasText: "We are sending another bus" }),
  ).toBeVisible();
  await expect(page.getByTestId("note")).toHaveCount(1);
  await expect(page.getByText("Ask the driver Bapi")).toHaveCount(0);
});

test("staff assign a ticket to a colleague, who is mailed and finds it under 'To me'", async ({
  page,
  request,
}) => {
  const traveller = await createUser(request, "Abir Assigned");
  const staff = await createUser(request, "Sona Assigner", "staff");
  const colleague = await createUser(request, "Mitra Colleague", "staff");
  const created = await request.post("/api/tickets", {
    headers: { authorization: `Bearer ${traveller.token}` },
    data: { product: "plassey", description: "Can we bring a wheelchair on the bus?" },
  });
  expect(created.status()).toBe(201);
  const ticketId = ((await created.json()) as { _id: string })._id;

  await signIn(page, staff);
  await page.goto(`/ticket/${ticketId}`);
  const assigned = page.getByRole("combobox", { name: "Assigned to" });
  await expect(assigned).toHaveValue("Nobody");
  // Many staff accounts: the box offers those its search finds, and choosing one saves it.
  await assigned.fill("Mitra Coll");
  const option = page.getByRole("option", { name: "Mitra Colleague" });
  await expect(option).toHaveCount(1);
  await expect(page.getByRole("option", { name: "Sona Assigner (me)" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // Moving through the list saves nothing; Enter on the option does.
  await assigned.press("ArrowDown");
  await expect(page.getByText("Assigned to Mitra Colleague")).toHaveCount(0);
  await option.click();
  await expect(page.getByText("Assigned to Mitra Colleague")).toBeVisible();
  await expect(assigned).toHaveValue("Mitra Colleague");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Assigned to" })).toHaveValue("Mitra Colleague");

  const mail = await waitForMailTo(colleague.email, "Ticket assigned to you: Plassey Monument");
  expect(mail.text).toContain(`/ticket/${ticketId}`);

  // The colleague's own queue holds it; the unassigned list no longer does.
  await signIn(page, colleague);
  await page.goto("/staff/tickets?assigned=mine");
  const row = page.getByRole("row").filter({ hasText: "Abir Assigned" });
  await expect(row).toContainText("Mitra Colleague");
  await page.getByLabel("Assigned", { exact: true }).selectOption("To nobody");
  await expect(page).toHaveURL(/assigned=nobody/);
  await expect(page.getByRole("heading", { name: "Support queue" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Abir Assigned" })).toHaveCount(0);
});

/** A small PDF: a header, one empty page, and its trailer. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n" +
    "2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n" +
    "3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\n" +
    "trailer <</Root 1 0 R>>\n%%EOF\n",
);

test("a traveller sends a photo and a PDF with a ticket; staff open them and reply with one", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const traveller = await createUser(request, "Pia Photo");
  const staff = await createUser(request, "Sona Files", "staff");
  await signIn(page, traveller);
  await page.goto("/new-ticket?trip=hazarduari");
  // A real PNG: a screenshot of the page itself.
  const photo = await page.screenshot();
  await page.getByLabel("Subject").fill("Torn ticket");
  await page
    .getByLabel("Description of the issue")
    .fill("The ticket I bought is torn, photo attached.");
  const files = page.locator('input[type="file"]');
  await files.setInputFiles([
    { name: "torn-ticket.png", mimeType: "image/png", buffer: photo },
    { name: "receipt.pdf", mimeType: "application/pdf", buffer: PDF },
    { name: "virus.png", mimeType: "image/png", buffer: Buffer.from("MZ not a picture") },
  ]);
  const pending = page.getByTestId("pending-attachment");
  await expect(pending.filter({ hasText: "torn-ticket.png" })).toHaveAttribute(
    "data-state",
    "done",
  );
  await expect(pending.filter({ hasText: "receipt.pdf" })).toHaveAttribute("data-state", "done");
  // Refused by its content, with the server's reason; taken off, it is not sent.
  const refused = pending.filter({ hasText: "virus.png" });
  await expect(refused).toContainText("Please attach a photo (PNG, JPEG or WebP) or a PDF");
  await expectNoSeriousA11yViolations(page);
  await refused.getByRole("button", { name: "Remove virus.png" }).click();
  await expect(pending).toHaveCount(2);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL("/tickets");
  await page
    .getByRole("row")
    .filter({ hasText: "Hazarduari" })
    .getByRole("link", { name: "View" })
    .click();
  await expect(page).toHaveURL(/\/ticket\/[\w-]+$/);
  const ticketUrl = new URL(page.url()).pathname;
  const attachments = page.getByTestId("attachment");
  await expect(attachments).toHaveCount(2);
  // The photo shows as its thumbnail, fetched with the traveller's token.
  const thumbnail = page
    .getByRole("button", { name: "Open photo torn-ticket.webp" })
    .locator("img");
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // Staff open the photo and download the PDF, then reply with a photo of their own.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff);
  await staffPage.goto(ticketUrl);
  await staffPage.getByRole("button", { name: "Open photo torn-ticket.webp" }).click();
  const viewer = staffPage.getByRole("dialog", { name: "torn-ticket.webp" });
  await expect(viewer.getByRole("img", { name: "torn-ticket.webp" })).toBeVisible();
  await expectNoSeriousA11yViolations(staffPage);
  await viewer.getByRole("button", { name: "Close" }).click();
  const download = staffPage.waitForEvent("download");
  await staffPage.getByRole("button", { name: "Download receipt.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("receipt.pdf");

  const dialog = staffPage.getByTestId("composer");
  await dialog.getByLabel("Message", { exact: true }).fill("Here is your new ticket.");
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "new-ticket.png",
    mimeType: "image/png",
    buffer: photo,
  });
  await expect(dialog.getByTestId("pending-attachment")).toHaveAttribute("data-state", "done");
  await expectNoSeriousA11yViolations(staffPage);
  await dialog.getByRole("button", { name: "Send reply" }).click();
  // Sent, the composer is empty again, its files with it.
  await expect(dialog.getByTestId("pending-attachment")).toHaveCount(0);
  await staffContext.close();

  // The traveller sees the reply with its photo.
  await page.reload();
  const reply = page.getByTestId("note").filter({ hasText: "Here is your new ticket." });
  await expect(reply.getByRole("button", { name: "Open photo new-ticket.webp" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("staff keep a saved reply in both languages and insert it in the customer's, in two clicks, filled from the ticket", async ({
  page,
  request,
}) => {
  const traveller = await createUser(request, "Rina Refund");
  const staff = await createUser(request, "Sona Saved", "staff");
  const created = await request.post("/api/tickets", {
    headers: { authorization: `Bearer ${traveller.token}` },
    data: { product: "iskon", description: "Where is my refund?" },
  });
  const { _id: ticketId, reference } = (await created.json()) as { _id: string; reference: string };
  expect(reference).toMatch(/^T-\d{6}$/);
  const title = `Refund sent ${Date.now()}`;

  await signIn(page, staff);
  await page.goto("/staff");
  await page.getByRole("link", { name: "Saved replies" }).click();
  await expect(page.getByRole("heading", { name: "Saved replies", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "New saved reply" }).click();
  const form = page.getByRole("dialog", { name: "New saved reply" });
  await form.getByLabel("Title").fill(title);
  await form
    .getByLabel("Reply in English")
    .fill("Dear {customer}, your refund for {trip} ({ticket}) was sent today.\n{staff}");
  await form
    .getByLabel("Reply in Bengali")
    .fill("প্রিয় {customer}, {trip} ভ্রমণের টাকা ({ticket}) আজ ফেরত পাঠানো হয়েছে।\n{staff}");
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toHaveCount(0);
  await page.getByLabel("Search saved replies").fill(title);
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(1);

  await page.goto(`/ticket/${ticketId}`);
  const dialog = page.getByTestId("composer");
  await dialog.getByLabel("Message", { exact: true }).fill("Hello!");
  // Two clicks: open the list, choose the reply.
  await dialog.getByLabel("Insert a saved reply").click();
  await page.getByRole("option", { name: title }).click();
  // {ticket} is the ticket's reference, as its customer reads it.
  await expect(dialog.getByLabel("Message", { exact: true })).toHaveValue(
    `Hello!\n\nDear Rina Refund, your refund for Nabadwip Iskon Temple (${reference}) was sent today.\nSona Saved`,
  );
  await dialog.getByRole("button", { name: "Send reply" }).click();
  await expect(
    page.getByTestId("note").filter({ hasText: "your refund for Nabadwip Iskon Temple" }),
  ).toBeVisible();

  // A customer who reads Bengali gets the Bengali text.
  const bengali = await createUser(request, "Bina Bose");
  await request.put("/api/users/me", {
    headers: { authorization: `Bearer ${bengali.token}` },
    data: { locale: "bn" },
  });
  const theirs = await request.post("/api/tickets", {
    headers: { authorization: `Bearer ${bengali.token}` },
    data: { product: "iskon", description: "টাকা কবে ফেরত পাব?" },
  });
  const theirId = ((await theirs.json()) as { _id: string })._id;
  await page.goto(`/ticket/${theirId}`);
  const second = page.getByTestId("composer");
  await second.getByLabel("Insert a saved reply").click();
  await page.getByRole("option", { name: title }).click();
  await expect(second.getByLabel("Message", { exact: true })).toHaveValue(
    /^প্রিয় Bina Bose, Nabadwip Iskon Temple ভ্রমণের টাকা \(.+\) আজ ফেরত পাঠানো হয়েছে।\nSona Saved$/,
  );
});

test("a traveller answers the desk's mail and the answer shows on the ticket for both sides", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const traveller = await createUser(request, "Esha Email");
  const staff = await createUser(request, "Sona Mailer", "staff");
  // The desk takes mail only from a confirmed address (decision 029): the traveller follows the link.
  await confirmEmail(request, traveller);
  const created = await request.post("/api/tickets", {
    headers: { authorization: `Bearer ${traveller.token}` },
    data: { product: "plassey", description: "Is lunch included on the Plassey trip?" },
  });
  const ticketId = ((await created.json()) as { _id: string })._id;
  const reply = await request.post(`/api/tickets/${ticketId}/notes`, {
    headers: { authorization: `Bearer ${staff.token}` },
    data: { text: "Yes: rice, dal and fish. Any allergies?" },
  });
  expect(reply.status()).toBe(201);

  // The mail carries the ticket's reply address; the traveller's mail program answers it.
  const mail = await waitForMailTo(traveller.email, "Reply to your ticket about Plassey Monument");
  expect(mail.replyTo).toMatch(/^support\+[0-9a-f]{32}@e2e\.test$/);
  await deliverToSupport(
    Buffer.from(
      [
        `From: Esha <${traveller.email}>`,
        `To: ${mail.replyTo}`,
        `Subject: Re: ${mail.subject}`,
        `Message-ID: <${Date.now()}.esha@phone.test>`,
        "Content-Type: text/plain; charset=utf-8",
        "",
        "No fish for me please, I am vegetarian.",
        "",
        "On Wed, 25 Nov 2026, Plassey Institute wrote:",
        "> Yes: rice, dal and fish. Any allergies?",
        "",
      ].join("\r\n"),
    ),
  );

  // The server reads the mailbox every 10 s.
  await signIn(page, traveller);
  await page.goto(`/ticket/${ticketId}`);
  const answer = page.getByTestId("note").filter({ hasText: "I am vegetarian" });
  await expect(async () => {
    await page.reload();
    await expect(answer).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  await expect(answer).toContainText("Note from Esha Email");
  await expect(answer).not.toContainText("Any allergies?");

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff);
  await staffPage.goto(`/ticket/${ticketId}`);
  const staffView = staffPage.getByTestId("note").filter({ hasText: "I am vegetarian" });
  await expect(staffView).toBeVisible();
  // The mailbox server (dovecot here) added no Authentication-Results: staff are told so.
  await expect(staffView.getByText("Mail not authenticated")).toBeVisible();
  await expect(answer.getByText("Mail not authenticated")).toHaveCount(0);
  await expectNoSeriousA11yViolations(staffPage);
  await staffContext.close();
});

test("staff work the queue and a ticket by keyboard: j/k, Enter, r, n, a, c and the ? list", async ({
  page,
  request,
}) => {
  const traveller = await createUser(request, "Kavi Keys");
  const staff = await createUser(request, "Sona Shortcuts", "staff");
  const raise = async (description: string) => {
    const created = await request.post("/api/tickets", {
      headers: { authorization: `Bearer ${traveller.token}` },
      data: { product: "iskon", description },
    });
    expect(created.status()).toBe(201);
    return (await created.json()) as { _id: string; reference: string };
  };
  const older = await raise("The first bus was late.");
  const newer = await raise("We left a bag on the second bus.");

  // The queue, newest first: j and k move the outlined, focused row; Enter opens it.
  await signIn(page, staff);
  await page.goto(`/staff/tickets?customer=${encodeURIComponent(traveller.email)}`);
  const subjects = page.locator("a[data-subject]");
  // The rows come from the browser's own request: the page is interactive by then.
  await expect(subjects).toHaveCount(2);
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect(subjects.nth(1)).toBeFocused();
  await page.keyboard.press("k");
  await expect(subjects.nth(0)).toBeFocused();
  const newerRow = page.getByRole("row").filter({ hasText: newer.reference });
  await expect(newerRow).toHaveCSS("outline-style", "solid");
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText(newer.reference);

  // j and k follow the queue's order from the ticket.
  await page.keyboard.press("j");
  await expect(heading).toContainText(older.reference);
  await page.keyboard.press("k");
  await expect(heading).toContainText(newer.reference);

  // r: the composer under the conversation, focused on a reply; the a, c, j and n typed in it
  // are text, not shortcuts; Ctrl+Enter sends it.
  const composer = page.getByTestId("composer");
  const box = composer.getByLabel("Message", { exact: true });
  await page.keyboard.press("r");
  await expect(box).toBeFocused();
  await expect(composer).toHaveAttribute("data-mode", "reply");
  await page.keyboard.type("Your jacket and bag are safe at the depot, call back any time.");
  await page.keyboard.press("Control+Enter");
  await expect(page.getByTestId("note").filter({ hasText: "Your jacket and bag" })).toHaveAttribute(
    "data-kind",
    "staff",
  );
  await expect(box).toHaveValue("");
  const assignee = page.getByRole("combobox", { name: "Assigned to" });
  await expect(assignee).toHaveValue("Nobody");
  await expect(heading).toContainText(newer.reference);
  await expect(page.getByRole("button", { name: "Close Ticket" })).toBeVisible();

  // n: the same box, on an internal note; Cmd+Enter sends too (a Mac's Ctrl+Enter).
  await box.blur();
  await page.keyboard.press("n");
  await expect(box).toBeFocused();
  await expect(composer).toHaveAttribute("data-mode", "internal");
  await page.keyboard.type("Ask the depot to keep it.");
  await page.keyboard.press("Meta+Enter");
  await expect(box).toHaveValue("");
  await expect(page.getByTestId("note").filter({ hasText: "Ask the depot" })).toContainText(
    "Internal note",
  );

  // a: assigned to me.
  await page.keyboard.press("a");
  await expect(assignee).toHaveValue("Sona Shortcuts (me)");

  // ?: the ticket's keys, in a dialog; Escape closes it.
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help.getByRole("row", { name: "c Close the ticket" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(help).toHaveCount(0);

  // c: closed, and back in the same queue, where the button opens the queue's keys.
  await page.keyboard.press("c");
  await expect(page).toHaveURL(/\/staff\/tickets\?customer=/);
  await expect(newerRow).toContainText(/closed/i);
  await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
  await expect(help.getByRole("row", { name: /Open the selected ticket/ })).toBeVisible();
});

/** The two rectangles overlap. */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [375, 1280]) {
  test(`staff answer from the conversation view at ${width} px, see a colleague there, and set the ticket pending`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const traveller = await createUser(request, "Chandra Conversation");
    const staff = await createUser(request, "Sona Conversation", "staff");
    const colleague = await createUser(request, "Asha Colleague", "staff");
    const raise = async (description: string) => {
      const created = await request.post("/api/tickets", {
        headers: { authorization: `Bearer ${traveller.token}` },
        data: { product: "hazarduari", description },
      });
      expect(created.status()).toBe(201);
      return (await created.json()) as { _id: string; reference: string };
    };
    const earlier = await raise("Do you run the trip in the monsoon?");
    const ticket = await raise("Our tickets for Sunday have not come by mail.");

    // A colleague already has the ticket open.
    const colleagueContext = await browser.newContext({ viewport: { width, height: 800 } });
    const colleaguePage = await colleagueContext.newPage();
    await signIn(colleaguePage, colleague);
    await colleaguePage.goto(`/ticket/${ticket._id}`);
    await expect(colleaguePage.getByTestId("composer")).toBeVisible();

    await page.setViewportSize({ width, height: 800 });
    await signIn(page, staff);
    await page.goto(`/ticket/${ticket._id}`);
    await expect(page.getByTestId("ticket-description")).toContainText(
      "Our tickets for Sunday have not come by mail.",
    );
    // Presence: each sees the other, viewing, then typing (so two replies do not cross).
    const presence = page.getByTestId("presence");
    await expect(presence).toContainText("Asha Colleague is viewing", { timeout: 25_000 });
    await expect(colleaguePage.getByTestId("presence")).toContainText(
      "Sona Conversation is viewing",
      { timeout: 25_000 },
    );
    await colleaguePage.getByLabel("Message", { exact: true }).fill("Let me look");
    await expect(presence).toContainText("Asha Colleague is typing…");
    await colleaguePage.getByLabel("Message", { exact: true }).fill("");
    await colleagueContext.close();
    await expect(presence).not.toContainText("Asha Colleague", { timeout: 10_000 });

    // The customer beside the conversation, their other ticket a link to it.
    const panel = page.getByTestId("customer-panel");
    await expect(panel).toContainText("Chandra Conversation");
    await expect(panel).toContainText(traveller.email);
    await expect(panel).toContainText("Language: English");
    await expect(panel.getByRole("link", { name: new RegExp(earlier.reference) })).toHaveAttribute(
      "href",
      `/ticket/${earlier._id}`,
    );
    await expect(panel).toContainText("No orders");

    // The reply, from the composer under the conversation, with Ctrl+Enter; axe clean while open.
    const composer = page.getByTestId("composer");
    const box = composer.getByLabel("Message", { exact: true });
    await box.fill("They were mailed again this morning; please look in your spam folder.");
    await expectNoSeriousA11yViolations(page);
    await box.press("Control+Enter");
    const reply = page.getByTestId("note").filter({ hasText: "look in your spam folder" });
    await expect(reply).toHaveAttribute("data-kind", "staff");
    await expect(box).toHaveValue("");
    await expect(page.locator("[data-status]").first()).toHaveText("open");

    // Pending, from beside the conversation: waiting for the customer.
    await page.getByLabel("Change status", { exact: true }).selectOption("pending");
    await page.getByRole("button", { name: "Save: Change status" }).click();
    await expect(page.getByText("Status set to waiting for customer")).toBeVisible();
    await expect(page.locator("[data-status]").first()).toHaveText("waiting for customer");

    // The chat's floating button never covers the composer or the last message.
    const launcher = page.getByTestId("chat-launcher");
    await expect(launcher).toBeVisible({ timeout: 15_000 });
    const send = composer.getByRole("button", { name: "Send reply" });
    const uncovered = async (target: typeof send) => {
      const [a, b] = [await launcher.boundingBox(), await target.boundingBox()];
      if (!a || !b) throw new Error("not laid out");
      expect(overlaps(a, b), "the chat button covers the conversation").toBe(false);
    };
    // At the page's end, room is left below the composer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (const target of [reply, box, send]) await uncovered(target);
    // Reached from the top of the page (a key, a click on a link to it): focus stops above it.
    for (const target of [box, send, reply]) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await target.evaluate((element) =>
        element.scrollIntoView({ block: "end", behavior: "instant" }),
      );
      await uncovered(target);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await box.focus();
    await uncovered(box);
    await screenshot(page, testInfo, `conversation-${width}`);

    // Closed, the ticket can still be answered by staff from the same composer; it stays closed.
    await page.getByLabel("Change status", { exact: true }).selectOption("closed");
    await page.getByRole("button", { name: "Save: Change status" }).click();
    await expect(page.locator("[data-status]").first()).toHaveText("closed");
    await box.fill("PS: the tickets are also at the desk in Berhampore.");
    await composer.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByTestId("note").filter({ hasText: "PS: the tickets" })).toBeVisible();
    await expect(page.locator("[data-status]").first()).toHaveText("closed");

    // The same page in Bengali, for staff who read it.
    const bengali = await request.put("/api/users/me", {
      headers: { authorization: `Bearer ${staff.token}` },
      data: { locale: "bn" },
    });
    expect(bengali.status()).toBe(200);
    await page.reload();
    await expect(
      page.getByTestId("composer").getByRole("button", { name: "উত্তর পাঠান" }),
    ).toBeVisible();
    await expect(page.getByTestId("customer-panel")).toContainText("অন্যান্য টিকিট");
    await screenshot(page, testInfo, `conversation-${width}-bn`);

    // The customer reads the reply, never the desk's tools.
    await signIn(page, traveller);
    await page.goto(`/ticket/${ticket._id}`);
    await expect(page.getByTestId("note").filter({ hasText: "spam folder" })).toBeVisible();
    await expect(page.getByTestId("customer-panel")).toHaveCount(0);
    await expect(page.getByTestId("composer").getByRole("radiogroup")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, `customer-${width}`);
  });
}

// Walked at 1280 px; each screen it checks is loaded again, fresh, at 375 px (the navigation
// chooses its layout at load). The queue's live update is proved at 1280 px only: at 375 px the
// open queue is loaded after the new ticket was made.
test("a traveller's subject heads the ticket and the queue, their mail reply brings the pending ticket first in Mine, and a new ticket shows in another queue live at 1280 px and when loaded at 375 px; the screens at 1280 and 375 px", async ({
  page,
  browserAt,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const width = 1280;
  await page.setViewportSize({ width, height: 800 });
  const phone = await browserAt({ width: 375, height: 800 });
  const traveller = await createUser(request, "Rina Subject");
  const other = await createUser(request, "Omar Other");
  const staff = await createUser(request, "Sagar Activity", "staff");
  // The desk takes mail only from a confirmed address (decision 029).
  await confirmEmail(request, traveller);
  const subject = `Seat near the door ${width}`;

  // The traveller types a subject in the new-ticket form.
  await signIn(page, traveller);
  await page.goto("/new-ticket?trip=plassey");
  await page.getByLabel("Subject").fill(subject);
  await page
    .getByLabel("Description of the issue")
    .fill("My grandmother needs a seat near the door of the bus.");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL("/tickets");
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row.locator("[data-status]")).toHaveText("new");
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, `my-tickets-${width}`);
  await phone.open(traveller, "/tickets");
  await expect(phone.page.getByRole("row").filter({ hasText: subject })).toHaveCount(1);
  await expectNoSeriousA11yViolations(phone.page);
  await screenshot(phone.page, testInfo, "my-tickets-375");
  await row.getByRole("link", { name: "View" }).click();
  await expect(page).toHaveURL(/\/ticket\/[\w-]+$/);
  const ticketId = page.url().split("/").at(-1) ?? "";
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText(subject);
  await expect(heading).toContainText("Plassey Monument");
  await expect(heading).toContainText(/T-\d+/);

  const staffApi = { authorization: `Bearer ${staff.token}` };
  await request.put(`/api/tickets/${ticketId}/assignee`, {
    headers: staffApi,
    data: { assignee: staff._id },
  });
  // Staff see the subject and its preview in the queue.
  const staffPage = await (await browserAt({ width, height: 800 })).open(
    staff,
    "/staff/tickets?view=mine",
  );
  const queueRow = staffPage.getByRole("row").filter({ hasText: subject });
  await expect(queueRow.locator("[data-subject]")).toHaveText(subject);
  await expect(queueRow.locator("[data-preview]")).toContainText(
    "My grandmother needs a seat near the door",
  );
  await expectNoSeriousA11yViolations(staffPage);
  await phone.open(staff, "/staff/tickets?view=mine");
  await expect(
    phone.page.getByRole("row").filter({ hasText: subject }).locator("[data-subject]"),
  ).toHaveText(subject);
  await expectNoSeriousA11yViolations(phone.page);

  // Staff ask, set it pending, and meanwhile take a later ticket, which heads Mine.
  expect(
    (
      await request.post(`/api/tickets/${ticketId}/notes`, {
        headers: staffApi,
        data: { text: "Which door: front or back?" },
      })
    ).status(),
  ).toBe(201);
  await request.put(`/api/tickets/${ticketId}`, {
    headers: staffApi,
    data: { status: "pending" },
  });
  const later = await request.post("/api/tickets", {
    headers: { authorization: `Bearer ${other.token}` },
    data: { product: "iskon", subject: `Later ticket ${width}`, description: "About lunch." },
  });
  const laterId = ((await later.json()) as { _id: string })._id;
  await request.put(`/api/tickets/${laterId}/assignee`, {
    headers: staffApi,
    data: { assignee: staff._id },
  });
  await staffPage.reload();
  await expect(staffPage.locator("a[data-subject]").first()).toHaveText(`Later ticket ${width}`);

  // The traveller sees it waiting for their reply, in its own colour, and answers by mail.
  await page.reload();
  await expect(page.locator("[data-status]").first()).toHaveText("waiting for your reply");
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, `ticket-pending-${width}`);
  await phone.open(traveller, `/ticket/${ticketId}`);
  await expect(phone.page.locator("[data-status]").first()).toHaveText("waiting for your reply");
  await expectNoSeriousA11yViolations(phone.page);
  await screenshot(phone.page, testInfo, "ticket-pending-375");
  const mail = await waitForMailTo(traveller.email, "Reply to your ticket about Plassey Monument");
  await deliverToSupport(
    Buffer.from(
      [
        `From: Rina <${traveller.email}>`,
        `To: ${mail.replyTo}`,
        `Subject: Re: ${mail.subject}`,
        `Message-ID: <${Date.now()}.rina@phone.test>`,
        "Content-Type: text/plain; charset=utf-8",
        "",
        "The front door, please.",
        "",
      ].join("\r\n"),
    ),
  );
  // The server reads the mailbox every 10 s; the reply opens the ticket and brings it first.
  await expect(async () => {
    await staffPage.reload();
    await expect(staffPage.locator("a[data-subject]").first()).toHaveText(subject, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 40_000 });
  await expect(staffPage.locator("[data-preview]").first()).toContainText(
    "The front door, please.",
  );
  await expectNoSeriousA11yViolations(staffPage);
  await screenshot(staffPage, testInfo, `queue-mine-${width}`);
  await phone.open(staff, "/staff/tickets?view=mine");
  await expect(phone.page.locator("a[data-subject]").first()).toHaveText(subject);
  await expect(phone.page.locator("[data-preview]").first()).toContainText(
    "The front door, please.",
  );
  await expectNoSeriousA11yViolations(phone.page);
  await screenshot(phone.page, testInfo, "queue-mine-375");
  // Created still orders the view on request: the later ticket first again.
  await staffPage.goto("/staff/tickets?view=mine&sort=-createdAt");
  await expect(staffPage).toHaveURL(/sort=-createdAt/);
  await expect(staffPage.locator("a[data-subject]").first()).toHaveText(`Later ticket ${width}`);

  await page.reload();
  await expect(page.locator("[data-status]").first()).toHaveText("open");
  await expect(page.getByTestId("note").last()).toContainText("The front door, please.");

  // A second browser's queue shows a new ticket without a reload.
  const second = await (await browserAt({ width, height: 800 })).open(
    staff,
    "/staff/tickets?view=open",
  );
  await expect(second.locator("a[data-subject]").first()).toBeVisible();
  const fresh = `Brand new while watching ${width}`;
  const created = await request.post("/api/tickets", {
    headers: { authorization: `Bearer ${other.token}` },
    data: {
      product: "hazarduari",
      subject: fresh,
      description: "Is the palace open on Fridays?",
    },
  });
  expect(created.status()).toBe(201);
  await expect(second.locator("a[data-subject]").first()).toHaveText(fresh, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(second);
  await phone.open(staff, "/staff/tickets?view=open");
  await expect(phone.page.locator("a[data-subject]").filter({ hasText: fresh })).toBeVisible();
  await expectNoSeriousA11yViolations(phone.page);
});
