import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Product } from "@app/shared/products";
import type { AuthUser } from "@app/shared/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectIssue } from "../../test/error-body";
import type { FormPart } from "../../test/multipart";
import {
  addProduct,
  jpegImage,
  photoPart,
  pngImage,
  uploadProduct,
} from "../../test/shop-fixtures";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: AuthUser;

beforeAll(async () => {
  t = await buildTestApp({ uploadMaxMb: 1 });
  admin = await createUser(t.app, "admin");
});
afterAll(async () => {
  await t?.close();
});

const FIELDS: FormPart[] = [
  { name: "name", value: "Clay Lamp" },
  { name: "title", value: "A small hand-made clay lamp" },
  { name: "price", value: "250" },
  { name: "sellprice", value: "199.50" },
];

const upload = (token: string | undefined, parts: FormPart[]) => uploadProduct(t.app, token, parts);
const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;
const productDir = () => join(t.config.dataDir, "uploads", "products");
const storedFiles = () => (existsSync(productDir()) ? readdirSync(productDir()).sort() : []);
const listProducts = async (query = "") =>
  (await t.app.inject({ method: "GET", url: `/photo${query}` })).json<Product[]>();

/** Runs a refused upload and checks it left no file and no product behind. */
async function expectRefused(token: string | undefined, parts: FormPart[], status: number) {
  const filesBefore = storedFiles();
  const productsBefore = await listProducts();
  const res = await upload(token, parts);
  expect(res.statusCode, res.body).toBe(status);
  expect(storedFiles()).toEqual(filesBefore);
  expect(await listProducts()).toEqual(productsBefore);
  return res;
}

/** A PNG of random pixels: it does not compress, so its size is about width × height × 3. */
const noisyPng = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

