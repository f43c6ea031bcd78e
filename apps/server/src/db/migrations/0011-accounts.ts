// Accounts a person can look after (decision 016): server-side sessions that a sign-out,
// a password change or a reset ends at once; one-time links for password reset and email
// verification; and when an account's address was verified.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const accounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("sessions")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("user_id", "varchar(64)", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("last_used_at", "varchar(32)", (col) => col.notNull())
      .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
      .addColumn("user_agent", "varchar(300)")
      .addColumn("ip", "varchar(64)")
      .execute();
    // A user's devices, most recently used first; and the oldest to drop past the cap.
    await db.schema
      .createIndex("sessions_user_idx")
      .on("sessions")
      .columns(["user_id", "last_used_at"])
      .execute();

    await db.schema
      .createTable("account_tokens")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("user_id", "varchar(64)", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      /** 'password-reset' or 'email-verification'. */
      .addColumn("purpose", "varchar(32)", (col) => col.notNull())
      /** SHA-256 of the link's secret, hex: the secret itself is only in the mail. */
      .addColumn("secret_hash", "varchar(64)", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
      .addColumn("used_at", "varchar(32)")
      .execute();
    await db.schema
      .createIndex("account_tokens_user_idx")
      .on("account_tokens")
      .columns(["user_id", "purpose"])
      .execute();

    await db.schema.alterTable("users").addColumn("email_verified_at", "varchar(32)").execute();
  },
};
