import type { Order } from "@app/shared/orders";
import type { Product } from "@app/shared/products";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody, expectIssue } from "../../test/error-body";
import { outboxMailsTo } from "../../test/outbox";
import { addProduct } from "../../test/shop-fixtures";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: AuthUser;
let staff: AuthUser;
let product: Product;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, "admin");
  staff = await createUser(t.app, "staff", "Sima Staff");
  product = await addProduct(t.app, admin.token, {
    name: "Terracotta Horse",
    price: "899",
    sellprice: "749.50",
  });
});
afterAll(async () => {
  await t?.close();
});

const orderBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Someone Else",
  email: "forged@example.com",
  product: "Gold bar",
  price: 1,
  address: "7, Court Road, Berhampore",
  gender: "female",
  pin: "742101",
  mobile: "98765 43210",
  idvalue: { category: product._id },
  ...overrides,
});

const placeOrder = (token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/users/order",
    headers: token ? auth(token) : {},
    payload: payload as object,
  });

const listOrders = (token?: string) =>
  t.app.inject({ method: "GET", url: "/api/users/order", headers: token ? auth(token) : {} });

const setStatus = (token: string | undefined, id: string, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/users/order/${id}`,
    headers: token ? auth(token) : {},
    payload: payload as object,
  });

describe("POST /api/users/order", () => {
  it("stores the account's name and email and the product's real name and price", async () => {
    const user = await createUser(t.app, "user", "Mitali Das");
    const res = await placeOrder(user.token, orderBody());
    expect(res.statusCode).toBe(201);
    const order = res.json<Order>();
    expect(order).toMatchObject({
      user: user._id,
      name: "Mitali Das",
      email: user.email,
      product: "Terracotta Horse",
      productId: product._id,
      idvalue: { category: product._id },
      price: 749.5,
      pricePaise: 74950,
      address: "7, Court Road, Berhampore",
      gender: "female",
      pin: "742101",
      mobile: "9876543210",
      status: "placed",
    });
    expect(order.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    // What is stored is what the list shows, not just what the answer said.
    const [listed] = (await listOrders(user.token)).json<Order[]>();
    expect(listed).toEqual(order);
  });

  it("needs a signed-in user", async () => {
    expect((await placeOrder(undefined, orderBody())).statusCode).toBe(401);
  });

  it.each([
    ["a missing address", { address: undefined }, "address"],
    ["a blank address", { address: "   " }, "address"],
    ["an unknown gender", { gender: "robot" }, "gender"],
    ["a 5-digit PIN", { pin: "74210" }, "pin"],
    ["a PIN starting with 0", { pin: "042101" }, "pin"],
    ["a 9-digit mobile", { mobile: "987654321" }, "mobile"],
    ["a mobile starting with 5", { mobile: "5876543210" }, "mobile"],
    ["no product", { idvalue: undefined }, "idvalue"],
    ["an empty product id", { idvalue: { category: "" } }, "idvalue.category"],
  ])("refuses %s with 400 naming the field", async (_case, change, field) => {
    const user = await createUser(t.app);
    const res = await placeOrder(user.token, orderBody(change));
    expect(res.statusCode).toBe(400);
    expectIssue(res, field);
  });

  it("refuses a product that does not exist with 400 naming idvalue.category", async () => {
    const user = await createUser(t.app);
    const res = await placeOrder(user.token, orderBody({ idvalue: { category: "no-such-id" } }));
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toMatchObject({
      message: "No such product",
      issues: [{ path: "idvalue.category", message: "No such product" }],
    });
  });

  it("keeps the name and price an order was placed with after the product is deleted", async () => {
    const gone = await addProduct(t.app, admin.token, { name: "Short-lived", sellprice: "10" });
    const user = await createUser(t.app);
    const placed = (
      await placeOrder(user.token, orderBody({ idvalue: { category: gone._id } }))
    ).json<Order>();
    const removed = await t.app.inject({
      method: "POST",
      url: "/delphoto",
      headers: auth(admin.token),
      payload: { id: gone._id },
    });
    expect(removed.statusCode).toBe(200);
    const [listed] = (await listOrders(user.token)).json<Order[]>();
    expect(listed).toEqual(placed);
    expect(listed).toMatchObject({ product: "Short-lived", pricePaise: 1000 });
  });
});

describe("an order's product name in each language", () => {
  const renameProduct = (id: string, name: { en: string; bn: string }) =>
    t.app.inject({
      method: "PATCH",
      url: `/api/products/${encodeURIComponent(id)}`,
      headers: auth(admin.token),
      payload: { name },
    });

  it("is the product's name in English and Bengali when ordered, and stays so when the product is renamed", async () => {
    const cushion = await addProduct(t.app, admin.token, { name: "Nakshi Kantha Cushion Cover" });
    const named = await renameProduct(cushion._id, {
      en: "Nakshi Kantha Cushion Cover",
      bn: "নকশিকাঁথার কুশন কভার",
    });
    expect(named.statusCode, named.body).toBe(200);
    const user = await createUser(t.app);
    const res = await placeOrder(user.token, orderBody({ idvalue: { category: cushion._id } }));
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<Order>();
    expect(placed).toMatchObject({
      product: "Nakshi Kantha Cushion Cover",
      productText: { en: "Nakshi Kantha Cushion Cover", bn: "নকশিকাঁথার কুশন কভার" },
    });

    // The order records what was sold: renaming the product later leaves it as it was.
    await renameProduct(cushion._id, {
      en: "Kantha Cushion Cover (large)",
      bn: "কাঁথার কুশন কভার (বড়)",
    });
    const [listed] = (await listOrders(user.token)).json<Order[]>();
    expect(listed).toMatchObject({
      _id: placed._id,
      product: "Nakshi Kantha Cushion Cover",
      productText: { en: "Nakshi Kantha Cushion Cover", bn: "নকশিকাঁথার কুশন কভার" },
    });
    // Staff find it by a part of either name.
    const found = await t.app.inject({
      method: "GET",
      url: `/api/orders?product=${encodeURIComponent("কুশন")}`,
      headers: auth(staff.token),
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ _id: string }[]>().map((order) => order._id)).toEqual([placed._id]);
    // The pay page names it in Bengali for a Bengali reader.
    await t.app.db.updateTable("users").set({ locale: "bn" }).where("id", "=", user._id).execute();
    const debt = await t.app.inject({
      method: "GET",
      url: `/api/payments/debt?order=${placed._id}`,
      headers: auth(user.token),
    });
    expect(debt.statusCode, debt.body).toBe(200);
    expect(debt.json<{ label: string }>().label).toBe(`অর্ডার ${placed.reference} — নকশিকাঁথার কুশন কভার`);
    // So does the mail telling them of a new status.
    expect((await setStatus(admin.token, placed._id, { status: "confirmed" })).statusCode).toBe(
      200,
    );
    const [mail] = await outboxMailsTo(t.app, user.email);
    expect(mail?.text).toContain(`${placed.reference} (নকশিকাঁথার কুশন কভার)`);
  });

  it("has no Bengali name while the product had none", async () => {
    const user = await createUser(t.app);
    const order = (await placeOrder(user.token, orderBody())).json<Order>();
    expect(order.productText).toEqual({ en: "Terracotta Horse", bn: "" });
  });
});

describe("GET /api/users/order", () => {
  it("shows a user only their own orders, and staff and admins every order, newest first", async () => {
    const ann = await createUser(t.app, "user", "Ann");
    const bob = await createUser(t.app, "user", "Bob");
    const first = (await placeOrder(ann.token, orderBody())).json<Order>();
    const second = (await placeOrder(bob.token, orderBody())).json<Order>();
    const third = (await placeOrder(ann.token, orderBody({ gender: "other" }))).json<Order>();

    expect((await listOrders()).statusCode).toBe(401);
    const annOrders = (await listOrders(ann.token)).json<Order[]>();
    expect(annOrders.map((o) => o._id)).toEqual([third._id, first._id]);
    const bobOrders = (await listOrders(bob.token)).json<Order[]>();
    expect(bobOrders.map((o) => o._id)).toEqual([second._id]);

    for (const reader of [staff, admin]) {
      const all = (await listOrders(reader.token)).json<Order[]>();
      const ids = all.map((o) => o._id);
      expect(ids.slice(0, 3)).toEqual([third._id, second._id, first._id]);
      expect(all.every((o, i) => i === 0 || (all[i - 1]?.createdAt ?? "") >= o.createdAt)).toBe(
        true,
      );
    }
  });
});

describe("an order's reference", () => {
  it("is its number in sequence, shown to its customer and staff, who find the order by it", async () => {
    const buyer = await createUser(t.app, "user", "Rina Reference");
    const first = (await placeOrder(buyer.token, orderBody())).json<Order>();
    const second = (await placeOrder(buyer.token, orderBody())).json<Order>();
    expect(second.number).toBe(first.number + 1);
    expect(first.reference).toBe(`ORD-${String(first.number).padStart(6, "0")}`);
    expect(first.reference).toMatch(/^ORD-\d{6}$/);
    const mine = (await listOrders(buyer.token)).json<Order[]>();
    expect(mine.map((order) => order.reference)).toEqual([second.reference, first.reference]);

    const search = async (typed: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/orders?q=${encodeURIComponent(typed)}`,
        headers: auth(staff.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json<Order[]>().map((order) => order._id);
    };
    for (const typed of [
      second.reference,
      second.reference.toLowerCase(),
      `ORD ${second.number}`,
    ]) {
      expect(await search(typed)).toEqual([second._id]);
    }
    // A bare number finds the order too (and whatever mobile holds those digits).
    expect(await search(`${second.number}`)).toContain(second._id);
    // The export names each order by its reference too.
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/orders/export.csv?q=${second.reference}`,
      headers: auth(staff.token),
    });
    expect(csv.body.split("\n")[0]).toMatch(/^Order,/);
    expect(csv.body).toContain(second.reference);
  });
});

describe("PUT /api/users/order/{id}", () => {
  it("lets admins set the status; staff and users get 403, a visitor 401", async () => {
    const user = await createUser(t.app);
    const order = (await placeOrder(user.token, orderBody())).json<Order>();

    expect((await setStatus(undefined, order._id, { status: "confirmed" })).statusCode).toBe(401);
    const byUser = await setStatus(user.token, order._id, { status: "cancelled" });
    expect(byUser.statusCode).toBe(403);
    // Staff read every order but do not change one (docs/product.md: shop and orders).
    const byStaff = await setStatus(staff.token, order._id, { status: "cancelled" });
    expect(byStaff.statusCode).toBe(403);

    const confirmed = await setStatus(admin.token, order._id, { status: "confirmed" });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<Order>()).toMatchObject({ _id: order._id, status: "confirmed" });
    const delivered = await setStatus(admin.token, order._id, { status: "delivered" });
    expect(delivered.json<Order>().status).toBe("delivered");
    expect(delivered.json<Order>().updatedAt >= order.updatedAt).toBe(true);

    const [mine] = (await listOrders(user.token)).json<Order[]>();
    expect(mine?.status).toBe("delivered");
  });

  it("mails the customer each new status in their language, with a link to their profile", async () => {
    const mailsTo = (email: string) => outboxMailsTo(t.app, email);
    const english = await createUser(t.app, "user", "Mitali Das");
    const order = (await placeOrder(english.token, orderBody())).json<Order>();
    // Placing it mails nothing.
    expect(await mailsTo(english.email)).toEqual([]);
    for (const status of ["confirmed", "delivered", "cancelled"]) {
      expect((await setStatus(admin.token, order._id, { status })).statusCode).toBe(200);
    }
    // The same status again is no change: no mail.
    await setStatus(admin.token, order._id, { status: "cancelled" });
    const mails = await mailsTo(english.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your order ${order.reference} is confirmed`,
      `Your order ${order.reference} has been delivered`,
      `Your order ${order.reference} was cancelled`,
    ]);
    expect(mails[0]?.text).toContain(
      [
        "Hello Mitali Das,",
        "",
        `We have confirmed your order ${order.reference} (Terracotta Horse). We will write again when it is delivered.`,
        "",
        "See it on your profile: http://portal.test/profile",
      ].join("\n"),
    );

    const bengali = await createUser(t.app, "user", "রীতা সাহা");
    await t.app.db
      .updateTable("users")
      .set({ locale: "bn" })
      .where("id", "=", bengali._id)
      .execute();
    const theirs = (await placeOrder(bengali.token, orderBody())).json<Order>();
    await setStatus(admin.token, theirs._id, { status: "confirmed" });
    await setStatus(admin.token, theirs._id, { status: "cancelled" });
    const inBengali = await mailsTo(bengali.email);
    expect(inBengali.map((mail) => mail.subject)).toEqual([
      `আপনার অর্ডার ${theirs.reference} নিশ্চিত হয়েছে`,
      `আপনার অর্ডার ${theirs.reference} বাতিল হয়েছে`,
    ]);
    expect(inBengali[1]?.text).toMatch(/^নমস্কার রীতা সাহা,\n\nআপনার অর্ডার .* বাতিল করা হয়েছে।/);
    expect(inBengali[1]?.text).toContain("আপনার প্রোফাইলে দেখুন: http://portal.test/profile");
    expect(inBengali[1]?.text).not.toContain("Hello");
  });

  it("answers 404 for an unknown order and 400 for a bad status or any other field", async () => {
    const user = await createUser(t.app);
    const order = (await placeOrder(user.token, orderBody())).json<Order>();
    expect(
      (await setStatus(admin.token, "no-such-order", { status: "confirmed" })).statusCode,
    ).toBe(404);
    const bad = await setStatus(admin.token, order._id, { status: "shipped" });
    expect(bad.statusCode).toBe(400);
    expectIssue(bad, "status");
    const extra = await setStatus(admin.token, order._id, { status: "confirmed", price: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await setStatus(admin.token, order._id, {})).statusCode).toBe(400);
    const [unchanged] = (await listOrders(user.token)).json<Order[]>();
    expect(unchanged).toMatchObject({ status: "placed", pricePaise: order.pricePaise });
  });
});
