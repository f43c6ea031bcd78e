// The answers of an attempt the server has not confirmed, kept in this browser's localStorage
// (decision 064) so that closing the page while offline loses nothing: the attempt's screen sends
// them when it is opened again on this device while time is left, and the result says which never
// reached the server. Whatever is stored is checked with the API's own schema before it is used.
import { AnswerInputSchema } from "@app/shared/test-series";
import { z } from "zod";
import type { Pending } from "./answer-queue";

const StoredSchema = z.record(z.string().max(64), AnswerInputSchema);
const keyOf = (attemptId: string) => `test-series:unsaved:${attemptId}`;

/** The answers kept for an attempt; nothing when none are, or what is kept is unreadable. */
export function readUnsaved(attemptId: string): Record<string, Pending> {
  try {
    const raw = localStorage.getItem(keyOf(attemptId));
    if (!raw) return {};
    const parsed = StoredSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return {};
    return Object.fromEntries(
      Object.entries(parsed.data).map(([id, answer]) => [
        id,
        { response: answer.response, flagged: answer.flagged, seconds: answer.seconds },
      ]),
    );
  } catch {
    return {};
  }
}

/** Keeps what the server has not confirmed; an empty set removes the attempt's entry. */
export function writeUnsaved(attemptId: string, answers: Record<string, Pending>) {
  try {
    if (Object.keys(answers).length === 0) localStorage.removeItem(keyOf(attemptId));
    else localStorage.setItem(keyOf(attemptId), JSON.stringify(answers));
  } catch {
    // Storage full or refused (a private window): the page's own queue still retries.
  }
}

export const clearUnsaved = (attemptId: string) => writeUnsaved(attemptId, {});
