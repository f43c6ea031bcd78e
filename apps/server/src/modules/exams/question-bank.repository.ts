// Kysely queries of the question bank: categories, questions, their versions and tags; no rules.
import type { QuestionListQuery } from "@app/shared/question-bank";
import type { Kysely, Selectable } from "kysely";
import type {
  Database,
  QuestionCategoriesTable,
  QuestionsTable,
  QuestionVersionsTable,
} from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";

export type CategoryRow = Selectable<QuestionCategoriesTable> & { questions: number };
export type QuestionRow = Selectable<QuestionsTable> & { content: string };
export type VersionRow = Selectable<QuestionVersionsTable> & { created_by_name: string | null };

/**
 * Every category; a bank holds a few hundred. With `counts`, each with the count of live questions
 * filed in it (a read of every question's row, so only the category list asks for it).
 */
export async function listCategories(
  db: Kysely<Database>,
  counts: boolean,
): Promise<CategoryRow[]> {
  const base = db.selectFrom("question_categories").selectAll("question_categories");
  if (!counts) {
    const rows = await base.orderBy("name").orderBy("id").execute();
    return rows.map((row) => ({ ...row, questions: 0 }));
  }
  const rows = await base
    .select((eb) =>
      eb
        .selectFrom("questions")
        .whereRef("questions.category_id", "=", "question_categories.id")
        .where("questions.deleted_at", "is", null)
        .select((count) => count.fn.countAll<number | string>().as("n"))
        .as("questions"),
    )
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, questions: Number(row.questions ?? 0) }));
}

export async function insertCategory(
  db: Kysely<Database>,
  row: Selectable<QuestionCategoriesTable>,
): Promise<void> {
  await db.insertInto("question_categories").values(row).execute();
}

export async function updateCategory(
  db: Kysely<Database>,
  id: string,
  change: Pick<QuestionCategoriesTable, "name" | "parent_id" | "updated_at">,
): Promise<void> {
  await db.updateTable("question_categories").set(change).where("id", "=", id).execute();
}

/** Whether any question, deleted ones too (their versions stay), is filed in the category. */
export async function categoryHoldsQuestions(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom("questions")
    .select("id")
    .where("category_id", "=", id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteCategory(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("question_categories").where("id", "=", id).execute();
}

const withContent = (db: Kysely<Database>) =>
  db
    .selectFrom("questions")
    .innerJoin("question_versions", "question_versions.id", "questions.version_id")
    .selectAll("questions")
    .select("question_versions.content")
    .where("questions.deleted_at", "is", null);

/**
 * One page of live questions; `categoryIds`, when given, are the category and those under it.
 * The page is read from `questions` alone (its count too), then its rows' contents by version id.
 */
export async function listQuestions(
  db: Kysely<Database>,
  { page, limit, q, sort, type, difficulty, tag }: QuestionListQuery,
  categoryIds: readonly string[] | undefined,
): Promise<Paged<QuestionRow>> {
  let query = db.selectFrom("questions").selectAll("questions").where("deleted_at", "is", null);
  if (categoryIds) query = query.where("questions.category_id", "in", categoryIds);
  if (type) query = query.where("questions.type", "=", type);
  if (difficulty) query = query.where("questions.difficulty", "=", difficulty);
  if (tag) {
    query = query.where("questions.id", "in", (eb) =>
      eb.selectFrom("question_tags").select("question_id").where("tag", "=", tag),
    );
  }
  if (q) {
    query = query.where(
      containsText(["questions.title", "questions.text_en", "questions.text_bn"], q),
    );
  }
  const columns = {
    createdAt: "questions.id",
    updatedAt: "questions.updated_at",
    title: "questions.title",
  };
  const paged = await readPage(orderBySort(query, sort, columns, "questions.id"), { page, limit });
  if (paged.rows.length === 0) return { ...paged, rows: [] };
  const contents = await db
    .selectFrom("question_versions")
    .select(["id", "content"])
    .where(
      "id",
      "in",
      paged.rows.map((row) => row.version_id),
    )
    .execute();
  const byId = new Map(contents.map((row) => [row.id, row.content]));
  return {
    ...paged,
    rows: paged.rows.map((row) => ({ ...row, content: byId.get(row.version_id) ?? "{}" })),
  };
}

/** Live questions of the categories, oldest first, for an export. */
export function questionsIn(
  db: Kysely<Database>,
  categoryIds: readonly string[],
): Promise<QuestionRow[]> {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return withContent(db)
    .where("questions.category_id", "in", categoryIds)
    .orderBy("questions.id")
    .execute();
}

export function findQuestion(db: Kysely<Database>, id: string): Promise<QuestionRow | undefined> {
  return withContent(db).where("questions.id", "=", id).executeTakeFirst();
}

export function findVersion(db: Kysely<Database>, id: string): Promise<VersionRow | undefined> {
  return db
    .selectFrom("question_versions")
    .leftJoin("users", "users.id", "question_versions.created_by")
    .selectAll("question_versions")
    .select("users.name as created_by_name")
    .where("question_versions.id", "=", id)
    .executeTakeFirst();
}

/** A new question, or a question's next version: the version row, the question row, its tags. */
export async function saveVersion(
  db: Kysely<Database>,
  question: Selectable<QuestionsTable>,
  version: Selectable<QuestionVersionsTable>,
  tags: readonly string[],
  isNew: boolean,
): Promise<void> {
  if (isNew) await db.insertInto("questions").values(question).execute();
  await db.insertInto("question_versions").values(version).execute();
  if (!isNew) {
    const { id, created_at: _created, created_by: _by, ...change } = question;
    await db.updateTable("questions").set(change).where("id", "=", id).execute();
    await db.deleteFrom("question_tags").where("question_id", "=", id).execute();
  }
  if (tags.length > 0) {
    await db
      .insertInto("question_tags")
      .values(tags.map((tag) => ({ question_id: question.id, tag })))
      .execute();
  }
}

/** Answers whether a live question was marked deleted. */
export async function markQuestionDeleted(
  db: Kysely<Database>,
  id: string,
  at: string,
  by: string,
): Promise<boolean> {
  const result = await db
    .updateTable("questions")
    .set({ deleted_at: at, updated_at: at, updated_by: by })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
