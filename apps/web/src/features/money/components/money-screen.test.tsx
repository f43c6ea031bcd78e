// The money screens as staff read them: the dues' totals linking to the dues list so filtered, the
// money received per day or month and method to the paisa with its totals, a refused range said in
// words, the loading, empty and error states, and the dues list's rows — in English and Bengali.
import type { Collections, MethodFigures } from "@app/shared/collections";
import type { Due, DuesSummary } from "@app/shared/payments";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { failQuery, loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { collectionsQueryKey, duesQueryKey, duesSummaryQueryKey } from "../api/money";
import { DuesList } from "./dues-list";
import { indiaToday, monthStart } from "./money-labels";
import { CollectionsTable, MoneyScreen } from "./money-screen";

beforeAll(loadLanguages);

const SUMMARY: DuesSummary = {
  today: "2030-02-10",
  outstanding: { paise: 1_234_567, instalments: 5, students: 3 },
  overdue: { paise: 250_050, instalments: 1, students: 1 },
};

const methods = (amounts: Partial<Record<MethodFigures["method"], number>>, refunded = 0) =>
  (["razorpay", "upi", "cash", "cheque", "bank_transfer"] as const).map((method) => ({
    method,
    receivedPaise: amounts[method] ?? 0,
    refundedPaise: method === "razorpay" ? refunded : 0,
    netPaise: (amounts[method] ?? 0) - (method === "razorpay" ? refunded : 0),
    payments: amounts[method] ? 1 : 0,
  }));

const BY_MONTH: Collections = {
  from: "2030-01-15",
  to: "2030-02-10",
  by: "month",
  periods: [
    {
      period: "2030-01",
      from: "2030-01-15",
      to: "2030-01-31",
      receivedPaise: 173_457,
      refundedPaise: 0,
      netPaise: 173_457,
      payments: 2,
      methods: methods({ cash: 123_456, razorpay: 50_001 }),
    },
    {
      period: "2030-02",
      from: "2030-02-01",
      to: "2030-02-10",
      receivedPaise: 119_999,
      refundedPaise: 20_000,
      netPaise: 99_999,
      payments: 2,
      methods: methods({ upi: 99_999, razorpay: 20_000 }, 20_000),
    },
  ],
  methods: methods({ cash: 123_456, razorpay: 70_001, upi: 99_999 }, 20_000),
  totals: { receivedPaise: 293_456, refundedPaise: 20_000, netPaise: 273_456, payments: 4 },
};

/** The default range: this month by day. */
const thisMonth = () => {
  const today = indiaToday();
  return { from: monthStart(today), to: today, by: "day" as const };
};

describe("the money screen", () => {
  it("shows what is owed and overdue, each linking to the dues list so filtered", () => {
    const client = queryCache();
    client.setQueryData(duesSummaryQueryKey({}), SUMMARY);
    client.setQueryData(collectionsQueryKey(thisMonth()), { ...BY_MONTH, by: "day", periods: [] });
    const markup = renderScreen(<MoneyScreen />, { client });
    const text = textOf(markup);
    expect(text).toContain(
      "Dues Outstanding ₹12,345.67 5 instalments of 3 students Overdue ₹2,500.50 1 instalment of 1 student",
    );
    expect(markup).toMatch(/<a[^>]*href="\/staff\/money\/dues"[^>]*>\s*<p[^>]*>Outstanding/);
    expect(markup).toMatch(
      /<a[^>]*href="\/staff\/money\/dues\?overdue=true"[^>]*>\s*<p[^>]*>Overdue/,
    );
    const bengali = textOf(renderScreen(<MoneyScreen />, { client, language: "bn" }));
    expect(bengali).toContain("বকেয়া");
    expect(bengali).toContain("₹১২,৩৪৫.৬৭");
  });

  it("lists the money per month and method to the paisa, each month linking to its days", () => {
    const markup = renderScreen(<CollectionsTable collections={BY_MONTH} />);
    const text = textOf(markup);
    expect(text).toContain(
      "₹2,934.56 received from Jan 2030 to Feb 2030 in 4 payments; ₹200.00 given back; ₹2,734.56 kept.",
    );
    expect(text).toContain(
      "Month Online (Razorpay) UPI Cash Cheque Bank transfer Received Given back Net",
    );
    expect(text).toContain("Jan 2030 ₹500.01 – ₹1,234.56 – – ₹1,734.57 – ₹1,734.57");
    expect(text).toContain("Feb 2030 ₹200.00 ₹999.99 – – – ₹1,199.99 ₹200.00 ₹999.99");
    expect(text).toContain(
      "Total ₹700.01 ₹999.99 ₹1,234.56 ₹0.00 ₹0.00 ₹2,934.56 ₹200.00 ₹2,734.56",
    );
    expect(markup).toContain('href="/staff/money?from=2030-01-15&amp;to=2030-01-31&amp;by=day"');
    expect(text).toContain("Given back per method: Online (Razorpay) ₹200.00.");
  });

  it("says a range that is too long or backwards is refused, and asks nothing", () => {
    const client = queryCache();
    client.setQueryData(duesSummaryQueryKey({}), SUMMARY);
    const backwards = textOf(
      renderScreen(<MoneyScreen />, { client, at: "/staff/money?from=2030-02-01&to=2030-01-01" }),
    );
    expect(backwards).toContain("Choose another range The last day must not be before the first");
    const tooLong = textOf(
      renderScreen(<MoneyScreen />, {
        client,
        at: "/staff/money?from=2028-01-01&to=2030-01-01&by=day",
        language: "bn",
      }),
    );
    // The limit is a number of the message: in the Bengali reader's digits.
    expect(tooLong).toContain("দিন অনুযায়ী সময়সীমা সর্বোচ্চ ৩৬৬ দিনের হতে পারে");
  });

  it("says when nothing came in, and when the figures could not load", async () => {
    const client = queryCache();
    const empty: Collections = {
      ...BY_MONTH,
      periods: [],
      methods: methods({}),
      totals: { receivedPaise: 0, refundedPaise: 0, netPaise: 0, payments: 0 },
    };
    client.setQueryData(collectionsQueryKey(thisMonth()), empty);
    await failQuery(
      client,
      duesSummaryQueryKey({}),
      new ApiError("The server is not answering", 503),
    );
    const text = textOf(renderScreen(<MoneyScreen />, { client }));
    expect(text).toContain("Could not load the dues The server is not answering Try again");
    expect(text).toContain("No money received or given back in this range");
  });
});

const DUE: Due = {
  id: "i2",
  position: 2,
  amountPaise: 300_000,
  paidPaise: 50_050,
  dueDate: "2030-02-01",
  paymentStatus: "partly-paid",
  overdue: true,
  enrolmentId: "e1",
  userId: "u1",
  studentName: "Durba Duesworth",
  studentEmail: "durba@example.in",
  course: "MERN stack",
  batchId: "b1",
  batchName: "Morning",
  owedPaise: 249_950,
  daysOverdue: 9,
};

describe("the dues list", () => {
  it("shows what each instalment still owes, its days overdue, and links to the student's and batch's dues", () => {
    const client = queryCache();
    client.setQueryData(duesQueryKey({}), { items: [DUE], total: 1 });
    client.setQueryData(duesSummaryQueryKey({}), SUMMARY);
    const markup = renderScreen(<DuesList />, { client });
    const text = textOf(markup);
    expect(text).toContain("₹12,345.67 outstanding on 5 instalments, ₹2,500.50 of it overdue.");
    expect(text).toContain("Durba Duesworth");
    expect(text).toContain("₹2,499.50");
    expect(text).toContain("9 days");
    expect(markup).toContain('href="/staff/money/dues?userId=u1"');
    expect(markup).toContain('href="/staff/money/dues?batchId=b1"');
    // Take payment opens the desk form with this instalment filled in.
    expect(markup).toContain(`href="/staff/payments?instalment=${DUE.id}"`);
    expect(textOf(renderScreen(<DuesList />, { client, language: "bn" }))).toContain("৯ দিন");
  });
});
