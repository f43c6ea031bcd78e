// The help desk's working tools (decision 046): each agent's saved views, bulk actions over many
// tickets (each ticket checked as if acted on alone), and the customer beside a conversation.
import { referenceOf } from "@app/shared/common";
import type { Language } from "@app/shared/i18n";
import type { PageQuery } from "@app/shared/paging";
import {
  type BulkTicketActionInput,
  type BulkTicketResult,
  type CreateTicketViewInput,
  CreateTicketViewSchema,
  type SavedTicketView,
  StaffTicketFiltersSchema,
  type TicketCustomer,
} from "@app/shared/tickets";
import { isStaffRole } from "@app/shared/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { AppError, ConflictError, ForbiddenError, NotFoundError } from "../../lib/errors";
import { readerLanguage, translate } from "../../lib/i18n";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged, readPage } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import { todayInIndia } from "../courses/batches.service";
import { findSavedReply } from "../saved-replies/saved-replies.repository";
import type { NotesService } from "./notes.service";
import { TICKET_NOT_FOUND, visibleTicket } from "./ticket-access";
import type { TicketsService } from "./tickets.service";

const ONLY_STAFF = /*i18n*/ { id: "tickets.bulk.onlyStaff", message: "Only staff act on tickets" };
const VIEW_NOT_FOUND = /*i18n*/ { id: "tickets.view.notFound", message: "View not found" };
const TOO_MANY_VIEWS = /*i18n*/ {
  id: "tickets.view.tooMany",
  message: "You have {max, number} views: please delete one first",
};
const SAVED_REPLY_NOT_FOUND = /*i18n*/ {
  id: "tickets.bulk.savedReplyNotFound",
  message: "Saved reply not found",
};
const FAILED = /*i18n*/ { id: "tickets.bulk.failed", message: "It could not be done" };

/** An agent keeps at most this many views. */
export const MAX_VIEWS = 30;
/** How many of each kind the customer panel shows. */
const PANEL_ROWS = 5;

