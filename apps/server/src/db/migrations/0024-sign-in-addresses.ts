// The client addresses each account has signed in from (decision 030): a guess at an account from
// an address it has never signed in from counts against the account's allowance, one from an
// address it has signed in from does not, so guesses from elsewhere cannot lock the holder out.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const signInAddresses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("sign_in_addresses")
      .addColumn("user_id", "varchar(64)", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("address", "varchar(64)", (col) => col.notNull())
      .addColumn("last_signed_in_at", "varchar(32)", (col) => col.notNull())
      .addPrimaryKeyConstraint("sign_in_addresses_pk", ["user_id", "address"])
      .execute();
  },
};
