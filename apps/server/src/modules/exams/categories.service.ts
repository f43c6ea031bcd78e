// The question bank's categories (decision 039): a tree of names, subject → chapter → topic.
// Names are unique among siblings; a category with subcategories or questions stays.
import type { Category, CategoryInputSchema } from "@app/shared/question-bank";
import type { MessageDescriptor } from "@lingui/core";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import { BadRequestError, ConflictError, NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import {
  type CategoryRow,
  categoryHoldsQuestions,
  deleteCategory,
  insertCategory,
  listCategories,
  updateCategory,
} from "./question-bank.repository";

type Input = z.output<typeof CategoryInputSchema>;

export const CATEGORY = {
  notFound: /*i18n*/ { id: "exams.category.notFound", message: "Category not found" },
  taken: /*i18n*/ {
    id: "exams.category.taken",
    message: "A category of that name is already there",
  },
  holdsQuestions: /*i18n*/ {
    id: "exams.category.holdsQuestions",
    message: "The category holds questions; move or delete them first",
  },
  parentMissing: /*i18n*/ {
    id: "exams.category.parentMissing",
    message: "The parent category does not exist",
  },
  underItself: /*i18n*/ {
    id: "exams.category.underItself",
    message: "A category cannot move under itself or its own subcategories",
  },
  holdsCategories: /*i18n*/ {
    id: "exams.category.holdsCategories",
    message: "The category holds other categories; move or delete them first",
  },
} satisfies Record<string, MessageDescriptor>;

/** A 400 about one field, its message translated as the summary and kept in English as the issue. */
export const refusal = (path: string, message: MessageDescriptor): BadRequestError =>
  new BadRequestError(message, [{ path, message: message.message ?? message.id }]);

/** The tree as loaded once: rows by id, each one's path and the ids under it. */
export class CategoryTree {
  readonly byId: Map<string, CategoryRow>;
  constructor(readonly rows: CategoryRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
  }
  /** Names from the top, each id visited once (a cycle cannot be stored, but never loop). */
  path(id: string): string {
    const names: string[] = [];
    const seen = new Set<string>();
    let row = this.byId.get(id);
    while (row && !seen.has(row.id)) {
      seen.add(row.id);
      names.unshift(row.name);
      row = row.parent_id ? this.byId.get(row.parent_id) : undefined;
    }
    return names.join("/");
  }
  /** The category and every category under it. */
  withDescendants(id: string): string[] {
    const found = [id];
    for (let index = 0; index < found.length; index += 1) {
      for (const row of this.rows) if (row.parent_id === found[index]) found.push(row.id);
    }
    return found;
  }
  /** The child of `parentId` (null: the top) named `name`, any case. */
  child(parentId: string | null, name: string): CategoryRow | undefined {
    const wanted = name.toLocaleLowerCase();
    return this.rows.find(
      (row) => row.parent_id === parentId && row.name.toLocaleLowerCase() === wanted,
    );
  }
  /** The category a path of names leads to, if it exists. */
  find(path: string): CategoryRow | undefined {
    let parent: CategoryRow | undefined;
    for (const name of path.split("/").map((part) => part.trim())) {
      parent = this.child(parent?.id ?? null, name);
      if (!parent) return undefined;
    }
    return parent;
  }
}

/** The tree; `counts` adds each category's count of questions (only the category list shows it). */
export const loadTree = async (db: Kysely<Database>, counts = false): Promise<CategoryTree> =>
  new CategoryTree(await listCategories(db, counts));

export function toCategory(tree: CategoryTree, row: CategoryRow): Category {
  return {
    _id: row.id,
    name: row.name,
    parentId: row.parent_id,
    path: tree.path(row.id),
    questions: row.questions,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The category of a path of names, each missing one made under the one before; answers its id.
 * Runs in the caller's transaction, so an import that fails makes none.
 */
export async function ensurePath(
  db: Kysely<Database>,
  tree: CategoryTree,
  names: readonly string[],
): Promise<string> {
  let parentId: string | null = null;
  for (const name of names) {
    const existing = tree.child(parentId, name);
    if (existing) {
      parentId = existing.id;
      continue;
    }
    const now = nowIso();
    const row: CategoryRow = {
      id: newId(),
      parent_id: parentId,
      name,
      created_at: now,
      updated_at: now,
      questions: 0,
    };
    const { questions: _none, ...stored } = row;
    await insertCategory(db, stored);
    tree.rows.push(row);
    tree.byId.set(row.id, row);
    parentId = row.id;
  }
  if (!parentId) throw new NotFoundError(CATEGORY.notFound);
  return parentId;
}

export function createCategoriesService(db: Kysely<Database>) {
  const found = async (id: string): Promise<Category> => {
    const tree = await loadTree(db, true);
    const row = tree.byId.get(id);
    if (!row) throw new NotFoundError(CATEGORY.notFound);
    return toCategory(tree, row);
  };
  /** Refuses a parent that does not exist, and a sibling of the same name. */
  const checkPlace = (tree: CategoryTree, input: Input, self?: string) => {
    const parentId = input.parentId ?? null;
    if (parentId !== null && !tree.byId.has(parentId)) {
      throw refusal("parentId", CATEGORY.parentMissing);
    }
    const twin = tree.child(parentId, input.name);
    if (twin && twin.id !== self) throw new ConflictError(CATEGORY.taken);
    return parentId;
  };
  return {
    async list(): Promise<Category[]> {
      const tree = await loadTree(db, true);
      return tree.rows
        .map((row) => toCategory(tree, row))
        .sort((a, b) => a.path.localeCompare(b.path, "en") || a._id.localeCompare(b._id));
    },
    async add(input: Input): Promise<Category> {
      const tree = await loadTree(db);
      const parentId = checkPlace(tree, input);
      const now = nowIso();
      const id = newId();
      await insertCategory(db, {
        id,
        parent_id: parentId,
        name: input.name,
        created_at: now,
        updated_at: now,
      });
      return found(id);
    },
    /** Renames and moves; a category cannot move under itself or its own subcategories. */
    async change(id: string, input: Input): Promise<Category> {
      const tree = await loadTree(db);
      if (!tree.byId.has(id)) throw new NotFoundError(CATEGORY.notFound);
      const parentId = checkPlace(tree, input, id);
      if (parentId !== null && tree.withDescendants(id).includes(parentId)) {
        throw refusal("parentId", CATEGORY.underItself);
      }
      await updateCategory(db, id, { name: input.name, parent_id: parentId, updated_at: nowIso() });
      return found(id);
    },
    async remove(id: string): Promise<void> {
      const tree = await loadTree(db);
      if (!tree.byId.has(id)) throw new NotFoundError(CATEGORY.notFound);
      if (tree.rows.some((row) => row.parent_id === id)) {
        throw new ConflictError(CATEGORY.holdsCategories);
      }
      if (await categoryHoldsQuestions(db, id)) throw new ConflictError(CATEGORY.holdsQuestions);
      await deleteCategory(db, id);
    },
  };
}
