// The composer under a ticket's conversation: the Reply / Internal note toggle and how each mode
// looks, Ctrl+Enter (Cmd+Enter) as the send key, and what is sent in each mode. (Typing, sending
// and the keys in a browser are the support desk's browser journey.)
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, renderScreen, textOf } from "@/test/render-screen";
import { type ComposerMode, composerInput, isSendKey, TicketComposer } from "./ticket-composer";

beforeAll(loadLanguages);

const composer = (staff: boolean, mode: ComposerMode, language: "en" | "bn" = "en") =>
  renderScreen(
    <TicketComposer ticketId="t1" staff={staff} mode={mode} onModeChange={() => undefined} />,
    { language },
  );

describe("the ticket composer", () => {
  it("offers staff a reply or an internal note, a reply unless they choose", () => {
    const markup = composer(true, "reply");
    expect(markup).toContain('role="radiogroup"');
    expect(markup).toContain('aria-label="Who sees it"');
    expect(markup).toMatch(/<input[^>]*checked=""[^>]*value="reply"/);
    expect(markup).toContain('data-mode="reply"');
    expect(textOf(markup)).toContain("A reply: the customer reads it here and is mailed it.");
    expect(textOf(markup)).toContain("Send reply");
  });

  it("marks an internal note as such: its own look, words and button", () => {
    const markup = composer(true, "internal");
    expect(markup).toMatch(/<input[^>]*checked=""[^>]*value="internal"/);
    expect(markup).toContain('data-mode="internal"');
    expect(textOf(markup)).toContain("An internal note: only staff see it");
    expect(textOf(markup)).toContain("Add internal note");
    expect(textOf(markup)).not.toContain("Send reply");
  });

  it("gives a customer no choice: a reply, whatever mode is passed", () => {
    const markup = composer(false, "internal");
    expect(markup).not.toContain('role="radiogroup"');
    expect(markup).toContain('data-mode="reply"');
    expect(textOf(markup)).toContain("Send reply");
  });

  it("speaks Bengali to a Bengali reader", () => {
    const markup = composer(true, "internal", "bn");
    expect(textOf(markup)).not.toContain("Add internal note");
    expect(textOf(markup)).not.toContain("Who sees it");
  });

  it("says Ctrl+Enter sends, and the box announces the keys", () => {
    const markup = composer(true, "reply");
    expect(markup).toContain('aria-keyshortcuts="Control+Enter Meta+Enter"');
    expect(textOf(markup)).toContain("Ctrl + Enter sends");
  });
});

describe("sending", () => {
  const key = (key: string, ctrlKey = false, metaKey = false) => ({ key, ctrlKey, metaKey });

  it("sends on Ctrl+Enter and Cmd+Enter; Enter alone is a new line", () => {
    expect(isSendKey(key("Enter", true))).toBe(true);
    expect(isSendKey(key("Enter", false, true))).toBe(true);
    expect(isSendKey(key("Enter"))).toBe(false);
    expect(isSendKey(key("s", true))).toBe(false);
  });

  it("sends a note as internal and a reply as not", () => {
    expect(composerInput("Ask Bapi", { staff: true, mode: "internal", attachments: [] })).toEqual({
      text: "Ask Bapi",
      internal: true,
    });
    expect(
      composerInput("On its way", { staff: true, mode: "reply", attachments: ["a1"] }),
    ).toEqual({ text: "On its way", internal: false, attachments: ["a1"] });
  });

  it("never sends a customer's message as internal", () => {
    expect(composerInput("Thanks", { staff: false, mode: "internal", attachments: [] })).toEqual({
      text: "Thanks",
    });
  });
});
