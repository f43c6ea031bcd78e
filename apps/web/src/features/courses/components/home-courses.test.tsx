// The home page's batches starting: "Apply for admission" on a batch opens the admission form with
// that course and batch chosen (docs/product.md, "Fees"), never a blank form; each batch says what
// it costs and how the fee is paid, so the fee is read on the home page itself.
import type { OpenBatch } from "@app/shared/courses";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { nextBatchesQueryOptions } from "../api/catalogue";
import { NextBatches } from "./home-courses";

beforeAll(loadLanguages);

const BATCH: OpenBatch = {
  _id: "0196a1b2c3d4e5f6a7b8c9d0e1f2a3b4",
  course: "wbjee",
  courseName: { en: "WBJEE engineering entrance", bn: "ডব্লিউবিজেইই" },
  name: "Sunday",
  startDate: "2026-12-06",
  days: ["sun"],
  startTime: "10:00",
  endTime: "13:00",
  teacher: "",
  room: "",
  online: false,
  seatsLeft: 12,
  totalFee: 2_400_000,
  feePlan: { kind: "once" },
};

describe("the next batches", () => {
  it("links each batch's Apply to the form with its course and batch chosen", () => {
    const client = queryCache();
    client.setQueryData(nextBatchesQueryOptions().queryKey, { items: [BATCH], total: 1 });
    const markup = renderScreen(<NextBatches />, { client });
    expect(markup).toContain(`href="/admission?course=wbjee&amp;batch=${BATCH._id}"`);
    expect(markup).not.toContain('href="/admission"');
  });

  it("shows each batch's fee and how it is paid, in English and in Bengali", () => {
    const client = queryCache();
    const instalments = {
      ...BATCH,
      _id: "0196a1b2c3d4e5f6a7b8c9d0e1f2a3b5",
      feePlan: {
        kind: "instalments" as const,
        instalments: [
          { amount: 1_200_000, dueAfterMonths: 0 },
          { amount: 1_200_000, dueAfterMonths: 6 },
        ],
      },
    };
    client.setQueryData(nextBatchesQueryOptions().queryKey, {
      items: [BATCH, instalments],
      total: 2,
    });
    const english = textOf(renderScreen(<NextBatches />, { client }));
    expect(english).toContain("Fee: ₹24,000 One payment");
    expect(english).toContain(
      "Fee: ₹24,000 2 instalments: ₹12,000 on admission, ₹12,000 after 6 months",
    );
    const bengali = textOf(renderScreen(<NextBatches />, { client, language: "bn", at: "/bn/" }));
    expect(bengali).toContain("ফি: ₹২৪,০০০");
  });
});
