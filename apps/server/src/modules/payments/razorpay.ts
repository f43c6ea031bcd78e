// Razorpay behind the one provider interface the payments service speaks (gateway.ts): a small
// client of our own on fetch with HTTP Basic auth, since Razorpay's SDK fixes its host and the
// tests point RAZORPAY_API_URL at a local fake (docs/payments.md).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { GatewayPayment, PaymentGateway } from "./gateway";

export type RazorpaySettings = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a fake's address in tests. */
  apiUrl: string;
};

const TIMEOUT_MS = 15_000;

/** HMAC-SHA256 of `text` with `secret`, hex: how Razorpay signs Checkout results and webhooks. */
export const hmacHex = (secret: string, text: string | Buffer): string =>
  createHmac("sha256", secret).update(text).digest("hex");

/** Compares two hex signatures in constant time (a length mismatch is a mismatch). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

type RazorpayPayment = {
  id: string;
  order_id: string;
  amount: number;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  method?: string;
};

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(message);
  }
}

/**
 * Whether Razorpay answered that it has no such id: 404, or its 400 "The id provided does not
 * exist" (how its API answers an unknown order id).
 */
export function isUnknownId(error: unknown): boolean {
  if (!(error instanceof GatewayError)) return false;
  if (error.status === 404) return true;
  return error.status === 400 && /does not exist/i.test(error.body);
}

export function createRazorpay(settings: RazorpaySettings): PaymentGateway {
  const base = settings.apiUrl.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization,
        ...(body ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new GatewayError(
        `Razorpay ${method} ${path}: ${response.status} ${text.slice(0, 300)}`,
        response.status,
        text.slice(0, 1000),
      );
    }
    return JSON.parse(text) as T;
  }

  const toPayment = (payment: RazorpayPayment): GatewayPayment => ({
    id: payment.id,
    orderId: payment.order_id,
    amountPaise: payment.amount,
    captured: payment.status === "captured" || payment.status === "refunded",
    failed: payment.status === "failed",
  });

  return {
    provider: "razorpay",
    keyId: settings.keyId,
    async createOrder({ amountPaise, receipt }) {
      const order = await call<{ id: string }>("POST", "/v1/orders", {
        amount: amountPaise,
        currency: "INR",
        receipt,
      });
      return { orderId: order.id };
    },
    async paymentsOfOrder(orderId) {
      try {
        const list = await call<{ items: RazorpayPayment[] }>(
          "GET",
          `/v1/orders/${encodeURIComponent(orderId)}/payments`,
        );
        return list.items.map(toPayment);
      } catch (error) {
        if (isUnknownId(error)) return null;
        throw error;
      }
    },
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      const refund = await call<{ id: string; status: string }>(
        "POST",
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, notes },
        { "x-refund-idempotency": idempotencyKey },
      );
      return { refundId: refund.id, processed: refund.status === "processed" };
    },
    checkoutSignatureValid(orderId, paymentId, signature) {
      return sameSignature(hmacHex(settings.keySecret, `${orderId}|${paymentId}`), signature);
    },
    webhookSignatureValid(rawBody, signature) {
      return sameSignature(hmacHex(settings.webhookSecret, rawBody), signature);
    },
  };
}
