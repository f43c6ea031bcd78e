// A conversation's history in the chat box: its messages, the empty state inviting a first one,
// and a failed load with a retry. (Sending, live messages and reading are the browser journeys'.)
import type { ChatContact, ChatHistory } from "@app/shared/chat";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { failQuery, loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { chatKeys } from "../api/chat-keys";
import { ChatThread } from "./chat-thread";

beforeAll(loadLanguages);

const tara: ChatContact = { _id: "staff-1", name: "Tara", role: "staff" };

const thread = () => (
  <ChatThread contact={tara} myId="me" socket={null} visible={false} onBack={() => undefined} />
);

/** The conversation log's words (the header and the composer around it left out). */
function log(markup: string): string {
  const start = markup.indexOf('role="log"');
  expect(start).toBeGreaterThan(-1);
  return textOf(markup.slice(markup.indexOf(">", start) + 1, markup.indexOf("<form", start)));
}

function withHistory(messages: ChatHistory["messages"]) {
  const client = queryCache();
  const page: ChatHistory = { user: tara, messages, hasMore: false };
  client.setQueryData(chatKeys.messages(tara._id), { pages: [page], pageParams: [undefined] });
  return client;
}

describe("a conversation's history", () => {
  it("invites a first message when there is none", () => {
    const markup = renderScreen(thread(), { client: withHistory([]) });
    expect(log(markup)).toBe("No messages yet. Say hello!");
    expect(markup).not.toContain('aria-label="Messages with Tara"');
  });

  it("lists the messages, each with who wrote it", () => {
    const markup = renderScreen(thread(), {
      client: withHistory([
        {
          _id: "m1",
          senderId: "staff-1",
          receiverId: "me",
          text: "How can I help?",
          createdAt: "2026-11-27T10:00:00.000Z",
          readAt: null,
        },
      ]),
    });
    expect(markup).toContain('aria-label="Messages with Tara"');
    expect(log(markup)).toContain("Tara: How can I help?");
  });

  it("says the messages could not load, and offers to try again", async () => {
    const client = queryCache();
    await failQuery(client, chatKeys.messages(tara._id), new ApiError("Chat is resting", 503));
    expect(log(renderScreen(thread(), { client }))).toBe(
      "Could not load the messages Chat is resting Try again",
    );
  });
});
