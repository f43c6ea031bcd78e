import { describe, expect, it } from "vitest";
import { newId } from "./ids";

describe("newId", () => {
  it("makes UUIDv7 strings that sort in creation order", () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
