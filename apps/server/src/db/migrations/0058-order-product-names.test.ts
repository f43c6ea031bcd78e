// Migration 0058 on a database that already has orders: each takes its product's Bengali name as
// it is now; an order whose product is gone, or had no Bengali name, keeps '' (its English name,
// shown instead).
import { describe, expect, it } from "vitest";
import { newId } from "../../lib/ids";
import { oldUserRow, scratchDatabase } from "../../test/scratch-database";
import { createDatabase } from "../database";
import { runMigrations } from "../migrate";

const scratch = scratchDatabase("0058");

describe("migration 0058", () => {
  it("gives existing orders their product's Bengali name where the product still exists", async () => {
    const handle = createDatabase(scratch.config);
    // The tables as the migration finds them, typed loosely: their columns are the old ones.
    // biome-ignore lint/suspicious/noExplicitAny: the schema before the migration has no type
    const db = handle.db as any;
    try {
      await runMigrations(handle, { upTo: "0057-desk-queue-indexes" });
      const now = "2026-11-20T10:00:00.000Z";
      const userId = newId();
      await db
        .insertInto("users")
        .values(oldUserRow(userId, "Old Customer", "old@test.local", now))
        .execute();
      const product = (id: string, en: string, bn: string) => ({
        id,
        name_en: en,
        name_bn: bn,
        description_en: "",
        description_bn: "",
        price_paise: 50000,
        sellprice_paise: 45000,
        kind: "shop",
        image1: "a.webp",
        created_at: now,
        updated_at: now,
      });
      const cushion = newId();
      const horse = newId();
      await db
        .insertInto("products")
        .values([
          product(cushion, "Nakshi Kantha Cushion Cover", "নকশিকাঁথার কুশন কভার"),
          product(horse, "Terracotta Horse", ""),
        ])
        .execute();
      const orders: [string, string, string][] = [
        [newId(), cushion, "Nakshi Kantha Cushion Cover"],
        [newId(), horse, "Terracotta Horse"],
        // A product deleted since.
        [newId(), newId(), "Brass Bell"],
      ];
      for (const [index, [id, productId, name]] of orders.entries()) {
        await db
          .insertInto("orders")
          .values({
            id,
            number: index + 1,
            user_id: userId,
            name: "Old Customer",
            email: "old@test.local",
            address: "Bankura",
            gender: "female",
            product_id: productId,
            product_name: name,
            price_paise: 45000,
            pin: "722101",
            mobile: "9876543210",
            status: "placed",
            created_at: now,
            updated_at: now,
          })
          .execute();
      }

      expect(await runMigrations(handle)).toContain("0058-order-product-names");

      const rows = await db
        .selectFrom("orders")
        .select(["product_name", "product_name_bn"])
        .orderBy("number")
        .execute();
      expect(rows).toEqual([
        { product_name: "Nakshi Kantha Cushion Cover", product_name_bn: "নকশিকাঁথার কুশন কভার" },
        { product_name: "Terracotta Horse", product_name_bn: "" },
        { product_name: "Brass Bell", product_name_bn: "" },
      ]);
    } finally {
      await handle.db.destroy();
    }
  });
});
