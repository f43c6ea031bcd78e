// Reads the support mailbox when IMAP_URL is set: `app.mailIn` (absent otherwise), polled every
// IMAP_POLL_SECONDS once the server listens (a test's app, which never listens, polls when told).
import fp from "fastify-plugin";
import type { Config } from "../../config";
import { ticketLive } from "../tickets/ticket-live";
import { createMailIn, type MailIn } from "./mail-in.service";

declare module "fastify" {
  interface FastifyInstance {
    mailIn: MailIn | undefined;
  }
}

export const mailInPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const mailIn =
      config.imapUrl && config.supportAddress
        ? createMailIn({
            db: app.db,
            imapUrl: config.imapUrl,
            supportAddress: config.supportAddress,
            log: app.log.child({ module: "mail-in" }),
            mailer: app.mail,
            publicUrl: config.publicUrl,
            uploadMaxMb: config.uploadMaxMb,
            authservIds: config.mailInAuthservIds,
            requireAuth: config.mailInRequireAuth,
            reopenDays: config.reopenDays,
            live: ticketLive(app.io),
            onOutcome: app.metrics.mailInOutcome,
          })
        : undefined;
    app.decorate("mailIn", mailIn);
    if (!mailIn) return;
    app.addHook("onListen", async () => {
      mailIn.start(config.imapPollSeconds);
    });
    app.addHook("onClose", async () => {
      await mailIn.stop();
    });
  },
  { name: "mail-in", dependencies: ["database", "mail", "metrics"] },
);
