// Ten years of a busy institute, row by row (decision 015): the rows the server's tables would hold,
// with their ids, times and formats, handed in batches to a sink that writes them (volume-fill.ts).
// Every volume is the same seeded data; `scale` multiplies every table (1 = the figures).
import { GENDERS } from "@app/shared/admissions";
import {
  address,
  Batches,
  type Clock,
  COURSES,
  DAY,
  existingAt,
  financialYearOf,
  iso,
  mobile,
  OWNER_EMAIL,
  pin,
  productAt,
  ROWS_AT_1X,
  type Row,
  type RowSink,
  SPAN_MS,
  timeOf,
  type User,
  userAt,
  VOLUME_PASSWORD,
  type VolumeFacts,
} from "./volume-model";
import { fillTickets } from "./volume-tickets";
import {
  CONSTITUENCIES,
  FIRST_NAMES,
  LAST_NAMES,
  MAIL_ERRORS,
  MAIL_SUBJECTS,
  Random,
  uuidV7,
  VEHICLES,
} from "./volume-words";

/**
 * Writes every table's rows to `sink`. `passwordHash` is stored for every account (a real scrypt
 * hash of VOLUME_PASSWORD, so any of them can sign in). Ends today at 00:00 UTC.
 */
export async function fillVolume(
  sink: RowSink,
  scale: number,
  passwordHash: string,
): Promise<VolumeFacts> {
  const endMs = Math.floor(Date.now() / DAY) * DAY;
  const clock: Clock = { startMs: endMs - SPAN_MS, endMs };
  const n = Object.fromEntries(
    Object.entries(ROWS_AT_1X).map(([table, rows]) => [
      table,
      Math.max(1, Math.round(rows * scale)),
    ]),
  ) as typeof ROWS_AT_1X;
  const batches = new Batches(sink);
  const random = new Random(16);
  const user = (i: number) => userAt(clock, i, n.users);
  const someUserAt = (t: number) => user(random.int(0, existingAt(clock, t, n.users) - 1));

  for (let i = 0; i < n.users; i++) {
    const u = user(i);
    await batches.add("users", {
      id: u.id,
      name: u.name,
      email: u.email,
      password_hash: passwordHash,
      role: u.role,
      avatar_file: null,
      // A third read in Bengali.
      locale: i % 3 === 0 ? "bn" : "en",
      latin_digits: 0,
      token_version: 0,
      created_at: iso(u.ms),
      must_change_password: 0,
    });
  }
  for (let j = 0; j < n.products; j++) {
    await batches.add("products", productAt(clock, j, n.products).row);
  }

  const thread = await fillTickets(batches, clock, n, random, user);

  for (let k = 0; k < n.orders; k++) {
    const t = timeOf(clock, k, n.orders, random);
    const u = someUserAt(t);
    const product = productAt(
      clock,
      random.int(0, existingAt(clock, t, n.products) - 1),
      n.products,
    );
    const old = clock.endMs - t > 30 * DAY;
    await batches.add("orders", {
      id: uuidV7(t, random),
      // In the order of their ids, as migration 0029 numbers existing orders.
      number: k + 1,
      user_id: u.id,
      name: u.name,
      email: u.email,
      address: address(random),
      gender: random.pick(GENDERS),
      product_id: product.id,
      product_name: product.name,
      price_paise: product.sellPaise,
      pin: pin(random),
      mobile: mobile(random),
      status: old
        ? random.weighted([
            ["delivered", 85],
            ["cancelled", 15],
          ] as const)
        : random.pick(["placed", "confirmed", "delivered", "cancelled"] as const),
      created_at: iso(t),
      updated_at: iso(old ? t + random.int(1, 10) * DAY : t),
    });
  }

  // One admission per applicant (an open one is unique per user): new accounts apply soon after.
  const applied = new Set<number>();
  for (let k = 0; k < n.admissions; k++) {
    const t = timeOf(clock, k, n.admissions, random);
    let i = Math.max(0, existingAt(clock, t, n.users) - 1 - random.int(0, 40));
    while (applied.has(i)) i = (i + 1) % n.users;
    applied.add(i);
    const u = user(i);
    const old = clock.endMs - t > 30 * DAY;
    await batches.add("admissions", {
      id: uuidV7(t, random),
      user_id: u.id,
      name: u.name,
      email: u.email,
      address: address(random),
      gender: random.pick(GENDERS),
      classes: random.chance(0.3) ? null : random.int(8, 12),
      pin: pin(random),
      course: random.pick(COURSES),
      mobile: mobile(random),
      status: old
        ? random.weighted([
            ["accepted", 60],
            ["rejected", 25],
            ["waitlisted", 15],
          ] as const)
        : random.weighted([
            ["pending", 80],
            ["accepted", 10],
            ["waitlisted", 10],
          ] as const),
      created_at: iso(t),
      updated_at: iso(old ? t + random.int(1, 20) * DAY : t),
    });
  }

  for (let k = 0; k < n.outbox; k++) {
    const t = timeOf(clock, k, n.outbox, random);
    const recent = clock.endMs - t < DAY;
    const state = random.weighted([
      ["sent", 90],
      ["failed", 7],
      ["pending", recent ? 30 : 0],
    ] as const);
    const subject = random.weighted(MAIL_SUBJECTS);
    await batches.add("outbox", {
      id: uuidV7(t, random),
      recipient: someUserAt(t).email,
      subject,
      text: `${subject}. Sign in to the institute's portal to see the details. This message was sent automatically.`,
      state,
      error: state === "failed" ? random.pick(MAIL_ERRORS) : null,
      attempts:
        state === "pending"
          ? 0
          : state === "failed"
            ? 3
            : random.weighted([
                [1, 95],
                [2, 5],
              ] as const),
      created_at: iso(t),
      sent_at: state === "sent" ? iso(t + random.int(1, 30) * 1000) : null,
    });
  }

  await fillInvoices(batches, clock, n, random, user);

  for (let k = 0; k < n.map_users; k++) {
    // A stride through the accounts (coprime with their count): each shares one position.
    const u = user((k * 7919) % n.users);
    const created = u.ms + random.next() * (clock.endMs - u.ms) * 0.5;
    const updated = created + random.next() * (clock.endMs - created);
    await batches.add("map_users", {
      id: uuidV7(created, random),
      user_id: u.id,
      name: u.name,
      email: u.email,
      lat: 22 + random.next() * 3,
      long: 87.5 + random.next() * 1.5,
      speed: random.chance(0.4) ? Math.round(random.next() * 150) / 10 : null,
      created_at: iso(created),
      updated_at: iso(updated),
    });
  }

  for (let k = 0; k < n.voters; k++) {
    const [constituency, district] = CONSTITUENCIES[k % CONSTITUENCIES.length] ?? ["", ""];
    const t = clock.startMs + random.next() * SPAN_MS;
    const total = random.int(150_000, 300_000);
    const hindu = Math.floor(total * (0.3 + random.next() * 0.4));
    await batches.add("voters", {
      id: uuidV7(t, random),
      sl_no: 1 + Math.floor(k / CONSTITUENCIES.length),
      state: "West Bengal",
      district,
      assembly_constituency: constituency,
      total_voter: total,
      number_of_hindu: hindu,
      number_of_muslim: Math.floor((total - hindu) * (0.8 + random.next() * 0.2)),
      created_at: iso(t),
      updated_at: iso(t),
    });
  }

  for (let k = 0; k < n.mechanics; k++) {
    const t = timeOf(clock, k, n.mechanics, random);
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    await batches.add("mechanics", {
      id: uuidV7(t, random),
      name: `${first} ${last}`,
      email: `${first}.${last}.garage${k}@example.in`.toLowerCase(),
      phone: mobile(random),
      created_at: iso(t),
    });
  }
  for (let k = 0; k < n.vehicles; k++) {
    const t = timeOf(clock, k, n.vehicles, random);
    const [make, models] = random.pick(VEHICLES);
    await batches.add("vehicles", {
      id: uuidV7(t, random),
      year: random.int(2005, new Date(t).getUTCFullYear()),
      make,
      model: random.pick(models),
      created_at: iso(t),
      updated_at: iso(t),
    });
  }
  // The counters go on from the numbers given above.
  if (n.orders > 0) await batches.add("counters", { name: "orders", value: n.orders });
  if (n.tickets > 0) await batches.add("counters", { name: "tickets", value: n.tickets });
  await batches.flush();

  return {
    scale,
    rows: batches.rows,
    owner: { email: OWNER_EMAIL, password: VOLUME_PASSWORD, tickets: thread.ownerTickets },
    longestThread: { ticketId: thread.ticketId, notes: thread.notes },
    endMs,
  };
}

