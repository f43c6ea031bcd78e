// An order keeps its product's name in both languages as when ordered (decision 069): each screen
// that names an order's product shows it in the reader's language, the English one while the
// product had no Bengali name.
import type { Order } from "@app/shared/orders";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { ordersQueryKey } from "../api/get-orders";
import { AllOrders } from "./all-orders";
import { MyOrders } from "./my-orders";
import { OrderConfirmation } from "./order-confirmation";

beforeAll(loadLanguages);

const ORDER: Order = {
  _id: "ord1",
  number: 1,
  reference: "ORD-000001",
  paymentStatus: "unpaid",
  paidPaise: 0,
  user: "u1",
  name: "Mita Sen",
  email: "mita@test.local",
  address: "12 College Street, Kolkata",
  gender: "female",
  product: "Nakshi Kantha Cushion Cover",
  productText: { en: "Nakshi Kantha Cushion Cover", bn: "নকশিকাঁথার কুশন কভার" },
  productId: "p1",
  idvalue: { category: "p1" },
  pin: "700073",
  price: 450,
  pricePaise: 45000,
  mobile: "9876543210",
  status: "placed",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};

const UNTRANSLATED: Order = {
  ...ORDER,
  _id: "ord2",
  number: 2,
  reference: "ORD-000002",
  product: "Terracotta Horse",
  productText: { en: "Terracotta Horse", bn: "" },
};

describe("an order's product", () => {
  it("is named in Bengali on the Bengali confirmation, in English on the English one", () => {
    const bn = textOf(renderScreen(<OrderConfirmation order={ORDER} />, { language: "bn" }));
    expect(bn).toContain("নকশিকাঁথার কুশন কভার");
    expect(bn).not.toContain("Nakshi Kantha");
    const en = textOf(renderScreen(<OrderConfirmation order={ORDER} />));
    expect(en).toContain("Nakshi Kantha Cushion Cover");
    expect(en).not.toContain("নকশিকাঁথার");
  });

  it("is named in Bengali in the customer's orders, in English while it has no Bengali name", () => {
    const client = queryCache();
    client.setQueryData([...ordersQueryKey, "pages"], {
      pages: [{ items: [ORDER, UNTRANSLATED], total: 2 }],
      pageParams: [1],
    });
    const bn = textOf(renderScreen(<MyOrders />, { client, language: "bn" }));
    expect(bn).toContain("নকশিকাঁথার কুশন কভার");
    expect(bn).not.toContain("Nakshi Kantha");
    expect(bn).toContain("Terracotta Horse");
  });

  it("is named in Bengali in the staff's list of orders", () => {
    const client = queryCache();
    client.setQueryData([...ordersQueryKey, "list", {}], { items: [ORDER], total: 1 });
    const bn = textOf(renderScreen(<AllOrders />, { client, language: "bn", at: "/seeorder" }));
    expect(bn).toContain("নকশিকাঁথার কুশন কভার");
    expect(bn).not.toContain("Nakshi Kantha");
  });
});
