// The welcome page's travel rules: each booked trip's rules, or, with none booked, the empty state
// saying where the rules will come from and linking to the trips.
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { failQuery, loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { tripsQueryKey } from "../api/trips";
import { MyTripRules } from "./my-trip-rules";

beforeAll(loadLanguages);

const rulesKey = [...tripsQueryKey, "rules"];

describe("the travel rules of the traveller's trips", () => {
  it("with no trip booked, say so, when the rules will show, and link to the trips", () => {
    const client = queryCache();
    client.setQueryData(rulesKey, []);
    const markup = renderScreen(<MyTripRules />, { client });
    expect(textOf(markup)).toBe(
      "Travel rules for your trips You have no trip booked yet. The rules of a trip show here once you reserve seats. See the trips",
    );
    expect(markup).toMatch(/<a[^>]*href="\/trip"[^>]*>See the trips<\/a>/);
    expect(textOf(renderScreen(<MyTripRules />, { client, language: "bn" }))).toBe(
      "আপনার ভ্রমণের নিয়ম আপনার এখনও কোনো ভ্রমণ বুক করা নেই। আসন সংরক্ষণ করলে ভ্রমণের নিয়মগুলি এখানে দেখা যাবে। ভ্রমণগুলি দেখুন",
    );
  });

  it("list each booked trip's rules, line by line", () => {
    const client = queryCache();
    client.setQueryData(rulesKey, [
      { tripId: "t1", trip: "Nabadwip", rules: "Carry a photo ID.\n\nBe on time." },
      { tripId: "t2", trip: "Mayapur", rules: "" },
    ]);
    const text = textOf(renderScreen(<MyTripRules />, { client }));
    expect(text).toBe(
      "Travel rules for your trips Nabadwip Carry a photo ID. Be on time. Mayapur No particular rules for this trip.",
    );
  });

  it("say they could not load, and offer to try again", async () => {
    const client = queryCache();
    await failQuery(client, rulesKey, new ApiError("The server is not answering", 503));
    expect(textOf(renderScreen(<MyTripRules />, { client }))).toBe(
      "Travel rules for your trips Could not load your trips' rules The server is not answering Try again",
    );
  });
});
