import { type Browser, expect, type Page, test } from "@playwright/test";
import { io } from "socket.io-client";
import { createUser, expectNoSeriousA11yViolations, signIn, type TestUser } from "./support";

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

test("a user and a staff member chat live; unread badge, history after reload", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = suffix();
  const user = await createUser(request, `Chat User ${tag}`);
  const staff = await createUser(request, `Chat Staff ${tag}`, "staff");
  const userPage = await openAs(browser, user);
  const staffPage = await openAs(browser, staff);
  await expect(launcher(staffPage)).toHaveAccessibleName("Open chat");

  // The user picks the staff member from the contacts and writes.
  await openChat(userPage);
  await chat(userPage).getByLabel("Search by name or email").fill(staff.name);
  await chat(userPage)
    .getByRole("list", { name: "Contacts" })
    .getByRole("button", { name: new RegExp(staff.name) })
    .click();
  await expect(chat(userPage).getByRole("heading", { name: staff.name })).toBeVisible();
  await chat(userPage).getByRole("textbox", { name: "Message" }).fill(`Hello from the user ${tag}`);
  await chat(userPage).getByRole("button", { name: "Send message" }).click();
  await expect(log(userPage, staff.name)).toContainText(`Hello from the user ${tag}`);
  await expect(log(userPage, staff.name)).not.toContainText("Sending…");

  // The staff member's badge counts it live; the conversation is listed with its unread count.
  await expect(launcher(staffPage)).toHaveAccessibleName("Open chat, 1 unread message");
  await openChat(staffPage);
  const conversation = chat(staffPage)
    .getByRole("list", { name: "Conversations" })
    .getByRole("button", { name: new RegExp(`^${user.name}.*1 unread$`) });
  await expect(conversation).toBeVisible();
  await conversation.click();
  await expect(log(staffPage, user.name)).toContainText(`Hello from the user ${tag}`);
  // Reading it clears the badge.
  await expect(launcher(staffPage)).toHaveAccessibleName("Open chat");

  // The reply (sent with Enter) arrives live on the user's side.
  await chat(staffPage)
    .getByRole("textbox", { name: "Message" })
    .fill(`Reply from the staff ${tag}`);
  await chat(staffPage).getByRole("textbox", { name: "Message" }).press("Enter");
  await expect(log(staffPage, user.name)).toContainText(`Reply from the staff ${tag}`);
  await expect(log(userPage, staff.name)).toContainText(`Reply from the staff ${tag}`);

  // Escape closes the panel and focus returns to the launcher.
  await userPage.keyboard.press("Escape");
  await expect(chat(userPage)).toHaveCount(0);
  await expect(launcher(userPage)).toBeFocused();

  // After a reload the history is there on both sides.
  for (const [page, other] of [
    [userPage, staff],
    [staffPage, user],
  ] as const) {
    await page.reload();
    await openChat(page);
    await chat(page)
      .getByRole("list", { name: "Conversations" })
      .getByRole("button", { name: new RegExp(other.name) })
      .click();
    await expect(log(page, other.name).getByRole("listitem")).toHaveCount(2);
    await expect(log(page, other.name)).toContainText(`Hello from the user ${tag}`);
    await expect(log(page, other.name)).toContainText(`Reply from the staff ${tag}`);
  }

  await userPage.context().close();
  await staffPage.context().close();
});

test("a plain user sees only staff and admins as contacts; the server refuses user-to-user messages", async ({
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

  const page = await openAs(browser, user);
  await openChat(page);
  const search = chat(page).getByLabel("Search by name or email");
  await search.fill(`Contact Other ${tag}`);
  await expect(chat(page).getByText("Nobody matches this search.")).toBeVisible();
  await search.fill(`Contact Staff ${tag}`);
  await expect(
    chat(page)
      .getByRole("list", { name: "Contacts" })
      .getByRole("button", { name: /Contact Staff/ }),
  ).toHaveCount(1);
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
  const page = await openAs(browser, user);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto("/");
    await openChat(page);
    await chat(page).getByLabel("Search by name or email").fill(staff.name);
    await expect(chat(page).getByRole("list", { name: "Contacts" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await chat(page)
      .getByRole("list", { name: "Contacts" })
      .getByRole("button", { name: new RegExp(staff.name) })
      .click();
    await chat(page).getByRole("textbox", { name: "Message" }).fill(`Axe ${tag}`);
    await chat(page).getByRole("button", { name: "Send message" }).click();
    await expect(log(page, staff.name)).toContainText(`Axe ${tag}`);
    await expectNoSeriousA11yViolations(page);
    if (size === PHONE) {
      // On a phone the panel takes the whole screen instead of covering part of the page.
      const box = await chat(page).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    }
  }
  await page.context().close();
});
