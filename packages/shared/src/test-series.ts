// Tests of the test series built from the question bank (decision 048) and the attempts students
// make at them. What an attempt's questions carry before its results are published has no key:
// no `correct`, no solution, no marks.
import { z } from "zod";
import { IdSchema, TimestampSchema } from "./common";
import { type LocalizedText, localizedText, optionalLocalizedText } from "./localized-text";
import { sharedText } from "./messages";
import { listQuerySchema, PageQuerySchema, SearchTextSchema } from "./paging";
import { DifficultySchema, LocalTextOutSchema, QuestionTypeSchema } from "./question-bank";

const SECTIONS_EMPTY = /*i18n*/ {
  id: "tests.sections.empty",
  message: "A test needs at least one section with questions",
};
const SECTION_EMPTY = /*i18n*/ {
  id: "tests.section.empty",
  message: "Each section needs fixed questions or a random draw",
};
const WINDOW_ORDER = /*i18n*/ {
  id: "tests.window.order",
  message: "The test must close after it opens",
};
const BATCHES_MISSING = /*i18n*/ {
  id: "tests.batches.missing",
  message: "Name at least one batch for a batch-only test",
};
const MARK_INVALID = /*i18n*/ {
  id: "tests.marking.invalid",
  message: "Marks must be numbers between -100 and 100",
};
const WHOLE = /*i18n*/ {
  id: "tests.number.whole",
  message: "Enter a whole number from {min, number} to {max, number}",
};
const TIME_INVALID = /*i18n*/ {
  id: "tests.time.invalid",
  message: "Times are written as ISO 8601 with a zone, e.g. 2026-12-01T10:00:00Z",
};

const whole = (min: number, max: number) =>
  z
    .number({ error: sharedText(WHOLE, { min, max }) })
    .int(sharedText(WHOLE, { min, max }))
    .min(min, sharedText(WHOLE, { min, max }))
    .max(max, sharedText(WHOLE, { min, max }));
const mark = z
  .number({ error: sharedText(MARK_INVALID) })
  .min(-100, sharedText(MARK_INVALID))
  .max(100, sharedText(MARK_INVALID));
const time = z.iso
  .datetime({ offset: true, error: sharedText(TIME_INVALID) })
  .transform((value) => new Date(value).toISOString());
const optionalTime = time.nullable().default(null);

export const MarkingSchema = z.strictObject({
  correct: mark,
  wrong: mark,
  unanswered: mark.default(0),
});
export type Marking = z.infer<typeof MarkingSchema>;

export const DrawSchema = z.strictObject({
  categoryId: IdSchema,
  count: whole(1, 200),
});

export const SectionInputSchema = z
  .strictObject({
    title: localizedText(200),
    marking: MarkingSchema,
    questionIds: z.array(IdSchema).max(300).default([]),
    draws: z.array(DrawSchema).max(20).default([]),
  })
  .refine((section) => section.questionIds.length > 0 || section.draws.length > 0, {
    error: sharedText(SECTION_EMPTY),
  });
export type SectionInput = z.input<typeof SectionInputSchema>;
export type Section = z.output<typeof SectionInputSchema>;

export const AUDIENCES = ["everyone", "batches"] as const;

/** POST /api/exams/tests and PUT /api/exams/tests/{id}. */
export const TestInputSchema = z
  .strictObject({
    title: localizedText(200),
    instructions: optionalLocalizedText(20_000).default({ en: "", bn: "" }),
    published: z.boolean().default(false),
    durationMinutes: whole(1, 600),
    opensAt: optionalTime,
    closesAt: optionalTime,
    shuffleQuestions: z.boolean().default(false),
    shuffleOptions: z.boolean().default(false),
    maxAttempts: whole(1, 100).default(1),
    audience: z.enum(AUDIENCES).default("everyone"),
    batchIds: z.array(IdSchema).max(100).default([]),
    sections: z.array(SectionInputSchema).min(1, sharedText(SECTIONS_EMPTY)).max(20),
    resultsAt: optionalTime,
    ranksAt: optionalTime,
    solutionsAt: optionalTime,
  })
  .superRefine((test, ctx) => {
    if (test.opensAt && test.closesAt && test.closesAt <= test.opensAt)
      ctx.addIssue({ code: "custom", path: ["closesAt"], message: sharedText(WINDOW_ORDER) });
    if (test.audience === "batches" && test.batchIds.length === 0)
      ctx.addIssue({ code: "custom", path: ["batchIds"], message: sharedText(BATCHES_MISSING) });
  });
