// Made-up demo content for the admin panel: a few mechanics and vehicles, so /mechanic and
// /vdetails have something to show on a first start with DEMO_DATA. Seeded once per database
// (the `demo-admin` mark in app_meta), even if the rows are deleted later.
import type { Kysely } from "kysely";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { newId, nowIso } from "../../lib/ids";

const MARK = "demo-admin";

const MECHANICS = [
  { name: "Ratan Mondal", email: "ratan.mondal@demo.invalid", phone: "9000000301" },
  { name: "Bikash Ghosh", email: "bikash.ghosh@demo.invalid", phone: "9000000302" },
  { name: "Anjali Paul", email: "anjali.paul@demo.invalid", phone: "9000000303" },
];

const VEHICLES = [
  { year: 2019, make: "Tata", model: "Winger" },
  { year: 2021, make: "Force", model: "Traveller" },
  { year: 2016, make: "Mahindra", model: "Bolero" },
];

/** Seeds the demo mechanics and vehicles unless this database already had them. */
export async function seedDemoAdmin(db: Kysely<Database>): Promise<boolean> {
  const now = nowIso();
  try {
    await db.transaction().execute(async (trx) => {
      // First, so a second process seeding at the same moment stops at the unique key.
      await trx.insertInto("app_meta").values({ key: MARK, value: now }).execute();
      await trx
        .insertInto("mechanics")
        .values(MECHANICS.map((mechanic) => ({ id: newId(), ...mechanic, created_at: now })))
        .execute();
      await trx
        .insertInto("vehicles")
        .values(
          VEHICLES.map((vehicle) => ({
            id: newId(),
            ...vehicle,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}
