// The staff's test form as data (decision 055): a test becomes a draft the form edits and the draft
// becomes the body it sends. Every field the test has is in the draft, so what staff did not
// change goes back as it came: the times (India time, india-time.ts), the results time, every
// random draw and fixed question of each section, the audience and its batches, both languages'
// instructions and both shuffles.
import type { Test, TestInput } from "@app/shared/test-series";
import { type TimeField, timeField, timeValue } from "./india-time";

export type DraftDraw = { key: number; categoryId: string | null; count: number };

export type DraftSection = {
  key: number;
  en: string;
  bn: string;
  correct: number;
  wrong: number;
  unanswered: number;
  questionIds: string[];
  draws: DraftDraw[];
};

export type TestDraft = {
  titleEn: string;
  titleBn: string;
  instructionsEn: string;
  instructionsBn: string;
  durationMinutes: number;
  maxAttempts: number;
  published: boolean;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  opensAt: TimeField;
  closesAt: TimeField;
  resultsAt: TimeField;
  ranksAt: TimeField;
  solutionsAt: TimeField;
  audience: Test["audience"];
  batchIds: string[];
  sections: DraftSection[];
};

export const TIME_FIELDS = ["opensAt", "closesAt", "resultsAt", "ranksAt", "solutionsAt"] as const;
export type TimeName = (typeof TIME_FIELDS)[number];

let nextKey = 1;
/** A key for a new row of the form (React's list key); never sent. */
export const newKey = () => nextKey++;

export const newDraw = (): DraftDraw => ({ key: newKey(), categoryId: null, count: 5 });

export const newSection = (): DraftSection => ({
  key: newKey(),
  en: "",
  bn: "",
  correct: 4,
  wrong: -1,
  unanswered: 0,
  questionIds: [],
  draws: [newDraw()],
});

/** The form's draft of a test, or of a new one. */
export function draftOf(test: Test | null): TestDraft {
  return {
    titleEn: test?.title.en ?? "",
    titleBn: test?.title.bn ?? "",
    instructionsEn: test?.instructions.en ?? "",
    instructionsBn: test?.instructions.bn ?? "",
    durationMinutes: test?.durationMinutes ?? 60,
    maxAttempts: test?.maxAttempts ?? 1,
    published: test?.published ?? false,
    shuffleQuestions: test?.shuffleQuestions ?? true,
    shuffleOptions: test?.shuffleOptions ?? true,
    opensAt: timeField(test?.opensAt ?? null),
    closesAt: timeField(test?.closesAt ?? null),
    resultsAt: timeField(test?.resultsAt ?? null),
    ranksAt: timeField(test?.ranksAt ?? null),
    solutionsAt: timeField(test?.solutionsAt ?? null),
    audience: test?.audience ?? "everyone",
    batchIds: [...(test?.batchIds ?? [])],
    sections: test
      ? test.sections.map((section) => ({
          key: newKey(),
          en: section.title.en,
          bn: section.title.bn,
          ...section.marking,
          questionIds: [...section.questionIds],
          draws: section.draws.map((draw) => ({ key: newKey(), ...draw })),
        }))
      : [newSection()],
  };
}

/** The body the form sends: a draw without a category yet is left out. */
export function inputOf(draft: TestDraft): TestInput {
  return {
    title: { en: draft.titleEn, bn: draft.titleBn },
    instructions: { en: draft.instructionsEn, bn: draft.instructionsBn },
    published: draft.published,
    durationMinutes: draft.durationMinutes,
    maxAttempts: draft.maxAttempts,
    shuffleQuestions: draft.shuffleQuestions,
    shuffleOptions: draft.shuffleOptions,
    opensAt: timeValue(draft.opensAt),
    closesAt: timeValue(draft.closesAt),
    resultsAt: timeValue(draft.resultsAt),
    ranksAt: timeValue(draft.ranksAt),
    solutionsAt: timeValue(draft.solutionsAt),
    audience: draft.audience,
    batchIds: draft.batchIds,
    sections: draft.sections.map((section) => ({
      title: { en: section.en, bn: section.bn },
      marking: { correct: section.correct, wrong: section.wrong, unanswered: section.unanswered },
      questionIds: section.questionIds,
      draws: section.draws.flatMap((draw) =>
        draw.categoryId ? [{ categoryId: draw.categoryId, count: draw.count }] : [],
      ),
    })),
  };
}
