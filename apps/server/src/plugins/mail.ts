// Exposes the mail service as `app.mail`; closing the app waits for deliveries still under way.
import fp from "fastify-plugin";
import type { Config } from "../config";
import { createMailService, type MailService } from "../modules/mail/mail.service";

declare module "fastify" {
  interface FastifyInstance {
    mail: MailService;
  }
}

export const mailPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const mail = createMailService({
      db: app.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log.child({ module: "mail" }),
      onOutcome: app.metrics.mailOutcome,
    });
    if (!config.smtpUrl) {
      app.log.warn("SMTP_URL is unset: outgoing mail is recorded in the outbox as failed");
    }
    app.decorate("mail", mail);
    app.addHook("onClose", async () => {
      await mail.close();
    });
  },
  { name: "mail", dependencies: ["database", "metrics"] },
);
