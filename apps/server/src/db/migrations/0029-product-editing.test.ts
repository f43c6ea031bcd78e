// Migration 0029 on a database that already has products, orders and tickets: the English text
// moves into the `_en` columns, and orders and tickets are numbered in the order of their ids,
// the counters going on from there.
import { describe, expect, it } from "vitest";
import { newId } from "../../lib/ids";
import { oldUserRow, scratchDatabase } from "../../test/scratch-database";
import { createDatabase } from "../database";
import { runMigrations } from "../migrate";

const scratch = scratchDatabase("0029");

describe("migration 0029", () => {
  it("keeps the products' text as English and numbers existing orders and tickets in id order", async () => {
    const handle = createDatabase(scratch.config);
    // The tables as the migration finds them, typed loosely: their columns are the old ones.
    // biome-ignore lint/suspicious/noExplicitAny: the schema before the migration has no type
    const db = handle.db as any;
    try {
      await runMigrations(handle, { upTo: "0026-question-bank" });
      const now = "2026-11-20T10:00:00.000Z";
      const userId = newId();
      await db
        .insertInto("users")
        .values(oldUserRow(userId, "Old Customer", "old@test.local", now))
        .execute();
      const productId = newId();
      await db
        .insertInto("products")
        .values({
          id: productId,
          name: "Terracotta Horse",
          title: "Hand-shaped in Bankura",
          price_paise: 89900,
          sellprice_paise: 74900,
          kind: "shop",
          image1: "a.webp",
          created_at: now,
        })
        .execute();
      // Ids follow creation; written out of order so the numbering must sort them.
      const orderIds = [newId(), newId(), newId()];
      for (const id of [orderIds[2], orderIds[0], orderIds[1]]) {
        await db
          .insertInto("orders")
          .values({
            id,
            user_id: userId,
            name: "Old Customer",
            email: "old@test.local",
            address: "Bankura",
            gender: "female",
            product_id: productId,
            product_name: "Terracotta Horse",
            price_paise: 74900,
            pin: "722101",
            mobile: "9876543210",
            status: "placed",
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      const ticketIds = [newId(), newId()];
      for (const id of [ticketIds[1], ticketIds[0]]) {
        await db
          .insertInto("tickets")
          .values({
            id,
            user_id: userId,
            product: "plassey",
            description: "An old ticket",
            status: "new",
            created_at: now,
            updated_at: now,
          })
          .execute();
      }

      expect(await runMigrations(handle)).toContain("0029-product-editing");

      const product = await db.selectFrom("products").selectAll().executeTakeFirst();
      expect(product).toMatchObject({
        name_en: "Terracotta Horse",
        name_bn: "",
        description_en: "Hand-shaped in Bankura",
        description_bn: "",
        stock: null,
        updated_at: now,
      });
      expect(product).not.toHaveProperty("name");
      expect(product).not.toHaveProperty("title");
      const numbers = async (table: string) =>
        (await db.selectFrom(table).select(["id", "number"]).orderBy("number").execute()).map(
          (row: { id: string; number: number }) => [row.id, Number(row.number)],
        );
      expect(await numbers("orders")).toEqual(orderIds.map((id, index) => [id, index + 1]));
      expect(await numbers("tickets")).toEqual(ticketIds.map((id, index) => [id, index + 1]));
      const counters = await db.selectFrom("counters").selectAll().orderBy("name").execute();
      expect(
        counters.map((row: { name: string; value: number }) => [row.name, Number(row.value)]),
      ).toEqual([
        ["orders", 3],
        ["tickets", 2],
        ["visitors", 0],
      ]);
    } finally {
      await handle.db.destroy();
    }
  });
});
