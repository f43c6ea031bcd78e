// Opens the database, runs migrations, exposes `app.db` and closes it when the app closes.
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { Config } from "../config";
import { createDatabase, type DatabaseKind, type PoolUse } from "../db/database";
import { runMigrations } from "../db/migrate";
import type { Database } from "../db/schema";

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    /** The PostgreSQL pool's counts now (metrics); null on SQLite. */
    dbPoolUse: (() => PoolUse) | null;
  }
}

export const databasePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const handle = createDatabase(config);
    try {
      const applied = await runMigrations(handle);
      // Several processes starting together: only the one that ran them names any.
      if (applied.length > 0) app.log.info({ migrations: applied }, "database migrated");
    } catch (error) {
      await handle.db.destroy();
      throw error;
    }
    app.decorate("db", handle.db);
    app.decorate("dbKind", handle.kind);
    app.decorate("dbPoolUse", handle.poolUse);
    app.addHook("onClose", async () => {
      await handle.db.destroy();
    });
  },
  { name: "database" },
);
