// The "My payments" section of the profile: each payment's India date, what it was for, method,
// amount, status and receipt with its download button, the money given back on it, and the
// loading, empty and error states — in English and Bengali.
import type { MyPayment } from "@app/shared/payments";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { failQuery, loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { myPaymentsQueryKey } from "../api/payments";
import { MyPayments } from "./my-payments";

beforeAll(loadLanguages);

const PAID: MyPayment = {
  id: "p1",
  status: "partly-refunded",
  amountPaise: 123_450,
  refundedPaise: 20_000,
  currency: "INR",
  method: "cash",
  provider: null,
  gateway: null,
  upiLink: null,
  debt: { kind: "instalment", id: "i1" },
  label: "Python — instalment 1 of 3",
  payerId: "u1",
  payerName: "Tara Roy",
  reference: null,
  takenBy: "Desk Staff",
  receiptNumber: "RV/26-27/00012",
  // 01:30 on the 28th in India.
  paidAt: "2026-11-27T20:00:00.000Z",
  createdAt: "2026-11-27T20:00:00.000Z",
  refunds: [
    { id: "r1", amountPaise: 20_000, status: "processed", createdAt: "2026-11-29T06:00:00.000Z" },
  ],
};

const WAITING: MyPayment = {
  ...PAID,
  id: "p2",
  status: "submitted",
  amountPaise: 45_000,
  refundedPaise: 0,
  method: "upi",
  debt: { kind: "order", id: "o1" },
  label: "Order ORD-000012",
  takenBy: null,
  receiptNumber: null,
  paidAt: null,
  createdAt: "2026-11-30T05:00:00.000Z",
  refunds: [],
};

const filled = () => {
  const client = queryCache();
  client.setQueryData(myPaymentsQueryKey({}), { items: [WAITING, PAID], total: 2 });
  return client;
};

describe("My payments", () => {
  it("lists each payment with its India date, status, receipt button and refunds", () => {
    const markup = renderScreen(<MyPayments />, { client: filled() });
    const text = textOf(markup);
    expect(text).toContain("My payments");
    expect(text).toContain("Date Paid for Method Amount Status Receipt");
    expect(text).toContain(
      "28/11/2026 Python — instalment 1 of 3 Cash ₹1,234.50 Partly refunded ₹200.00 given back on 29/11/2026 RV/26-27/00012 PDF",
    );
    expect(text).toContain("30/11/2026 Order ORD-000012 UPI ₹450.00 Awaiting confirmation —");
    // One download button, for the payment with a receipt, named for the keyboard and readers.
    expect(markup.match(/data-testid="receipt-download"/g)).toHaveLength(1);
    expect(markup).toMatch(/<button[^>]*aria-label="Download receipt RV\/26-27\/00012 as PDF"/);
    expect(markup).toContain('data-payment="p1"');
  });

  it("reads in Bengali with Bengali digits", () => {
    const text = textOf(renderScreen(<MyPayments />, { client: filled(), language: "bn" }));
    expect(text).toContain("আমার পেমেন্ট");
    expect(text).toContain("₹১,২৩৪.৫০");
    expect(text).toContain("আংশিক ফেরত দেওয়া হয়েছে");
    expect(text).toContain("নিশ্চিতকরণের অপেক্ষায়");
    expect(text).toContain("২৮/১১/২০২৬");
    expect(text).toContain("২৯/১১/২০২৬ তারিখে ₹২০০.০০ ফেরত দেওয়া হয়েছে");
  });

  it("says there are no payments yet, and where to pay", () => {
    const client = queryCache();
    client.setQueryData(myPaymentsQueryKey({}), { items: [], total: 0 });
    const text = textOf(renderScreen(<MyPayments />, { client }));
    expect(text).toContain("No payments yet");
    expect(text).toContain("Pay fees from My fees");
  });

  it("says when the payments could not load, with a retry", async () => {
    const client = queryCache();
    await failQuery(
      client,
      myPaymentsQueryKey({}),
      new ApiError("The server is not answering", 503),
    );
    const text = textOf(renderScreen(<MyPayments />, { client }));
    expect(text).toContain("Could not load your payments The server is not answering Try again");
  });

  it("shows the loading state before the answer", () => {
    const markup = renderScreen(<MyPayments />);
    expect(markup).toContain("Loading your payments");
  });
});
