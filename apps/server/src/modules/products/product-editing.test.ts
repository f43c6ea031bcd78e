// Staff edit a product after creating it: its text in each language, prices, stock and images;
// and an order takes from a counted stock in the same transaction as it is placed.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Order } from "@app/shared/orders";
import type { Product } from "@app/shared/products";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody, expectIssue } from "../../test/error-body";
import { multipartForm } from "../../test/multipart";
import { addProduct, jpegImage, photoPart, pngImage } from "../../test/shop-fixtures";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: AuthUser;
let staff: AuthUser;
let user: AuthUser;
/** An admin and a customer who read in Bengali (an account's language outranks its browser's). */
let bengaliAdmin: AuthUser;
let bengaliUser: AuthUser;

async function inBengali(account: AuthUser): Promise<AuthUser> {
  await t.app.db.updateTable("users").set({ locale: "bn" }).where("id", "=", account._id).execute();
  return account;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, "admin");
  staff = await createUser(t.app, "staff", "Sima Staff");
  user = await createUser(t.app, "user", "Uma Buyer");
  bengaliAdmin = await inBengali(await createUser(t.app, "admin", "Bina Admin"));
  bengaliUser = await inBengali(await createUser(t.app, "user", "Bina Buyer"));
});
afterAll(async () => {
  await t?.close();
});

