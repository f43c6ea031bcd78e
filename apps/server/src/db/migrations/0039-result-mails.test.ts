// Migration 0039 on a database that already has attempts: those whose results were already
// visible count as mailed (no mail about an old test the day it runs); the others wait for theirs.
import { describe, expect, it } from "vitest";
import { newId } from "../../lib/ids";
import { oldUserRow, scratchDatabase } from "../../test/scratch-database";
import { createDatabase } from "../database";
import { runMigrations } from "../migrate";

const scratch = scratchDatabase("0039");

describe("migration 0039", () => {
  it("marks the attempts whose results were already visible as mailed, and only those", async () => {
    const handle = createDatabase(scratch.config);
    // biome-ignore lint/suspicious/noExplicitAny: the schema before the migration has no type
    const db = handle.db as any;
    try {
      await runMigrations(handle, { upTo: "0038-money-figures" });
      const now = "2026-11-20T10:00:00.000Z";
      const userId = newId();
      await db
        .insertInto("users")
        .values(oldUserRow(userId, "Old Candidate", "old@test.local", now))
        .execute();
      const test = (resultsAt: string | null) => ({
        id: newId(),
        duration_minutes: 30,
        sections: "[]",
        results_at: resultsAt,
        created_at: now,
        updated_at: now,
      });
      const atOnce = test(null);
      const published = test("2026-11-21T10:00:00.000Z");
      const later = test("2999-01-01T00:00:00.000Z");
      await db.insertInto("exam_tests").values([atOnce, published, later]).execute();
      const attempt = (testId: string, status: string) => ({
        id: newId(),
        test_id: testId,
        user_id: userId,
        number: 1,
        status,
        started_at: now,
        deadline: now,
      });
      const attempts = {
        atOnce: attempt(atOnce.id, "submitted"),
        published: attempt(published.id, "submitted"),
        running: attempt(published.id, "running"),
        later: attempt(later.id, "submitted"),
      };
      await db.insertInto("exam_attempts").values(Object.values(attempts)).execute();

      await runMigrations(handle);
      const mailed = async (id: string) =>
        (
          await db
            .selectFrom("exam_attempts")
            .select("result_mailed_at")
            .where("id", "=", id)
            .executeTakeFirst()
        )?.result_mailed_at ?? null;
      expect(await mailed(attempts.atOnce.id)).not.toBeNull();
      expect(await mailed(attempts.published.id)).not.toBeNull();
      expect(await mailed(attempts.running.id)).toBeNull();
      expect(await mailed(attempts.later.id)).toBeNull();
    } finally {
      await handle.db.destroy();
    }
  });
});
