import { describe, expect, it } from "vitest";
import { merge, render } from "./global-setup";

describe("the reliability figures document", () => {
  it("replaces the groups a run measured, keeps the others, and adds up one group's files", () => {
    const before = merge(
      {},
      [{ suite: "Crash safety", order: 40, figures: [{ label: "crashes", value: 3 }] }],
      "2026-01-01",
    );
    const after = merge(
      before,
      [
        { suite: "Hostile input", order: 21, figures: [{ label: "round trips", value: 800 }] },
        { suite: "Hostile input", order: 20, figures: [{ label: "requests", value: 9000 }] },
      ],
      "2026-02-02",
    );
    expect(after["Crash safety"]).toEqual({
      order: 40,
      date: "2026-01-01",
      figures: [{ label: "crashes", value: 3 }],
    });
    expect(after["Hostile input"]).toMatchObject({ order: 20, date: "2026-02-02" });
    expect(after["Hostile input"]?.figures).toHaveLength(2);
    const again = merge(
      after,
      [{ suite: "Hostile input", order: 20, figures: [{ label: "requests", value: 1 }] }],
      "2026-03-03",
    );
    expect(again["Hostile input"]?.figures).toEqual([{ label: "requests", value: 1 }]);

    const text = render("sqlite", again);
    expect(text.indexOf("### Hostile input")).toBeLessThan(text.indexOf("### Crash safety"));
    expect(text).toContain("| requests | 1 |");
    expect(text).toContain("Measured 2026-01-01.");
  });
});
