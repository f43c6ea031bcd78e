// The fake WhatsApp Cloud API refuses what Meta refuses, in Meta's error shape, so the reminders'
// tests catch a request the real API would not take; and the client (modules/payments/whatsapp.ts)
// sends what it takes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWhatsApp } from "../modules/payments/whatsapp";
import { type FakeWhatsApp, startFakeWhatsApp } from "./fake-whatsapp";

let fake: FakeWhatsApp;

beforeAll(async () => {
  fake = await startFakeWhatsApp({ templates: { fee_due: { languages: ["en"], parameters: 2 } } });
});
afterAll(async () => {
  await fake?.close();
});

const message = (changes: Record<string, unknown> = {}) => ({
  messaging_product: "whatsapp",
  to: "919876543210",
  type: "template",
  template: {
    name: "fee_due",
    language: { code: "en" },
    components: [
      {
        type: "body",
        parameters: [
          { type: "text", text: "Anita Das" },
          { type: "text", text: "₹3,000.00" },
        ],
      },
    ],
  },
  ...changes,
});

const post = (
  body: unknown,
  options: { path?: string; token?: string; contentType?: string } = {},
) =>
  fetch(`${fake.apiUrl}${options.path ?? `/${fake.phoneNumberId}/messages`}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${options.token ?? fake.token}`,
      "content-type": options.contentType ?? "application/json",
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

type MetaError = {
  error: { message: string; type: string; code: number; fbtrace_id: string };
};

describe("the fake WhatsApp Cloud API", () => {
  it("takes a template message as documented and answers its wamid", async () => {
    const res = await post(message());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { messages: { id: string }[] };
    expect(body).toMatchObject({
      messaging_product: "whatsapp",
      contacts: [{ input: "919876543210", wa_id: "919876543210" }],
      messages: [{ id: expect.stringMatching(/^wamid\./) }],
    });
    expect(fake.messages.at(-1)).toEqual({
      id: body.messages[0]?.id,
      to: "919876543210",
      template: "fee_due",
      language: "en",
      parameters: ["Anita Das", "₹3,000.00"],
    });
  });

  it("refuses a wrong token with 401, another number id or path with 400, in Meta's error shape", async () => {
    const before = fake.messages.length;
    const wrongToken = await post(message(), { token: "someone-elses" });
    expect(wrongToken.status).toBe(401);
    expect(((await wrongToken.json()) as MetaError).error).toMatchObject({
      type: "OAuthException",
      code: 190,
      fbtrace_id: expect.any(String),
    });
    const otherNumber = await post(message(), { path: "/123/messages" });
    expect(otherNumber.status).toBe(400);
    expect(((await otherNumber.json()) as MetaError).error.code).toBe(100);
    expect((await post(message(), { path: `/${fake.phoneNumberId}/message` })).status).toBe(400);
    expect(fake.messages.length).toBe(before);
  });

  it("refuses a malformed message with 400 and the code Meta gives", async () => {
    const before = fake.messages.length;
    const cases: [unknown, number][] = [
      [message({ messaging_product: undefined }), 100],
      [message({ to: "+91 98765 43210" }), 100],
      [message({ type: "text" }), 100],
      [message({ template: { name: "fee_due", components: [] } }), 100],
      [message({ template: { ...message().template, name: "unknown" } }), 132001],
      [message({ template: { ...message().template, language: { code: "bn" } } }), 132001],
      [
        message({
          template: {
            ...message().template,
            components: [{ type: "body", parameters: [{ type: "text", text: "one" }] }],
          },
        }),
        132000,
      ],
      [
        message({
          template: {
            ...message().template,
            components: [
              {
                type: "body",
                parameters: [
                  { type: "text", text: "two\nlines" },
                  { type: "text", text: "x" },
                ],
              },
            ],
          },
        }),
        132018,
      ],
      ["{not json", 100],
    ];
    for (const [body, code] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as MetaError).error.code, JSON.stringify(body)).toBe(code);
    }
    expect((await post(message(), { contentType: "text/plain" })).status).toBe(400);
    expect(fake.messages.length).toBe(before);
  });

  it("is what the client sends: accepted, or the refusal as the client's error", async () => {
    const client = (token: string) =>
      createWhatsApp({
        token,
        phoneNumberId: fake.phoneNumberId,
        apiUrl: fake.apiUrl,
        templates: { due: "fee_due", overdue: "fee_due" },
      });
    const send = (token: string, parameters: string[]) =>
      client(token).sendTemplate({
        to: "919876543210",
        name: "fee_due",
        language: "en",
        parameters,
      });
    const id = await send(fake.token, ["Anita Das", "₹3,000.00"]);
    expect(fake.messages.at(-1)).toMatchObject({ id, parameters: ["Anita Das", "₹3,000.00"] });
    await expect(send("wrong", ["a", "b"])).rejects.toThrow(
      "WhatsApp answered 401: Invalid OAuth access token - Cannot parse access token (code 190)",
    );
    await expect(send(fake.token, ["a"])).rejects.toThrow(/400: \(#132000\)/);
  });
});
