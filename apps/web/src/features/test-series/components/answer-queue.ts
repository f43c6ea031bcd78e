// The answers of a running attempt on their way to the server (decision 055). Per question only
// the latest answer matters: one save of a question is in flight at a time and a newer answer
// waits for it, so a question's saves never land out of order, and answers given meanwhile
// collapse into the newest. A failed save keeps its answer (unless a newer one came) and is tried
// again after a growing pause, at once when the browser is back online, and before submitting.
// A 409 means the attempt has ended: nothing more is sent. What the server has not confirmed is
// handed to `keep` at every change, for the screen to keep in the browser across a closed page.
import type { AnswerInput } from "@app/shared/test-series";

export type QueuedAnswer = Pick<AnswerInput, "response" | "flagged">;
export type Pending = QueuedAnswer & { seconds: number };

type Entry = {
  pending: Pending | null;
  inFlight: Promise<void> | null;
  /** The answer the save in flight carries. */
  sending: Pending | null;
  failures: number;
  delay: ReturnType<typeof setTimeout> | undefined;
  retry: ReturnType<typeof setTimeout> | undefined;
};

export type QueueState = {
  /** Questions whose latest answer the server has not confirmed (waiting, in flight or failed). */
  unsaved: ReadonlySet<string>;
  /** Questions whose last save failed and that wait to be tried again. */
  failed: ReadonlySet<string>;
  /** Saves on their way now. */
  saving: number;
  /** The latest failure's message, until a later save succeeds with nothing failed. */
  error: string | null;
};

export type AnswerQueue = {
  /** Queues a question's answer; `delayMs` holds it back (typing a number) unless flushed. */
  set: (questionId: string, answer: QueuedAnswer, seconds: number, delayMs?: number) => void;
  /** Sends every held-back and failed answer now. */
  sendNow: () => void;
  /** Sends everything now and waits; true when the server holds every answer. */
  flush: () => Promise<boolean>;
  state: () => QueueState;
  subscribe: (listener: () => void) => () => void;
  /** Stops retrying (the screen went away). */
  dispose: () => void;
};

/** Pauses between tries of a failed save: 1, 2, 5, 10 s, then every 15 s. */
export const RETRY_MS = [1000, 2000, 5000, 10_000, 15_000] as const;

export function createAnswerQueue({
  send,
  isEnded,
  onEnded,
  describe,
  keep,
}: {
  send: (questionId: string, body: AnswerInput) => Promise<unknown>;
  /** Whether a failure means the attempt ended (409): nothing more is worth sending. */
  isEnded: (error: unknown) => boolean;
  onEnded: () => void;
  describe: (error: unknown) => string;
  /**
   * Every question's latest answer the server has not confirmed (waiting, in flight, failed or
   * refused because the attempt ended), after each change; empty once the server holds them all.
   */
  keep?: (unconfirmed: Record<string, Pending>) => void;
}): AnswerQueue {
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let error: string | null = null;
  let ended = false;
  let disposed = false;
  let snapshot: QueueState | null = null;

  const notify = () => {
    snapshot = null;
    if (keep) {
      const unconfirmed: Record<string, Pending> = {};
      for (const [id, entry] of entries) {
        const latest = entry.pending ?? entry.sending;
        if (latest) unconfirmed[id] = latest;
      }
      keep(unconfirmed);
    }
    for (const listener of listeners) listener();
  };
  const entryOf = (id: string) => {
    let entry = entries.get(id);
    if (!entry) {
      entry = {
        pending: null,
        inFlight: null,
        sending: null,
        failures: 0,
        delay: undefined,
        retry: undefined,
      };
      entries.set(id, entry);
    }
    return entry;
  };

  const pump = (id: string) => {
    const entry = entryOf(id);
    if (ended || disposed || entry.inFlight || !entry.pending) return;
    clearTimeout(entry.delay);
    clearTimeout(entry.retry);
    entry.delay = undefined;
    entry.retry = undefined;
    const sent = entry.pending;
    entry.pending = null;
    entry.sending = sent;
    entry.inFlight = send(id, sent).then(
      () => {
        entry.inFlight = null;
        entry.sending = null;
        entry.failures = 0;
        if (![...entries.values()].some((other) => other.failures > 0)) error = null;
        pump(id);
        notify();
      },
      (failure: unknown) => {
        entry.inFlight = null;
        entry.sending = null;
        if (isEnded(failure)) {
          ended = true;
          entry.pending ??= sent;
          notify();
          onEnded();
          return;
        }
        // A newer answer wins; the failed one's seconds are still owed.
        entry.pending = entry.pending
          ? { ...entry.pending, seconds: Math.min(3600, entry.pending.seconds + sent.seconds) }
          : sent;
        entry.failures += 1;
        error = describe(failure);
        const pause = RETRY_MS[Math.min(entry.failures, RETRY_MS.length) - 1];
        if (!disposed) entry.retry = setTimeout(() => pump(id), pause);
        notify();
      },
    );
    notify();
  };

  const sendNow = () => {
    for (const id of entries.keys()) pump(id);
  };

  return {
    set(id, answer, seconds, delayMs = 0) {
      const entry = entryOf(id);
      const owed = entry.pending?.seconds ?? 0;
      entry.pending = { ...answer, seconds: Math.min(3600, owed + seconds) };
      clearTimeout(entry.delay);
      entry.delay = undefined;
      if (delayMs > 0 && !entry.inFlight) {
        entry.delay = setTimeout(() => pump(id), delayMs);
        notify();
      } else {
        pump(id);
        notify();
      }
    },
    sendNow,
    async flush() {
      sendNow();
      for (;;) {
        const flying = [...entries.values()].flatMap((entry) =>
          entry.inFlight ? [entry.inFlight] : [],
        );
        if (flying.length === 0) break;
        await Promise.allSettled(flying);
      }
      return [...entries.values()].every((entry) => !entry.pending);
    },
    state() {
      if (snapshot) return snapshot;
      const unsaved = new Set<string>();
      const failed = new Set<string>();
      let saving = 0;
      for (const [id, entry] of entries) {
        if (entry.inFlight) saving += 1;
        if (entry.pending || entry.inFlight) unsaved.add(id);
        if (entry.pending && entry.failures > 0) failed.add(id);
      }
      snapshot = { unsaved, failed, saving, error };
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      for (const entry of entries.values()) {
        clearTimeout(entry.delay);
        clearTimeout(entry.retry);
      }
    },
  };
}

/** A typed number as an answer: null when empty, undefined while it is not a number yet ("-"). */
export function numericResponse(text: string): QueuedAnswer["response"] | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? { value: number } : undefined;
}
