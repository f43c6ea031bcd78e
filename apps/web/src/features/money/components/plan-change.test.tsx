// A student's plan as staff change it: the plan now with what is paid, the new plan's fields with
// their labels, the history with who, when and why, and a discount taken from the last instalments
// — in English and Bengali.
import type { Enrolment, PlanChangeRecord } from "@app/shared/payments";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { enrolmentQueryKey, planChangesQueryKey } from "../api/money";
import { discounted, PlanChange } from "./plan-change";

beforeAll(loadLanguages);

const part = (position: number, amountPaise: number, paidPaise: number, dueDate: string) => ({
  id: `i${position}`,
  position,
  amountPaise,
  paidPaise,
  dueDate,
  paymentStatus: paidPaise >= amountPaise ? ("paid" as const) : ("unpaid" as const),
  overdue: false,
});

const ENROLMENT: Enrolment = {
  id: "e1",
  admissionId: "a1",
  userId: "u1",
  studentName: "Rima Das",
  course: "class-10-wbbse",
  courseTitle: "Class X (WBBSE)",
  batchId: null,
  batchName: null,
  totalPaise: 900_000,
  paidPaise: 450_000,
  duePaise: 450_000,
  paymentStatus: "partly-paid",
  next: part(2, 450_000, 0, "2030-04-01"),
  instalments: [part(1, 450_000, 450_000, "2030-01-01"), part(2, 450_000, 0, "2030-04-01")],
  whatsappReminders: false,
  whatsappResults: false,
  createdAt: "2029-12-20T10:00:00.000Z",
};

const CHANGE: PlanChangeRecord = {
  id: "c1",
  enrolmentId: "e1",
  changedBy: "Office Staff",
  reason: "Sibling discount",
  before: [{ amountPaise: 1_000_000, dueDate: "2030-01-01" }],
  after: [
    { amountPaise: 450_000, dueDate: "2030-01-01" },
    { amountPaise: 450_000, dueDate: "2030-04-01" },
  ],
  createdAt: "2029-12-21T05:30:00.000Z",
};

const filled = () => {
  const client = queryCache();
  client.setQueryData(enrolmentQueryKey("e1"), ENROLMENT);
  client.setQueryData(planChangesQueryKey("e1"), [CHANGE]);
  return client;
};

describe("changing a plan", () => {
  it("shows the plan now, the new plan's fields and who changed it before", () => {
    const markup = renderScreen(<PlanChange id="e1" onClose={() => {}} />, { client: filled() });
    const text = textOf(markup);
    expect(text).toContain(
      "Class X (WBBSE): ₹9,000.00 in all, ₹4,500.00 paid, ₹4,500.00 still owed.",
    );
    expect(text).toContain("1 01/01/2030 ₹4,500.00 ₹4,500.00 Paid");
    expect(text).toContain("2 01/04/2030 ₹4,500.00 ₹0.00 Unpaid");
    for (const label of ["Instalment 1 (₹)", "Instalment 2 (₹)", "Due date", "Reason"]) {
      expect(text).toContain(label);
    }
    expect(text).toContain("Instalments One payment A discount on the total");
    expect(markup).toContain('value="2030-04-01"');
    expect(text).toContain("New total ₹9,000.00; ₹4,500.00 is paid already.");
    expect(text).toContain("by Office Staff");
    expect(text).toContain("Reason: Sibling discount");
    expect(text).toContain("After: ₹4,500.00 due 01/01/2030; ₹4,500.00 due 01/04/2030");
  });

  it("speaks Bengali", () => {
    const text = textOf(
      renderScreen(<PlanChange id="e1" onClose={() => {}} />, { client: filled(), language: "bn" }),
    );
    expect(text).toContain("এখনকার পরিকল্পনা");
    expect(text).toContain("মোট ফি-তে ছাড়");
    expect(text).toContain("কিস্তি ১ (₹)");
    expect(text).toContain("কারণ");
    expect(text).toContain("₹৪,৫০০.০০");
    expect(text).not.toContain("The plan now");
    expect(text).not.toContain("A discount on the total");
  });

  it("takes a discount off the last instalments, never below what is paid", () => {
    expect(discounted(ENROLMENT, 100_000)).toEqual([
      { amountPaise: 450_000, dueDate: "2030-01-01" },
      { amountPaise: 350_000, dueDate: "2030-04-01" },
    ]);
    expect(discounted(ENROLMENT, 450_000)).toEqual([
      { amountPaise: 450_000, dueDate: "2030-01-01" },
    ]);
    expect(discounted(ENROLMENT, 450_001)).toBeNull();
  });
});
