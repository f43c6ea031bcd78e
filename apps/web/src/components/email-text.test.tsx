// An email in a list's narrow column: where it may break (before its @, after its dots, hyphens
// and underscores), so the column need not be as wide as a long address.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailText } from "./email-text";

const breaks = (email: string) =>
  renderToStaticMarkup(<EmailText email={email} />)
    .replace(/^<span[^>]*>|<\/span>$/g, "")
    .replaceAll("<wbr/>", "|");

describe("an email address in a narrow place", () => {
  it("may break before its @ and after each dot, hyphen or underscore, of its name as of its domain", () => {
    expect(breaks("anuradha.chatterjee_98@rediff-mail.co.in")).toBe(
      "anuradha.|chatterjee_|98|@rediff-|mail.|co.|in",
    );
    expect(breaks("tapan@demo.invalid")).toBe("tapan|@demo.|invalid");
  });

  it("keeps an address without an @ as it is", () => {
    expect(breaks("not-an-address")).toBe("not-an-address");
  });
});
