// The question bank: a tree of categories (subject → chapter → topic) and the questions in it,
// each question written in English, Bengali or both. A question keeps every version it had, so
// a test that showed one version can point at it after the question was edited.
import { z } from "zod";
import { ErrorSchema, IdSchema, optionalTextField, TimestampSchema } from "./common";
import { type SharedMessage, sharedText } from "./messages";
import { listQuerySchema } from "./paging";

const TYPE_INVALID = /*i18n*/ {
  id: "questions.type.invalid",
  message: "The type must be single, multiple or numeric",
};
const DIFFICULTY_INVALID = /*i18n*/ {
  id: "questions.difficulty.invalid",
  message: "The difficulty must be easy, medium or hard",
};
const FORMAT_INVALID = /*i18n*/ {
  id: "questions.format.invalid",
  message: "The format must be gift or aiken",
};
const NAME_LABEL = /*i18n*/ { id: "questions.field.name", message: "a name" };
const OPTION_LABEL = /*i18n*/ { id: "questions.field.option", message: "the option" };
const TAG_LABEL = /*i18n*/ { id: "questions.field.tag", message: "a tag" };
const TITLE_LABEL = /*i18n*/ { id: "questions.field.title", message: "a title" };
const QUESTION_LABEL = /*i18n*/ { id: "questions.field.question", message: "the question" };
const SOLUTION_LABEL = /*i18n*/ { id: "questions.field.solution", message: "the solution" };
const CATEGORY_LABEL = /*i18n*/ { id: "questions.field.category", message: "a category" };
const NAME_MISSING = /*i18n*/ { id: "questions.name.missing", message: "Please enter a name" };
const NAME_SLASH = /*i18n*/ {
  id: "questions.name.slash",
  message: "A category name cannot contain {slash}",
};
const TEXT_NO_LANGUAGE = /*i18n*/ {
  id: "questions.text.noLanguage",
  message: "Please enter {label} in English or Bengali",
};
const CORRECT_MISSING = /*i18n*/ {
  id: "questions.option.correctMissing",
  message: "Say whether the option is correct",
};
const ANSWER_NOT_NUMBER = /*i18n*/ {
  id: "questions.numeric.notNumber",
  message: "The answer must be a number",
};
const ANSWER_RANGE = /*i18n*/ {
  id: "questions.numeric.range",
  message: "The answer must be between {min, number} and {max, number}",
};
const TOLERANCE_NOT_NUMBER = /*i18n*/ {
  id: "questions.tolerance.notNumber",
  message: "The tolerance must be a number",
};
const TOLERANCE_NEGATIVE = /*i18n*/ {
  id: "questions.tolerance.negative",
  message: "The tolerance cannot be negative",
};
const TOLERANCE_RANGE = /*i18n*/ {
  id: "questions.tolerance.range",
  message: "The tolerance must be at most {max, number}",
};
const TAG_EMPTY = /*i18n*/ { id: "questions.tag.empty", message: "A tag cannot be empty" };
const NUMERIC_NEEDS_ANSWER = /*i18n*/ {
  id: "questions.numeric.needsAnswer",
  message: "A numeric question needs its answer",
};
const NUMERIC_NO_OPTIONS = /*i18n*/ {
  id: "questions.numeric.noOptions",
  message: "A numeric question has no options",
};
const ONLY_NUMERIC_ANSWER = /*i18n*/ {
  id: "questions.numeric.onlyNumeric",
  message: "Only a numeric question has a numeric answer",
};
const OPTIONS_TWO = /*i18n*/ {
  id: "questions.options.two",
  message: "A question needs at least two options",
};
const OPTIONS_ONE_CORRECT = /*i18n*/ {
  id: "questions.options.oneCorrect",
  message: "Exactly one option must be correct",
};
const OPTIONS_SOME_CORRECT = /*i18n*/ {
  id: "questions.options.someCorrect",
  message: "At least one option must be correct",
};
const CATEGORY_MISSING = /*i18n*/ {
  id: "questions.category.missing",
  message: "Please name a category",
};
const CATEGORY_CHOOSE = /*i18n*/ {
  id: "questions.category.choose",
  message: "Choose the question's category",
};
const PICTURE_INVALID = /*i18n*/ {
  id: "questions.picture.invalid",
  message: "Upload the picture again: this one is not a picture of the question bank",
};
const EXPORT_FORMAT = /*i18n*/ {
  id: "questions.export.format",
  message: "Questions are exported as {format}",
};

/** 10¹²: the largest answer or tolerance a numeric question keeps. */
const TEN_TO_THE_12 = 1e12;

export const QUESTION_TYPES = ["single", "multiple", "numeric"] as const;
export const QuestionTypeSchema = z.enum(QUESTION_TYPES, {
  error: sharedText(TYPE_INVALID),
});
export type QuestionType = z.infer<typeof QuestionTypeSchema>;

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export const DifficultySchema = z.enum(DIFFICULTIES, {
  error: sharedText(DIFFICULTY_INVALID),
});
export type Difficulty = z.infer<typeof DifficultySchema>;

