// The composer under a ticket's conversation: the Reply / Internal note toggle and how each mode
// looks, Ctrl+Enter (Cmd+Enter) as the send key, what is sent in each mode, and that an empty
// message is not sent but refused under the box. (Typing, sending and the keys in a browser are
// the support desk's browser journey.)
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, renderScreen, textOf } from "@/test/render-screen";
import {
  type ComposerMode,
  composerInput,
  isSendKey,
  TicketComposer,
  useComposerCheck,
} from "./ticket-composer";

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

/** The composer as it stands after Send (or Ctrl+Enter) with `text` and `attachments`. */
function Submitted({
  text,
  attachments = [],
  staff = false,
  mode = "reply",
}: {
  text: string;
  attachments?: string[];
  staff?: boolean;
  mode?: ComposerMode;
}) {
  const errors = useComposerCheck(staff, mode)(text, attachments);
  return (
    <>
      <output data-testid="refused">{Object.keys(errors).join(",")}</output>
      <TicketComposer
        ticketId="t1"
        staff={staff}
        mode={mode}
        onModeChange={() => undefined}
        initialErrors={errors}
      />
    </>
  );
}

const submitted = (props: Parameters<typeof Submitted>[0], language: "en" | "bn" = "en") =>
  renderScreen(<Submitted {...props} />, { language });

/** The fields the check refused (nothing is sent while there is one). */
const refusedOf = (markup: string) =>
  /<output data-testid="refused">([^<]*)<\/output>/.exec(markup)?.[1] ?? "";

const EMPTY = "Write a message or attach a file";

describe("an empty message", () => {
  it("is not sent: refused under the box, for a customer and for staff's reply and note", () => {
    const cases: Parameters<typeof Submitted>[0][] = [
      { text: "" },
      { text: "   \n\t  " },
      { text: "\u00a0\u3000", staff: true, mode: "reply" },
      { text: "", staff: true, mode: "internal" },
    ];
    for (const props of cases) {
      const markup = submitted(props);
      expect(refusedOf(markup), JSON.stringify(props)).toBe("text");
      const text = textOf(markup);
      // Under the message box, above the files and the send button.
      const at = text.indexOf(EMPTY);
      expect(at, text).toBeGreaterThan(text.indexOf("Message"));
      expect(at).toBeLessThan(text.indexOf("Ctrl + Enter sends"));
      expect(markup).toMatch(/<textarea[^>]*aria-invalid="true"/);
    }
  });

  it("is sent with a file: a photo alone is a message", () => {
    const markup = submitted({ text: "", attachments: ["a1"] });
    expect(refusedOf(markup)).toBe("");
    expect(textOf(markup)).not.toContain(EMPTY);
    expect(refusedOf(submitted({ text: "Thanks" }))).toBe("");
  });

  it("is refused in Bengali to a Bengali reader", () => {
    const text = textOf(submitted({ text: " " }, "bn"));
    expect(text).toContain("একটি বার্তা লিখুন অথবা একটি ফাইল সংযুক্ত করুন");
    expect(text).not.toContain(EMPTY);
  });
});
