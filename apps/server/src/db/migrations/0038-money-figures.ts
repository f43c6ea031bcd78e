// The back office's money figures (docs/payments.md: the money screen): the collections read the
// payments paid in a range of days and the refunds recorded in it, and the accountant's export reads
// the paid payments in order of payment, page after page. Each is a range of one index: payments by
// the time they were paid (then id, the export's key), refunds by the time they were recorded.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const moneyFigures: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("payments_paid_idx")
      .on("payments")
      .columns(["paid_at", "id"])
      .execute();
    await db.schema
      .createIndex("refunds_created_idx")
      .on("refunds")
      .columns(["created_at"])
      .execute();
  },
};