export const QUESTION_FORMATS = ["gift", "aiken"] as const;
export const QuestionFormatSchema = z.enum(QUESTION_FORMATS, {
  error: sharedText(FORMAT_INVALID),
});
export type QuestionFormat = z.infer<typeof QuestionFormatSchema>;

/** Limits an import keeps to: the body's bytes and the questions in it. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_QUESTIONS = 2000;
/** The fewest and the most options a question with options has. */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;
export const MAX_TAGS = 20;

const text = optionalTextField;

/** A category's own name; `/` separates the names of a path, so a name cannot hold one. */
export const CategoryNameSchema = text(NAME_LABEL, 100)
  .min(1, sharedText(NAME_MISSING))
  .refine((name) => !name.includes("/"), sharedText(NAME_SLASH, { slash: "/" }));

/** A text in the two languages of the institute; at least one is written. */
export function localTextSchema(label: SharedMessage, max: number) {
  const side = text(label, max)
    .optional()
    .transform((value) => (value ? value : undefined));
  return z
    .strictObject({ en: side, bn: side })
    .refine((value) => value.en !== undefined || value.bn !== undefined, {
      message: sharedText(TEXT_NO_LANGUAGE, { label }),
    })
    .transform((value): LocalText => {
      const written: LocalText = {};
      if (value.en !== undefined) written.en = value.en;
      if (value.bn !== undefined) written.bn = value.bn;
      return written;
    });
}
export type LocalText = { en?: string; bn?: string };
export const LocalTextOutSchema = z.object({
  en: z.string().optional(),
  bn: z.string().optional(),
});

// ---- Categories ----

export const CategorySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  parentId: IdSchema.nullable(),
  /** The names from the top of the tree, joined by `/`, e.g. `Physics/Kinematics`. */
  path: z.string(),
  /** Questions filed in this category itself (not its subcategories), deleted ones left out. */
  questions: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Category = z.infer<typeof CategorySchema>;

/** POST /api/exams/categories; PUT renames and moves (parentId null: to the top). */
export const CategoryInputSchema = z.strictObject({
  name: CategoryNameSchema,
  parentId: IdSchema.nullable().optional(),
});
export type CategoryInput = z.input<typeof CategoryInputSchema>;

// ---- Questions ----

/**
 * A picture of a question (its text, an option or the solution): the name the upload answered
 * (POST /api/exams/question-pictures), a stored WebP served at `questionPictureUrl(name)`.
 */
export const PictureNameSchema = z
  .string({ error: sharedText(PICTURE_INVALID) })
  .regex(/^[a-f0-9]{32}\.webp$/, sharedText(PICTURE_INVALID));
export const questionPictureUrl = (name: string): string => `/media/questions/${name}`;

/** POST /api/exams/question-pictures: the stored picture's name and address. */
export const QuestionPictureSchema = z.object({ picture: z.string(), url: z.string() });
export type QuestionPicture = z.infer<typeof QuestionPictureSchema>;

export const OptionInputSchema = z.strictObject({
  text: localTextSchema(OPTION_LABEL, 2000),
  correct: z.boolean({ error: sharedText(CORRECT_MISSING) }),
  picture: PictureNameSchema.nullable().default(null),
});

export const NumericAnswerSchema = z.strictObject({
  value: z
    .number({ error: sharedText(ANSWER_NOT_NUMBER) })
    .min(-TEN_TO_THE_12, sharedText(ANSWER_RANGE, { min: -TEN_TO_THE_12, max: TEN_TO_THE_12 }))
    .max(TEN_TO_THE_12, sharedText(ANSWER_RANGE, { min: -TEN_TO_THE_12, max: TEN_TO_THE_12 })),
  tolerance: z
    .number({ error: sharedText(TOLERANCE_NOT_NUMBER) })
    .min(0, sharedText(TOLERANCE_NEGATIVE))
    .max(TEN_TO_THE_12, sharedText(TOLERANCE_RANGE, { max: TEN_TO_THE_12 }))
    .default(0),
});
export type NumericAnswer = z.infer<typeof NumericAnswerSchema>;

const TagSchema = text(TAG_LABEL, 50)
  .min(1, sharedText(TAG_EMPTY))
  .transform((tag) => tag.toLowerCase());

