// What the payer's page and the desk show before any money is asked for (docs/payments.md): the
// debt's label and amount due first, only the ways of paying that are set up (none: the desk),
// and at the desk whose it is with the amount filled in — in English and Bengali.
import type { DebtSummary, PaymentMethods } from "@app/shared/payments";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { paymentsQueryKey } from "../api/payments";
import { DeskPaymentForm } from "./desk-payment-form";
import { PayDebt } from "./pay-debt";

beforeAll(loadLanguages);

const DEBT: DebtSummary = {
  kind: "instalment",
  id: "inst1",
  label: "Class 10 (WBBSE) — instalment 1 of 3",
  payerName: "Mita Sen",
  totalPaise: 400_000,
  duePaise: 250_050,
  payable: true,
};

function cacheWith(methods: PaymentMethods, debt: DebtSummary = DEBT) {
  const client = queryCache();
  client.setQueryData([...paymentsQueryKey, "methods"], methods);
  client.setQueryData([...paymentsQueryKey, "debt", { instalment: debt.id }], debt);
  return client;
}

describe("the payment page", () => {
  it("shows what it is for and the amount due before any button, with both ways set up", () => {
    const text = textOf(
      renderScreen(<PayDebt debt={{ instalment: "inst1" }} />, {
        client: cacheWith({ razorpay: true, upi: true }),
      }),
    );
    expect(text).toContain("Class 10 (WBBSE) — instalment 1 of 3 Due now ₹2,500.50");
    expect(text).toContain("Pay online (card, UPI app or net banking)");
    expect(text).toContain("Pay by UPI QR code");
  });

  it("offers only the way that is set up", () => {
    const text = textOf(
      renderScreen(<PayDebt debt={{ instalment: "inst1" }} />, {
        client: cacheWith({ razorpay: false, upi: true }),
      }),
    );
    expect(text).toContain("Pay by UPI QR code");
    expect(text).not.toContain("Pay online");
  });

  it("sends the payer to the desk when no way is set up, in both languages", () => {
    const client = cacheWith({ razorpay: false, upi: false });
    const text = textOf(renderScreen(<PayDebt debt={{ instalment: "inst1" }} />, { client }));
    expect(text).toContain("Please pay at the institute's desk");
    expect(text).not.toContain("Pay by UPI QR code");
    expect(text).not.toContain("Pay online");
    const bn = textOf(
      renderScreen(<PayDebt debt={{ instalment: "inst1" }} />, { client, language: "bn" }),
    );
    expect(bn).toContain("ইনস্টিটিউটের ডেস্কে পেমেন্ট করুন");
    expect(bn).toContain("₹২,৫০০.৫০");
  });

  it("says a debt that can no longer be paid, and offers nothing", () => {
    const text = textOf(
      renderScreen(<PayDebt debt={{ instalment: "inst1" }} />, {
        client: cacheWith({ razorpay: true, upi: true }, { ...DEBT, payable: false }),
      }),
    );
    expect(text).toContain("can no longer be paid");
    expect(text).not.toContain("Pay by UPI QR code");
  });
});

describe("the desk form", () => {
  it("shows whose debt it is, what for and what is due, the amount filled in", () => {
    const markup = renderScreen(<DeskPaymentForm />, {
      client: cacheWith({ razorpay: true, upi: true }),
      at: "/staff/payments?instalment=inst1",
    });
    const text = textOf(markup);
    expect(text).toContain("Mita Sen Class 10 (WBBSE) — instalment 1 of 3 Still due: ₹2,500.50");
    expect(text).toContain("Record the payment");
    expect(text).not.toContain("Its id");
    expect(markup).toMatch(/<input[^>]*value="2,?500\.5"/);
  });

  it("without a debt in the address, points to the dues list and the orders", () => {
    const markup = renderScreen(<DeskPaymentForm />, { at: "/staff/payments" });
    expect(markup).toContain('href="/staff/money/dues"');
    expect(markup).toContain('href="/seeorder"');
    expect(textOf(markup)).not.toContain("Record the payment");
  });
});
