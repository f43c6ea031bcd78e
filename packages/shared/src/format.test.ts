// The forms every screen, PDF and mail shows, as a reader in India expects them.
import { describe, expect, it, vi } from "vitest";
import {
  calendarPartsInIndia,
  formatCalendarDate,
  formatCalendarDay,
  formatCalendarMonth,
  formatClock,
  formatCoordinate,
  formatCount,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatFinancialYear,
  formatHours,
  formatMonths,
  formatMonthYear,
  formatRupees,
  formatRupeesFromPaise,
  formatShortDateTime,
  formatSpeed,
  formatTimeOfDay,
  formatTimeSpan,
  formatWholeRupees,
} from "./format";

describe("amounts and counts", () => {
  it("group lakhs and crores as India does", () => {
    expect(formatRupees(123456.5)).toBe("₹1,23,456.50");
    expect(formatRupees(0)).toBe("₹0.00");
    expect(formatWholeRupees(17000)).toBe("₹17,000");
    expect(formatWholeRupees(1234567)).toBe("₹12,34,567");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(123456)).toBe("1,23,456");
    expect(formatCount(123456789)).toBe("12,34,56,789");
  });

  it("write a coordinate ungrouped, to six decimals, in the reader's digits", () => {
    expect(formatCoordinate(88.2520361)).toBe("88.252036");
    expect(formatCoordinate(-122.5)).toBe("-122.5");
    expect(formatCoordinate(23.7956, "bn-IN")).toBe("২৩.৭৯৫৬");
    expect(formatCoordinate(1234.5, "bn-IN-u-nu-latn")).toBe("1234.5");
  });

  it("write paise as rupees to the paisa", () => {
    expect(formatRupeesFromPaise(5)).toBe("₹0.05");
    expect(formatRupeesFromPaise(5997)).toBe("₹59.97");
    expect(formatRupeesFromPaise(4548)).toBe("₹45.48");
    expect(formatRupeesFromPaise(12_345_678_901)).toBe("₹12,34,56,789.01");
  });

  it("round half away from zero from the number as written", () => {
    expect(formatRupees(2.675)).toBe("₹2.68");
    expect(formatRupees(-1249.5)).toBe("-₹1,249.50");
  });

  it("write units in words or symbols", () => {
    expect(formatMonths(1)).toBe("1 month");
    expect(formatMonths(6)).toBe("6 months");
    expect(formatHours(1.45)).toBe("1.5h");
    expect(formatHours(24)).toBe("24h");
    expect(formatSpeed(2.456)).toBe("2.46 m/s");
    expect(formatFileSize(320 * 1024)).toBe("320 kB");
    expect(formatFileSize(10)).toBe("1 kB");
    expect(formatFileSize(1.42 * 1024 * 1024)).toBe("1.4 MB");
  });

  it("write a span of time in minutes, hours or days", () => {
    expect(formatTimeSpan(10_000)).toBe("1 minute");
    expect(formatTimeSpan(45 * 60_000)).toBe("45 minutes");
    expect(formatTimeSpan(5 * 3_600_000)).toBe("5 hours");
    expect(formatTimeSpan(80 * 3_600_000)).toBe("3 days");
  });

  it("write a clock as minutes and two-digit seconds", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(7)).toBe("0:07");
    expect(formatClock(75 * 60 + 7.9)).toBe("75:07");
    expect(formatClock(-3)).toBe("0:00");
  });
});

describe("dates and times", () => {
  it("show a moment on India's clock, day first, with a 12-hour time and a lowercase pm", () => {
    expect(formatDateTime("2026-11-27T09:05:17Z")).toBe("27/11/2026, 2:35 pm");
    expect(formatDateTime(new Date("2026-11-27T04:00:00Z"))).toBe("27/11/2026, 9:30 am");
    expect(formatShortDateTime("2026-11-27T09:05:17Z")).toBe("27 Nov 2026, 2:35 pm");
  });

  it("take a moment just before midnight UTC as the next day in Kolkata", () => {
    // 19:00 UTC on the 26th is half past midnight on the 27th in India (UTC+5:30).
    expect(formatDate("2026-11-26T19:00:00Z")).toBe("27/11/2026");
    expect(formatDateTime("2026-11-26T19:00:00Z")).toBe("27/11/2026, 12:30 am");
    expect(formatMonthYear(new Date("2026-11-30T19:00:00Z"))).toBe("December 2026");
    expect(calendarPartsInIndia(new Date("2026-03-31T18:30:00Z"))).toEqual({
      year: 2026,
      month: 4,
      day: 1,
    });
  });

  it("show a calendar date as it is, whatever the time zone", () => {
    expect(formatCalendarDate("1990-04-23")).toBe("23/04/1990");
    expect(formatCalendarDay("2026-11-27")).toBe("27 Nov");
    expect(formatCalendarMonth("2026-11")).toBe("Nov 2026");
  });

  it("show a financial year in the reader's digits, ungrouped", () => {
    expect(formatFinancialYear("2026-27")).toBe("2026-27");
    expect(formatFinancialYear("2026-27", "bn-IN")).toBe("২০২৬-২৭");
    expect(formatFinancialYear("2026-27", "bn-IN-u-nu-latn")).toBe("2026-27");
  });

  it("show a time of day in the reader's digits", () => {
    expect(formatTimeOfDay("07:00")).toBe("07:00");
    expect(formatTimeOfDay("16:30", "bn-IN")).toBe("১৬:৩০");
    expect(formatTimeOfDay("16:30", "bn-IN-u-nu-latn")).toBe("16:30");
    expect(formatTimeOfDay("soon")).toBe("soon");
  });

  it("show text that is no date as it came", () => {
    expect(formatDateTime("not a date")).toBe("not a date");
    expect(formatDate("")).toBe("");
    expect(formatShortDateTime("soon")).toBe("");
    expect(formatCalendarDate("23 April")).toBe("23 April");
  });
});

describe("another locale", () => {
  it("writes Bengali as India does, with Bengali digits and the same grouping", () => {
    expect(formatCount(123456, "bn-IN")).toBe("১,২৩,৪৫৬");
    expect(formatRupees(123456.5, "bn-IN")).toBe("₹১,২৩,৪৫৬.৫০");
    expect(formatDate("2026-11-26T19:00:00Z", "bn-IN")).toBe("২৭/১১/২০২৬");
    // English in the same process is unchanged: each locale has its own formatters.
    expect(formatCount(123456)).toBe("1,23,456");
  });
});

describe("the formatters", () => {
  it("are made once per locale and style, however often they are used", async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, "NumberFormat");
    try {
      const fresh = await import("./format");
      for (let i = 0; i < 5; i++) {
        fresh.formatCount(i);
        fresh.formatRupees(i);
        fresh.formatCount(i, "bn-IN");
      }
      expect(made).toHaveBeenCalledTimes(3);
    } finally {
      made.mockRestore();
    }
  });
});
