import { z } from "zod";
import { IdSchema, intBetween, TimestampSchema } from "./common";
import { LanguageSchema } from "./i18n";
import { sharedText } from "./messages";
import { DaySchema, listQuerySchema, SearchTextSchema } from "./paging";
import { PaymentMethodSchema, PaymentStateSchema } from "./payments";

// The refusals of these schemas, in the reader's language where shown (messages.ts).
const STATUS_INVALID = /*i18n*/ {
  id: "tickets.status.invalid",
  message: "Status must be new, open, pending or closed",
};
const TOO_MANY_ATTACHMENTS = /*i18n*/ {
  id: "tickets.attachments.tooMany",
  message: "Please attach at most {max} files",
};
const ATTACHED_TWICE = /*i18n*/ {
  id: "tickets.attachments.twice",
  message: "Each file can be attached once",
};
const DESCRIPTION_LONG = /*i18n*/ {
  id: "tickets.description.long",
  message: "Description is too long",
};
const DESCRIPTION_EMPTY = /*i18n*/ {
  id: "tickets.description.empty",
  message: "Please describe the issue",
};
const STARS = /*i18n*/ {
  id: "tickets.rating.stars",
  message: "Please choose {min} to {max} stars",
};
const COMMENT_LONG = /*i18n*/ {
  id: "tickets.rating.commentLong",
  message: "The comment must be at most {max} characters",
};
const SUBJECT_MISSING = /*i18n*/ {
  id: "tickets.subject.missing",
  message: "Please give the ticket a subject",
};
const SUBJECT_LONG = /*i18n*/ {
  id: "tickets.subject.long",
  message: "The subject must be at most {max, number} characters",
};
const VIEW_NAME = /*i18n*/ {
  id: "tickets.view.name",
  message: "Please name the view (at most {max, number} characters)",
};
const BULK_IDS = /*i18n*/ {
  id: "tickets.bulk.ids",
  message: "Please choose {min} to {max} tickets",
};
const NOTE_LONG = /*i18n*/ { id: "tickets.note.long", message: "Note is too long" };
const NOTE_EMPTY = /*i18n*/ {
  id: "tickets.note.empty",
  message: "Write a message or attach a file",
};
/** The most stars a rating gives. */
const MAX_STARS = 5;

import { TicketTripSchema } from "./trips";

/**
 * A help desk's statuses (decision 046): `new` until staff first reply, `open`, `pending` while
 * staff wait for the customer (off the overdue clock; the customer's reply opens it again; closed
 * by itself after PENDING_CLOSE_DAYS), `closed`.
 */
export const TICKET_STATUSES = ["new", "open", "pending", "closed"] as const;
export const TicketStatusSchema = z.enum(TICKET_STATUSES, {
  error: sharedText(STATUS_INVALID),
});
export type TicketStatus = z.infer<typeof TicketStatusSchema>;

/** Photos and PDFs sent with one ticket or one note (docs/product.md: support desk). */
export const MAX_ATTACHMENTS = 5;
/** Uploads a user may hold that no ticket or note has taken yet; one more is refused (409). */
export const MAX_UNSENT_ATTACHMENTS = 20;
/** What an attachment is once stored: every image is re-encoded to WebP; a PDF is kept. */
export const ATTACHMENT_CONTENT_TYPES = ["image/webp", "application/pdf"] as const;

/**
 * A stored attachment. Its bytes are at GET /api/tickets/{ticket}/attachments/{_id} (and an
 * image's thumbnail under .../thumbnail), for the ticket's customer and staff only.
 */
export const AttachmentSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  contentType: z.enum(ATTACHMENT_CONTENT_TYPES),
  /** Bytes as stored (after an image's re-encoding). */
  size: z.number().int(),
  /** An image's size in pixels; null for a PDF. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: TimestampSchema,
});
export type Attachment = z.infer<typeof AttachmentSchema>;

/** The uploads (POST /api/ticket-attachments) a new ticket or note takes, by id. */
export const AttachmentIdsSchema = z
  .array(IdSchema)
  .max(MAX_ATTACHMENTS, sharedText(TOO_MANY_ATTACHMENTS, { max: MAX_ATTACHMENTS }))
  .refine((ids) => new Set(ids).size === ids.length, sharedText(ATTACHED_TWICE));

export const AttachmentParamsSchema = z.object({ id: IdSchema, attachmentId: IdSchema });
export const UnsentAttachmentParamsSchema = z.object({ attachmentId: IdSchema });

/** A ticket's subject: what it is about, in a line. */
export const SUBJECT_MAX = 150;

