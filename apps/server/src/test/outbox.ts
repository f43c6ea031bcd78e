// The mails the server has written to its outbox for someone, as tests of its mails read them.
import type { FastifyInstance } from "fastify";

/**
 * The subject and text of each mail for `email`, oldest first, once the mailer is idle; without
 * the mail that asks a new account to verify its address.
 */
export async function outboxMailsTo(app: FastifyInstance, email: string) {
  await app.mail.idle();
  return app.db
    .selectFrom("outbox")
    .select(["subject", "text"])
    .where("recipient", "=", email)
    .where("text", "not like", "%/verify-email?%")
    .orderBy("created_at")
    .execute();
}
