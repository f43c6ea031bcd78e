// Made-up departures for a first start with demo content: each trip leaves in about ten days and
// in about three and a half weeks, and a demo traveller holds two seats on the first Plassey one,
// so /trip shows dates, prices and seats and a passenger list has someone on it.
// Seeded once per database (the `demo-trips` mark in app_meta).
import { bookingAmountPaise } from "@app/shared/trips";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { indiaDay } from "../../lib/days";
import { newId } from "../../lib/ids";

const MARK = "demo-trips";
const DAY = 24 * 60 * 60 * 1000;

const DEPARTURES = [
  { trip: "plassey", inDays: 10, seats: 30, adult: 45_000, child: 25_000 },
  { trip: "plassey", inDays: 24, seats: 30, adult: 45_000, child: 25_000 },
  { trip: "hazarduari", inDays: 11, seats: 40, adult: 120_000, child: 70_000 },
  { trip: "hazarduari", inDays: 25, seats: 40, adult: 120_000, child: 70_000 },
  { trip: "iskon", inDays: 12, seats: 35, adult: 95_000, child: 50_000 },
  { trip: "iskon", inDays: 26, seats: 35, adult: 95_000, child: 50_000 },
] as const;

/** Seeds the demo departures unless this database already had them. Safe when processes race. */
export async function seedDemoTrips(db: Kysely<Database>): Promise<boolean> {
  const seeded = await db
    .selectFrom("app_meta")
    .select("key")
    .where("key", "=", MARK)
    .executeTakeFirst();
  if (seeded) return false;
  const now = Date.now();
  const stamp = new Date(now).toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("app_meta").values({ key: MARK, value: stamp }).execute();
      const trips = new Set(
        (await trx.selectFrom("trips").select("id").execute()).map((row) => row.id),
      );
      const traveller = await trx
        .selectFrom("users")
        .select("id")
        .where("email", "=", "tapan.roy@demo.invalid")
        .executeTakeFirst();
      for (const [index, departure] of DEPARTURES.entries()) {
        if (!trips.has(departure.trip)) continue;
        const id = newId();
        const booked = index === 0 && traveller ? 2 : 0;
        await trx
          .insertInto("trip_departures")
          .values({
            id,
            trip_id: departure.trip,
            date: indiaDay(new Date(now + departure.inDays * DAY)),
            seats: departure.seats,
            seats_taken: booked,
            adult_price_paise: departure.adult,
            child_price_paise: departure.child,
            status: "open",
            created_at: stamp,
            updated_at: stamp,
          })
          .execute();
        if (booked > 0 && traveller) {
          await trx
            .insertInto("trip_bookings")
            .values({
              id: newId(),
              departure_id: id,
              user_id: traveller.id,
              adults: 1,
              children: 1,
              pickup_point_en: "Berhampore bus stand",
              pickup_point_bn: "বহরমপুর বাস স্ট্যান্ড",
              passengers: JSON.stringify(["Tapan Roy", "Tinku Roy"]),
              amount_paise: bookingAmountPaise(
                { adultPricePaise: departure.adult, childPricePaise: departure.child },
                1,
                1,
              ),
              status: "awaiting_payment",
              cancelled_by: null,
              created_at: stamp,
              updated_at: stamp,
            })
            .execute();
        }
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}
