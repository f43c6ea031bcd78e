// Trips become data staff keep: the three trips with their texts in both languages (seeded here,
// as the institute's facts, under the ids the ticket form names them by), their departures with
// seats and prices, and the seats travellers reserve on a departure.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

type Text = { en: string; bn: string };

type SeedTrip = {
  id: string;
  title: Text;
  description: Text;
  duration: Text;
  included: Text;
  pickupPoints: Text[];
  rules: Text;
};

const BERHAMPORE: Text = { en: "Berhampore bus stand", bn: "বহরমপুর বাস স্ট্যান্ড" };
const INSTITUTE: Text = { en: "Plassey, the institute's gate", bn: "পলাশী, প্রতিষ্ঠানের গেট" };
const KRISHNANAGAR: Text = { en: "Krishnanagar station", bn: "কৃষ্ণনগর স্টেশন" };

const COMMON_RULES: Text = {
  en: [
    "Carry a government photo ID.",
    "Be at your pickup point 15 minutes before the bus leaves; it does not wait.",
    "Children travel with an adult of their booking.",
    "Follow the guide's instructions and keep your phone charged.",
  ].join("\n"),
  bn: [
    "সরকারি সচিত্র পরিচয়পত্র সঙ্গে রাখুন।",
    "বাস ছাড়ার ১৫ মিনিট আগে আপনার পিকআপ স্থানে পৌঁছান; বাস অপেক্ষা করে না।",
    "শিশুরা তাদের বুকিংয়ের একজন প্রাপ্তবয়স্কের সঙ্গে ভ্রমণ করবে।",
    "গাইডের নির্দেশ মেনে চলুন এবং ফোনে চার্জ রাখুন।",
  ].join("\n"),
};

const TRIPS: SeedTrip[] = [
  {
    id: "plassey",
    title: { en: "Plassey Monument", bn: "পলাশী মনুমেন্ট" },
    description: {
      en: "The memorial at the site of the 1757 Battle of Plassey, on the bank of the Bhagirathi. A half-day guided visit.",
      bn: "ভাগীরথীর তীরে ১৭৫৭ সালের পলাশীর যুদ্ধক্ষেত্রের স্মৃতিসৌধ। গাইডসহ আধবেলার ভ্রমণ।",
    },
    duration: { en: "Half a day", bn: "আধবেলা" },
    included: {
      en: "Bus from the pickup point and back, a guide, drinking water.",
      bn: "পিকআপ স্থান থেকে যাওয়া-আসার বাস, গাইড, পানীয় জল।",
    },
    pickupPoints: [INSTITUTE, BERHAMPORE],
    rules: COMMON_RULES,
  },
  {
    id: "hazarduari",
    title: { en: "Hazarduari Palace", bn: "হাজারদুয়ারি প্রাসাদ" },
    description: {
      en: "The palace of a thousand doors in Murshidabad, with its museum of arms, paintings and the old Nawabi court.",
      bn: "মুর্শিদাবাদের হাজার দরজার প্রাসাদ, সঙ্গে অস্ত্র ও চিত্রকলার সংগ্রহশালা এবং পুরনো নবাবি দরবার।",
    },
    duration: { en: "One day", bn: "একদিন" },
    included: {
      en: "Bus from the pickup point and back, a guide, the museum's tickets, lunch.",
      bn: "পিকআপ স্থান থেকে যাওয়া-আসার বাস, গাইড, সংগ্রহশালার টিকিট, দুপুরের খাবার।",
    },
    pickupPoints: [BERHAMPORE, INSTITUTE],
    rules: {
      en: `${COMMON_RULES.en}\nPhotography is not allowed inside the museum.`,
      bn: `${COMMON_RULES.bn}\nসংগ্রহশালার ভিতরে ছবি তোলা নিষেধ।`,
    },
  },
  {
    id: "iskon",
    title: { en: "Nabadwip Iskon Temple", bn: "নবদ্বীপ ইসকন মন্দির" },
    description: {
      en: "The temple town of Nabadwip and the ISKCON complex at Mayapur across the river, with an evening aarti.",
      bn: "মন্দিরের শহর নবদ্বীপ এবং নদীর ওপারে মায়াপুরের ইসকন মন্দির, সঙ্গে সন্ধ্যারতি।",
    },
    duration: { en: "One day, back after the evening aarti", bn: "একদিন, সন্ধ্যারতির পরে ফেরা" },
    included: {
      en: "Bus and ferry from the pickup point and back, a guide, lunch.",
      bn: "পিকআপ স্থান থেকে যাওয়া-আসার বাস ও খেয়া, গাইড, দুপুরের খাবার।",
    },
    pickupPoints: [KRISHNANAGAR, INSTITUTE],
    rules: {
      en: `${COMMON_RULES.en}\nDress modestly and leave your shoes at the temple's counter.`,
      bn: `${COMMON_RULES.bn}\nশালীন পোশাক পরুন এবং জুতো মন্দিরের কাউন্টারে রাখুন।`,
    },
  },
];

