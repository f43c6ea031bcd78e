// lib/format.ts writes dates, rupees and counts out by hand (decision 025): its text must be what
// Intl writes, character for character, or a page would change when Intl took over. Node's Intl
// (full ICU) writes these forms as Chromium's does.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatCount,
  formatDate,
  formatIndianCount,
  formatRupees,
  formatRupeesFromPaise,
  formatWholeRupees,
} from "./format";

const RUNS = { numRuns: 3000 };

const intlDate = (date: Date) =>
  new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    second: "2-digit",
  }).format(date);
const intlRupees = (amount: number, decimals: 0 | 2) =>
  new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: decimals,
  }).format(amount);

// Any moment from year 1 to 9999 (the hand-made form covers 1000–9999, Intl the rest).
const moments = fc.date({
  min: new Date("0001-01-01T00:00:00Z"),
  max: new Date("9999-12-31T23:59:59Z"),
  noInvalidDate: true,
});
// Amounts as they occur (paise, prices with a few decimals) and as they may (huge, tiny, negative).
const amounts = fc.oneof(
  fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map((paise) => paise / 100),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -0, 0.005, 2.675, 1.005, -0.004, 999_999.995, 1e21, 5e-7),
);

// The same moment in each zone, as a person there reads it.
const ONE_MOMENT = {
  "Asia/Kolkata": "11/22/2026, 8:03:02 AM",
  "America/New_York": "11/21/2026, 9:33:02 PM",
  UTC: "11/22/2026, 2:33:02 AM",
};

describe.each(Object.keys(ONE_MOMENT) as (keyof typeof ONE_MOMENT)[])("dates in %s", (zone) => {
  const before = process.env.TZ;
  afterAll(() => {
    process.env.TZ = before;
  });

  it("a moment reads as Intl's en-US date and time", () => {
    process.env.TZ = zone;
    expect(formatDate("2026-11-22T02:33:02.000Z")).toBe(ONE_MOMENT[zone]);
    fc.assert(
      fc.property(moments, (date) => {
        expect(formatDate(date.toISOString())).toBe(intlDate(date));
      }),
      RUNS,
    );
  });

  it("a calendar date reads the same in every time zone", () => {
    process.env.TZ = zone;
    fc.assert(
      fc.property(moments, (date) => {
        const day = date.toISOString().slice(0, 10);
        const expected = new Intl.DateTimeFormat("en-US", { timeZone: "UTC" }).format(
          new Date(`${day}T00:00:00Z`),
        );
        expect(formatCalendarDate(day)).toBe(expected);
      }),
      RUNS,
    );
  });
});

describe("text that is not a date", () => {
  it("shows as it came", () => {
    expect(formatDate("not a date")).toBe("not a date");
    expect(formatCalendarDate("1990-13-45")).toBe("1990-13-45");
  });
});

describe("amounts and counts", () => {
  it("rupees with paise read as Intl's en-IN currency", () => {
    expect(formatRupees(1234567.5)).toBe("₹12,34,567.50");
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatRupees(amount)).toBe(intlRupees(amount, 2));
      }),
      RUNS,
    );
  });

  it("whole rupees and rupees from paise read as Intl's", () => {
    expect(formatWholeRupees(17000)).toBe("₹17,000");
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatWholeRupees(amount)).toBe(intlRupees(amount, 0));
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        expect(formatRupeesFromPaise(paise)).toBe(intlRupees(paise / 100, 2));
      }),
      RUNS,
    );
  });

  it("counts read as Intl's en-US and en-IN numbers", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatIndianCount(123456)).toBe("1,23,456");
    const counts = fc.oneof(
      fc.integer(),
      fc.maxSafeInteger(),
      fc.constantFrom(-0, 0.5, 2 ** 60, Number.NaN),
    );
    fc.assert(
      fc.property(counts, (value) => {
        expect(formatCount(value)).toBe(new Intl.NumberFormat("en-US").format(value));
        expect(formatIndianCount(value)).toBe(new Intl.NumberFormat("en-IN").format(value));
      }),
      RUNS,
    );
  });
});
