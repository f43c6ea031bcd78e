// Migration 0045 on a database that already has quiz results and entrance attempts: the two tests
// and their ten questions are seeded once, the results read back the questions they showed, and a
// category of the same name made by staff before is reused, not doubled.
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { newId } from "../../lib/ids";
import { createEntranceTestService } from "../../modules/exams/entrance-test.service";
import { createQuizService } from "../../modules/exams/quiz.service";
import { oldUserRow, scratchDatabase } from "../../test/scratch-database";
import { createDatabase } from "../database";
import { runMigrations } from "../migrate";
import type { Database } from "../schema";

const scratch = scratchDatabase("0045");

describe("migration 0045", () => {
  it("seeds the quiz and the entrance test once, and old results show what they showed", async () => {
    const handle = createDatabase(scratch.config);
    // biome-ignore lint/suspicious/noExplicitAny: the schema before the migration has no type
    const db = handle.db as any;
    try {
      await runMigrations(handle, { upTo: "0039-result-mails" });
      const now = "2026-11-20T10:00:00.000Z";
      const userId = newId();
      await db
        .insertInto("users")
        .values(oldUserRow(userId, "Old Candidate", "old@test.local", now))
        .execute();
      await db
        .insertInto("quiz_results")
        .values({
          id: newId(),
          user_id: userId,
          name: "Old Candidate",
          email: "old@test.local",
          answers: JSON.stringify({ one: "a", two: "c" }),
          marks: 1,
          created_at: now,
        })
        .execute();
      await db
        .insertInto("entrance_attempts")
        .values({
          id: newId(),
          user_id: userId,
          name: "Old Candidate",
          email: "old@test.local",
          started_at: now,
          deadline: now,
          submitted_at: now,
          answers: JSON.stringify({ one: "a", two: "b" }),
          score: 1,
          expired: 0,
        })
        .execute();
      // Staff had made a category of the same name already.
      const existingRoot = newId();
      await db
        .insertInto("question_categories")
        .values({
          id: existingRoot,
          parent_id: null,
          name: "Specification tests",
          created_at: now,
          updated_at: now,
        })
        .execute();

      expect(await runMigrations(handle)).toContain("0045-specification-tests");
      expect(await runMigrations(handle)).toEqual([]);

      const tests = await db
        .selectFrom("exam_tests")
        .select(["id", "system_key", "sections", "max_attempts", "published"])
        .orderBy("system_key")
        .execute();
      expect(tests.map((row: { system_key: string }) => row.system_key)).toEqual([
        "entrance",
        "quiz",
      ]);
      for (const row of tests) {
        expect(row).toMatchObject({ max_attempts: 1, published: 0 });
        expect(JSON.parse(row.sections)[0].questionIds).toHaveLength(5);
      }
      const categories = await db
        .selectFrom("question_categories")
        .select(["id", "parent_id", "name"])
        .execute();
      expect(categories).toHaveLength(3);
      const children = categories.filter(
        (row: { parent_id: string | null }) => row.parent_id === existingRoot,
      );
      expect(children.map((row: { name: string }) => row.name).sort()).toEqual([
        "Entrance test",
        "Quiz",
      ]);
      const questions = await db.selectFrom("questions").select("id").execute();
      expect(questions).toHaveLength(10);

      const typed = handle.db as unknown as Kysely<Database>;
      const user = { id: userId, name: "Old Candidate", email: "old@test.local", role: "user" };
      // biome-ignore lint/suspicious/noExplicitAny: the services want a signed-in user
      const quiz = await createQuizService(typed).mine(user as any, { language: "en" });
      expect(quiz).toMatchObject({ marks: 1, outOf: 5 });
      expect(quiz?.review.map((item) => [item.chosen, item.correct, item.marks])).toEqual([
        ["a", "a", 1],
        ["c", "b", 0],
        [null, "b", 0],
        [null, "b", 0],
        [null, "d", 0],
      ]);
      expect(quiz?.review[1]?.text).toBe("Entomology is the science that studies");
      const entrance = await createEntranceTestService({ db: typed, timeLimitSeconds: 600 }).state(
        // biome-ignore lint/suspicious/noExplicitAny: the services want a signed-in user
        user as any,
        "bn",
      );
      expect(entrance).toMatchObject({
        questionCount: 5,
        marking: { correct: 2, wrong: -1, unanswered: 0 },
        maxScore: 10,
        attempt: { state: "submitted", score: 1 },
      });
      if (entrance.attempt.state === "submitted")
        expect(entrance.attempt.review[0]?.text).toBe("CPU-এর পূর্ণ রূপ কী?");
    } finally {
      await handle.db.destroy();
    }
  });
});
