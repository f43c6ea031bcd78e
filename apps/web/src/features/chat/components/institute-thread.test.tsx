// A thread with the institute (decision 053) in the chat box: the customer sees the institute by
// its saved name and each reply signed with its member of staff's first name; staff see the
// customer and the desk's replies as their own side.
import type { InstituteHistory } from "@app/shared/chat";
import { INSTITUTE, instituteIn } from "@app/shared/institute";
import { beforeAll, describe, expect, it } from "vitest";
import { instituteQueryKey } from "@/lib/use-institute";
import { loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { chatKeys } from "../api/chat-keys";
import { InstituteThread } from "./institute-thread";

beforeAll(loadLanguages);

const asha = { _id: "cust-1", name: "Asha Das" };

function log(markup: string): string {
  const start = markup.indexOf('role="log"');
  expect(start).toBeGreaterThan(-1);
  return textOf(markup.slice(markup.indexOf(">", start) + 1, markup.indexOf("<form", start)));
}

function withThread(messages: InstituteHistory["messages"]) {
  const client = queryCache();
  client.setQueryData(instituteQueryKey, INSTITUTE);
  const page: InstituteHistory = { messages, hasMore: false };
  client.setQueryData(chatKeys.instituteMessages(asha._id), {
    pages: [page],
    pageParams: [undefined],
  });
  return client;
}

const thread: InstituteHistory["messages"] = [
  {
    _id: "m1",
    customerId: asha._id,
    fromInstitute: false,
    staffName: "",
    text: "When does the batch start?",
    createdAt: "2026-11-27T10:00:00.000Z",
    readAt: "2026-11-27T10:01:00.000Z",
  },
  {
    _id: "m2",
    customerId: asha._id,
    fromInstitute: true,
    staffName: "Tara",
    text: "Next Monday.",
    createdAt: "2026-11-27T10:02:00.000Z",
    readAt: null,
  },
];

describe("a thread with the institute", () => {
  it("shows the customer the institute by its name, in their language, and who answered", () => {
    for (const language of ["en", "bn"] as const) {
      const name = instituteIn(INSTITUTE, language).name;
      const markup = renderScreen(
        <InstituteThread customer={asha} staff={false} socket={null} visible={false} />,
        { client: withThread(thread), language },
      );
      expect(markup).toContain(`>${name}</h2>`);
      const text = log(markup);
      expect(text).toContain("When does the batch start?");
      expect(text).toContain(`Tara, ${name}: Tara Next Monday.`);
    }
  });

  it("shows staff the customer, with the desk's replies on their side", () => {
    const markup = renderScreen(
      <InstituteThread customer={asha} staff socket={null} visible={false} />,
      { client: withThread(thread) },
    );
    expect(markup).toContain(">Asha Das</h2>");
    expect(log(markup)).toContain("Asha Das: When does the batch start?");
  });

  it("invites the customer's first message when there is none", () => {
    const markup = renderScreen(
      <InstituteThread customer={asha} staff={false} socket={null} visible={false} />,
      { client: withThread([]) },
    );
    expect(log(markup)).toBe("No messages yet. Ask us anything!");
  });
});
