import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Product } from "@app/shared/products";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct } from "../../test/shop-fixtures";
import { ADMIN, auth, buildTestApp, login, type TestApp } from "../../test/test-app";
import { DEMO_PRODUCTS, seedDemoProducts } from "./demo-products";

const quiet = { warn: () => {}, info: () => {} };

const products = async (t: TestApp) =>
  (await t.app.inject({ method: "GET", url: "/photo" })).json<Product[]>();
const storedFiles = (t: TestApp) => {
  const dir = join(t.config.dataDir, "uploads", "products");
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe("demo products", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demoData: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives a first start shop items and study materials with served images", async () => {
    const list = await products(t);
    expect(list).toHaveLength(DEMO_PRODUCTS.length);
    expect(list.filter((p) => p.kind === "study")).toHaveLength(2);
    expect(list.filter((p) => p.kind === "shop").length).toBeGreaterThanOrEqual(4);
    // Newest first: the shipped list is oldest first.
    expect(list.map((p) => p.name)).toEqual(DEMO_PRODUCTS.map((p) => p.name_en).reverse());
    // Each is named and described in both languages.
    for (const product of list) {
      expect(product.nameText.bn, product.name).toMatch(/[\u0980-\u09FF]/);
      expect(product.descriptionText.bn, product.name).toMatch(/[\u0980-\u09FF]/);
    }
    expect(list.some((p) => p.filename3 !== null)).toBe(true);
    for (const product of list) {
      expect(product.sellpricePaise).toBeLessThanOrEqual(product.pricePaise);
      const image = await t.app.inject({ method: "GET", url: product.filename1 });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      expect((await sharp(image.rawPayload).metadata()).format).toBe("webp");
      const thumb = await t.app.inject({ method: "GET", url: product.thumb1 });
      expect(thumb.statusCode).toBe(200);
    }
    const images = DEMO_PRODUCTS.reduce((sum, p) => sum + p.images.length, 0);
    expect(storedFiles(t)).toHaveLength(images * 2);
  });

  it("seeds once: not again on the next start, nor after the products are deleted", async () => {
    expect(await seedDemoProducts(t.app.db, t.config, quiet)).toBe(false);
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    for (const product of await products(t)) {
      const res = await t.app.inject({
        method: "POST",
        url: "/delphoto",
        headers: auth(admin.token),
        payload: { id: product._id },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(storedFiles(t)).toEqual([]);
    expect(await seedDemoProducts(t.app.db, t.config, quiet)).toBe(false);
    expect(await products(t)).toEqual([]);
  });
});

describe("demo products on a database with products of its own", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demoData: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("adds no samples to an admin's own catalogue", async () => {
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const own = await addProduct(t.app, admin.token, { name: "Our own lamp" });
    expect(await seedDemoProducts(t.app.db, t.config, quiet)).toBe(false);
    expect((await products(t)).map((p) => p._id)).toEqual([own._id]);
  });

  it("skips with a warning, leaving no files, when the seed images are missing", async () => {
    const warnings: string[] = [];
    const log = { warn: (_: object, msg: string) => warnings.push(msg), info: () => {} };
    const empty = await buildTestApp({ demoData: false });
    try {
      const seeded = await seedDemoProducts(
        empty.app.db,
        { seedDir: join(empty.config.dataDir, "no-seed"), dataDir: empty.config.dataDir },
        log,
      );
      expect(seeded).toBe(false);
      expect(warnings).toHaveLength(1);
      expect(storedFiles(empty)).toEqual([]);
      expect(await products(empty)).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
