import { describe, expect, it } from "vitest";
import { keepOnPage, pageState, toggleAll, toggleOne } from "./queue-selection";

const page = ["a", "b", "c", "d"];

describe("the queue's choice of rows", () => {
  it("chooses and unchooses one row, in the page's order", () => {
    let selected = toggleOne([], page, "c");
    selected = toggleOne(selected, page, "a");
    expect(selected).toEqual(["a", "c"]);
    expect(toggleOne(selected, page, "c")).toEqual(["a"]);
  });

  it("chooses every row of the page, then none", () => {
    expect(toggleAll([], page)).toEqual(page);
    expect(toggleAll(["b"], page)).toEqual(page);
    expect(toggleAll(page, page)).toEqual([]);
    expect(pageState([], page)).toBe("none");
    expect(pageState(["b"], page)).toBe("some");
    expect(pageState(page, page)).toBe("all");
  });

  it("drops a choice the page no longer shows", () => {
    const next = ["c", "d", "e"];
    expect(keepOnPage(["a", "c", "d"], next)).toEqual(["c", "d"]);
    expect(pageState(["a", "b"], next)).toBe("none");
    expect(toggleAll(["a", "c", "d", "e"], next)).toEqual([]);
    expect(toggleOne(["a"], next, "e")).toEqual(["e"]);
  });
});
