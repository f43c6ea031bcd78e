// What a ticket opened from the staff queue knows of it (the history entry's state, not the
// address): the tickets of the page it was opened from, in the queue's order, for `j` and `k`,
// and the queue's search and filters, to go back to the same list.

export type QueueState = { queue: string[]; search: string };

/** The queue's state from a history entry, or nothing when the ticket was not opened from it. */
export function readQueueState(state: unknown): QueueState | undefined {
  if (typeof state !== "object" || state === null) return undefined;
  const { queue, search } = state as Partial<QueueState>;
  if (!Array.isArray(queue) || !queue.every((id) => typeof id === "string")) return undefined;
  return { queue, search: typeof search === "string" ? search : "" };
}

/** The ticket `step` places after (1) or before (-1) `ticketId` in the queue, if any. */
export function neighbour(state: QueueState, ticketId: string, step: 1 | -1): string | undefined {
  const index = state.queue.indexOf(ticketId);
  if (index < 0) return undefined;
  return state.queue[index + step];
}
