// A local stand-in for Meta's WhatsApp Cloud API, for the fee reminders' tests: it takes
// `POST /{version}/{phone-number-id}/messages` as the Cloud API documents it (a bearer token, a
// JSON template message with its body's parameters) and answers as Meta does, an accepted message
// with its wamid or a refusal in Meta's error shape, and records every message it accepted.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_WHATSAPP_TOKEN = "EAAfake-system-user-token-0123456789";
export const FAKE_PHONE_NUMBER_ID = "106540352242922";
export const FAKE_API_VERSION = "v21.0";

export type FakeWhatsAppMessage = {
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
};

/** The approved templates the fake knows: name → languages and the number of body parameters. */
export type FakeTemplates = Record<string, { languages: string[]; parameters: number }>;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export async function startFakeWhatsApp(options: { templates: FakeTemplates }) {
  const messages: FakeWhatsAppMessage[] = [];
  /** Every request, accepted or not. */
  const requests: { path: string; status: number }[] = [];
  /** "down": every send answers 500 as Meta does when it fails (code 131000). */
  const outage: { messages: "none" | "down" } = { messages: "none" };

  /** A refusal as Meta writes it: `{ error: { message, type, code, error_data, fbtrace_id } }`. */
  const refusal = (code: number, message: string, details?: string) => ({
    error: {
      message,
      type: "OAuthException",
      code,
      ...(details ? { error_data: { messaging_product: "whatsapp", details } } : {}),
      fbtrace_id: randomBytes(9).toString("base64url"),
    },
  });

  /** What is wrong with a message's JSON, as Meta would say it; null when it is well formed. */
  function problemOf(body: unknown): { code: number; message: string; details?: string } | null {
    const invalid = (details: string) => ({
      code: 100,
      message: "(#100) Invalid parameter",
      details,
    });
    if (!isObject(body)) return invalid("The request body must be a JSON object");
    if (body.messaging_product !== "whatsapp") {
      return invalid("The parameter messaging_product is required and must be whatsapp");
    }
    if (body.recipient_type !== undefined && body.recipient_type !== "individual") {
      return invalid("recipient_type must be individual");
    }
    if (typeof body.to !== "string" || !/^\d{8,15}$/.test(body.to)) {
      return invalid("to must be the recipient's phone number in E.164 digits");
    }
    if (body.type !== "template") return invalid("Only template messages are expected here");
    const template = body.template;
    if (!isObject(template) || typeof template.name !== "string") {
      return invalid("template.name is required");
    }
    const language = template.language;
    if (!isObject(language) || typeof language.code !== "string") {
      return invalid("template.language.code is required");
    }
    const known = options.templates[template.name];
    if (!known?.languages.includes(language.code)) {
      return {
        code: 132001,
        message: "(#132001) Template name does not exist in the translation",
        details: `template name (${template.name}) does not exist in ${language.code}`,
      };
    }
    const components = template.components;
    if (!Array.isArray(components) || components.length !== 1 || !isObject(components[0])) {
      return invalid("template.components must hold the body component");
    }
    const [component] = components as Record<string, unknown>[];
    if (component?.type !== "body" || !Array.isArray(component.parameters)) {
      return invalid("The body component must have type body and its parameters");
    }
    const parameters = component.parameters as unknown[];
    if (parameters.length !== known.parameters) {
      return {
        code: 132000,
        message: "(#132000) Number of parameters does not match the expected number of params",
        details: `body: number of localizable_params (${parameters.length}) does not match the expected number of params (${known.parameters})`,
      };
    }
    for (const parameter of parameters) {
      if (!isObject(parameter) || parameter.type !== "text" || typeof parameter.text !== "string") {
        return invalid("Each body parameter must be { type: text, text }");
      }
      // Meta refuses empty text, new lines, tabs and more than four spaces in a row.
      if (parameter.text === "" || /[\n\t]| {5}/.test(parameter.text)) {
        return {
          code: 132018,
          message: "(#132018) There was an issue with the parameters in your template.",
          details:
            "Param text cannot be empty or have new-line/tab characters or more than 4 consecutive spaces",
        };
      }
    }
    return null;
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    const send = (status: number, body: unknown) => {
      requests.push({ path, status });
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      const text = await bodyOf(request);
      if (request.headers.authorization !== `Bearer ${FAKE_WHATSAPP_TOKEN}`) {
        return send(401, refusal(190, "Invalid OAuth access token - Cannot parse access token"));
      }
      const route = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(path);
      if (request.method !== "POST" || !route || route[1] !== FAKE_API_VERSION) {
        return send(400, refusal(2500, "Unknown path components"));
      }
      if (route[2] !== FAKE_PHONE_NUMBER_ID) {
        return send(
          400,
          refusal(
            100,
            `Unsupported post request. Object with ID '${route[2]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          ),
        );
      }
      if (!/^application\/json\b/.test(request.headers["content-type"] ?? "")) {
        return send(400, refusal(100, "(#100) Invalid parameter", "Send the message as JSON"));
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return send(400, refusal(100, "(#100) Invalid parameter", "The body is not JSON"));
      }
      const problem = problemOf(body);
      if (problem) return send(400, refusal(problem.code, problem.message, problem.details));
      if (outage.messages === "down") {
        return send(500, refusal(131000, "(#131000) Something went wrong"));
      }
      const message = body as {
        to: string;
        template: {
          name: string;
          language: { code: string };
          components: { parameters: { text: string }[] }[];
        };
      };
      const id = `wamid.${randomBytes(24).toString("base64url")}`;
      messages.push({
        id,
        to: message.to,
        template: message.template.name,
        language: message.template.language.code,
        parameters: message.template.components[0]?.parameters.map((item) => item.text) ?? [],
      });
      return send(200, {
        messaging_product: "whatsapp",
        contacts: [{ input: message.to, wa_id: message.to }],
        messages: [{ id, message_status: "accepted" }],
      });
    })().catch((error: unknown) => send(500, refusal(1, String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** WHATSAPP_API_URL for the server: the fake with the Graph API's version. */
    apiUrl: `http://127.0.0.1:${port}/${FAKE_API_VERSION}`,
    token: FAKE_WHATSAPP_TOKEN,
    phoneNumberId: FAKE_PHONE_NUMBER_ID,
    messages,
    requests,
    outage,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeWhatsApp = Awaited<ReturnType<typeof startFakeWhatsApp>>;
