// WhatsApp through Meta's Cloud API, for fee reminders (docs/payments.md): a template message the
// business has had approved, sent as `POST {api}/{phone-number-id}/messages` with the system
// user's access token. A small client of our own on fetch, so the tests point WHATSAPP_API_URL at
// a local fake (test/fake-whatsapp.ts).

export type WhatsAppSettings = {
  /** A system user's access token with the whatsapp_business_messaging permission. */
  token: string;
  /** The id of the business phone number the messages are sent from (not the number itself). */
  phoneNumberId: string;
  /** https://graph.facebook.com/v21.0, or a fake's address in tests. */
  apiUrl: string;
  /** The approved templates: before and on the due day, and after it. */
  templates: { due: string; overdue: string };
};

const TIMEOUT_MS = 15_000;

export class WhatsAppError extends Error {}

/** What Meta answers a message it accepted. */
type Accepted = { messages?: { id?: string }[] };
/** What Meta answers a refusal. */
type Refused = { error?: { message?: string; code?: number } };

export function createWhatsApp(settings: WhatsAppSettings) {
  const url = `${settings.apiUrl.replace(/\/+$/, "")}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    /**
     * Sends template `name` in `language` to `to` (E.164 digits without the +, 91XXXXXXXXXX),
     * its body's {{1}}, {{2}}… filled with `parameters`; answers the message's id (wamid…).
     */
    async sendTemplate(input: {
      to: string;
      name: string;
      language: string;
      parameters: string[];
    }): Promise<string> {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          authorization: `Bearer ${settings.token}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: input.to,
          type: "template",
          template: {
            name: input.name,
            language: { code: input.language },
            components: [
              {
                type: "body",
                parameters: input.parameters.map((text) => ({ type: "text", text })),
              },
            ],
          },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      let body: (Accepted & Refused) | undefined;
      try {
        body = JSON.parse(text) as Accepted & Refused;
      } catch {
        body = undefined;
      }
      if (!response.ok) {
        const reason = body?.error?.message
          ? `${body.error.message}${body.error.code ? ` (code ${body.error.code})` : ""}`
          : text.slice(0, 300);
        throw new WhatsAppError(`WhatsApp answered ${response.status}: ${reason}`);
      }
      const id = body?.messages?.[0]?.id;
      if (!id) throw new WhatsAppError(`WhatsApp answered no message id: ${text.slice(0, 300)}`);
      return id;
    },
  };
}

export type WhatsApp = ReturnType<typeof createWhatsApp>;
