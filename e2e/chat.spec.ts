import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { io } from "socket.io-client";
import {
  createUser,
  expectNoSeriousA11yViolations,
  screenshot,
  signIn,
  type TestUser,
} from "./support";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

const suffix = () => Math.random().toString(36).slice(2, 8);

/** A browser context of its own (its own localStorage), signed in as `user`. */
async function openAs(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, user);
  await page.goto("/");
  return page;
}

const launcher = (page: Page) => page.getByTestId("chat-launcher");
const chat = (page: Page) => page.getByRole("dialog", { name: /Chat/ });

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(chat(page)).toBeVisible();
  await expect(chat(page).getByText("Online", { exact: true })).toBeVisible();
}

const log = (page: Page, name: string) =>
  chat(page).getByRole("list", { name: `Messages with ${name}` });

test("a staff member starts a chat with a user, who answers live; unread badge, history after reload", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = suffix();
  const user = await createUser(request, `Chat User ${tag}`);
  const staff = await createUser(request, `Chat Staff ${tag}`, "staff");
  const userPage = await openAs(browser, user);
  const staffPage = await openAs(browser, staff);
  await expect(launcher(userPage)).toHaveAccessibleName("Open chat");

  // The staff member picks the user from the contacts and writes (a person-to-person chat).
  await openChat(staffPage);
  await chat(staffPage).getByLabel("Search by name or email").fill(user.name);
  await chat(staffPage)
    .getByRole("list", { name: "Contacts" })
    .getByRole("button", { name: new RegExp(user.name) })
    .click();
  await expect(chat(staffPage).getByRole("heading", { name: user.name })).toBeVisible();
  await chat(staffPage)
    .getByRole("textbox", { name: "Message" })
    .fill(`Hello from the staff ${tag}`);
  await chat(staffPage).getByRole("button", { name: "Send message" }).click();
  await expect(log(staffPage, user.name)).toContainText(`Hello from the staff ${tag}`);
  await expect(log(staffPage, user.name)).not.toContainText("Sending…");

  // The user's badge counts it live; the chat opens on the institute, and the staff member's
  // conversation is listed beside it with its unread count.
  await expect(launcher(userPage)).toHaveAccessibleName("Open chat, 1 unread message");
  await openChat(userPage);
  await chat(userPage).getByRole("button", { name: "Back to conversations" }).click();
  const conversation = chat(userPage)
    .getByRole("list", { name: "Conversations" })
    .getByRole("button", { name: new RegExp(`^${staff.name}.*1 unread$`) });
  await expect(conversation).toBeVisible();
  await conversation.click();
  await expect(log(userPage, staff.name)).toContainText(`Hello from the staff ${tag}`);
  // Reading it clears the badge.
  await expect(launcher(userPage)).toHaveAccessibleName("Open chat");

  // The answer (sent with Enter) arrives live on the staff member's side.
  await chat(userPage).getByRole("textbox", { name: "Message" }).fill(`Reply from the user ${tag}`);
  await chat(userPage).getByRole("textbox", { name: "Message" }).press("Enter");
  await expect(log(userPage, staff.name)).toContainText(`Reply from the user ${tag}`);
  await expect(log(staffPage, user.name)).toContainText(`Reply from the user ${tag}`);

  // Escape closes the panel and focus returns to the launcher.
  await userPage.keyboard.press("Escape");
  await expect(chat(userPage)).toHaveCount(0);
  await expect(launcher(userPage)).toBeFocused();

  // After a reload the history is there on both sides.
  for (const [page, other, back] of [
    [userPage, staff, true],
    [staffPage, user, false],
  ] as const) {
    await page.reload();
    await openChat(page);
    if (back) await chat(page).getByRole("button", { name: "Back to conversations" }).click();
    await chat(page)
      .getByRole("list", { name: "Conversations" })
      .getByRole("button", { name: new RegExp(other.name) })
      .click();
    await expect(log(page, other.name).getByRole("listitem")).toHaveCount(2);
    await expect(log(page, other.name)).toContainText(`Hello from the staff ${tag}`);
    await expect(log(page, other.name)).toContainText(`Reply from the user ${tag}`);
  }

  await userPage.context().close();
  await staffPage.context().close();
});