/** The content of a question: what each version holds. */
export const QuestionContentSchema = z
  .strictObject({
    categoryId: z
      .string({ error: sharedText(CATEGORY_CHOOSE) })
      .min(1, sharedText(CATEGORY_CHOOSE))
      .max(64),
    title: text(TITLE_LABEL, 200)
      .optional()
      .transform((value) => (value ? value : undefined)),
    type: QuestionTypeSchema,
    text: localTextSchema(QUESTION_LABEL, 10_000),
    /** A picture shown with the question's text. */
    picture: PictureNameSchema.nullable().default(null),
    options: z.array(OptionInputSchema).max(MAX_OPTIONS).default([]),
    numeric: NumericAnswerSchema.nullable().default(null),
    solution: localTextSchema(SOLUTION_LABEL, 10_000).nullable().default(null),
    /** A picture shown with the solution, only when solutions are. */
    solutionPicture: PictureNameSchema.nullable().default(null),
    difficulty: DifficultySchema.default("medium"),
    tags: z
      .array(TagSchema)
      .max(MAX_TAGS)
      .default([])
      .transform((tags) => [...new Set(tags)]),
  })
  .superRefine((question, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    const correct = question.options.filter((option) => option.correct).length;
    if (question.type === "numeric") {
      if (!question.numeric) issue("numeric", sharedText(NUMERIC_NEEDS_ANSWER));
      if (question.options.length > 0) issue("options", sharedText(NUMERIC_NO_OPTIONS));
      return;
    }
    if (question.numeric) issue("numeric", sharedText(ONLY_NUMERIC_ANSWER));
    if (question.options.length < MIN_OPTIONS) issue("options", sharedText(OPTIONS_TWO));
    if (question.type === "single" && correct !== 1)
      issue("options", sharedText(OPTIONS_ONE_CORRECT));
    if (question.type === "multiple" && correct < 1)
      issue("options", sharedText(OPTIONS_SOME_CORRECT));
  });
export type QuestionInput = z.input<typeof QuestionContentSchema>;
export type QuestionContent = z.output<typeof QuestionContentSchema>;

/** A stored picture's name; absent from versions saved before questions had pictures. */
const PictureOutSchema = z.string().nullable().optional();

const questionFields = {
  title: z.string().optional(),
  type: QuestionTypeSchema,
  text: LocalTextOutSchema,
  picture: PictureOutSchema,
  options: z.array(
    z.object({ text: LocalTextOutSchema, correct: z.boolean(), picture: PictureOutSchema }),
  ),
  numeric: z.object({ value: z.number(), tolerance: z.number() }).nullable(),
  solution: LocalTextOutSchema.nullable(),
  solutionPicture: PictureOutSchema,
  difficulty: DifficultySchema,
  tags: z.array(z.string()),
};

export const QuestionSchema = z.object({
  _id: IdSchema,
  categoryId: IdSchema,
  ...questionFields,
  /** The version shown now: its id and its number, from 1. */
  versionId: IdSchema,
  version: z.number().int(),
  categoryPath: z.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Question = z.infer<typeof QuestionSchema>;

/**
 * One version of a question as it was saved; readable after later edits and after deletion. Its
 * category is the question's, not the version's: filing a question elsewhere changes no version.
 */
export const QuestionVersionSchema = z.object({
  _id: IdSchema,
  questionId: IdSchema,
  version: z.number().int(),
  ...questionFields,
  createdBy: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type QuestionVersion = z.infer<typeof QuestionVersionSchema>;

const optionalFilter = <T extends z.ZodType>(schema: T) => schema.optional();

/** GET /api/exams/questions: `q` finds a part of the title or text in either language. */
export const QuestionListQuerySchema = listQuerySchema({
  sort: ["createdAt", "updatedAt", "title"],
  search: true,
  filters: {
    /** The category and every category under it. */
    category: optionalFilter(IdSchema),
    type: optionalFilter(QuestionTypeSchema),
    difficulty: optionalFilter(DifficultySchema),
    tag: optionalFilter(
      text(TAG_LABEL, 50).transform((tag) => (tag ? tag.toLowerCase() : undefined)),
    ),
  },
});
export type QuestionListQuery = z.infer<typeof QuestionListQuerySchema>;

/** Where an import files its questions: a category's id or a path of names (made when missing). */
const CategoryRefSchema = text(CATEGORY_LABEL, 500)
  .min(1, sharedText(CATEGORY_MISSING))
  .optional()
  .transform((value) => (value ? value : undefined));

export const QuestionImportQuerySchema = z.object({
  format: QuestionFormatSchema,
  category: CategoryRefSchema,
});
export type QuestionImportQuery = z.infer<typeof QuestionImportQuerySchema>;

export const QuestionExportQuerySchema = z.object({
  format: z.enum(["gift"], { error: sharedText(EXPORT_FORMAT, { format: "gift" }) }),
  category: CategoryRefSchema,
});
export type QuestionExportQuery = z.infer<typeof QuestionExportQuerySchema>;

export const ImportErrorSchema = z.object({ line: z.number().int(), message: z.string() });
export type ImportError = z.infer<typeof ImportErrorSchema>;

/** An import's answer: how many questions it saved (all of the file's). */
export const ImportResultSchema = z.object({
  imported: z.number().int(),
  errors: z.array(ImportErrorSchema),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/**
 * A refused import (422): nothing saved, every error with its line, and the one error shape
 * besides (the first errors as issues on `line.<n>`), so any client shows it as a refusal.
 */
export const ImportRefusedSchema = ErrorSchema.extend({
  imported: z.literal(0),
  errors: z.array(ImportErrorSchema),
});
export type ImportRefused = z.infer<typeof ImportRefusedSchema>;
