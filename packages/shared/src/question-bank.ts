// The question bank: a tree of categories (subject → chapter → topic) and the questions in it,
// each question written in English, Bengali or both. A question keeps every version it had, so
// a test that showed one version can point at it after the question was edited.
import { z } from "zod";
import { ErrorSchema, hasNoNul, IdSchema, TimestampSchema } from "./common";
import { listQuerySchema } from "./paging";

export const QUESTION_TYPES = ["single", "multiple", "numeric"] as const;
export const QuestionTypeSchema = z.enum(QUESTION_TYPES, {
  error: "The type must be single, multiple or numeric",
});
export type QuestionType = z.infer<typeof QuestionTypeSchema>;

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export const DifficultySchema = z.enum(DIFFICULTIES, {
  error: "The difficulty must be easy, medium or hard",
});
export type Difficulty = z.infer<typeof DifficultySchema>;

export const QUESTION_FORMATS = ["gift", "aiken"] as const;
export const QuestionFormatSchema = z.enum(QUESTION_FORMATS, {
  error: "The format must be gift or aiken",
});
export type QuestionFormat = z.infer<typeof QuestionFormatSchema>;

/** Limits an import keeps to: the body's bytes and the questions in it. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_QUESTIONS = 2000;
export const MAX_OPTIONS = 10;
export const MAX_TAGS = 20;

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, `${label} contains a character that is not allowed`);

/** A category's own name; `/` separates the names of a path, so a name cannot hold one. */
export const CategoryNameSchema = text("a name", 100)
  .min(1, "Please enter a name")
  .refine((name) => !name.includes("/"), "A category name cannot contain /");

/** A text in the two languages of the institute; at least one is written. */
export function localTextSchema(label: string, max: number) {
  const side = text(label, max)
    .optional()
    .transform((value) => (value ? value : undefined));
  return z
    .strictObject({ en: side, bn: side })
    .refine((value) => value.en !== undefined || value.bn !== undefined, {
      message: `Please enter ${label} in English or Bengali`,
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

export const OptionInputSchema = z.strictObject({
  text: localTextSchema("the option", 2000),
  correct: z.boolean({ error: "Say whether the option is correct" }),
});

export const NumericAnswerSchema = z.strictObject({
  value: z
    .number({ error: "The answer must be a number" })
    .min(-1e12, "The answer must be between -10¹² and 10¹²")
    .max(1e12, "The answer must be between -10¹² and 10¹²"),
  tolerance: z
    .number({ error: "The tolerance must be a number" })
    .min(0, "The tolerance cannot be negative")
    .max(1e12, "The tolerance must be at most 10¹²")
    .default(0),
});
export type NumericAnswer = z.infer<typeof NumericAnswerSchema>;

const TagSchema = text("a tag", 50)
  .min(1, "A tag cannot be empty")
  .transform((tag) => tag.toLowerCase());

/** The content of a question: what each version holds. */
export const QuestionContentSchema = z
  .strictObject({
    categoryId: IdSchema,
    title: text("a title", 200)
      .optional()
      .transform((value) => (value ? value : undefined)),
    type: QuestionTypeSchema,
    text: localTextSchema("the question", 10_000),
    options: z.array(OptionInputSchema).max(MAX_OPTIONS).default([]),
    numeric: NumericAnswerSchema.nullable().default(null),
    solution: localTextSchema("the solution", 10_000).nullable().default(null),
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
      if (!question.numeric) issue("numeric", "A numeric question needs its answer");
      if (question.options.length > 0) issue("options", "A numeric question has no options");
      return;
    }
    if (question.numeric) issue("numeric", "Only a numeric question has a numeric answer");
    if (question.options.length < 2) issue("options", "A question needs at least two options");
    if (question.type === "single" && correct !== 1)
      issue("options", "Exactly one option must be correct");
    if (question.type === "multiple" && correct < 1)
      issue("options", "At least one option must be correct");
  });
export type QuestionInput = z.input<typeof QuestionContentSchema>;
export type QuestionContent = z.output<typeof QuestionContentSchema>;

const questionFields = {
  title: z.string().optional(),
  type: QuestionTypeSchema,
  text: LocalTextOutSchema,
  options: z.array(z.object({ text: LocalTextOutSchema, correct: z.boolean() })),
  numeric: z.object({ value: z.number(), tolerance: z.number() }).nullable(),
  solution: LocalTextOutSchema.nullable(),
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
      text("a tag", 50).transform((tag) => (tag ? tag.toLowerCase() : undefined)),
    ),
  },
});
export type QuestionListQuery = z.infer<typeof QuestionListQuerySchema>;

/** Where an import files its questions: a category's id or a path of names (made when missing). */
const CategoryRefSchema = text("a category", 500)
  .min(1, "Please name a category")
  .optional()
  .transform((value) => (value ? value : undefined));

export const QuestionImportQuerySchema = z.object({
  format: QuestionFormatSchema,
  category: CategoryRefSchema,
});
export type QuestionImportQuery = z.infer<typeof QuestionImportQuerySchema>;

export const QuestionExportQuerySchema = z.object({
  format: z.enum(["gift"], { error: "Questions are exported as gift" }),
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