/**
 * Some text besides white space (what `trim()` would leave something of): a pattern rather than a
 * refinement, so the API document shows it. Stored as written, not trimmed.
 */
const SOME_TEXT = /\S/;
/** Whether a message's text is more than white space. */
const hasText = (text: string): boolean => SOME_TEXT.test(text);

/** The start of a ticket's last message, as the queue shows it. */
export const PREVIEW_MAX = 160;

export const CreateTicketSchema = z.strictObject({
  /** The trip it is about: the id of one of the trips (docs/product.md: support desk). */
  product: TicketTripSchema,
  /**
   * What it is about. Left out (the specification's clients send none), the description's first
   * line is the subject.
   */
  subject: z
    .string()
    .trim()
    .max(SUBJECT_MAX, sharedText(SUBJECT_LONG, { max: SUBJECT_MAX }))
    .optional(),
  /**
   * The caller's own closed ticket this one follows (writing again after REOPEN_DAYS starts a new
   * ticket linked to the old one; decision 046).
   */
  follows: IdSchema.optional(),
  /**
   * The first message: some text, not only white space (an empty one helps no one, whoever sends
   * it), stored as written. At most 5000 characters.
   */
  description: z
    .string()
    .max(5000, sharedText(DESCRIPTION_LONG))
    .regex(SOME_TEXT, sharedText(DESCRIPTION_EMPTY)),
  /** Uploads to attach (docs/product.md: support desk). */
  attachments: AttachmentIdsSchema.optional(),
});
export type CreateTicketInput = z.infer<typeof CreateTicketSchema>;

/**
 * The web's new ticket form (/new-ticket): the customer writes a subject too. The API still takes
 * a ticket without one (the specification's clients send none; its description's first line is
 * its subject then).
 */
export const NewTicketFormSchema = CreateTicketSchema.extend({
  subject: z
    .string({ error: sharedText(SUBJECT_MISSING) })
    .trim()
    .min(1, sharedText(SUBJECT_MISSING))
    .max(SUBJECT_MAX, sharedText(SUBJECT_LONG, { max: SUBJECT_MAX })),
});

/** PUT /api/tickets/{id} accepts only `{status}`; anything else is refused. */
export const UpdateTicketSchema = z.strictObject({ status: TicketStatusSchema });
export type UpdateTicketInput = z.infer<typeof UpdateTicketSchema>;

/** The customer's rating of the help on a closed ticket (docs/product.md: support desk). */
export const TicketRatingSchema = z.object({
  score: z.number().int().min(1).max(5),
  comment: z.string(),
  ratedAt: TimestampSchema,
});
export type TicketRating = z.infer<typeof TicketRatingSchema>;

/** POST /api/tickets/{id}/rating: the ticket's customer, once it is closed, once. */
export const RateTicketSchema = z.strictObject({
  score: intBetween(STARS, 1, MAX_STARS),
  comment: z
    .string()
    .trim()
    .max(1000, sharedText(COMMENT_LONG, { max: 1000 }))
    .optional(),
});
export type RateTicketInput = z.input<typeof RateTicketSchema>;

export const TicketSchema = z.object({
  _id: IdSchema,
  /** The ticket's number in sequence, and the reference people read out (T-000123). */
  number: z.number().int(),
  reference: z.string(),
  user: IdSchema,
  /** The id of the trip it is about. */
  product: z.string(),
  description: z.string(),
  /** What it is about (older tickets: their description's first line). */
  subject: z.string(),
  /** The closed ticket this one follows; null for most. */
  follows: IdSchema.nullable(),
  status: TicketStatusSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  /** The customer's rating, once given; null before. */
  rating: TicketRatingSchema.nullable(),
});
export type Ticket = z.infer<typeof TicketSchema>;

/** What staff see in the queue: the ticket, who raised it, and its first reply's due time. */
export const StaffTicketSchema = TicketSchema.extend({
  /** Who raised it, and the language they read (a reply or saved reply is written in it). */
  customer: z.object({
    _id: IdSchema,
    name: z.string(),
    email: z.string(),
    language: LanguageSchema,
  }),
  /** When staff first replied to the customer; null until then (docs/product.md: support desk). */
  firstResponseAt: TimestampSchema.nullable(),
  /** When the first reply is due: the ticket's opening plus the server's FIRST_RESPONSE_HOURS. */
  firstResponseDue: TimestampSchema,
  /** Not closed, not answered, and past its due time. */
  overdue: z.boolean(),
  /** The member of staff handling it; null while unassigned (docs/product.md: support desk). */
  assignee: z.object({ _id: IdSchema, name: z.string() }).nullable(),
  /** The last message the customer can read (the description, then replies): its start, by whom. */
  lastMessage: z.object({
    preview: z.string(),
    at: TimestampSchema,
    byStaff: z.boolean(),
  }),
  /** Since when the customer has waited for staff (they wrote last, not pending or closed). */
  waitingSince: TimestampSchema.nullable(),
  /** While pending: since when (it closes by itself PENDING_CLOSE_DAYS later). */
  pendingSince: TimestampSchema.nullable(),
});

