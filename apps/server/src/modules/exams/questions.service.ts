// The question bank's questions (decision 039): each save writes a new version row and points
// the question at it; earlier versions stay readable by id, and a deleted question only leaves
// the lists, so a test that showed one of its versions can still show it. A picture file goes
// once no version that can still be shown names it (decision 064): after an edit or a deletion,
// the question's pictures that neither a current question nor an attempt's version names are
// removed.
import { access } from "node:fs/promises";
import { join } from "node:path";
import {
  type LocalText,
  type Question,
  type QuestionContent,
  type QuestionListQuery,
  type QuestionPicture,
  type QuestionVersion,
  questionPictureUrl,
} from "@app/shared/question-bank";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import { photoDir, removePhoto, savePhoto } from "../../lib/photo-storage";
import type { CurrentUser } from "../../plugins/auth";
import { CATEGORY, type CategoryTree, loadTree, refusal } from "./categories.service";
import {
  findQuestion,
  findVersion,
  listQuestions,
  markQuestionDeleted,
  type QuestionRow,
  saveVersion,
} from "./question-bank.repository";
import { checkSystemQuestionChange, checkSystemQuestionRemoval } from "./system-tests";

export const QUESTION = {
  notFound: /*i18n*/ { id: "exams.question.notFound", message: "Question not found" },
  pictureMissing: /*i18n*/ {
    id: "exams.question.pictureMissing",
    message: "A picture of the question is not stored here; upload it again",
  },
  versionNotFound: /*i18n*/ {
    id: "exams.question.versionNotFound",
    message: "Question version not found",
  },
};

/**
 * What a version row's JSON holds: the content without its category (the question's own). Its
 * pictures are absent when it has none (and from versions saved before questions had pictures).
 */
export type StoredContent = Omit<
  QuestionContent,
  "categoryId" | "title" | "picture" | "options" | "solutionPicture"
> & {
  title?: string;
  picture?: string | null;
  options: { text: LocalText; correct: boolean; picture?: string | null }[];
  solutionPicture?: string | null;
};

const only = (text: LocalText): LocalText => ({
  ...(text.en !== undefined ? { en: text.en } : {}),
  ...(text.bn !== undefined ? { bn: text.bn } : {}),
});

/** The content as stored: fixed key order and no empty sides, so equal questions store equal. */
export function storedContent(content: StoredContent): StoredContent {
  return {
    ...(content.title ? { title: content.title } : {}),
    type: content.type,
    text: only(content.text),
    // Pictures only where there are some, so a question saved before pictures stores equal.
    ...(content.picture ? { picture: content.picture } : {}),
    options: content.options.map((option) => ({
      text: only(option.text),
      correct: option.correct,
      ...(option.picture ? { picture: option.picture } : {}),
    })),
    numeric: content.numeric,
    solution: content.solution ? only(content.solution) : null,
    ...(content.solutionPicture ? { solutionPicture: content.solutionPicture } : {}),
    difficulty: content.difficulty,
    tags: content.tags,
  };
}

const parse = (json: string): StoredContent => JSON.parse(json) as StoredContent;

/** The picture files a stored version names. */
export function picturesOf(content: StoredContent): string[] {
  return [
    content.picture,
    ...content.options.map((option) => option.picture),
    content.solutionPicture,
  ].filter((name): name is string => typeof name === "string" && name !== "");
}

/**
 * Removes the picture files of question `questionId`'s versions that no version still shown
 * names: the current version of a question not deleted, or a version an attempt drew (running or
 * finished; its review shows it). Names are random 128-bit ones, so a version's JSON names a
 * picture exactly when it contains the name. Older versions nobody drew keep their row, without
 * the file. Answers the names removed.
 */
export async function releasePictures(
  db: Kysely<Database>,
  dataDir: string,
  questionId: string,
): Promise<string[]> {
  const versions = await db
    .selectFrom("question_versions")
    .select("content")
    .where("question_id", "=", questionId)
    .execute();
  const names = new Set(versions.flatMap((row) => picturesOf(parse(row.content))));
  const removed: string[] = [];
  for (const name of names) {
    if (!/^[a-f0-9]{32}\.webp$/.test(name)) continue;
    const shown = await db
      .selectFrom("question_versions as v")
      .select("v.id")
      .where("v.content", "like", `%${name}%`)
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom("questions as q")
              .select("q.id")
              .whereRef("q.version_id", "=", "v.id")
              .where("q.deleted_at", "is", null),
          ),
          eb.exists(
            eb
              .selectFrom("exam_attempt_items as i")
              .select("i.attempt_id")
              .whereRef("i.question_id", "=", "v.question_id")
              .whereRef("i.version_id", "=", "v.id"),
          ),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    if (shown) continue;
    await removePhoto(dataDir, "questions", name);
    removed.push(name);
  }
  return removed;
}

