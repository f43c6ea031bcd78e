// The one interface a payment gateway is spoken to through (docs/decisions/045-taking-the-money.md):
// Razorpay first (razorpay.ts); Cashfree or PhonePe would implement the same and share the one
// payment state machine of payments.service.ts.

/** A payment the gateway took (or tried to) against one of its orders. */
export type GatewayPayment = {
  id: string;
  orderId: string;
  amountPaise: number;
  /** The money is taken. */
  captured: boolean;
  failed: boolean;
};

export interface PaymentGateway {
  readonly provider: "razorpay";
  /** The public key the browser's checkout opens with. */
  readonly keyId: string;
  createOrder(input: { amountPaise: number; receipt: string }): Promise<{ orderId: string }>;
  /** The payments taken against an order; null when the gateway does not know the order. */
  paymentsOfOrder(orderId: string): Promise<GatewayPayment[] | null>;
  refund(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes?: Record<string, string>;
  }): Promise<{ refundId: string; processed: boolean }>;
  /** Whether the browser's checkout result was signed by the gateway for this order. */
  checkoutSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** Whether a webhook's raw body was signed with the webhook secret. */
  webhookSignatureValid(rawBody: Buffer, signature: string): boolean;
}
