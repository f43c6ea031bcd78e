// A local stand-in for Razorpay's API, for the server tests and the browser tests' server
// (scripts/e2e-server.mjs): POST /v1/orders, GET /v1/orders/{id}/payments and
// POST /v1/payments/{id}/refund behind HTTP Basic auth, and the signatures Razorpay makes for
// Checkout's result and for webhooks. `pay` does what a payer does on Checkout.
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_KEY_ID = "rzp_test_fakekey0001";
export const FAKE_KEY_SECRET = "fake-key-secret-0123456789";
export const FAKE_WEBHOOK_SECRET = "fake-webhook-secret-0123456789";

type Order = { id: string; amount: number; currency: string; receipt: string; status: string };
type Payment = {
  id: string;
  entity: "payment";
  order_id: string;
  amount: number;
  currency: "INR";
  status: "captured" | "failed" | "refunded";
  method: "upi";
  amount_refunded: number;
};
type Refund = { id: string; entity: "refund"; payment_id: string; amount: number; status: string };

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;
const sign = (secret: string, text: string) =>
  createHmac("sha256", secret).update(text).digest("hex");

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeRazorpay(
  options: { keyId?: string; keySecret?: string; webhookSecret?: string } = {},
) {
  const keyId = options.keyId ?? FAKE_KEY_ID;
  const keySecret = options.keySecret ?? FAKE_KEY_SECRET;
  const webhookSecret = options.webhookSecret ?? FAKE_WEBHOOK_SECRET;
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  /** Refunds by the idempotency key they were asked with. */
  const refunds = new Map<string, Refund>();
  /** Every refund call, repeats included, with the header it came with. */
  const refundCalls: { paymentId: string; idempotencyKey: string | undefined }[] = [];
  /**
   * An outage of the refund call: "down" answers 503 and makes nothing; "answer-lost" makes the
   * refund and then answers 504, as when the answer is lost on its way back.
   */
  const outage: { refunds: "none" | "down" | "answer-lost" } = { refunds: "none" };
  /**
   * How an order id it does not know is answered on GET /v1/orders/{id}/payments: Razorpay's 400
   * "The id provided does not exist", or a plain 404.
   */
  const answers: { unknownOrder: 400 | 404 } = { unknownOrder: 400 };

  /**
   * What a payer does on Checkout: pays the order (or fails to), and answers what Checkout hands
   * the browser, signed as Razorpay signs it.
   */
  function pay(orderId: string, outcome: "captured" | "failed" = "captured") {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const payment: Payment = {
      id: id("pay"),
      entity: "payment",
      order_id: orderId,
      amount: order.amount,
      currency: "INR",
      status: outcome,
      method: "upi",
      amount_refunded: 0,
    };
    payments.set(payment.id, payment);
    if (outcome === "captured") order.status = "paid";
    return {
      payment,
      checkout: {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: sign(keySecret, `${orderId}|${payment.id}`),
      },
    };
  }

  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const fail = (status: number, description: string) =>
      send(status, { error: { code: "BAD_REQUEST_ERROR", description } });
    void (async () => {
      // What Checkout does for the payer in the browser (no API key: the payer has none). The
      // browser journeys' stand-in for Checkout's script calls it (e2e/payments.spec.ts).
      if (request.method === "POST" && request.url === "/test/checkout") {
        const orderId = String((await bodyOf(request)).order_id ?? "");
        if (!orders.has(orderId)) return fail(400, "No such order");
        return send(200, pay(orderId).checkout);
      }
      if (request.headers.authorization !== expected) {
        return fail(401, "The api key provided is invalid");
      }
      const url = new URL(request.url ?? "/", "http://fake");
      const body = request.method === "POST" ? await bodyOf(request) : {};
      if (request.method === "POST" && url.pathname === "/v1/orders") {
        const amount = body.amount;
        if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
          return fail(400, "The amount must be atleast INR 1.00");
        }
        const order: Order = {
          id: id("order"),
          amount,
          currency: String(body.currency ?? "INR"),
          receipt: String(body.receipt ?? ""),
          status: "created",
        };
        orders.set(order.id, order);
        return send(200, { entity: "order", amount_paid: 0, ...order });
      }
      const ofOrder = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname);
      if (request.method === "GET" && ofOrder) {
        const orderId = decodeURIComponent(ofOrder[1] ?? "");
        if (!orders.has(orderId)) {
          return answers.unknownOrder === 404
            ? fail(404, "The requested URL was not found on the server.")
            : fail(400, "The id provided does not exist");
        }
        const items = [...payments.values()].filter((payment) => payment.order_id === orderId);
        return send(200, { entity: "collection", count: items.length, items });
      }
      const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
      if (request.method === "POST" && refundOf) {
        const paymentId = decodeURIComponent(refundOf[1] ?? "");
        const key = request.headers["x-refund-idempotency"];
        const idempotencyKey = typeof key === "string" ? key : undefined;
        refundCalls.push({ paymentId, idempotencyKey });
        if (outage.refunds === "down") return fail(503, "Service unavailable");
        const payment = payments.get(paymentId);
        if (!payment || payment.status === "failed") {
          return fail(400, "The payment id provided does not exist or was not captured");
        }
        const earlier = idempotencyKey ? refunds.get(idempotencyKey) : undefined;
        if (earlier) return send(200, earlier);
        const amount = typeof body.amount === "number" ? body.amount : payment.amount;
        if (payment.amount_refunded + amount > payment.amount) {
          return fail(400, "The refund amount provided is greater than amount captured");
        }
        payment.amount_refunded += amount;
        if (payment.amount_refunded === payment.amount) payment.status = "refunded";
        const refund: Refund = {
          id: id("rfnd"),
          entity: "refund",
          payment_id: paymentId,
          amount,
          status: "processed",
        };
        refunds.set(idempotencyKey ?? refund.id, refund);
        if (outage.refunds === "answer-lost") return fail(504, "Gateway timeout");
        return send(200, refund);
      }
      return fail(404, "The requested URL was not found on the server.");
    })().catch((error: unknown) => fail(500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  /** A webhook as Razorpay sends it: the raw body and its headers. */
  function webhook(event: string, payload: Record<string, unknown>, eventId = id("evt")) {
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_fake",
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      body,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": sign(webhookSecret, body),
        "x-razorpay-event-id": eventId,
      },
    };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    refundCalls,
    outage,
    answers,
    pay,
    webhook,
    /** The webhook Razorpay sends for a payment's outcome. */
    paymentEvent(event: "payment.captured" | "payment.failed" | "order.paid", payment: Payment) {
      const order = orders.get(payment.order_id);
      return webhook(event, {
        payment: { entity: payment },
        ...(event === "order.paid" && order
          ? { order: { entity: { ...order, amount_paid: payment.amount, status: "paid" } } }
          : {}),
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

/** The app's payment settings for tests: this fake gateway, and UPI to the institute's VPA. */
export const gatewaySettings = (fake: FakeRazorpay) => ({
  razorpay: {
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    webhookSecret: fake.webhookSecret,
    apiUrl: fake.url,
  },
  upi: { vpa: "plassey.institute@okaxis", payeeName: "Plassey Institute" },
});