const patch = (token: string | undefined, id: string, payload: unknown) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/products/${encodeURIComponent(id)}`,
    headers: token ? auth(token) : {},
    payload: payload as object,
  });

const getProduct = (id: string, language = "en") =>
  t.app.inject({
    method: "GET",
    url: `/api/products/${encodeURIComponent(id)}`,
    headers: { "accept-language": language },
  });

async function sendImages(
  method: "POST" | "PUT",
  url: string,
  token: string | undefined,
  images: Buffer[],
) {
  const body = multipartForm(images.map((image, index) => photoPart(image, `new-${index}.png`)));
  return t.app.inject({
    method,
    url,
    headers: { ...body.headers, ...(token ? auth(token) : {}) },
    payload: body.payload,
  });
}

const stored = (file: string | null) =>
  file !== null && existsSync(join(t.config.dataDir, "uploads", "products", file));

const orderBody = (productId: string) => ({
  address: "7, Court Road, Berhampore",
  gender: "female",
  pin: "742101",
  mobile: "98765 43210",
  idvalue: { category: productId },
});

const placeOrder = (token: string, productId: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: auth(token),
    payload: orderBody(productId),
  });

describe("PATCH /api/products/{id}", () => {
  it("changes the name and description in each language, the prices in paise and the stock", async () => {
    const product = await addProduct(t.app, admin.token, { name: "Clay Lamp", price: "250" });
    expect(product.nameText).toEqual({ en: "Clay Lamp", bn: "" });
    expect(product.stock).toBeNull();

    const res = await patch(admin.token, product._id, {
      name: { en: "Clay Lamp (large)", bn: "মাটির প্রদীপ (বড়)" },
      description: { en: "A hand-made clay lamp", bn: "" },
      pricePaise: 30000,
      sellpricePaise: 27550,
      stock: 4,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Product>()).toMatchObject({
      name: "Clay Lamp (large)",
      nameText: { en: "Clay Lamp (large)", bn: "মাটির প্রদীপ (বড়)" },
      descriptionText: { en: "A hand-made clay lamp", bn: "" },
      price: 300,
      sellprice: 275.5,
      pricePaise: 30000,
      sellpricePaise: 27550,
      stock: 4,
    });

    // A Bengali reader reads the Bengali name, and the English description until it is translated.
    const bengali = (await getProduct(product._id, "bn")).json<Product>();
    expect(bengali.name).toBe("মাটির প্রদীপ (বড়)");
    expect(bengali.title).toBe("A hand-made clay lamp");
    expect((await getProduct(product._id, "en")).json<Product>().name).toBe("Clay Lamp (large)");

    // What a field leaves out stays; `stock: null` stops counting.
    const again = await patch(admin.token, product._id, { stock: null });
    expect(again.json<Product>()).toMatchObject({ stock: null, pricePaise: 30000 });
  });

  it("is searched in either language", async () => {
    const product = await addProduct(t.app, admin.token, { name: "Brass Bell" });
    await patch(admin.token, product._id, { name: { en: "Brass Bell", bn: "পিতলের ঘণ্টা" } });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/products?q=${encodeURIComponent("পিতলের")}`,
    });
    expect(res.json<Product[]>().map((found) => found._id)).toEqual([product._id]);
  });

  it("refuses a visitor (401), staff and users (403), and an unknown product (404)", async () => {
    const product = await addProduct(t.app, admin.token);
    const change = { pricePaise: 100 };
    expect((await patch(undefined, product._id, change)).statusCode).toBe(401);
    expect((await patch(user.token, product._id, change)).statusCode).toBe(403);
    expect((await patch(staff.token, product._id, change)).statusCode).toBe(403);
    expect((await patch(admin.token, "no-such-product", change)).statusCode).toBe(404);
    expect((await getProduct(product._id)).json<Product>().pricePaise).toBe(10000);
  });

  it("refuses a selling price above the price (given or kept), negative stock, both names empty and unknown fields", async () => {
    const product = await addProduct(t.app, admin.token, { price: "100", sellprice: "90" });
    expectIssue(
      await patch(admin.token, product._id, { pricePaise: 1000, sellpricePaise: 2000 }),
      "sellpricePaise",
      "Selling price cannot be more than the price",
    );
    // The price lowered below the selling price already stored.
    expectIssue(await patch(admin.token, product._id, { pricePaise: 5000 }), "pricePaise");
    expectIssue(await patch(admin.token, product._id, { stock: -1 }), "stock");
    expectIssue(await patch(admin.token, product._id, { stock: 1.5 }), "stock");
    expectIssue(await patch(admin.token, product._id, { name: { en: " ", bn: "" } }), "name");
    expectIssue(await patch(admin.token, product._id, { pricePaise: 12.5 }), "pricePaise");
    expect((await patch(admin.token, product._id, { owner: "me" })).statusCode).toBe(400);
    // Refused in Bengali for a Bengali reader.
    const bengali = await patch(bengaliAdmin.token, product._id, { stock: -1 });
    expect(errorBody(bengali).message).toMatch(/[\u0980-\u09ff]/);
    expect((await getProduct(product._id)).json<Product>()).toMatchObject({
      pricePaise: 10000,
      sellpricePaise: 9000,
      stock: null,
    });
  });

  it("changes the HSN or SAC code and the GST rate an upload set, refusing bad ones on the field", async () => {
    const plain = await addProduct(t.app, admin.token);
    expect(plain).toMatchObject({ hsnSac: "4901", gstRate: 0 });
    const product = await addProduct(t.app, admin.token, { hsnSac: "4820", gstRate: "12" });
    expect(product).toMatchObject({ hsnSac: "4820", gstRate: 12 });

    const res = await patch(admin.token, product._id, { hsnSac: "999293", gstRate: 18 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Product>()).toMatchObject({ hsnSac: "999293", gstRate: 18 });
    expect((await getProduct(product._id)).json<Product>()).toMatchObject({
      hsnSac: "999293",
      gstRate: 18,
    });

    for (const hsnSac of ["12345", "ABCD", "", 4901]) {
      expectIssue(
        await patch(admin.token, product._id, { hsnSac }),
        "hsnSac",
        "An HSN or SAC code is 4, 6 or 8 digits",
      );
    }
    for (const gstRate of [7, 18.5, "18", null]) {
      expectIssue(await patch(admin.token, product._id, { gstRate }), "gstRate");
    }
    const bengali = await patch(bengaliAdmin.token, product._id, { hsnSac: "12" });
    expectIssue(bengali, "hsnSac", "HSN বা SAC কোড ৪, ৬ বা ৮ অঙ্কের");
    const change = { hsnSac: "4901", gstRate: 0 };
    expect((await patch(undefined, product._id, change)).statusCode).toBe(401);
    expect((await patch(user.token, product._id, change)).statusCode).toBe(403);
    expect((await patch(staff.token, product._id, change)).statusCode).toBe(403);
    expect((await getProduct(product._id)).json<Product>()).toMatchObject({
      hsnSac: "999293",
      gstRate: 18,
    });

    // An upload with a rate outside the five is refused on it, and adds nothing.
    const before = await t.app.db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    await expect(addProduct(t.app, admin.token, { gstRate: "7" })).rejects.toThrow(/gstRate/);
    await expect(addProduct(t.app, admin.token, { hsnSac: "49" })).rejects.toThrow(/hsnSac/);
    const after = await t.app.db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe("a product's images", () => {
  it("adds images up to three, replaces one, reorders them and removes one", async () => {
    const product = await addProduct(t.app, admin.token);
    const first = product.fname1;
    const url = `/api/products/${product._id}/images`;

    const added = await sendImages("POST", url, admin.token, [
      await pngImage(80, 80, "#aa0000"),
      await jpegImage(80, 80, "#00aa00"),
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const withThree = added.json<Product>();
    expect(withThree.fname1).toBe(first);
    expect(withThree.fname2).not.toBeNull();
    expect(withThree.fname3).not.toBeNull();

    // A fourth is refused, and leaves no file behind.
    const full = await sendImages("POST", url, admin.token, [await pngImage()]);
    expect(full.statusCode).toBe(409);
    expect(errorBody(full).message).toContain("at most 3 images");

    // Replacing the second: a new file in its place, the old one deleted.
    const old = withThree.fname2;
    const replaced = await sendImages("PUT", `${url}/2`, admin.token, [await pngImage(50, 50)]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const afterReplace = replaced.json<Product>();
    expect(afterReplace.fname2).not.toBe(old);
    expect(stored(afterReplace.fname2)).toBe(true);
    expect(stored(old)).toBe(false);

    // Reordered: the third first.
    const order = [afterReplace.fname3, afterReplace.fname1, afterReplace.fname2] as string[];
    const reordered = await patch(admin.token, product._id, { images: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const r = reordered.json<Product>();
    expect([r.fname1, r.fname2, r.fname3]).toEqual(order);
    expect(r.thumb1).toContain((order[0] as string).replace(".webp", "-400.webp"));

    // Removed: the one left out, its files deleted.
    const removed = await patch(admin.token, product._id, { images: [order[1]] });
    expect(removed.json<Product>()).toMatchObject({ fname1: order[1], fname2: null, fname3: null });
    expect(stored(order[0] as string)).toBe(false);
    expect(stored(order[2] as string)).toBe(false);
    expect(stored(order[1] as string)).toBe(true);
  });

  it("refuses images that are not the product's own, none at all, a place without an image, and every role but admin", async () => {
    const product = await addProduct(t.app, admin.token);
    const other = await addProduct(t.app, admin.token);
    expectIssue(await patch(admin.token, product._id, { images: [other.fname1] }), "images");
    expectIssue(await patch(admin.token, product._id, { images: [] }), "images");
    expectIssue(
      await patch(admin.token, product._id, { images: [product.fname1, product.fname1] }),
      "images",
    );
    const url = `/api/products/${product._id}/images`;
    expect((await sendImages("PUT", `${url}/3`, admin.token, [await pngImage()])).statusCode).toBe(
      404,
    );
    expect((await sendImages("PUT", `${url}/4`, admin.token, [await pngImage()])).statusCode).toBe(
      400,
    );
    expect((await sendImages("POST", url, admin.token, [])).statusCode).toBe(400);
    for (const [token, status] of [
      [undefined, 401],
      [user.token, 403],
      [staff.token, 403],
    ] as const) {
      expect((await sendImages("POST", url, token, [await pngImage()])).statusCode).toBe(status);
      expect((await sendImages("PUT", `${url}/1`, token, [await pngImage()])).statusCode).toBe(
        status,
      );
    }
    const missing = "/api/products/no-such-product/images";
    expect((await sendImages("POST", missing, admin.token, [await pngImage()])).statusCode).toBe(
      404,
    );
    expect(
      (await sendImages("PUT", `${missing}/1`, admin.token, [await pngImage()])).statusCode,
    ).toBe(404);
    expect((await getProduct(product._id)).json<Product>().fname1).toBe(product.fname1);
  });
});

describe("stock", () => {
  it("takes one per order and refuses an order when none is left, in the reader's language", async () => {
    const product = await addProduct(t.app, admin.token, { stock: "2" });
    expect(product.stock).toBe(2);
    expect((await placeOrder(user.token, product._id)).statusCode).toBe(201);
    const last = await placeOrder(user.token, product._id);
    expect(last.statusCode).toBe(201);
    expect((await getProduct(product._id)).json<Product>().stock).toBe(0);

    const refused = await placeOrder(user.token, product._id);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).message).toBe(
      "Sorry, this product is sold out: none is left to order",
    );
    const bengali = await placeOrder(bengaliUser.token, product._id);
    expect(bengali.statusCode).toBe(409);
    expect(errorBody(bengali).message).toMatch(/[\u0980-\u09ff]/);

    // Cancelling one puts it back; taking the cancelled order up again takes it again.
    const order = last.json<Order>();
    const setStatus = (status: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/orders/${order._id}`,
        headers: auth(admin.token),
        payload: { status },
      });
    expect((await setStatus("cancelled")).statusCode).toBe(200);
    expect((await getProduct(product._id)).json<Product>().stock).toBe(1);
    expect((await setStatus("cancelled")).statusCode).toBe(200);
    expect((await getProduct(product._id)).json<Product>().stock).toBe(1);
    expect((await placeOrder(user.token, product._id)).statusCode).toBe(201);
    expect((await setStatus("placed")).statusCode).toBe(409);
    expect((await getProduct(product._id)).json<Product>().stock).toBe(0);
  });

  it("sells the last one once when many order it at the same moment", async () => {
    const product = await addProduct(t.app, admin.token, { stock: "1" });
    const buyers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => createUser(t.app, "user", `Racer ${index}`)),
    );
    const answers = await Promise.all(buyers.map((buyer) => placeOrder(buyer.token, product._id)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await getProduct(product._id)).json<Product>().stock).toBe(0);
    const orders = await t.app.db
      .selectFrom("orders")
      .select("id")
      .where("product_id", "=", product._id)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it("leaves a product whose stock is not counted free to order", async () => {
    const product = await addProduct(t.app, admin.token);
    for (let i = 0; i < 3; i++) {
      expect((await placeOrder(user.token, product._id)).statusCode).toBe(201);
    }
    expect((await getProduct(product._id)).json<Product>().stock).toBeNull();
  });
});
