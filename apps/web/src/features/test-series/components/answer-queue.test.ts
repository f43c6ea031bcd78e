// The attempt's answers on their way to the server (decision 055): the latest answer of a question
// wins, its saves never overlap or land out of order, a failed save is kept and tried again, a
// held-back number is sent at once when the student moves on, and a 409 stops everything.
import type { AnswerInput } from "@app/shared/test-series";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAnswerQueue, numericResponse, RETRY_MS } from "./answer-queue";

type Call = {
  questionId: string;
  body: AnswerInput;
  resolve: () => void;
  reject: (error: unknown) => void;
};

/** A server whose answers the test gives, one call at a time. */
function fakeServer() {
  const calls: Call[] = [];
  const send = (questionId: string, body: AnswerInput) =>
    new Promise<void>((resolve, reject) => calls.push({ questionId, body, resolve, reject }));
  return { calls, send };
}

const ENDED = new Error("ended");
const setup = () => {
  const server = fakeServer();
  const onEnded = vi.fn();
  const queue = createAnswerQueue({
    send: server.send,
    isEnded: (error) => error === ENDED,
    onEnded,
    describe: (error) => (error instanceof Error ? error.message : "failed"),
  });
  return { ...server, queue, onEnded };
};
const settle = () => vi.advanceTimersByTimeAsync(0);
const one = (value: number) => ({ response: { options: [value] }, flagged: false });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the answer queue", () => {
  it("keeps one save of a question in flight and sends only the latest answer after it", async () => {
    const { calls, queue } = setup();
    queue.set("q1", one(0), 3);
    queue.set("q1", one(1), 1);
    queue.set("q1", one(2), 1);
    expect(calls).toHaveLength(1);
    expect(queue.state().unsaved.has("q1")).toBe(true);
    calls[0]?.resolve();
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body.response).toEqual({ options: [2] });
    expect(calls[1]?.body.seconds).toBe(2);
    calls[1]?.resolve();
    await settle();
    expect(calls).toHaveLength(2);
    expect(queue.state().unsaved.size).toBe(0);
  });

  it("saves different questions side by side", () => {
    const { calls, queue } = setup();
    queue.set("q1", one(0), 0);
    queue.set("q2", one(1), 0);
    expect(calls.map((call) => call.questionId)).toEqual(["q1", "q2"]);
    expect(queue.state().saving).toBe(2);
  });

  it("keeps a failed answer, shows it unsaved and tries it again", async () => {
    const { calls, queue } = setup();
    queue.set("q1", one(3), 5);
    calls[0]?.reject(new Error("offline"));
    await settle();
    expect(queue.state().failed.has("q1")).toBe(true);
    expect(queue.state().unsaved.has("q1")).toBe(true);
    expect(queue.state().error).toBe("offline");
    await vi.advanceTimersByTimeAsync(RETRY_MS[0]);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual({ response: { options: [3] }, flagged: false, seconds: 5 });
    calls[1]?.resolve();
    await settle();
    expect(queue.state()).toMatchObject({ saving: 0, error: null });
    expect(queue.state().unsaved.size).toBe(0);
  });

  it("a newer answer given while a save fails replaces the failed one, never the other way", async () => {
    const { calls, queue } = setup();
    queue.set("q1", one(0), 0);
    queue.set("q1", one(1), 0);
    calls[0]?.reject(new Error("offline"));
    await settle();
    // The newer answer is what is tried again, not the failed older one.
    queue.sendNow();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body.response).toEqual({ options: [1] });
  });

  it("retries at once when asked (back online) rather than waiting for the pause", async () => {
    const { calls, queue } = setup();
    queue.set("q1", one(0), 0);
    calls[0]?.reject(new Error("offline"));
    await settle();
    queue.sendNow();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve();
    await settle();
    // The cancelled pause sends nothing more.
    await vi.advanceTimersByTimeAsync(RETRY_MS[0] * 2);
    expect(calls).toHaveLength(2);
  });

  it("holds back a number being typed, and sends it at once when the student moves on", async () => {
    const { calls, queue } = setup();
    queue.set("q1", { response: { value: 4 }, flagged: false }, 0, 600);
    queue.set("q1", { response: { value: 42 }, flagged: false }, 0, 600);
    expect(calls).toHaveLength(0);
    expect(queue.state().unsaved.has("q1")).toBe(true);
    queue.sendNow();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body.response).toEqual({ value: 42 });
    // The held-back timer is gone: nothing is sent twice.
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
  });

  it("sends a held-back number after its pause", async () => {
    const { calls, queue } = setup();
    queue.set("q1", { response: { value: 7 }, flagged: false }, 0, 600);
    await vi.advanceTimersByTimeAsync(599);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
  });

  it("flush sends everything and says whether the server holds it all", async () => {
    const { calls, queue } = setup();
    queue.set("q1", { response: { value: 1 }, flagged: false }, 0, 600);
    queue.set("q2", one(0), 0);
    const flushed = queue.flush();
    expect(calls).toHaveLength(2);
    calls[0]?.resolve();
    calls[1]?.reject(new Error("offline"));
    expect(await flushed).toBe(false);
    const again = queue.flush();
    calls[2]?.resolve();
    expect(await again).toBe(true);
  });

  it("stops at a 409: the attempt ended", async () => {
    const { calls, queue, onEnded } = setup();
    queue.set("q1", one(0), 0);
    calls[0]?.reject(ENDED);
    await settle();
    expect(onEnded).toHaveBeenCalledOnce();
    queue.set("q2", one(1), 0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });

  it("hands what the server has not confirmed to keep: waiting, in flight, failed, refused", async () => {
    const server = fakeServer();
    const kept: Record<string, unknown>[] = [];
    const queue = createAnswerQueue({
      send: server.send,
      isEnded: (error) => error === ENDED,
      onEnded: () => {},
      describe: () => "failed",
      keep: (unconfirmed) => kept.push(unconfirmed),
    });
    const last = () => kept.at(-1);
    queue.set("q1", one(0), 4, 600);
    expect(last()).toEqual({ q1: { ...one(0), seconds: 4 } });
    await vi.advanceTimersByTimeAsync(600);
    expect(server.calls).toHaveLength(1);
    // In flight, and a newer answer given meanwhile: the newer one is what is kept.
    expect(last()).toEqual({ q1: { ...one(0), seconds: 4 } });
    queue.set("q1", one(1), 1);
    expect(last()).toEqual({ q1: { ...one(1), seconds: 1 } });
    queue.set("q2", one(2), 2);
    server.calls[1]?.reject(new Error("offline"));
    await settle();
    expect(last()).toEqual({ q1: { ...one(1), seconds: 1 }, q2: { ...one(2), seconds: 2 } });
    server.calls[0]?.resolve();
    await settle();
    server.calls[2]?.resolve();
    await settle();
    expect(last()).toEqual({ q2: { ...one(2), seconds: 2 } });
    await vi.advanceTimersByTimeAsync(RETRY_MS[0]);
    server.calls[3]?.resolve();
    await settle();
    expect(last()).toEqual({});
    // Refused because the attempt ended: still unconfirmed, for the result to say so.
    queue.set("q3", one(3), 0);
    server.calls[4]?.reject(ENDED);
    await settle();
    expect(last()).toEqual({ q3: { ...one(3), seconds: 0 } });
  });
});

describe("a typed number", () => {
  it("is an answer once it is a number, none when emptied, nothing while unfinished", () => {
    expect(numericResponse(" 42.5 ")).toEqual({ value: 42.5 });
    expect(numericResponse("-3")).toEqual({ value: -3 });
    expect(numericResponse("")).toBeNull();
    expect(numericResponse("-")).toBeUndefined();
    expect(numericResponse("1e")).toBeUndefined();
  });
});
