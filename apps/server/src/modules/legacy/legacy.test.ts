// The capability paths beside the specification's old ones: a few representative operations at
// their new paths, and the old paths answering the same (the rest of the suite calls the old
// paths, which is what keeps them working).
import type { Product } from "@app/shared/products";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct } from "../../test/shop-fixtures";
import {
  auth,
  buildTestApp,
  createUser,
  PASSWORD,
  type TestApp,
  uniqueEmail,
} from "../../test/test-app";

let t: TestApp;
let admin: AuthUser;
let user: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, "admin");
  user = await createUser(t.app, "user");
});
afterAll(async () => {
  await t?.close();
});

describe("products at /api/products", () => {
  it("lists, reads, searches and deletes, as the old paths do", async () => {
    const product = await addProduct(t.app, admin.token, { name: "Brass lamp" });

    const list = await t.app.inject({ method: "GET", url: "/api/products" });
    expect(list.statusCode).toBe(200);
    const old = await t.app.inject({ method: "GET", url: "/photo" });
    expect(list.json()).toEqual(old.json());

    const one = await t.app.inject({ method: "GET", url: `/api/products/${product._id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json<Product>().name).toBe("Brass lamp");
    const single = await t.app.inject({
      method: "POST",
      url: "/single/photo",
      payload: { category: product._id },
    });
    expect(single.json()).toEqual(one.json());

    const found = await t.app.inject({
      method: "POST",
      url: "/api/products/search",
      payload: { anytext: "brass" },
    });
    expect(found.json<Product[]>().map((p) => p._id)).toEqual([product._id]);

    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/products/${product._id}`,
      headers: auth(user.token),
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/products/${product._id}`,
      headers: auth(admin.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<Product>()._id).toBe(product._id);
    const gone = await t.app.inject({ method: "GET", url: `/api/products/${product._id}` });
    expect(gone.statusCode).toBe(404);
  });
});

describe("orders at /api/orders", () => {
  it("takes an order that the old path then lists", async () => {
    const product = await addProduct(t.app, admin.token);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: auth(user.token),
      payload: {
        address: "7, Court Road, Berhampore",
        gender: "male",
        pin: "742101",
        mobile: "9876543210",
        idvalue: { category: product._id },
      },
    });
    expect(placed.statusCode).toBe(201);
    const { _id } = placed.json<{ _id: string }>();
    const old = await t.app.inject({
      method: "GET",
      url: "/api/users/order",
      headers: auth(user.token),
    });
    expect(old.json<{ _id: string }[]>().map((order) => order._id)).toContain(_id);
    const status = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${_id}`,
      headers: auth(admin.token),
      payload: { status: "confirmed" },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json<{ status: string }>().status).toBe("confirmed");
  });
});

describe("locations at /api/locations", () => {
  it("answers one position as an object, the old path as an array of one", async () => {
    const shared = await t.app.inject({
      method: "POST",
      url: "/api/locations/me",
      headers: auth(user.token),
      payload: { lat: 24.1, long: 88.27 },
    });
    expect(shared.statusCode).toBe(201);
    const { _id } = shared.json<{ _id: string }>();
    const one = await t.app.inject({
      method: "GET",
      url: `/api/locations/${_id}`,
      headers: auth(admin.token),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ _id, lat: 24.1, long: 88.27 });
    const old = await t.app.inject({
      method: "GET",
      url: `/api/users/getmaplatlong/${_id}`,
      headers: auth(admin.token),
    });
    expect(old.json()).toEqual([one.json()]);
  });
});

describe("voters at /api/voters", () => {
  it("imports CSV at the new path (the module's CSV parser applies there too)", async () => {
    const csv =
      "sl_no,state,district,assembly_constituency,total_voter,number_of_hindu,number_of_muslim\n" +
      "9001,West Bengal,Murshidabad,Lalgola,100,40,50\n";
    for (const url of ["/api/voters/import", "/api/voter/import"]) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { ...auth(admin.token), "content-type": "text/csv" },
        payload: csv,
      });
      expect(res.statusCode, url).toBe(200);
    }
    const list = await t.app.inject({
      method: "GET",
      url: "/api/voters",
      headers: auth(admin.token),
    });
    expect(list.json<{ sl_no: number }[]>().map((row) => row.sl_no)).toEqual([9001]);
  });
});

describe("accounts and tickets without the trailing slash", () => {
  it("registers at /api/users and still at /api/users/", async () => {
    for (const url of ["/api/users", "/api/users/"]) {
      const res = await t.app.inject({
        method: "POST",
        url,
        payload: { name: "Slash Test", email: uniqueEmail("slash"), password: PASSWORD },
      });
      expect(res.statusCode, url).toBe(201);
    }
  });

  it("lists tickets at /api/tickets and /api/tickets/", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/tickets",
      headers: auth(user.token),
      payload: { product: "iskon", description: "The seat is broken" },
    });
    expect(created.statusCode).toBe(201);
    for (const url of ["/api/tickets", "/api/tickets/"]) {
      const res = await t.app.inject({ method: "GET", url, headers: auth(user.token) });
      expect(res.json<unknown[]>(), url).toHaveLength(1);
    }
  });
});