describe("POST /cloudinary", () => {
  it("stores 3 images, re-encoded and resized, served with long caching", async () => {
    const res = await upload(admin.token, [
      ...FIELDS,
      photoPart(await pngImage(2400, 1600), "front.png"),
      photoPart(await jpegImage(300, 500), "side.jpg", "image/jpeg"),
      photoPart(await pngImage(900, 900, "#22aa55"), "top.jpeg", "application/octet-stream"),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json<Product>();
    expect(product).toMatchObject({
      name: "Clay Lamp",
      title: "A small hand-made clay lamp",
      price: 250,
      sellprice: 199.5,
      pricePaise: 25000,
      sellpricePaise: 19950,
      kind: "shop",
    });
    const names = [product.fname1, product.fname2, product.fname3];
    for (const name of names) expect(name).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(new Set(names).size).toBe(3);
    expect(product.filename1).toBe(`/media/products/${product.fname1}`);

    const expected = [
      [product.filename1, [1200, 800]],
      [product.filename2, [300, 500]],
      [product.filename3, [900, 900]],
      [product.thumb1, [400, 267]],
      [product.thumb2, [240, 400]],
      [product.thumb3, [400, 400]],
    ] as const;
    for (const [url, size] of expected) {
      const file = await t.app.inject({ method: "GET", url: url ?? "" });
      expect(file.statusCode, url ?? "").toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe("webp");
      expect([meta.width, meta.height], url ?? "").toEqual(size);
    }
    // Three images, each with a thumbnail; no temporary files left over.
    expect(storedFiles()).toEqual(
      expect.arrayContaining(names.flatMap((name) => [name, name?.replace(".webp", "-400.webp")])),
    );
    expect(storedFiles().filter((file) => file.endsWith(".tmp"))).toEqual([]);
    expect((await listProducts())[0]).toEqual(product);
  });

  it("leaves unused image slots null, and keeps the kind asked for", async () => {
    const res = await upload(admin.token, [
      ...FIELDS,
      { name: "kind", value: "study" },
      photoPart(await pngImage()),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json<Product>()).toMatchObject({
      kind: "study",
      filename2: null,
      filename3: null,
      fname2: null,
      fname3: null,
      thumb2: null,
      thumb3: null,
    });
  });

  it("needs an admin: a visitor gets 401, a user or staff 403, and nothing is stored", async () => {
    const parts = [...FIELDS, photoPart(await pngImage())];
    await expectRefused(undefined, parts, 401);
    const user = await createUser(t.app);
    await expectRefused(user.token, parts, 403);
    const staff = await createUser(t.app, "staff");
    await expectRefused(staff.token, parts, 403);
  });

  it("refuses a text file named .jpg with 415, even after a good image", async () => {
    const fake = photoPart(Buffer.from("I am only text"), "photo.jpg", "image/jpeg");
    const res = await expectRefused(admin.token, [...FIELDS, fake], 415);
    expectIssue(res, "photo");
    await expectRefused(admin.token, [...FIELDS, photoPart(await pngImage()), fake], 415);
  });

  it("refuses another image format (GIF) and a cut-off PNG with 415", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    await expectRefused(admin.token, [...FIELDS, photoPart(gif, "x.png")], 415);
    const png = await pngImage(200, 200);
    await expectRefused(admin.token, [...FIELDS, photoPart(png.subarray(0, 60))], 415);
  });

  it("refuses more than 3 images with 413 and stores none of them", async () => {
    const image = await pngImage();
    const res = await expectRefused(
      admin.token,
      [...FIELDS, photoPart(image), photoPart(image), photoPart(image), photoPart(image)],
      413,
    );
    expectIssue(res, "photo", /at most 3/);
  });

  it("refuses an image larger than UPLOAD_MAX_MB with 413 and stores nothing", async () => {
    const big = await noisyPng(700, 700);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await expectRefused(
      admin.token,
      [...FIELDS, photoPart(await pngImage()), photoPart(big, "big.png")],
      413,
    );
    expectIssue(res, "photo", /1 MB/);
  });

  it.each([
    ["a missing name", { name: undefined }, "name"],
    ["a blank description", { title: "   " }, "title"],
    ["a negative price", { price: "-5" }, "price"],
    ["a price with 3 decimals", { price: "1.999" }, "price"],
    ["a price that is not a number", { price: "ten" }, "price"],
    ["a selling price above the price", { sellprice: "300" }, "sellprice"],
    ["an unknown kind", { kind: "food" }, "kind"],
  ])("refuses %s with 400 naming the field", async (_case, change, field) => {
    const values: Record<string, string | undefined> = {
      name: "Clay Lamp",
      title: "Lamp",
      price: "250",
      sellprice: "200",
      ...change,
    };
    const parts: FormPart[] = Object.entries(values).flatMap(([name, value]) =>
      value === undefined ? [] : [{ name, value }],
    );
    const res = await expectRefused(admin.token, [...parts, photoPart(await pngImage())], 400);
    expectIssue(res, field);
  });

  it("refuses a form without a photo with 400, and a JSON body with 415", async () => {
    const res = await expectRefused(admin.token, FIELDS, 400);
    expectIssue(res, "photo");
    const json = await t.app.inject({
      method: "POST",
      url: "/cloudinary",
      headers: auth(admin.token),
      payload: { name: "A", title: "B", price: 1, sellprice: 1 },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe("POST /delphoto", () => {
  it("deletes the product and its image files; the spec's fname fields are ignored", async () => {
    const created = await upload(admin.token, [
      ...FIELDS,
      photoPart(await pngImage()),
      photoPart(await jpegImage(), "b.jpg", "image/jpeg"),
    ]);
    const product = created.json<Product>();
    const keep = await addProduct(t.app, admin.token, { name: "Keep me" });
    const files = [product.fname1, product.fname2].flatMap((name) => [
      name ?? "",
      (name ?? "").replace(".webp", "-400.webp"),
    ]);
    for (const file of files) expect(existsSync(join(productDir(), file))).toBe(true);

    const remove = (token: string | undefined, payload: object) =>
      t.app.inject({
        method: "POST",
        url: "/delphoto",
        headers: token ? auth(token) : {},
        payload,
      });
    expect((await remove(undefined, { id: product._id })).statusCode).toBe(401);
    const user = await createUser(t.app);
    expect((await remove(user.token, { id: product._id })).statusCode).toBe(403);

    // fname1 names another product's file: the server deletes only this product's own.
    const res = await remove(admin.token, { id: product._id, fname1: keep.fname1, fname2: "../x" });
    expect(res.statusCode).toBe(200);
    expect(res.json<Product>()._id).toBe(product._id);
    for (const file of files) expect(existsSync(join(productDir(), file))).toBe(false);
    expect(existsSync(join(productDir(), keep.fname1))).toBe(true);
    expect((await t.app.inject({ method: "GET", url: product.filename1 })).statusCode).toBe(404);
    expect((await listProducts()).map((p) => p._id)).not.toContain(product._id);

    expect((await remove(admin.token, { id: product._id })).statusCode).toBe(404);
    expect((await remove(admin.token, {})).statusCode).toBe(400);
  });
});

describe("public reads", () => {
  it("lists newest first, filters by kind, and answers one product or 404", async () => {
    const older = await addProduct(t.app, admin.token, { name: "Older study", kind: "study" });
    const newer = await addProduct(t.app, admin.token, { name: "Newer shop item" });
    const all = await listProducts();
    expect(all.findIndex((p) => p._id === newer._id)).toBeLessThan(
      all.findIndex((p) => p._id === older._id),
    );
    const study = await listProducts("?kind=study");
    expect(study.every((p) => p.kind === "study")).toBe(true);
    expect(study.map((p) => p._id)).toContain(older._id);
    expect(study.map((p) => p._id)).not.toContain(newer._id);
    expect((await t.app.inject({ method: "GET", url: "/photo?kind=food" })).statusCode).toBe(400);

    const single = (payload: object) =>
      t.app.inject({ method: "POST", url: "/single/photo", payload });
    const one = await single({ category: older._id });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(older);
    const missing = await single({ category: "no-such-product" });
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toBe("Product not found");
    expect((await single({})).statusCode).toBe(400);
  });
});

describe("POST /search", () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    // One after another, so "newest first" has a known order.
    const made: Product[] = [];
    for (const [name, title] of [
      ["Brass BELL", "Rings loudly"],
      ["Tea cup", "Fine BONE china cup"],
      ["Sale 100% cotton", "A towel"],
      ["Plain 1000 cotton", "Another towel"],
      ["snake_case mug", "For programmers"],
      ["snakeXcase mug", "A lookalike"],
    ] as const) {
      made.push(await addProduct(t.app, admin.token, { name, title }));
    }
    ids = Object.fromEntries(made.map((p) => [p.name, p._id]));
  });

  const search = async (anytext: unknown, kind?: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/search",
      payload: kind ? { anytext, kind } : { anytext },
    });
    expect(res.statusCode).toBe(200);
    return res.json<Product[]>().map((p) => p.name);
  };

  it("matches the name or the description, ignoring case", async () => {
    expect(await search("bell")).toEqual(["Brass BELL"]);
    expect(await search("brass bell")).toEqual(["Brass BELL"]);
    expect(await search("bone CHINA")).toEqual(["Tea cup"]);
    expect(await search("RINGS")).toEqual(["Brass BELL"]);
    expect(await search("cotton")).toEqual(["Plain 1000 cotton", "Sale 100% cotton"]);
  });

  it("treats % and _ as plain characters", async () => {
    expect(await search("100%")).toEqual(["Sale 100% cotton"]);
    expect(await search("%")).toEqual(["Sale 100% cotton"]);
    expect(await search("snake_case")).toEqual(["snake_case mug"]);
    expect(await search("_")).toEqual(["snake_case mug"]);
    expect(await search("\\")).toEqual([]);
  });

  it("lists every product for empty text, and can keep to one kind", async () => {
    const all = await listProducts();
    expect(await search("")).toEqual(all.map((p) => p.name));
    expect(await search("   ")).toEqual(all.map((p) => p.name));
    expect(await search("", "study")).toEqual(
      all.filter((p) => p.kind === "study").map((p) => p.name),
    );
    expect(Object.keys(ids)).toHaveLength(6);
  });

  it("refuses a non-text or over-long search with 400", async () => {
    for (const anytext of [42, null, { $ne: "" }, "x".repeat(201)]) {
      const res = await t.app.inject({ method: "POST", url: "/search", payload: { anytext } });
      expect(res.statusCode).toBe(400);
    }
  });
});