/** PUT /api/tickets/{id}/assignee: a member of staff or an admin, or null to unassign. */
export const AssignTicketSchema = z.strictObject({
  assignee: IdSchema.nullable(),
});
export type AssignTicketInput = z.infer<typeof AssignTicketSchema>;

/** GET /api/staff/members: the staff and admins a ticket can be assigned to, by name. */
export const StaffMemberSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  role: z.enum(["staff", "admin"]),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffMemberQuerySchema = listQuerySchema({ sort: ["name"], search: true });
export type StaffMemberQuery = z.infer<typeof StaffMemberQuerySchema>;

/** The queue's assignee filter: the caller's own tickets, or those nobody handles. */
export const ASSIGNED_FILTERS = ["mine", "nobody"] as const;
export type StaffTicket = z.infer<typeof StaffTicketSchema>;

export const TICKET_SORTS = ["createdAt", "updatedAt", "status", "product"] as const;

/**
 * GET /api/staff/tickets: `q` finds words in the subject (the description) and the notes,
 * `customer` a part of the customer's name or email, `reply` the tickets awaiting a first reply.
 */
/**
 * The queue also sorts by when the first reply is due (the opening plus a fixed time), and by its
 * last activity: the time of its last message the customer can read, the customer's or staff's
 * (decision 056).
 */
export const STAFF_TICKET_SORTS = [...TICKET_SORTS, "due", "activity"] as const;

/**
 * The views whose order is, unless asked otherwise, newest activity first (`-activity`), so a
 * customer's reply to an older ticket comes to the top (decision 056); other queries are newest
 * first by creation (`-createdAt`).
 */
export const ACTIVITY_ORDERED_VIEWS = ["mine", "unassigned", "open"] as const;

/** `waiting`: not closed and without staff's first reply; `overdue`: waiting past its due time. */
export const FIRST_REPLY_FILTERS = ["waiting", "overdue"] as const;

/**
 * The views every agent has (decision 046): `mine` (assigned to the caller, not closed),
 * `unassigned` (not closed), `pending`, `overdue` (awaiting a first reply past its due time) and
 * `open` (every ticket not closed and not pending).
 */
export const TICKET_VIEWS = ["mine", "unassigned", "pending", "overdue", "open"] as const;
export type TicketView = (typeof TICKET_VIEWS)[number];

export const StaffTicketQuerySchema = listQuerySchema({
  sort: STAFF_TICKET_SORTS,
  search: true,
  filters: {
    view: z
      .enum(TICKET_VIEWS, { error: "view must be mine, unassigned, pending, overdue or open" })
      .optional(),
    status: TicketStatusSchema.optional(),
    product: TicketTripSchema.optional(),
    customer: SearchTextSchema,
    reply: z.enum(FIRST_REPLY_FILTERS, { error: "reply must be waiting or overdue" }).optional(),
    assigned: z.enum(ASSIGNED_FILTERS, { error: "assigned must be mine or nobody" }).optional(),
    /** The tickets one member of staff handles (the desk's reports link to them); `assigned` wins. */
    assignee: IdSchema.optional(),
    /** Opened from this India day on, and up to this one (both included): a report's period. */
    from: DaySchema.optional(),
    to: DaySchema.optional(),
  },
});
export type StaffTicketQuery = z.infer<typeof StaffTicketQuerySchema>;
export type StaffTicketQueryInput = z.input<typeof StaffTicketQuerySchema>;

/** GET /api/tickets: the caller's own tickets. */
export const MyTicketQuerySchema = listQuerySchema({
  sort: TICKET_SORTS,
  search: true,
  filters: { status: TicketStatusSchema.optional() },
});
export type MyTicketQuery = z.infer<typeof MyTicketQuerySchema>;
export type MyTicketQueryInput = z.input<typeof MyTicketQuerySchema>;

/**
 * Notes of a ticket come oldest first, a page at a time; `sort=-createdAt` reads them newest first,
 * so a long conversation opens on its latest messages (decision 056).
 */
export const NoteQuerySchema = listQuerySchema({ sort: ["createdAt"] });
export type NoteQuery = z.infer<typeof NoteQuerySchema>;

