// Birth dates on India's calendar: the latest the admission form offers, and who is a minor.
import { describe, expect, it } from "vitest";
import { AdmissionBirthdateSchema, isMinorOn, latestBirthdate } from "./admissions";

describe("latestBirthdate", () => {
  it("is yesterday in India, which the schema takes, while today is refused", () => {
    // 28 November, 20:00 UTC is already 29 November (01:30) in India.
    const evening = new Date("2026-11-28T20:00:00Z");
    expect(latestBirthdate(evening)).toBe("2026-11-28");
    expect(latestBirthdate(new Date("2026-03-01T06:00:00Z"))).toBe("2026-02-28");
    expect(AdmissionBirthdateSchema.safeParse(latestBirthdate()).success).toBe(true);
    const today = new Date(`${latestBirthdate()}T00:00:00Z`);
    today.setUTCDate(today.getUTCDate() + 1);
    expect(AdmissionBirthdateSchema.safeParse(today.toISOString().slice(0, 10)).success).toBe(
      false,
    );
  });

  it("goes with isMinorOn: someone 18 today is not a minor, the day before they are", () => {
    const now = new Date("2026-11-28T06:00:00Z");
    expect(isMinorOn("2008-11-28", now)).toBe(false);
    expect(isMinorOn("2008-11-29", now)).toBe(true);
  });
});
