// The chat box's first view (decision 053): staff see the institute's inbox with the desk's unread
// counts above their conversations and the contact search; a customer sees the institute and no
// contact picker.
import type { InstituteThread } from "@app/shared/chat";
import { INSTITUTE } from "@app/shared/institute";
import type { Role } from "@app/shared/users";
import { beforeAll, describe, expect, it } from "vitest";
import { instituteQueryKey } from "@/lib/use-institute";
import { loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { chatKeys } from "../api/chat-keys";
import { ChatHome } from "./chat-home";

beforeAll(loadLanguages);

const me = { _id: "me", name: "Asha Das" };
const noop = () => undefined;
const customer: Role = "user";
const staff: Role = "staff";

const thread: InstituteThread = {
  customer: { _id: "cust-1", name: "Bina Roy" },
  lastMessage: {
    _id: "m1",
    customerId: "cust-1",
    fromInstitute: false,
    staffName: "",
    text: "Is the hostel open?",
    createdAt: "2026-11-27T10:00:00.000Z",
    readAt: null,
  },
  unread: 2,
};

function cache() {
  const client = queryCache();
  client.setQueryData(instituteQueryKey, INSTITUTE);
  client.setQueryData(chatKeys.conversations, []);
  client.setQueryData(chatKeys.unread, { marked: 0, unread: 1, institute: 1 });
  client.setQueryData(chatKeys.instituteThreads, {
    pages: [{ items: [thread], total: 1 }],
    pageParams: [1],
  });
  client.setQueryData(chatKeys.contacts(""), {
    pages: [{ items: [], total: 0 }],
    pageParams: [1],
  });
  return client;
}

describe("the chat box's first view", () => {
  it("shows staff the institute inbox with the desk's unread counts, and the contact search", () => {
    const markup = renderScreen(
      <ChatHome role={staff} onPick={noop} onOpenInstitute={noop} me={me} />,
      { client: cache() },
    );
    expect(markup).toContain('aria-label="Institute inbox"');
    expect(textOf(markup)).toContain("Bina Roy Is the hostel open? 2 unread");
    expect(markup).toContain("Search by name or email");
  });

  it("shows a customer the institute, its unread replies, and no one to pick", () => {
    const markup = renderScreen(
      <ChatHome role={customer} onPick={noop} onOpenInstitute={noop} me={me} />,
      { client: cache() },
    );
    expect(textOf(markup)).toContain(`${INSTITUTE.name} Write to our staff 1 unread`);
    expect(markup).not.toContain("Search by name or email");
    expect(markup).not.toContain('aria-label="Institute inbox"');
    expect(markup).not.toContain('aria-label="Contacts"');
  });
});