/**
 * A note has something in it: some text besides white space, or at least one file (a reply may be
 * only a photo). Its text is stored as written. An empty one is refused on `text`: it would show an
 * empty bubble, count as staff's first reply and mail the customer a blank message.
 */
export const CreateNoteSchema = z
  .strictObject({
    text: z.string().max(5000, sharedText(NOTE_LONG)),
    /**
     * Staff only: a note for staff, which the customer never sees (nor is mailed); a reply when
     * false or left out.
     */
    internal: z.boolean().optional(),
    /** Uploads to attach (docs/product.md: support desk). */
    attachments: AttachmentIdsSchema.optional(),
  })
  .refine((note) => hasText(note.text) || (note.attachments?.length ?? 0) > 0, {
    message: sharedText(NOTE_EMPTY),
    path: ["text"],
  });
export type CreateNoteInput = z.infer<typeof CreateNoteSchema>;

/**
 * What the support mailbox's server said of a mail that made a note or a ticket (decision 029),
 * shown to staff only: `authenticated` when DMARC or a DKIM signature of the sender's domain
 * passed. Each method's result is as the server reported it (`pass`, `fail`, `none`, `softfail`,
 * `temperror`...; `unaligned` when DKIM passed only for another domain), null when it reported none.
 */
export const MailCheckSchema = z.object({
  authenticated: z.boolean(),
  dkim: z.string().nullable(),
  spf: z.string().nullable(),
  dmarc: z.string().nullable(),
});
export type MailCheck = z.infer<typeof MailCheckSchema>;

/** The author shown on a note whose author's account was deleted (decision 005). */
export const FORMER_STAFF_NAME = "Former staff member";

export const NoteSchema = z.object({
  _id: IdSchema,
  ticket: IdSchema,
  /** The author's id; null once their account was deleted (their notes on others' tickets stay). */
  user: IdSchema.nullable(),
  authorName: z.string(),
  text: z.string(),
  isStaff: z.boolean(),
  /** A staff-only note; only staff and admins are ever answered one. */
  internal: z.boolean(),
  createdAt: TimestampSchema,
  /** The photos and PDFs sent with it, oldest first. */
  attachments: AttachmentSchema.array(),
  /** To staff, for a note that came by email: its sender's checks; null otherwise. */
  mailCheck: MailCheckSchema.nullable(),
});
export type Note = z.infer<typeof NoteSchema>;

export const TicketParamsSchema = z.object({ id: IdSchema });
export const NoteParamsSchema = z.object({ ticketId: IdSchema });

/**
 * One ticket as the detail screen reads it; `customer` lets staff see who raised it, and
 * `attachments` are the files sent with the ticket itself (a note's come with the note).
 */
/** Another ticket named on a ticket's page: its id and reference. */
export const TicketLinkSchema = z.object({ _id: IdSchema, reference: z.string() });
export type TicketLink = z.infer<typeof TicketLinkSchema>;

export const TicketDetailSchema = StaffTicketSchema.extend({
  attachments: AttachmentSchema.array(),
  /**
   * While closed: until when the customer's reply reopens it (its closing plus REOPEN_DAYS); after
   * that their message starts a follow-up ticket (decision 046). Null while not closed.
   */
  reopenUntil: TimestampSchema.nullable(),
  /** The closed ticket this one follows, and the ticket that follows this one; null for none. */
  followsTicket: TicketLinkSchema.nullable(),
  followedBy: TicketLinkSchema.nullable(),
  /** To staff, for a ticket raised by email: its sender's checks; null otherwise. */
  mailCheck: MailCheckSchema.nullable(),
});
export type TicketDetail = z.infer<typeof TicketDetailSchema>;

/** GET /api/staff/ticket-views/counts: how many tickets each shared view holds. */
export const TicketViewCountsSchema = z.object({
  mine: z.number().int(),
  unassigned: z.number().int(),
  pending: z.number().int(),
  overdue: z.number().int(),
  open: z.number().int(),
});
export type TicketViewCounts = z.infer<typeof TicketViewCountsSchema>;

/** The queue's filters a personal view keeps (the query without its page and limit). */
export const StaffTicketFiltersSchema = StaffTicketQuerySchema.omit({ page: true, limit: true });
export type StaffTicketFilters = z.infer<typeof StaffTicketFiltersSchema>;

const VIEW_NAME_MAX = 80;
/** POST /api/staff/ticket-views: an agent's own view, from any filter of the queue. */
export const CreateTicketViewSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, sharedText(VIEW_NAME, { max: VIEW_NAME_MAX }))
    .max(VIEW_NAME_MAX, sharedText(VIEW_NAME, { max: VIEW_NAME_MAX })),
  // Strict: a key the queue does not filter by is refused, not silently dropped.
  filters: z.strictObject(StaffTicketFiltersSchema.shape),
});
export type CreateTicketViewInput = z.input<typeof CreateTicketViewSchema>;

