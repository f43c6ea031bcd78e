// /pay without a debt in its address: it sends the reader to their profile, where each fee,
// order and booking still to pay has its own link here, with a link there in both languages.
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, renderScreen } from "@/test/render-screen";
import { PayRoute } from "./pay";

beforeAll(loadLanguages);

describe("the payment page with nothing to pay", () => {
  it("links to the profile, where the things to pay are", () => {
    const markup = renderScreen(<PayRoute />, { at: "/pay" });
    expect(markup).toMatch(
      /Choose what to pay from <a[^>]*href="\/profile"[^>]*>your profile<\/a>\./,
    );
  });

  it("links to it in Bengali too", () => {
    const markup = renderScreen(<PayRoute />, { at: "/pay", language: "bn" });
    expect(markup).toMatch(/<a[^>]*href="\/profile"[^>]*>আপনার প্রোফাইল<\/a> থেকে কী পেমেন্ট করবেন/);
  });
});