function toQuestion(tree: CategoryTree, row: QuestionRow): Question {
  return {
    _id: row.id,
    categoryId: row.category_id,
    categoryPath: tree.path(row.category_id),
    ...parse(row.content),
    versionId: row.version_id,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Writes `content` as a question's next version (its first when `previous` is undefined). Runs in
 * the caller's transaction when given one.
 */
export async function writeQuestion(
  db: Kysely<Database>,
  user: CurrentUser,
  content: QuestionContent,
  previous?: QuestionRow,
): Promise<string> {
  const now = nowIso();
  const id = previous?.id ?? newId();
  const versionId = newId();
  const version = (previous?.version ?? 0) + 1;
  const { categoryId, ...rest } = content;
  const stored = storedContent(rest);
  await saveVersion(
    db,
    {
      id,
      category_id: categoryId,
      version_id: versionId,
      version,
      type: stored.type,
      difficulty: stored.difficulty,
      title: stored.title ?? null,
      text_en: stored.text.en ?? null,
      text_bn: stored.text.bn ?? null,
      deleted_at: null,
      created_by: previous?.created_by ?? user.id,
      updated_by: user.id,
      created_at: previous?.created_at ?? now,
      updated_at: now,
    },
    {
      id: versionId,
      question_id: id,
      version,
      content: JSON.stringify(stored),
      created_by: user.id,
      created_at: now,
    },
    stored.tags,
    previous === undefined,
  );
  return id;
}

export function createQuestionsService(db: Kysely<Database>, dataDir: string) {
  const pictures = photoDir(dataDir, "questions");
  /** Refuses a picture the bank does not hold (a name from elsewhere, or one since lost). */
  const checkPictures = async (content: QuestionContent) => {
    const named: [string, string | null][] = [
      ["picture", content.picture],
      ...content.options.map((option, index): [string, string | null] => [
        `options.${index}.picture`,
        option.picture,
      ]),
      ["solutionPicture", content.solutionPicture],
    ];
    for (const [path, name] of named) {
      if (name === null) continue;
      try {
        await access(join(pictures, name));
      } catch {
        throw refusal(path, QUESTION.pictureMissing);
      }
    }
  };
  const found = async (id: string): Promise<Question> => {
    const row = await findQuestion(db, id);
    if (!row) throw new NotFoundError(QUESTION.notFound);
    return toQuestion(await loadTree(db), row);
  };
  const checkCategory = (tree: CategoryTree, id: string) => {
    if (!tree.byId.has(id)) throw refusal("categoryId", CATEGORY.notFound);
  };
  return {
    found,
    async list(query: QuestionListQuery): Promise<Paged<Question>> {
      const tree = await loadTree(db);
      if (query.category && !tree.byId.has(query.category)) {
        throw refusal("category", CATEGORY.notFound);
      }
      const ids = query.category ? tree.withDescendants(query.category) : undefined;
      return mapPage(await listQuestions(db, query, ids), (row) => toQuestion(tree, row));
    },
    /** Stores an uploaded picture (already re-encoded) and answers its name and address. */
    async addPicture(image: Buffer): Promise<QuestionPicture> {
      const picture = await savePhoto(dataDir, "questions", image);
      return { picture, url: questionPictureUrl(picture) };
    },
    async add(user: CurrentUser, content: QuestionContent): Promise<Question> {
      checkCategory(await loadTree(db), content.categoryId);
      await checkPictures(content);
      return found(await db.transaction().execute((trx) => writeQuestion(trx, user, content)));
    },
    /** A new version; saving the content unchanged writes none. */
    async change(user: CurrentUser, id: string, content: QuestionContent): Promise<Question> {
      const previous = await findQuestion(db, id);
      if (!previous) throw new NotFoundError(QUESTION.notFound);
      checkCategory(await loadTree(db), content.categoryId);
      await checkPictures(content);
      await checkSystemQuestionChange(db, id, content);
      const { categoryId, ...rest } = content;
      const same =
        categoryId === previous.category_id &&
        JSON.stringify(storedContent(rest)) === previous.content;
      if (!same) {
        await db.transaction().execute((trx) => writeQuestion(trx, user, content, previous));
        await releasePictures(db, dataDir, id);
      }
      return found(id);
    },
    async remove(user: CurrentUser, id: string): Promise<void> {
      await checkSystemQuestionRemoval(db, id);
      if (!(await markQuestionDeleted(db, id, nowIso(), user.id))) {
        throw new NotFoundError(QUESTION.notFound);
      }
      await releasePictures(db, dataDir, id);
    },
    async version(id: string): Promise<QuestionVersion> {
      const row = await findVersion(db, id);
      if (!row) throw new NotFoundError(QUESTION.versionNotFound);
      return {
        _id: row.id,
        questionId: row.question_id,
        version: row.version,
        ...parse(row.content),
        createdBy: row.created_by_name,
        createdAt: row.created_at,
      };
    },
  };
}
