// The quiz (/test) and the entrance test. Questions reach the browser without their answer key;
// the server scores every submission and reveals the key only in the submitter's own review.
import { z } from "zod";
import { IdSchema, TimestampSchema } from "./common";
import { LanguageSchema } from "./i18n";
import { sharedText } from "./messages";
import { listQuerySchema } from "./paging";

const OPTION_INVALID = /*i18n*/ {
  id: "exams.option.invalid",
  message: "An answer must be a, b, c or d",
};

/** Both exams have five questions, named `one` to `five` as the specification's answers are. */
export const QUESTION_KEYS = ["one", "two", "three", "four", "five"] as const;
export const QuestionKeySchema = z.enum(QUESTION_KEYS);
export type QuestionKey = z.infer<typeof QuestionKeySchema>;

/** Every question has four options, `a` to `d`. */
export const OPTION_IDS = ["a", "b", "c", "d"] as const;
export const OptionIdSchema = z.enum(OPTION_IDS, { error: sharedText(OPTION_INVALID) });
export type OptionId = z.infer<typeof OptionIdSchema>;

export const ExamOptionSchema = z.object({ id: OptionIdSchema, text: z.string() });
export type ExamOption = z.infer<typeof ExamOptionSchema>;

/** A question as shown before submission: no answer key. */
export const ExamQuestionSchema = z.object({
  id: QuestionKeySchema,
  text: z.string(),
  options: z.array(ExamOptionSchema),
});
export type ExamQuestion = z.infer<typeof ExamQuestionSchema>;

/** One chosen option per question; a missing or null answer means "not answered". */
const answer = OptionIdSchema.nullable().optional();
export const AnswersSchema = z.strictObject({
  one: answer,
  two: answer,
  three: answer,
  four: answer,
  five: answer,
});
export type Answers = z.input<typeof AnswersSchema>;

