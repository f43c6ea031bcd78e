// The set-up the payment tests share (docs/payments.md): the app against the local fake Razorpay
// (fake-razorpay.ts), the configured admin, a member of staff and, unless a file adds its own, the
// demo product at ₹450; with the calls those files make. `paymentsApp()` registers the file's
// beforeAll and afterAll and answers an object of that file's own, filled in before its first
// test: nothing is kept in this module, so files that share a worker's modules share nothing here.
import { INSTITUTE, type InstituteSettings } from "@app/shared/institute";
import type { Order } from "@app/shared/orders";
import type { Payment } from "@app/shared/payments";
import type { AuthUser } from "@app/shared/users";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { type FakeRazorpay, gatewaySettings, startFakeRazorpay } from "./fake-razorpay";
import { addProduct, placeOrder } from "./shop-fixtures";
import { ADMIN, auth, buildTestApp, createUser, login, type TestApp } from "./test-app";

export type PaymentsApp = {
  app: FastifyInstance;
  /** The fake gateway (absent with `gateway: false`). */
  fake: FakeRazorpay;
  admin: AuthUser;
  staff: AuthUser;
  /** The demo product (absent with `product: false`). */
  productId: string;
  /** An API call as `token` (or a visitor). */
  call: (
    method: "GET" | "POST" | "PUT",
    url: string,
    token?: string,
    payload?: object,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  /** An order of the demo product by `user`. */
  placeOrder: (user: AuthUser) => Promise<Order>;
  /** POST /api/payments for `debt` by `user` (a new payment, or the one still open). */
  startPayment: (user: AuthUser, debt: object, method?: string) => Promise<Payment>;
  /** A payment as `token` reads it. */
  paymentOf: (token: string, id: string) => Promise<Payment>;
  /** `user`'s order `id` as their orders list shows it. */
  orderOf: (user: AuthUser, id: string) => Promise<Order | undefined>;
  /** A webhook as the fake gateway signs it, sent to the server. */
  sendWebhook: (hook: {
    body: string;
    headers: Record<string, string>;
  }) => Promise<LightMyRequestResponse>;
  /** PUT /api/institute as the admin: the institute's settings with `changes`. */
  saveInstitute: (changes: Partial<InstituteSettings>) => Promise<LightMyRequestResponse>;
};

export function paymentsApp(options: { gateway?: boolean; product?: boolean } = {}): PaymentsApp {
  const { gateway = true, product = true } = options;
  let t: TestApp | undefined;
  let fake: FakeRazorpay | undefined;
  const call: PaymentsApp["call"] = (method, url, token, payload, headers = {}) =>
    world.app.inject({
      method,
      url,
      headers: { ...(token ? auth(token) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const world: PaymentsApp = {
    app: undefined as unknown as FastifyInstance,
    fake: undefined as unknown as FakeRazorpay,
    admin: undefined as unknown as AuthUser,
    staff: undefined as unknown as AuthUser,
    productId: "",
    call,
    placeOrder: (user) => placeOrder(world.app, user.token, world.productId),
    async startPayment(user, debt, method = "razorpay") {
      const res = await call("POST", "/api/payments", user.token, { for: debt, method });
      expect([200, 201], res.body).toContain(res.statusCode);
      return res.json<Payment>();
    },
    paymentOf: async (token, id) =>
      (await call("GET", `/api/payments/${id}`, token)).json<Payment>(),
    orderOf: async (user, id) =>
      (await call("GET", "/api/users/order", user.token)).json<Order[]>().find((o) => o._id === id),
    sendWebhook: (hook) =>
      world.app.inject({
        method: "POST",
        url: "/api/payments/razorpay/webhook",
        headers: hook.headers,
        payload: hook.body,
      }),
    saveInstitute: (changes) =>
      call("PUT", "/api/institute", world.admin.token, { ...INSTITUTE, ...changes }),
  };
  beforeAll(async () => {
    if (gateway) fake = await startFakeRazorpay();
    t = await buildTestApp(
      fake ? { payments: gatewaySettings(fake), paymentsReconcile: false } : {},
    );
    world.app = t.app;
    if (fake) world.fake = fake;
    world.admin = await login(t.app, ADMIN.email, ADMIN.password);
    world.staff = await createUser(t.app, "staff", "Desk Staff");
    if (product) {
      world.productId = (
        await addProduct(t.app, world.admin.token, { price: "500", sellprice: "450" })
      )._id;
    }
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  return world;
}
