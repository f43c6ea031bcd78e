// The support desk's ten years: tickets with their notes, most with a few, a long thread of a few
// hundred notes now and then (the notes list's middle page needs one).
import { TRIPS } from "@app/shared/trips";
import {
  type Batches,
  type Clock,
  DAY,
  existingAt,
  iso,
  MINUTE,
  OWNER_INDEX,
  ROWS_AT_1X,
  type Row,
  timeOf,
  type User,
} from "./volume-model";
import {
  CUSTOMER_REPLIES,
  type Random,
  STAFF_REPLIES,
  TICKET_DETAILS,
  TICKET_OPENINGS,
  TICKET_TOPICS,
  uuidV7,
} from "./volume-words";

/** Tickets with their notes: most have a few, one in 4,000 a long thread of a few hundred. */
export async function fillTickets(
  batches: Batches,
  clock: Clock,
  n: typeof ROWS_AT_1X,
  random: Random,
  user: (i: number) => User,
): Promise<{ ticketId: string; notes: number; ownerTickets: number }> {
  const longThreads = Math.max(1, Math.round(10 * (n.tickets / ROWS_AT_1X.tickets)));
  const longEvery = Math.max(1, Math.floor((n.tickets * 0.8) / longThreads));
  const owner = user(OWNER_INDEX);
  let longest = { ticketId: "", notes: -1 };
  let ownerTickets = 0;
  for (let k = 0; k < n.tickets; k++) {
    const t = timeOf(clock, k, n.tickets, random);
    const existing = existingAt(clock, t, n.users);
    const customer =
      existing > OWNER_INDEX && random.chance(0.01) ? owner : user(random.int(0, existing - 1));
    if (customer.id === owner.id) ownerTickets++;
    const id = uuidV7(t, random);
    const long = k % longEvery === 0 && k / longEvery < longThreads;
    const noteCount = long
      ? k === 0
        ? 400
        : random.int(150, 350)
      : random.weighted([
          [0, 17],
          [1, 26],
          [2, 25],
          [3, 18],
          [4, 9],
          [5, 5],
        ] as const);
    const notes: Row<"notes">[] = [];
    let last = t;
    for (let m = 0; m < noteCount; m++) {
      const at = last + (long ? random.int(60, 2 * 24 * 60) : random.int(10, 3 * 24 * 60)) * MINUTE;
      if (at >= clock.endMs) break;
      last = at;
      const staff = m === 0 ? random.chance(0.7) : random.chance(0.5);
      const author = staff
        ? user(7 + 160 * random.int(0, Math.max(0, Math.floor((existing - 8) / 160))))
        : customer;
      notes.push({
        id: uuidV7(at, random),
        ticket_id: id,
        user_id: author.id,
        text: staff ? random.pick(STAFF_REPLIES) : random.pick(CUSTOMER_REPLIES),
        is_staff: staff ? 1 : 0,
        internal: 0,
        created_at: iso(at),
      });
    }
    const quiet = clock.endMs - last > 30 * DAY;
    const topic = random.weighted(TICKET_TOPICS);
    const description = [
      random.pick(TICKET_OPENINGS),
      `We have a question about ${topic}.`,
      random.pick(TICKET_DETAILS),
      ...(random.chance(0.5) ? [random.pick(TICKET_DETAILS)] : []),
    ].join(" ");
    const lastNote = notes[notes.length - 1];
    // Drawn in the order the row's fields always drew them, so the data stays as it was.
    const product = random.weighted(TRIPS.map((trip, index) => [trip, 3 - index] as const));
    const status = quiet
      ? random.chance(0.9)
        ? "closed"
        : "open"
      : notes.length === 0
        ? "new"
        : random.chance(0.7)
          ? "open"
          : "closed";
    // The desk's clocks and ratings (decision 049), from the notes without another draw: the first
    // staff reply answers and assigns it; a closed ticket closed at its last note, a third rated.
    const firstReply = notes.find((note) => note.is_staff === 1);
    const closed = status === "closed";
    await batches.add("tickets", {
      id,
      number: k + 1,
      user_id: customer.id,
      product,
      description,
      // The help desk's subject and the queue's preview (decision 046).
      subject: `Question about ${topic}`.slice(0, 150),
      last_message_at: lastNote?.created_at ?? iso(t),
      last_message_preview: (lastNote?.text ?? description).replace(/\s+/g, " ").slice(0, 160),
      last_message_by_staff: lastNote?.is_staff ?? 0,
      status,
      created_at: iso(t),
      updated_at: iso(last),
      first_response_at: firstReply?.created_at ?? null,
      assignee_id: firstReply?.user_id ?? null,
      closed_at: closed ? iso(last) : null,
      rating: closed && k % 3 === 0 ? 1 + (k % 5) : null,
    });
    for (const note of notes) await batches.add("notes", note);
    if (notes.length > longest.notes) longest = { ticketId: id, notes: notes.length };
  }
  return { ...longest, ownerTickets };
}
