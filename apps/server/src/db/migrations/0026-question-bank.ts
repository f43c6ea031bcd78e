// The question bank (decision 039): a tree of categories, questions with the columns their list
// filters and searches on, every version of each question's content, and its tags.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const questionBank: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("question_categories")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      // No cascade: a category with subcategories or questions is refused deletion instead.
      .addColumn("parent_id", "varchar(64)", (col) => col.references("question_categories.id"))
      .addColumn("name", "varchar(100)", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("question_categories_parent_idx")
      .on("question_categories")
      .columns(["parent_id", "name"])
      .execute();

    await db.schema
      .createTable("questions")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("category_id", "varchar(64)", (col) =>
        col.notNull().references("question_categories.id"),
      )
      // The version shown now; the rows of question_versions keep the earlier ones.
      .addColumn("version_id", "varchar(64)", (col) => col.notNull())
      .addColumn("version", "integer", (col) => col.notNull())
      .addColumn("type", "varchar(16)", (col) => col.notNull())
      .addColumn("difficulty", "varchar(16)", (col) => col.notNull())
      .addColumn("title", "varchar(200)")
      .addColumn("text_en", "text")
      .addColumn("text_bn", "text")
      // Set when deleted: the row stays for the versions a test may point at.
      .addColumn("deleted_at", "varchar(32)")
      .addColumn("created_by", "varchar(64)", (col) =>
        col.references("users.id").onDelete("set null"),
      )
      .addColumn("updated_by", "varchar(64)", (col) =>
        col.references("users.id").onDelete("set null"),
      )
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
    for (const [name, columns] of [
      ["questions_category_idx", ["category_id", "id"]],
      ["questions_type_idx", ["type", "id"]],
      ["questions_difficulty_idx", ["difficulty", "id"]],
      ["questions_updated_idx", ["updated_at", "id"]],
      ["questions_title_idx", ["title", "id"]],
    ] as const) {
      await db.schema
        .createIndex(name)
        .on("questions")
        .columns([...columns])
        .execute();
    }

    await db.schema
      .createTable("question_versions")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("question_id", "varchar(64)", (col) => col.notNull().references("questions.id"))
      .addColumn("version", "integer", (col) => col.notNull())
      // The whole content as JSON (packages/shared/src/question-bank.ts, QuestionContentSchema):
      // a version is read whole and never queried by its parts.
      .addColumn("content", "text", (col) => col.notNull())
      .addColumn("created_by", "varchar(64)", (col) =>
        col.references("users.id").onDelete("set null"),
      )
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("question_versions_question_idx")
      .on("question_versions")
      .columns(["question_id", "version"])
      .unique()
      .execute();

    await db.schema
      .createTable("question_tags")
      .addColumn("question_id", "varchar(64)", (col) =>
        col.notNull().references("questions.id").onDelete("cascade"),
      )
      .addColumn("tag", "varchar(50)", (col) => col.notNull())
      .addPrimaryKeyConstraint("question_tags_pk", ["question_id", "tag"])
      .execute();
    await db.schema
      .createIndex("question_tags_tag_idx")
      .on("question_tags")
      .columns(["tag", "question_id"])
      .execute();
  },
};
