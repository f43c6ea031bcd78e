// Import and export of the question bank in GIFT and Aiken (decision 039). An import is all or
// nothing: every question is read and checked first, every error reported with its line, and
// only a file without any is saved, in one transaction.
import type { Language } from "@app/shared/i18n";
import {
  CategoryNameSchema,
  IMPORT_MAX_QUESTIONS,
  type ImportError,
  type ImportResult,
  type QuestionContent,
  QuestionContentSchema,
  type QuestionFormat,
} from "@app/shared/question-bank";
import type { MessageDescriptor } from "@lingui/core";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { NotFoundError } from "../../lib/errors";
import { i18nFor } from "../../lib/i18n";
import type { CurrentUser } from "../../plugins/auth";
import { readAiken } from "./aiken-format";
import { CATEGORY, type CategoryTree, ensurePath, loadTree } from "./categories.service";
import { readGift } from "./gift-format";
import { writeGift } from "./gift-writer";
import { questionsIn } from "./question-bank.repository";
import { type FormatError, isStorableText, READ, type ReadResult } from "./question-files";
import { type storedContent, writeQuestion } from "./questions.service";

export const IMPORT = {
  noCategory: /*i18n*/ {
    id: "exams.import.noCategory",
    message:
      "The question has no category: name one in the address (category=) or in a $CATEGORY: line",
  },
  categoryName: /*i18n*/ {
    id: "exams.import.categoryName",
    message:
      "The category path {path} has a name that is empty, too long or holds a character not allowed",
  },
  invalid: /*i18n*/ {
    id: "exams.import.invalid",
    message: "{field}: {problem}",
  },
  failed: /*i18n*/ {
    id: "exams.import.failed",
    message: "The file has errors; nothing was imported",
  },
} satisfies Record<string, MessageDescriptor>;

/** A category as the address names it: an existing category's id, else a path of names. */
function namesOf(tree: CategoryTree, ref: string): { id: string } | { names: string[] } {
  if (tree.byId.has(ref)) return { id: ref };
  return { names: ref.split("/").map((name) => name.trim()) };
}

const validNames = (names: readonly string[]) =>
  names.length > 0 &&
  names.length <= 10 &&
  names.every((name) => CategoryNameSchema.safeParse(name).success);

export function createQuestionImportService(db: Kysely<Database>) {
  return {
    async importText(
      user: CurrentUser,
      format: QuestionFormat,
      categoryRef: string | undefined,
      source: string,
      language: Language,
    ): Promise<ImportResult & { failed?: string }> {
      const i18n = i18nFor(language);
      const say = (error: FormatError): ImportError => ({
        line: error.line,
        message: i18n._({ ...error.message, values: error.values }),
      });
      if (!isStorableText(source)) {
        return {
          imported: 0,
          errors: [say({ line: 1, message: READ.notUtf8 })],
          failed: i18n._(IMPORT.failed),
        };
      }
      const read: ReadResult =
        format === "gift"
          ? readGift(source, IMPORT_MAX_QUESTIONS)
          : readAiken(source, IMPORT_MAX_QUESTIONS);
      const errors = [...read.errors];
      // An empty file, or one of comments only, imports nothing: said, not answered as a success.
      if (read.questions.length === 0 && errors.length === 0) {
        errors.push({ line: 1, message: READ.noQuestions });
      }
      const tree = await loadTree(db);
      const fallback = categoryRef === undefined ? undefined : namesOf(tree, categoryRef);
      const checked: { place: { id: string } | { names: string[] }; content: QuestionContent }[] =
        [];
      for (const { line, categoryPath, question } of read.questions) {
        const place = categoryPath !== undefined ? { names: categoryPath.split("/") } : fallback;
        if (!place) {
          errors.push({ line, message: IMPORT.noCategory });
          continue;
        }
        if ("names" in place && !validNames(place.names)) {
          errors.push({
            line,
            message: IMPORT.categoryName,
            values: { path: place.names.join("/") },
          });
          continue;
        }
        const parsed = QuestionContentSchema.safeParse({ ...question, categoryId: "import" });
        if (!parsed.success) {
          for (const issue of parsed.error.issues.slice(0, 5)) {
            const field = issue.path.map(String).join(".") || "question";
            errors.push({
              line,
              message: IMPORT.invalid,
              values: { field, problem: issue.message },
            });
          }
          continue;
        }
        checked.push({ place, content: parsed.data });
      }
      if (errors.length > 0) {
        const sorted = errors.sort((a, b) => a.line - b.line).map(say);
        return { imported: 0, errors: sorted, failed: i18n._(IMPORT.failed) };
      }
      await db.transaction().execute(async (trx) => {
        const inside = await loadTree(trx);
        for (const { place, content } of checked) {
          const categoryId = "id" in place ? place.id : await ensurePath(trx, inside, place.names);
          await writeQuestion(trx, user, { ...content, categoryId });
        }
      });
      return { imported: checked.length, errors: [] };
    },

    /** The live questions of a category and those under it (all, without one) as GIFT. */
    async exportGift(categoryRef: string | undefined): Promise<string> {
      const tree = await loadTree(db);
      let ids = tree.rows.map((row) => row.id);
      if (categoryRef !== undefined) {
        const place = namesOf(tree, categoryRef);
        const root = "id" in place ? tree.byId.get(place.id) : tree.find(place.names.join("/"));
        if (!root) throw new NotFoundError(CATEGORY.notFound);
        ids = tree.withDescendants(root.id);
      }
      const rows = await questionsIn(db, ids);
      const groups = new Map<string, ReturnType<typeof storedContent>[]>();
      for (const row of rows) {
        const path = tree.path(row.category_id);
        const content = JSON.parse(row.content) as ReturnType<typeof storedContent>;
        const group = groups.get(path) ?? [];
        group.push(content);
        groups.set(path, group);
      }
      return writeGift(
        [...groups.entries()]
          .sort(([a], [b]) => a.localeCompare(b, "en"))
          .map(([path, questions]) => ({ path, questions })),
      );
    },
  };
}
