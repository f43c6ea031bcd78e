// The entrance test follows the page's language: the server answers its rules and questions in the
// reader's language, so each language has a query of its own, and a started or submitted attempt
// is kept in the language it was asked in while the other languages' tests are read again.
import type { EntranceTest } from "@app/shared/exams";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { entranceTestQueryKey, keepEntranceAttempt } from "../api/get-entrance-test";
import { EntranceTestPage } from "./entrance-test";

beforeAll(loadLanguages);

const test = (rule: string): EntranceTest => ({
  rules: [rule],
  questionCount: 5,
  marking: { correct: 4, wrong: -1, unanswered: 0 },
  maxScore: 20,
  timeLimitSeconds: 600,
  graceSeconds: 10,
  attempt: { state: "not-started" },
});

describe("the entrance test", () => {
  it("has a query of its own in each language", () => {
    expect(entranceTestQueryKey("en")).not.toEqual(entranceTestQueryKey("bn"));
    expect(entranceTestQueryKey("bn")).toContain("bn");
  });

  it("shows the test of the page's language", () => {
    const client = queryCache();
    client.setQueryData(entranceTestQueryKey("en"), test("Answer every question."));
    client.setQueryData(entranceTestQueryKey("bn"), test("প্রতিটি প্রশ্নের উত্তর দিন।"));
    expect(textOf(renderScreen(<EntranceTestPage />, { client }))).toContain(
      "Answer every question.",
    );
    const bn = textOf(renderScreen(<EntranceTestPage />, { client, language: "bn" }));
    expect(bn).toContain("প্রতিটি প্রশ্নের উত্তর দিন।");
    expect(bn).not.toContain("Answer every question.");
  });

  it("keeps a started attempt in its language and reads the other languages again", () => {
    const client = queryCache();
    client.setQueryData(entranceTestQueryKey("en"), test("Answer every question."));
    client.setQueryData(entranceTestQueryKey("bn"), test("প্রতিটি প্রশ্নের উত্তর দিন।"));
    const attempt = {
      state: "in-progress" as const,
      startedAt: "2026-11-27T10:00:00.000Z",
      deadline: null,
      questions: [],
    };
    keepEntranceAttempt(client, "bn", attempt);
    expect(client.getQueryData<EntranceTest>(entranceTestQueryKey("bn"))?.attempt).toEqual(attempt);
    expect(client.getQueryState(entranceTestQueryKey("bn"))?.isInvalidated).toBe(false);
    expect(client.getQueryData<EntranceTest>(entranceTestQueryKey("en"))?.attempt.state).toBe(
      "not-started",
    );
    expect(client.getQueryState(entranceTestQueryKey("en"))?.isInvalidated).toBe(true);
  });
});