/** A text kept in both languages: `<name>_en`, `<name>_bn`, '' while one waits for its translation. */
const TEXTS = ["title", "description", "duration", "included", "rules"] as const;

export const tripDepartures: Migration = {
  async up(db: Kysely<unknown>) {
    let trips = db.schema
      .createTable("trips")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("position", "integer", (col) => col.notNull());
    for (const text of TEXTS) {
      trips = trips
        .addColumn(`${text}_en`, "text", (col) => col.notNull().defaultTo(""))
        .addColumn(`${text}_bn`, "text", (col) => col.notNull().defaultTo(""));
    }
    await trips
      // The pickup points as JSON, `[{"en": "...", "bn": "..."}]`: read and written whole.
      .addColumn("pickup_points", "text", (col) => col.notNull())
      // The file name of its photo under DATA_DIR/uploads/trips, if it has one.
      .addColumn("photo", "varchar(200)")
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("trips_position_idx")
      .on("trips")
      .columns(["position", "id"])
      .execute();

    const now = new Date().toISOString();
    for (const [index, trip] of TRIPS.entries()) {
      const row: Record<string, string | number> = {
        id: trip.id,
        position: index + 1,
        pickup_points: JSON.stringify(trip.pickupPoints),
        created_at: now,
        updated_at: now,
      };
      for (const text of TEXTS) {
        row[`${text}_en`] = trip[text].en;
        row[`${text}_bn`] = trip[text].bn;
      }
      await (db as Kysely<{ trips: Record<string, string | number> }>)
        .insertInto("trips")
        .values(row)
        .execute();
    }

    await db.schema
      .createTable("trip_departures")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("trip_id", "varchar(64)", (col) => col.notNull().references("trips.id"))
      // The calendar day in India, YYYY-MM-DD.
      .addColumn("date", "varchar(10)", (col) => col.notNull())
      .addColumn("seats", "integer", (col) => col.notNull())
      // Taken by one conditional update (never past `seats`), returned when a booking is cancelled.
      .addColumn("seats_taken", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("adult_price_paise", "integer", (col) => col.notNull())
      .addColumn("child_price_paise", "integer", (col) => col.notNull())
      .addColumn("status", "varchar(16)", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .addCheckConstraint(
        "trip_departures_seats_check",
        sql`seats_taken >= 0 and seats_taken <= seats`,
      )
      .execute();
    await db.schema
      .createIndex("trip_departures_trip_idx")
      .on("trip_departures")
      .columns(["trip_id", "date", "id"])
      .execute();

    await db.schema
      .createTable("trip_bookings")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("departure_id", "varchar(64)", (col) =>
        col.notNull().references("trip_departures.id"),
      )
      .addColumn("user_id", "varchar(64)", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("adults", "integer", (col) => col.notNull())
      .addColumn("children", "integer", (col) => col.notNull())
      // The pickup point as the trip named it when booked, in both languages.
      .addColumn("pickup_point_en", "text", (col) => col.notNull())
      .addColumn("pickup_point_bn", "text", (col) => col.notNull())
      // One name per seat, as JSON: adults first, then children.
      .addColumn("passengers", "text", (col) => col.notNull())
      .addColumn("amount_paise", "integer", (col) => col.notNull())
      .addColumn("status", "varchar(24)", (col) => col.notNull())
      .addColumn("cancelled_by", "varchar(16)")
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("trip_bookings_departure_idx")
      .on("trip_bookings")
      .columns(["departure_id", "id"])
      .execute();
    await db.schema
      .createIndex("trip_bookings_user_idx")
      .on("trip_bookings")
      .columns(["user_id", "id"])
      .execute();
  },
};
