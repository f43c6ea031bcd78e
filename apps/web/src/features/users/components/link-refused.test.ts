import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { isLinkRefused } from "./link-refused";

describe("isLinkRefused", () => {
  it("knows the refused link by its shape, whatever language its words are in", () => {
    expect(isLinkRefused(new ApiError("এই লিংকটির মেয়াদ শেষ", 400))).toBe(true);
    expect(isLinkRefused(new ApiError("This link has expired", 400))).toBe(true);
  });

  it("is not a refused new password, another status or an error of the page", () => {
    const weak = new ApiError("Too common", 400, [{ path: "password", message: "Too common" }]);
    expect(isLinkRefused(weak)).toBe(false);
    expect(isLinkRefused(new ApiError("Too many requests", 429))).toBe(false);
    expect(isLinkRefused(new Error("This link has expired"))).toBe(false);
    expect(isLinkRefused(null)).toBe(false);
  });
});