/** After submission: each question with the option chosen, the right option and the marks. */
export const ReviewItemSchema = ExamQuestionSchema.extend({
  chosen: OptionIdSchema.nullable(),
  correct: OptionIdSchema,
  marks: z.number().int(),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

// ---- Quiz ----

/** GET /api/quiz?lang=bn: the questions in the page's language (a public page has no account). */
export const QuizQuerySchema = z.object({
  lang: LanguageSchema.optional().describe("The questions' language; else the reader's"),
});

/**
 * The entrance test's calls (?lang=bn): the rules and questions in the page's language, asked by
 * the page itself, so a reader who has just switched language is not answered in the account's
 * previous one while the switch is being saved.
 */
export const EntranceTestQuerySchema = z.object({
  lang: LanguageSchema.optional().describe("The rules' and questions' language; else the reader's"),
});

/** GET /api/quiz (public): the questions without answers. */
export const QuizSchema = z.object({ questions: z.array(ExamQuestionSchema) });
export type Quiz = z.infer<typeof QuizSchema>;

/**
 * POST /api/users/qmarks. `answers` is what counts. `name`, `email` and `total` are what the
 * specification's client sent; they are accepted and ignored (the account gives the name and
 * email, the server computes the marks).
 */
export const QuizSubmissionSchema = z.strictObject({
  answers: AnswersSchema,
  name: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  total: z.unknown().optional(),
});
export type QuizSubmission = z.input<typeof QuizSubmissionSchema>;

/** A user's quiz result: 1 mark per right answer. */
export const QuizResultSchema = z.object({
  _id: IdSchema,
  user: IdSchema,
  name: z.string(),
  email: z.string(),
  marks: z.number().int(),
  /** Highest possible marks (5). */
  outOf: z.number().int(),
  review: z.array(ReviewItemSchema),
  createdAt: TimestampSchema,
});
export type QuizResult = z.infer<typeof QuizResultSchema>;

/**
 * POST /api/users/qmarks answers a one-item list, as the specification's client reads
 * `response[0].marks`: 201 for the first submission, 200 with the stored result after that.
 */
export const QuizSubmitResponseSchema = z.array(QuizResultSchema);

/** GET /api/users/qmarks: the caller's result, or null before they have submitted. */
export const OwnQuizResultSchema = z.object({ result: QuizResultSchema.nullable() });
export type OwnQuizResult = z.infer<typeof OwnQuizResultSchema>;

// ---- Entrance test ----

export const ENTRANCE_MARKS = { correct: 2, wrong: -1, unanswered: 0 } as const;

export const EntranceMarkingSchema = z.object({
  correct: z.number().int(),
  wrong: z.number().int(),
  unanswered: z.number().int(),
});

export const AttemptNotStartedSchema = z.object({ state: z.literal("not-started") });

export const AttemptInProgressSchema = z.object({
  state: z.literal("in-progress"),
  startedAt: TimestampSchema,
  /**
   * When the time is up (ISO), or null when the test has no time limit. The client should submit
   * by then; the server still accepts a submission a few seconds later (`graceSeconds`).
   */
  deadline: TimestampSchema.nullable(),
  questions: z.array(ExamQuestionSchema),
});
export type AttemptInProgress = z.infer<typeof AttemptInProgressSchema>;

export const AttemptSubmittedSchema = z.object({
  state: z.literal("submitted"),
  startedAt: TimestampSchema,
  submittedAt: TimestampSchema,
  /**
   * True when no answers arrived in time (the time ran out, or a submission came after the
   * deadline and its grace): the attempt was closed as unanswered, scoring 0.
   */
  expired: z.boolean(),
  score: z.number().int(),
  /** Highest possible score (10). */
  maxScore: z.number().int(),
  review: z.array(ReviewItemSchema),
});
export type AttemptSubmitted = z.infer<typeof AttemptSubmittedSchema>;

export const AttemptSchema = z.discriminatedUnion("state", [
  AttemptNotStartedSchema,
  AttemptInProgressSchema,
  AttemptSubmittedSchema,
]);
export type Attempt = z.infer<typeof AttemptSchema>;

/** GET /api/entrance-test (signed in): the rules, the time limit and the caller's attempt. */
export const EntranceTestSchema = z.object({
  /** The rules text, one line per rule, to show before the test starts. */
  rules: z.array(z.string()),
  questionCount: z.number().int(),
  marking: EntranceMarkingSchema,
  maxScore: z.number().int(),
  /** Seconds from start to deadline, or null when the test has no time limit. */
  timeLimitSeconds: z.number().int().nullable(),
  /** Seconds after the deadline during which a submission still counts. */
  graceSeconds: z.number().int(),
  attempt: AttemptSchema,
});
export type EntranceTest = z.infer<typeof EntranceTestSchema>;

/** POST /api/entrance-test/submit */
export const EntranceSubmissionSchema = z.strictObject({ answers: AnswersSchema });
export type EntranceSubmission = z.input<typeof EntranceSubmissionSchema>;

/** GET /api/entrance-test/results (staff and admin): every candidate, newest attempt first. */
export const EntranceResultSchema = z.object({
  _id: IdSchema,
  user: IdSchema,
  name: z.string(),
  email: z.string(),
  state: z.enum(["in-progress", "submitted"]),
  startedAt: TimestampSchema,
  deadline: TimestampSchema.nullable(),
  submittedAt: TimestampSchema.nullable(),
  expired: z.boolean(),
  /** Null until submitted. */
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
});
export type EntranceResult = z.infer<typeof EntranceResultSchema>;

/** The results lists (quiz, entrance test): `q` finds a part of the name or email. */
export const ResultListQuerySchema = listQuerySchema({
  sort: ["createdAt", "name", "marks"],
  search: true,
});
export type ResultListQuery = z.infer<typeof ResultListQuerySchema>;
export type ResultListQueryInput = z.input<typeof ResultListQuerySchema>;