export function createDeskService(
  db: Kysely<Database>,
  tickets: TicketsService,
  notes: NotesService,
) {
  return {
    async listViews(user: CurrentUser, page: PageQuery): Promise<Paged<SavedTicketView>> {
      const rows = await readPage(
        db
          .selectFrom("ticket_views")
          .selectAll()
          .where("user_id", "=", user.id)
          .orderBy("id", "asc"),
        page,
      );
      return mapPage(rows, (row) => {
        // Stored parsed; filters a later version no longer reads become no filter, not a failure.
        const parsed = StaffTicketFiltersSchema.safeParse(JSON.parse(row.filters));
        return {
          _id: row.id,
          name: row.name,
          filters: parsed.success ? parsed.data : StaffTicketFiltersSchema.parse({}),
          createdAt: row.created_at,
        };
      });
    },

    async createView(user: CurrentUser, input: CreateTicketViewInput): Promise<SavedTicketView> {
      const { name, filters } = CreateTicketViewSchema.parse(input);
      return db.transaction().execute(async (trx) => {
        const held = await trx
          .selectFrom("ticket_views")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("user_id", "=", user.id)
          .executeTakeFirstOrThrow();
        if (Number(held.n) >= MAX_VIEWS) {
          throw new ConflictError({ ...TOO_MANY_VIEWS, values: { max: MAX_VIEWS } });
        }
        const row = {
          id: newId(),
          user_id: user.id,
          name,
          filters: JSON.stringify(filters),
          created_at: nowIso(),
        };
        await trx.insertInto("ticket_views").values(row).execute();
        return { _id: row.id, name, filters, createdAt: row.created_at };
      });
    },

    /** Deletes one of the caller's views; another's is "not found". */
    async deleteView(user: CurrentUser, id: string): Promise<void> {
      const result = await db
        .deleteFrom("ticket_views")
        .where("id", "=", id)
        .where("user_id", "=", user.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new NotFoundError(VIEW_NOT_FOUND);
    },

    /**
     * One action on each ticket, in order, each with the checks of the single action (the
     * caller's role, the ticket's visibility); a refusal of one does not stop the others.
     */
    async bulk(
      user: CurrentUser,
      input: BulkTicketActionInput,
      language: Language,
    ): Promise<BulkTicketResult> {
      if (!isStaffRole(user.role)) throw new ForbiddenError(ONLY_STAFF);
      const { action } = input;
      const savedReply =
        action.kind === "reply" ? await findSavedReply(db, action.savedReply) : undefined;
      if (action.kind === "reply" && !savedReply) throw new NotFoundError(SAVED_REPLY_NOT_FOUND);
      const result: BulkTicketResult = { done: [], refused: [] };
      for (const id of input.ids) {
        try {
          if (action.kind === "assign") {
            await tickets.assign(user, id, { assignee: action.assignee });
          } else if (action.kind === "status") {
            await tickets.update(user, id, { status: action.status });
          } else if (savedReply) {
            const ticket = await visibleTicket(db, user, id);
            // In the customer's language; the other while its translation waits.
            const text =
              readerLanguage({ locale: ticket.customer_locale }) === "bn"
                ? savedReply.text_bn || savedReply.text_en
                : savedReply.text_en || savedReply.text_bn;
            await notes.addNote(user, id, { text });
          }
          result.done.push(id);
        } catch (error) {
          const message =
            error instanceof AppError && error.expose ? error.text : (FAILED as typeof FAILED);
          result.refused.push({ _id: id, message: translate(language, message) });
        }
      }
      return result;
    },

    /** The ticket's customer and the latest of what they have with the institute. */
    async customer(user: CurrentUser, ticketId: string): Promise<TicketCustomer> {
      if (!isStaffRole(user.role)) throw new NotFoundError(TICKET_NOT_FOUND);
      const ticket = await visibleTicket(db, user, ticketId);
      const customerId = ticket.user_id;
      const today = todayInIndia();
      const [account, others, orders, bookings, admission, payments, dues] = await Promise.all([
        db
          .selectFrom("users")
          .select(["id", "name", "email", "locale", "created_at"])
          .where("id", "=", customerId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("tickets")
          .select(["id", "number", "subject", "status", "created_at"])
          .where("user_id", "=", customerId)
          .where("id", "<>", ticketId)
          .orderBy("id", "desc")
          .limit(PANEL_ROWS)
          .execute(),
        db
          .selectFrom("orders")
          .select(["id", "number", "product_name", "price_paise", "status", "created_at", "mobile"])
          .where("user_id", "=", customerId)
          .orderBy("id", "desc")
          .limit(PANEL_ROWS)
          .execute(),
        db
          .selectFrom("trip_bookings")
          .innerJoin("trip_departures", "trip_departures.id", "trip_bookings.departure_id")
          .innerJoin("trips", "trips.id", "trip_departures.trip_id")
          .select([
            "trip_bookings.id",
            "trip_bookings.departure_id",
            "trips.title_en",
            "trips.title_bn",
            "trip_departures.date",
            "trip_bookings.amount_paise",
            "trip_bookings.status",
            "trip_bookings.created_at",
          ])
          .where("trip_bookings.user_id", "=", customerId)
          .orderBy("trip_bookings.id", "desc")
          .limit(PANEL_ROWS)
          .execute(),
        db
          .selectFrom("admissions")
          .select(["id", "course", "status", "created_at", "mobile"])
          .where("user_id", "=", customerId)
          .orderBy("id", "desc")
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom("payments")
          .select([
            "id",
            "receipt_number",
            "label_en",
            "label_bn",
            "amount_paise",
            "refunded_paise",
            "method",
            "status",
            "paid_at",
          ])
          .where("user_id", "=", customerId)
          .where("status", "in", ["paid", "partly-refunded", "refunded"])
          .orderBy("paid_at", "desc")
          .orderBy("id", "desc")
          .limit(PANEL_ROWS)
          .execute(),
        // Through the customer's enrolments (indexed by user), then each one's instalments.
        db
          .selectFrom("instalments")
          .innerJoin("enrolments", "enrolments.id", "instalments.enrolment_id")
          .select((eb) => {
            const left = eb("instalments.amount_paise", "-", eb.ref("instalments.paid_paise"));
            return [
              eb.fn.coalesce(eb.fn.sum<number | string | null>(left), eb.lit(0)).as("owed"),
              eb.fn
                .coalesce(
                  eb.fn.sum<number | string | null>(
                    eb.case().when("instalments.due_date", "<", today).then(left).else(0).end(),
                  ),
                  eb.lit(0),
                )
                .as("overdue"),
            ];
          })
          .where("enrolments.user_id", "=", customerId)
          .where("instalments.replaced", "=", 0)
          .where((eb) => eb("instalments.paid_paise", "<", eb.ref("instalments.amount_paise")))
          .executeTakeFirstOrThrow(),
      ]);
      const staffLanguage = readerLanguage(user);
      return {
        _id: account.id,
        name: account.name,
        email: account.email,
        phone: admission?.mobile || orders[0]?.mobile || null,
        language: readerLanguage({ locale: account.locale }),
        since: account.created_at,
        tickets: others.map((row) => ({
          _id: row.id,
          reference: referenceOf("ticket", row.number),
          subject: row.subject,
          status: row.status,
          createdAt: row.created_at,
        })),
        orders: orders.map((row) => ({
          _id: row.id,
          reference: referenceOf("order", row.number),
          productName: row.product_name,
          pricePaise: row.price_paise,
          status: row.status,
          createdAt: row.created_at,
        })),
        bookings: bookings.map((row) => ({
          _id: row.id,
          departureId: row.departure_id,
          tripName: (staffLanguage === "bn" && row.title_bn) || row.title_en,
          departsOn: row.date,
          amountPaise: row.amount_paise,
          status: row.status,
          createdAt: row.created_at,
        })),
        admission: admission
          ? {
              _id: admission.id,
              course: admission.course,
              status: admission.status,
              createdAt: admission.created_at,
            }
          : null,
        payments: payments.map((row) => ({
          _id: row.id,
          receiptNumber: row.receipt_number,
          label: (staffLanguage === "bn" && row.label_bn) || row.label_en,
          amountPaise: row.amount_paise,
          refundedPaise: row.refunded_paise,
          method: row.method,
          status: row.status,
          paidAt: row.paid_at,
        })),
        dues: { owedPaise: Number(dues.owed), overduePaise: Number(dues.overdue) },
      };
    },
  };
}
