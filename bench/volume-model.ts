// The shape of the volume data (decision 015): the tables' row types, how many rows each gets, the
// ten years' clock (busier every year), the accounts and products every other table refers to,
// and the batches that carry rows to a sink (volume-fill.ts writes them).
import type { Insertable } from "kysely";
import type { Database } from "../apps/server/src/db/schema";
import {
  FIRST_NAMES,
  LAST_NAMES,
  PRODUCT_ITEMS,
  Random,
  STREETS,
  TOWNS,
  uuidV7,
} from "./volume-words";

export type Table = keyof Database;
export type Row<T extends Table> = Insertable<Database[T]>;

/** Writes rows of one table; the fill hands parents' rows over before their children's. */
export interface RowSink {
  insert<T extends Table>(table: T, rows: Row<T>[]): Promise<void>;
}

/** Rows at scale 1: the busy institute after ten years. */
export const ROWS_AT_1X = {
  users: 10_000,
  tickets: 40_000,
  notes: 80_000,
  orders: 10_000,
  admissions: 3_000,
  outbox: 20_000,
  invoices: 2_000,
  map_users: 2_000,
  voters: 5_000,
  products: 500,
  mechanics: 200,
  vehicles: 1_000,
};

/** What the measurements need to know about the filled data. */
export type VolumeFacts = {
  scale: number;
  /** Rows written per table (the notes and lines are drawn at random, so not round figures). */
  rows: Partial<Record<Table, number>>;
  /** A customer with many tickets (1 % of all), to sign in as for their own list. */
  owner: { email: string; password: string; tickets: number };
  /** The ticket with the longest thread of notes. */
  longestThread: { ticketId: string; notes: number };
  /** The newest row's time: the end of the ten years. */
  endMs: number;
};

/** The password of every filled account (one hash, computed once, stands for all of them). */
export const VOLUME_PASSWORD = "bench-volume-password";
export const OWNER_EMAIL = "frequent.traveller@bench.test";

export const MINUTE = 60_000;
export const DAY = 86_400_000;
export const SPAN_MS = 3652 * DAY;
const BATCH = 1000;
/** The codes the courses migration (0004-institute) seeds. */
export const COURSES = ["mern", "frontend", "backend", "java", "python"] as const;
export const OWNER_INDEX = 100;
const isStaffIndex = (i: number) => i % 160 === 7;
const isAdminIndex = (i: number) => i % 2000 === 13;

// Busier every year: new rows come three times as often at the end as at the start. share(x) is
// the share of a table's rows made before the fraction x of the ten years; fractionOf inverts it.
const share = (x: number) => (x + x * x) / 2;
const fractionOf = (u: number) => (-1 + Math.sqrt(1 + 8 * u)) / 2;

/** A generator per (table, row) pair, so a row can be rebuilt from its index alone. */
const seeded = (table: number, index: number) =>
  new Random(Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(table + 1, 0x85ebca6b));

export type Clock = { startMs: number; endMs: number };
export const iso = (ms: number) => new Date(ms).toISOString();

/** The time of the i-th of n rows of a table, growing with the institute. */
export function timeOf(clock: Clock, i: number, n: number, random: Random): number {
  return clock.startMs + SPAN_MS * fractionOf(Math.min(1, (i + random.next()) / n));
}

/** How many of n rows existed at time t. */
export function existingAt(clock: Clock, t: number, n: number): number {
  return Math.max(1, Math.min(n, Math.floor(share((t - clock.startMs) / SPAN_MS) * n)));
}

export type User = {
  id: string;
  name: string;
  email: string;
  role: "user" | "staff" | "admin";
  ms: number;
};

export function userAt(clock: Clock, i: number, n: number): User {
  const random = seeded(1, i);
  const ms = timeOf(clock, i, n, random);
  const id = uuidV7(ms, random);
  const role = isAdminIndex(i) ? "admin" : isStaffIndex(i) ? "staff" : "user";
  if (i === OWNER_INDEX) return { id, name: "Frequent Traveller", email: OWNER_EMAIL, role, ms };
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const email = `${first}.${last}.${i}@example.in`.toLowerCase();
  return { id, name: `${first} ${last}`, email, role, ms };
}

/** A product as orders and invoice lines copy it, and its row. */
export type Product = { id: string; name: string; sellPaise: number; row: Row<"products"> };

export function productAt(clock: Clock, j: number, n: number): Product {
  const random = seeded(2, j);
  const ms = timeOf(clock, j, n, random);
  const [kind, item] = random.pick(PRODUCT_ITEMS);
  const name = `${item}, edition ${1 + Math.floor(j / PRODUCT_ITEMS.length)}`;
  const pricePaise = random.int(50, 2000) * 100;
  const sellPaise = pricePaise - random.int(0, 10) * Math.floor(pricePaise / 100);
  const image = () => `${random.hex(32)}.webp`;
  const id = uuidV7(ms, random);
  const row: Row<"products"> = {
    id,
    name_en: name,
    description_en: `${name}: made for the institute's students and visitors, sold at the office and online.`,
    price_paise: pricePaise,
    sellprice_paise: sellPaise,
    kind,
    image1: image(),
    image2: random.chance(0.5) ? image() : null,
    image3: random.chance(0.2) ? image() : null,
    created_at: iso(ms),
  };
  return { id, name, sellPaise, row };
}

/** Buffers rows per table; a full buffer sends every table's rows, parents (first used) first. */
export class Batches {
  readonly rows: Partial<Record<Table, number>> = {};
  readonly #buffers = new Map<Table, unknown[]>();
  constructor(private readonly sink: RowSink) {}

  async add<T extends Table>(table: T, row: Row<T>): Promise<void> {
    const buffer = this.#buffers.get(table) ?? [];
    if (buffer.length === 0) this.#buffers.set(table, buffer);
    buffer.push(row);
    this.rows[table] = (this.rows[table] ?? 0) + 1;
    if (buffer.length >= BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    for (const [table, buffer] of this.#buffers) {
      if (buffer.length === 0) continue;
      await this.sink.insert(table, buffer.splice(0) as never);
    }
  }
}

export const mobile = (random: Random) => `${random.int(6, 9)}${random.digits(9)}`;
export const pin = (random: Random) => `7${random.pick(["41", "42"])}${random.digits(3)}`;
export const address = (random: Random) =>
  `${random.int(1, 250)}, ${random.pick(STREETS)}, ${random.pick(TOWNS)}, West Bengal`;

/** Financial year (1 April–31 March in India, UTC+5:30 all year) of a moment: `2024-25`. */
export function financialYearOf(ms: number): string {
  const india = new Date(ms + 330 * MINUTE);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}