export type TestInput = z.input<typeof TestInputSchema>;
export type TestContent = z.output<typeof TestInputSchema>;

const LocalizedTextOut = z.object({ en: z.string(), bn: z.string() });

/** A test as staff see and edit it. */
export const TestSchema = z.object({
  _id: IdSchema,
  title: LocalizedTextOut,
  instructions: LocalizedTextOut,
  published: z.boolean(),
  durationMinutes: z.number().int(),
  opensAt: TimestampSchema.nullable(),
  closesAt: TimestampSchema.nullable(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  maxAttempts: z.number().int(),
  audience: z.enum(AUDIENCES),
  batchIds: z.array(IdSchema),
  sections: z.array(
    z.object({
      title: LocalizedTextOut,
      marking: z.object({ correct: z.number(), wrong: z.number(), unanswered: z.number() }),
      questionIds: z.array(IdSchema),
      draws: z.array(z.object({ categoryId: IdSchema, count: z.number().int() })),
    }),
  ),
  resultsAt: TimestampSchema.nullable(),
  ranksAt: TimestampSchema.nullable(),
  solutionsAt: TimestampSchema.nullable(),
  /** Questions an attempt shows: the fixed ones and the draws. */
  questionCount: z.number().int(),
  attempts: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Test = z.infer<typeof TestSchema>;

export const TestListQuerySchema = listQuerySchema({
  sort: ["createdAt", "opensAt"],
  search: true,
});
export type TestListQuery = z.infer<typeof TestListQuerySchema>;

/** A test as a student sees it before starting: the rules, never the questions. */
export const TestSummarySchema = z.object({
  _id: IdSchema,
  title: LocalizedTextOut,
  instructions: LocalizedTextOut,
  durationMinutes: z.number().int(),
  opensAt: TimestampSchema.nullable(),
  closesAt: TimestampSchema.nullable(),
  maxAttempts: z.number().int(),
  sections: z.array(
    z.object({
      title: LocalizedTextOut,
      questions: z.number().int(),
      marking: z.object({ correct: z.number(), wrong: z.number(), unanswered: z.number() }),
    }),
  ),
  /** Attempts the reader made; the running one's id when there is one. */
  attemptsMade: z.number().int(),
  runningAttemptId: IdSchema.nullable(),
  lastAttemptId: IdSchema.nullable(),
  /** "open", "upcoming", "closed" or "done" (no attempts left). */
  state: z.enum(["open", "upcoming", "closed", "done"]),
});
export type TestSummary = z.infer<typeof TestSummarySchema>;

export const MyTestsQuerySchema = listQuerySchema({ sort: ["opensAt"], search: true });

// ---- Attempts ----

/** A question as an attempt shows it: no key, no solution. */
export const AttemptQuestionSchema = z.object({
  _id: IdSchema,
  versionId: IdSchema,
  version: z.number().int(),
  type: QuestionTypeSchema,
  text: LocalTextOutSchema,
  /** The question's picture's name (questionPictureUrl), if it has one. */
  picture: z.string().nullable().optional(),
  /** In the order shown; `id` is the option's index in its version, so answers survive shuffling. */
  options: z.array(
    z.object({
      id: z.number().int(),
      text: LocalTextOutSchema,
      picture: z.string().nullable().optional(),
    }),
  ),
  /** What the student saved. */
  response: z
    .object({ options: z.array(z.number().int()).optional(), value: z.number().optional() })
    .nullable(),
  flagged: z.boolean(),
  visited: z.boolean(),
});
export type AttemptQuestion = z.infer<typeof AttemptQuestionSchema>;

export const AttemptSchema = z.object({
  id: IdSchema,
  testId: IdSchema,
  title: LocalizedTextOut,
  status: z.enum(["running", "submitted"]),
  startedAt: TimestampSchema,
  deadline: TimestampSchema,
  /** The server's clock when it answered, so the browser counts down from the server's time. */
  now: TimestampSchema,
  submittedAt: TimestampSchema.nullable(),
  sections: z.array(
    z.object({
      title: LocalizedTextOut,
      marking: z.object({ correct: z.number(), wrong: z.number(), unanswered: z.number() }),
      questions: z.array(AttemptQuestionSchema),
    }),
  ),
});
export type Attempt = z.infer<typeof AttemptSchema>;

/** PUT /api/exams/attempts/{id}/answers/{questionId}: the answer (null clears it) and the flag. */
export const AnswerInputSchema = z.strictObject({
  response: z
    .strictObject({
      options: z.array(whole(0, 50)).max(10).optional(),
      value: z.number().min(-1e12).max(1e12).optional(),
    })
    .nullable(),
  flagged: z.boolean().default(false),
  /** Seconds spent on the question since the last save (added up by the server, capped). */
  seconds: whole(0, 3600).default(0),
});
export type AnswerInput = z.input<typeof AnswerInputSchema>;

export const AnswerSavedSchema = z.object({ savedAt: TimestampSchema });

export const AttemptParamsSchema = z.object({ id: IdSchema, questionId: IdSchema });

// ---- Results ----

export const ReviewQuestionSchema = AttemptQuestionSchema.extend({
  marks: z.number(),
  /** Present once solutions are published. */
  correctOptions: z.array(z.number().int()).optional(),
  numeric: z.object({ value: z.number(), tolerance: z.number() }).nullable().optional(),
  solution: LocalTextOutSchema.nullable().optional(),
  solutionPicture: z.string().nullable().optional(),
  difficulty: DifficultySchema.optional(),
});

export const AttemptResultSchema = z.object({
  id: IdSchema,
  testId: IdSchema,
  title: LocalizedTextOut,
  status: z.enum(["running", "submitted"]),
  submittedAt: TimestampSchema.nullable(),
  /** Null until results are published. */
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  sections: z.array(
    z.object({ title: LocalizedTextOut, score: z.number().nullable(), maxScore: z.number() }),
  ),
  /** Null until ranks are published. */
  rank: z.number().int().nullable(),
  percentile: z.number().nullable(),
  candidates: z.number().int().nullable(),
  /** Null until solutions are published (and the window closed). */
  review: z
    .array(z.object({ title: LocalizedTextOut, questions: z.array(ReviewQuestionSchema) }))
    .nullable(),
  resultsAt: TimestampSchema.nullable(),
  ranksAt: TimestampSchema.nullable(),
  solutionsAt: TimestampSchema.nullable(),
});
export type AttemptResult = z.infer<typeof AttemptResultSchema>;

export const LeaderboardRowSchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  score: z.number(),
  submittedAt: TimestampSchema.nullable(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

export const HistoryRowSchema = z.object({
  attemptId: IdSchema,
  testId: IdSchema,
  title: LocalizedTextOut,
  status: z.enum(["running", "submitted"]),
  startedAt: TimestampSchema,
  submittedAt: TimestampSchema.nullable(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  rank: z.number().int().nullable(),
  percentile: z.number().nullable(),
});
export type HistoryRow = z.infer<typeof HistoryRowSchema>;

/** Staff: each attempt at a test, with the times the page lost focus. */
export const StaffAttemptRowSchema = z.object({
  attemptId: IdSchema,
  userId: IdSchema,
  name: z.string(),
  email: z.string(),
  number: z.number().int(),
  status: z.enum(["running", "submitted"]),
  startedAt: TimestampSchema,
  submittedAt: TimestampSchema.nullable(),
  score: z.number().nullable(),
  focusLosses: z.number().int(),
});
export type StaffAttemptRow = z.infer<typeof StaffAttemptRowSchema>;

/** GET /api/exams/tests/{id}/attempts: a page of a test's attempts; q finds a name or email. */
export const StaffAttemptListQuerySchema = PageQuerySchema.extend({ q: SearchTextSchema });
export type StaffAttemptListQuery = z.infer<typeof StaffAttemptListQuerySchema>;

/** Staff: how each question fared, to find a wrong key or a too-easy question. */
export const QuestionStatsSchema = z.object({
  questionId: IdSchema,
  versionId: IdSchema,
  version: z.number().int(),
  text: LocalTextOutSchema,
  shown: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** Per option of the version, in its own order: how many chose it, and whether it is correct. */
  options: z.array(
    z.object({ text: LocalTextOutSchema, chosen: z.number().int(), correct: z.boolean() }),
  ),
  averageSeconds: z.number(),
});
export type QuestionStats = z.infer<typeof QuestionStatsSchema>;

export const FocusLossSchema = z.object({ focusLosses: z.number().int() });

export type { LocalizedText };
