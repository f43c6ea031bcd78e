import { describe, expect, it, vi } from "vitest";
import { repeatEvery } from "./repeat";

describe("repeatEvery", () => {
  it("runs one at a time, logs a failed run, and stopping waits for the run under way", async () => {
    vi.useFakeTimers();
    try {
      const errors: string[] = [];
      let runs = 0;
      let finish: () => void = () => {};
      const task = () => {
        runs += 1;
        if (runs === 1) return Promise.reject(new Error("SMTP down"));
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      };
      const stop = repeatEvery(task, { error: (_obj, msg) => errors.push(msg) }, 1_000, "chores");
      await vi.advanceTimersByTimeAsync(1_000);
      expect(errors).toEqual(["chores failed"]);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(runs).toBe(2);
      // Still running: the next ticks skip.
      await vi.advanceTimersByTimeAsync(5_000);
      expect(runs).toBe(2);
      let stopped = false;
      const stopping = stop().then(() => {
        stopped = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(false);
      finish();
      await stopping;
      expect(stopped).toBe(true);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(runs).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
