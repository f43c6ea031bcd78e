// The conversation's and the queue's order (decision 056): notes come newest first and show oldest
// first, each once; the shared views mine, unassigned and open default to newest activity; a
// closed ticket's reply reopens it until its `reopenUntil`.
import type { Note } from "@app/shared/tickets";
import { describe, expect, it } from "vitest";
import { conversationOrder } from "../api/get-notes";
import { reopensOnReply } from "./closed-ticket";
import { queueDefaultSort } from "./staff-queue";

const note = (id: string) => ({ _id: id }) as Note;

describe("the conversation's order", () => {
  it("shows the pages read newest first oldest first, a note shifted onto the next page once", () => {
    const data = {
      pages: [
        { items: [note("n5"), note("n4"), note("n3")], total: 5 },
        // n3 again: a note written meanwhile pushed it onto the second page.
        { items: [note("n3"), note("n2"), note("n1")], total: 5 },
      ],
      pageParams: [1, 2],
    };
    expect(conversationOrder(data).map((n) => n._id)).toEqual(["n1", "n2", "n3", "n4", "n5"]);
    expect(conversationOrder(undefined)).toEqual([]);
  });
});

describe("the queue's order when none is chosen", () => {
  it("is newest activity in mine, unassigned and open, newest created elsewhere", () => {
    expect(queueDefaultSort("mine")).toBe("-activity");
    expect(queueDefaultSort("unassigned")).toBe("-activity");
    expect(queueDefaultSort("open")).toBe("-activity");
    expect(queueDefaultSort("pending")).toBe("-createdAt");
    expect(queueDefaultSort(undefined)).toBe("-createdAt");
  });
});

describe("a closed ticket's reply", () => {
  it("reopens it until reopenUntil, not after, and never without one", () => {
    const now = Date.parse("2026-11-27T12:00:00Z");
    expect(reopensOnReply({ reopenUntil: "2026-11-28T00:00:00Z" }, now)).toBe(true);
    expect(reopensOnReply({ reopenUntil: "2026-11-27T11:59:59Z" }, now)).toBe(false);
    expect(reopensOnReply({ reopenUntil: null }, now)).toBe(false);
  });
});
