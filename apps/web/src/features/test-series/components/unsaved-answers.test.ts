// Answers kept in the browser across a closed page (decision 064): written and read back per
// attempt, removed when none are left, and ignored when what is stored is not an answer.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearUnsaved, readUnsaved, writeUnsaved } from "./unsaved-answers";

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

const answer = { response: { options: [1] }, flagged: true, seconds: 12 };

describe("answers kept on this device", () => {
  it("are read back per attempt and removed when none are left", () => {
    writeUnsaved("a1", { q1: answer, q2: { response: null, flagged: false, seconds: 0 } });
    writeUnsaved("a2", { q9: answer });
    expect(readUnsaved("a1")).toEqual({
      q1: answer,
      q2: { response: null, flagged: false, seconds: 0 },
    });
    writeUnsaved("a1", {});
    expect(readUnsaved("a1")).toEqual({});
    expect(store.size).toBe(1);
    clearUnsaved("a2");
    expect(store.size).toBe(0);
  });

  it("are nothing when what is stored is not JSON or not an answer", () => {
    store.set("test-series:unsaved:a1", "{not json");
    expect(readUnsaved("a1")).toEqual({});
    store.set("test-series:unsaved:a1", JSON.stringify({ q1: { response: "A", seconds: -1 } }));
    expect(readUnsaved("a1")).toEqual({});
  });

  it("do not break the page when the browser refuses storage", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {},
    });
    expect(() => writeUnsaved("a1", { q1: answer })).not.toThrow();
    expect(readUnsaved("a1")).toEqual({});
  });
});
