// The home page's batches starting: "Apply for admission" on a batch opens the admission form with
// that course and batch chosen (docs/product.md, "Fees"), never a blank form.
import type { OpenBatch } from "@app/shared/courses";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, queryCache, renderScreen } from "@/test/render-screen";
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
});
