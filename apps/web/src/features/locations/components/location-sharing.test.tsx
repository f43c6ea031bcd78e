// What the sharing page says is stored: nothing, a position, or why it could not be read. The
// browser journeys read it by its test id, so the id holds the words of every state.
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { failQuery, loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { ownLocationQueryKey } from "../api/get-own-location";
import { LocationSharing } from "./location-sharing";

beforeAll(loadLanguages);

/** The text inside the stored position's test id. */
function stored(markup: string): string {
  const start = markup.indexOf('data-testid="stored-position"');
  expect(start).toBeGreaterThan(-1);
  const rest = markup.slice(markup.indexOf(">", start) + 1);
  // The stored position's box is the last thing in its section.
  return textOf(rest.slice(0, rest.indexOf("</section>")));
}

describe("the stored position", () => {
  it("says nothing is shared when nothing is stored, in the reader's language", () => {
    const client = queryCache();
    client.setQueryData(ownLocationQueryKey, { location: null });
    expect(stored(renderScreen(<LocationSharing />, { client }))).toBe(
      "You are not sharing a location with us.",
    );
    expect(stored(renderScreen(<LocationSharing />, { client, language: "bn" }))).toBe(
      "আপনি আমাদের কোনো অবস্থান জানাচ্ছেন না।",
    );
  });

  it("shows the stored position and who shared it", () => {
    const client = queryCache();
    client.setQueryData(ownLocationQueryKey, {
      location: {
        _id: "l1",
        user: "u1",
        name: "Lata Location",
        email: "lata@example.com",
        lat: 24.1,
        long: 88.3,
        speed: null,
        createdAt: "2026-11-27T10:00:00.000Z",
        updatedAt: "2026-11-27T10:00:00.000Z",
      },
    });
    const text = stored(renderScreen(<LocationSharing />, { client }));
    expect(text).toContain("Latitude 24.1, longitude 88.3, speed not reported");
    expect(text).toContain("as Lata Location (lata@example.com)");
  });

  it("says it could not load what is stored, and offers to try again", async () => {
    const client = queryCache();
    await failQuery(client, ownLocationQueryKey, new ApiError("The server is not answering", 503));
    expect(stored(renderScreen(<LocationSharing />, { client }))).toBe(
      "Could not load your shared position The server is not answering Try again",
    );
  });
});
