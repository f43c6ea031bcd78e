// The tracking page's states: an id nobody shares a location under is said in words of its own,
// with nothing to try again; any other failure offers to try again.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { failQuery, loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { getMapPositionQueryOptions } from "../api/get-map-position";
import { UserTracking } from "./user-tracking";

// Leaflet reads the browser's window as it loads; the map itself is the browser journeys' to test.
vi.mock("@/components/osm-map", () => ({ OsmMap: () => null }));
vi.mock("react-leaflet", () => ({ Tooltip: () => null }));

beforeAll(loadLanguages);

async function failedWith(error: Error) {
  const client = queryCache();
  await failQuery(client, getMapPositionQueryOptions("u1").queryKey, error);
  return client;
}

describe("a user's tracked position", () => {
  it("says it is loading the location first", () => {
    expect(textOf(renderScreen(<UserTracking id="u1" name="Lata" />))).toBe("Loading the location");
  });

  it("names where the user is once the position comes, by the name shared with it if none is given", () => {
    const client = queryCache();
    client.setQueryData(getMapPositionQueryOptions("u1").queryKey, {
      _id: "u1",
      user: "user-1",
      name: "Lata Location",
      email: "lata@example.com",
      lat: 24.1,
      long: 88.25,
      speed: null,
      createdAt: "2026-11-27T10:00:00.000Z",
      updatedAt: "2026-11-27T10:00:00.000Z",
    });
    const text = textOf(renderScreen(<UserTracking id="u1" name="" />, { client }));
    expect(text).toContain("Lata Location is at latitude 24.1, longitude 88.25.");
  });

  it("says nobody shares a location under an unknown id, with no retry", async () => {
    const client = await failedWith(new ApiError("Location not found", 404));
    const markup = renderScreen(<UserTracking id="u1" name="Lata" />, { client });
    expect(markup).toContain('role="alert"');
    expect(textOf(markup)).toBe(
      "No location to show Nobody shares a location under this id; it may have been deleted.",
    );
  });

  it("offers to try again when the location could not be loaded", async () => {
    const client = await failedWith(new ApiError("The server is not answering", 503));
    const text = textOf(renderScreen(<UserTracking id="u1" name="Lata" />, { client }));
    expect(text).toBe("Could not load this page The server is not answering Try again");
  });
});
