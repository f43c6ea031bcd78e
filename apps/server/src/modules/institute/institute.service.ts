// The institute's details: the stored ones, or the built-in defaults until an admin saves some.
// Read from the database each time (one primary-key lookup), so every process shows a change at
// once without a cache to keep in step.
import { INSTITUTE, type InstituteSettings, InstituteSettingsSchema } from "@app/shared/institute";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { nowIso } from "../../lib/ids";
import { readInstituteJson, writeInstituteJson } from "./institute.repository";

export type InstituteService = ReturnType<typeof createInstituteService>;

export function createInstituteService(db: Kysely<Database>) {
  return {
    async get(): Promise<InstituteSettings> {
      const stored = await readInstituteJson(db);
      if (stored === undefined) return INSTITUTE;
      // Written only through the schema; a row that no longer fits it (a later, stricter
      // schema) shows the defaults' values for what it lacks rather than failing every page.
      let value: unknown;
      try {
        value = JSON.parse(stored);
      } catch {
        return INSTITUTE;
      }
      const parsed = InstituteSettingsSchema.safeParse(value);
      return parsed.success ? parsed.data : INSTITUTE;
    },

    async update(input: InstituteSettings): Promise<InstituteSettings> {
      await writeInstituteJson(db, JSON.stringify(input), nowIso());
      return input;
    },
  };
}