test("a plain user has no contact picker; the server lists only staff and admins and refuses user-to-user messages", async ({
  browser,
  request,
}) => {
  const tag = suffix();
  const user = await createUser(request, `Contact User ${tag}`);
  const other = await createUser(request, `Contact Other ${tag}`);
  const staff = await createUser(request, `Contact Staff ${tag}`, "staff");

  const res = await request.get("/api/chat/contacts", {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(res.status()).toBe(200);
  const contacts = (await res.json()) as { _id: string; role: string }[];
  expect(contacts.every((c) => c.role === "staff" || c.role === "admin")).toBe(true);
  expect(contacts.some((c) => c._id === other._id)).toBe(false);

  // The chat box offers a user no one to pick (decision 053): it opens on the institute, and its
  // list holds the institute and the conversations staff started, never a contact search.
  const page = await openAs(browser, user);
  await openChat(page);
  await expect(chat(page).getByRole("textbox", { name: "Message" })).toBeVisible();
  await chat(page).getByRole("button", { name: "Back to conversations" }).click();
  await expect(chat(page).getByRole("heading", { name: "Chat with the institute" })).toBeVisible();
  await expect(chat(page).getByLabel("Search by name or email")).toHaveCount(0);
  await expect(chat(page).getByRole("list", { name: "Contacts" })).toHaveCount(0);
  await page.context().close();

  // Straight on the socket: a user may not write to another user, but may write to staff.
  const baseURL = test.info().project.use.baseURL ?? "";
  const socket = io(baseURL, {
    path: "/socket.io",
    auth: { token: user.token },
    transports: ["websocket"],
  });
  try {
    const refused: unknown = await socket
      .timeout(10_000)
      .emitWithAck("sendMessage", { receiverId: other._id, text: "hi" });
    expect(refused).toEqual({ ok: false, message: "You can chat only with the staff" });
    const sent = (await socket
      .timeout(10_000)
      .emitWithAck("sendMessage", { receiverId: staff._id, text: "hi staff" })) as { ok: boolean };
    expect(sent.ok).toBe(true);
  } finally {
    socket.disconnect();
  }
});

test("the chat panel has no serious accessibility violation at 1280 and 375 px", async ({
  browser,
  request,
}) => {
  const tag = suffix();
  const user = await createUser(request, `Axe Chat User ${tag}`);
  const staff = await createUser(request, `Axe Chat Staff ${tag}`, "staff");
  const page = await openAs(browser, staff);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto("/");
    await openChat(page);
    await chat(page).getByLabel("Search by name or email").fill(user.name);
    await expect(chat(page).getByRole("list", { name: "Contacts" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await chat(page)
      .getByRole("list", { name: "Contacts" })
      .getByRole("button", { name: new RegExp(user.name) })
      .click();
    await chat(page).getByRole("textbox", { name: "Message" }).fill(`Axe ${tag}`);
    await chat(page).getByRole("button", { name: "Send message" }).click();
    await expect(log(page, user.name)).toContainText(`Axe ${tag}`);
    await expectNoSeriousA11yViolations(page);
    if (size === PHONE) {
      // On a phone the panel takes the whole screen instead of covering part of the page.
      const box = await chat(page).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    }
  }
  await page.context().close();
});

/** The institute's name as the English reader sees it (an admin may have changed it). */
async function instituteName(request: APIRequestContext): Promise<string> {
  const res = await request.get("/api/institute");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { name: string }).name;
}

// The chat with the institute (decision 053): the customer writes to the institute, not to a
// person; a member of staff answers from the shared inbox; the customer has the reply live.
for (const size of [PHONE, DESKTOP]) {
  test(`a customer writes to the institute and a member of staff answers from the inbox (${size.width} px)`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const tag = suffix();
    const name = await instituteName(request);
    const customer = await createUser(request, `Inbox Customer ${tag}`);
    const staff = await createUser(request, `Inboxstaff${tag} Roy`, "staff");
    const customerPage = await openAs(browser, customer);
    const staffPage = await openAs(browser, staff);
    await customerPage.setViewportSize(size);
    await staffPage.setViewportSize(size);

    // The customer's chat opens straight on the thread with the institute.
    await openChat(customerPage);
    await expect(chat(customerPage).getByRole("heading", { name })).toBeVisible();
    await expect(chat(customerPage).getByText("No messages yet. Ask us anything!")).toBeVisible();
    await expectNoSeriousA11yViolations(customerPage);
    await chat(customerPage)
      .getByRole("textbox", { name: "Message" })
      .fill(`Question for the institute ${tag}`);
    await chat(customerPage).getByRole("textbox", { name: "Message" }).press("Enter");
    await expect(log(customerPage, name)).toContainText(`Question for the institute ${tag}`);
    await expect(log(customerPage, name)).not.toContainText("Sending…");

    // The member of staff finds it in the institute inbox, unread, and answers.
    await expect(launcher(staffPage)).toHaveAccessibleName(/Open chat, \d+ unread message/);
    await openChat(staffPage);
    const thread = chat(staffPage)
      .getByRole("list", { name: "Institute inbox" })
      .getByRole("button", { name: new RegExp(`^${customer.name}.*1 unread$`) });
    await expect(thread).toBeVisible();
    await expectNoSeriousA11yViolations(staffPage);
    await thread.click();
    await expect(log(staffPage, customer.name)).toContainText(`Question for the institute ${tag}`);
    await chat(staffPage)
      .getByRole("textbox", { name: "Message" })
      .fill(`Answer from the desk ${tag}`);
    await chat(staffPage).getByRole("button", { name: "Send message" }).click();
    await expect(log(staffPage, customer.name)).toContainText(`Answer from the desk ${tag}`);
    await expectNoSeriousA11yViolations(staffPage);

    // The customer has it live in the same thread, signed with the staff member's first name.
    const reply = log(customerPage, name)
      .getByRole("listitem")
      .filter({
        hasText: `Answer from the desk ${tag}`,
      });
    await expect(reply).toContainText(`Inboxstaff${tag}`);
    await expect(reply).not.toContainText("Roy");
    await expectNoSeriousA11yViolations(customerPage);
    // The window, with the chat panel open in it.
    await screenshot(customerPage, testInfo, `customer-${size.width}-en`, { fullPage: false });
    await screenshot(staffPage, testInfo, `staff-${size.width}-en`, { fullPage: false });

    // Read by this member of staff: read for the whole desk.
    await chat(staffPage).getByRole("button", { name: "Back to conversations" }).click();
    await expect(
      chat(staffPage)
        .getByRole("list", { name: "Institute inbox" })
        .getByRole("button", { name: new RegExp(`^${customer.name}`) }),
    ).not.toContainText("unread");
    await screenshot(staffPage, testInfo, `inbox-${size.width}-en`, { fullPage: false });

    // The same in Bengali: the institute by its Bengali name, the inbox's words translated.
    for (const [page, shot] of [
      [customerPage, "customer"],
      [staffPage, "inbox"],
    ] as const) {
      await page.goto("/bn");
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");
      await page.getByTestId("chat-launcher").click();
      const panel = page.getByRole("dialog", { name: /চ্যাট/ });
      await expect(panel.getByText("অনলাইন", { exact: true })).toBeVisible();
      if (shot === "inbox") {
        await expect(panel.getByRole("heading", { name: "প্রতিষ্ঠানের ইনবক্স" })).toBeVisible();
      } else {
        await expect(panel.getByText(`Answer from the desk ${tag}`)).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, testInfo, `${shot}-${size.width}-bn`, { fullPage: false });
    }

    await customerPage.context().close();
    await staffPage.context().close();
  });
}
