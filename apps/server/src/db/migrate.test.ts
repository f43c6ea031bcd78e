import { describe, expect, it } from "vitest";
import { scratchDatabase } from "../test/scratch-database";
import { createDatabase } from "./database";
import { runMigrations } from "./migrate";

const scratch = scratchDatabase("migrate");

describe("migrations", () => {
  it("run once when several processes start together, and again as a no-op", async () => {
    const config = scratch.config;
    const handles = [createDatabase(config), createDatabase(config), createDatabase(config)];
    try {
      let applied: string[][];
      if (scratch.databaseUrl) {
        applied = await Promise.all(handles.map((handle) => runMigrations(handle)));
      } else {
        // better-sqlite3 is synchronous, so connections of one process cannot wait for each other;
        // processes do (begin immediate + busy_timeout). Here: one after the other, on one file.
        applied = [];
        for (const handle of handles) applied.push(await runMigrations(handle));
      }
      // Every migration was applied by exactly one of them; the others found nothing to do.
      const all = applied.flat();
      expect(all.length).toBeGreaterThan(0);
      expect(new Set(all).size).toBe(all.length);
      expect(applied.filter((names) => names.length > 0)).toHaveLength(1);
      expect(await runMigrations(handles[0] ?? createDatabase(config))).toEqual([]);
      const db = handles[0]?.db;
      if (!db) throw new Error("no database");
      const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
      expect(tables).toEqual(
        expect.arrayContaining([
          "admissions",
          "app_meta",
          "counters",
          "entrance_attempts",
          "courses",
          "invoice_counters",
          "invoice_lines",
          "invoices",
          "map_users",
          "notes",
          "old_students",
          "orders",
          "outbox",
          "products",
          "quiz_results",
          "teacher_photos",
          "tickets",
          "users",
        ]),
      );
      const users = await db.selectFrom("users").select("id").execute();
      expect(users).toEqual([]);
      // Institute data is seeded by the migration itself, exactly once however many ran.
      const courses = await db.selectFrom("courses").select("code").orderBy("position").execute();
      expect(courses.map((c) => c.code)).toEqual(["mern", "frontend", "backend", "java", "python"]);
      const counters = await db.selectFrom("counters").selectAll().execute();
      expect(counters).toEqual([{ name: "visitors", value: 0 }]);
    } finally {
      await Promise.all(handles.map((handle) => handle.db.destroy()));
    }
  });
});
