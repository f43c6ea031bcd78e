// The demo content as one seed step: run by the server's entry before it listens when DEMO_DATA
// is true (the README's quick start sets it), by `npm run seed:demo` on an existing database, and by
// tests that ask for it; never inside the app plugin, so building the app never writes demo rows.
// Each part is seeded once per database (a mark in app_meta), so running it again adds nothing.
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "../../config";
import type { Database } from "../../db/schema";
import { seedDemoAdmin } from "./demo-admin";
import { seedDemoCourses } from "./demo-courses";
import { seedDemoData } from "./demo-data";
import { seedDemoPeople } from "./demo-people";
import { seedDemoProducts } from "./demo-products";
import { seedDemoTrips } from "./demo-trips";

export async function seedDemo(
  db: Kysely<Database>,
  config: Pick<Config, "dataDir" | "seedDir">,
  log: FastifyBaseLogger,
): Promise<void> {
  await seedDemoData(db, log);
  // After the demo accounts: a demo traveller holds seats on a departure.
  await seedDemoTrips(db);
  await seedDemoCourses(db);
  // After the demo accounts (a staff member recorded the results' consent) and the courses.
  await seedDemoPeople(db, config.dataDir);
  await seedDemoProducts(db, config, log);
  await seedDemoAdmin(db);
}
