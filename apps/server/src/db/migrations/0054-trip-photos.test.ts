// Migration 0054 on a database whose trips have one photo or none: the photo becomes the first
// (and only) of the trip's photos, a trip without one has none, and the old column is gone.
import { describe, expect, it } from "vitest";
import { scratchDatabase } from "../../test/scratch-database";
import { createDatabase } from "../database";
import { runMigrations } from "../migrate";

const scratch = scratchDatabase("0054");

describe("migration 0054", () => {
  it("moves each trip's one photo into its list of photos", async () => {
    const handle = createDatabase(scratch.config);
    // The tables as the migration finds them, typed loosely: their columns are the old ones.
    // biome-ignore lint/suspicious/noExplicitAny: the schema before the migration has no type
    const db = handle.db as any;
    try {
      await runMigrations(handle, { upTo: "0053-admission-birthdate" });
      const photo = `${"ab12".repeat(8)}.webp`;
      await db.updateTable("trips").set({ photo }).where("id", "=", "iskon").execute();
      await runMigrations(handle);
      const rows = await db.selectFrom("trips").selectAll().orderBy("id").execute();
      expect(rows.map((row: { id: string; photos: string }) => [row.id, row.photos])).toEqual([
        ["hazarduari", "[]"],
        ["iskon", `["${photo}"]`],
        ["plassey", "[]"],
      ]);
      expect(rows[0]).not.toHaveProperty("photo");
    } finally {
      await handle.db.destroy();
    }
  });
});