/** A saved view's filters as answered (parsed: no transforms, so the answer's schema is plain). */
export const SavedTicketFiltersSchema = z.object({
  q: z.string().optional(),
  sort: z.enum(STAFF_TICKET_SORTS.flatMap((f) => [f, `-${f}`] as const)).optional(),
  view: z.enum(TICKET_VIEWS).optional(),
  status: TicketStatusSchema.optional(),
  product: z.string().optional(),
  customer: z.string().optional(),
  reply: z.enum(FIRST_REPLY_FILTERS).optional(),
  assigned: z.enum(ASSIGNED_FILTERS).optional(),
  assignee: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});

export const TicketViewSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  filters: SavedTicketFiltersSchema,
  createdAt: TimestampSchema,
});
export type SavedTicketView = z.infer<typeof TicketViewSchema>;
export const TicketViewParamsSchema = z.object({ id: IdSchema });

/** At most this many tickets in one bulk action. */
export const BULK_MAX = 100;

/**
 * POST /api/staff/tickets/bulk: one action on each of many tickets, each checked as if alone
 * (the role, the ticket's visibility); what could not be done is answered per ticket.
 */
export const BulkTicketActionSchema = z.strictObject({
  ids: z
    .array(IdSchema)
    .min(1, sharedText(BULK_IDS, { min: 1, max: BULK_MAX }))
    .max(BULK_MAX, sharedText(BULK_IDS, { min: 1, max: BULK_MAX }))
    .refine((ids) => new Set(ids).size === ids.length, "Each ticket can be chosen once"),
  action: z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("assign"), assignee: IdSchema.nullable() }),
    z.strictObject({ kind: z.literal("status"), status: TicketStatusSchema }),
    /** A saved reply, in each ticket's customer's language, sent as a reply to each. */
    z.strictObject({ kind: z.literal("reply"), savedReply: IdSchema }),
  ]),
});
export type BulkTicketActionInput = z.infer<typeof BulkTicketActionSchema>;

export const BulkTicketResultSchema = z.object({
  /** The tickets the action was applied to. */
  done: IdSchema.array(),
  /** The tickets it was not, each with the reason in the reader's language. */
  refused: z.object({ _id: IdSchema, message: z.string() }).array(),
});
export type BulkTicketResult = z.infer<typeof BulkTicketResultSchema>;

/**
 * GET /api/staff/tickets/{id}/customer: who raised the ticket, beside the conversation (staff,
 * admin): their contact details, and the latest of their other tickets, orders, trip bookings and
 * admission, each a link to its own screen.
 */
export const TicketCustomerSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  /** The mobile number of their latest admission or order; null when they gave none. */
  phone: z.string().nullable(),
  language: LanguageSchema,
  since: TimestampSchema,
  tickets: z
    .object({
      _id: IdSchema,
      reference: z.string(),
      subject: z.string(),
      status: TicketStatusSchema,
      createdAt: TimestampSchema,
    })
    .array(),
  orders: z
    .object({
      _id: IdSchema,
      reference: z.string(),
      productName: z.string(),
      pricePaise: z.number().int(),
      status: z.string(),
      createdAt: TimestampSchema,
    })
    .array(),
  bookings: z
    .object({
      _id: IdSchema,
      /** The departure the booking is on: its passenger list is where staff open it. */
      departureId: IdSchema,
      tripName: z.string(),
      departsOn: z.string(),
      amountPaise: z.number().int(),
      status: z.string(),
      createdAt: TimestampSchema,
    })
    .array(),
  admission: z
    .object({ _id: IdSchema, course: z.string(), status: z.string(), createdAt: TimestampSchema })
    .nullable(),
  /** The latest money received from them (paid, or paid and given back in part or whole). */
  payments: z
    .object({
      _id: IdSchema,
      receiptNumber: z.string().nullable(),
      /** What it paid for, in the staff member's language. */
      label: z.string(),
      amountPaise: z.number().int(),
      refundedPaise: z.number().int(),
      method: PaymentMethodSchema,
      status: PaymentStateSchema,
      paidAt: TimestampSchema.nullable(),
    })
    .array(),
  /** What they still owe on their fee instalments, and the part of it past its due date. */
  dues: z.object({ owedPaise: z.number().int(), overduePaise: z.number().int() }),
});
export type TicketCustomer = z.infer<typeof TicketCustomerSchema>;