/** Invoices numbered per financial year without gaps, with their lines and the year counters. */
async function fillInvoices(
  batches: Batches,
  clock: Clock,
  n: typeof ROWS_AT_1X,
  random: Random,
  user: (i: number) => User,
): Promise<void> {
  const lastNumber = new Map<string, number>();
  for (let k = 0; k < n.invoices; k++) {
    const t = timeOf(clock, k, n.invoices, random);
    const year = financialYearOf(t);
    const sequence = (lastNumber.get(year) ?? 0) + 1;
    lastNumber.set(year, sequence);
    const admins = Math.max(1, Math.floor((existingAt(clock, t, n.users) - 14) / 2000) + 1);
    const admin = user(13 + 2000 * random.int(0, admins - 1));
    const id = uuidV7(t, random);
    const lines: Row<"invoice_lines">[] = [];
    for (let position = 1, count = random.int(1, 4); position <= count; position++) {
      const product = productAt(
        clock,
        random.int(0, existingAt(clock, t, n.products) - 1),
        n.products,
      );
      const qty = random.int(1, 5);
      lines.push({
        id: uuidV7(t, random),
        invoice_id: id,
        position,
        product_id: product.id,
        name: product.name,
        price_paise: product.sellPaise,
        qty,
        total_paise: product.sellPaise * qty,
      });
    }
    await batches.add("invoices", {
      id,
      number: `INV-${year}/${String(sequence).padStart(4, "0")}`,
      financial_year: year,
      sequence,
      total_paise: lines.reduce((sum, line) => sum + Number(line.total_paise), 0),
      created_by: admin.id,
      created_by_name: admin.name,
      created_at: iso(t),
    });
    for (const line of lines) await batches.add("invoice_lines", line);
  }
  for (const [financial_year, last_number] of lastNumber) {
    await batches.add("invoice_counters", { financial_year, last_number });
  }
}
