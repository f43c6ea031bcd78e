// The institute's details (institute.ts): details saved before a Bengali field existed still
// load, with it empty, and a Bengali reader is shown each Bengali field where written, else the
// English one (docs/configuration.md: settings an admin keeps).
import { describe, expect, it } from "vitest";
import {
  INSTITUTE,
  type InstituteSettings,
  InstituteSettingsSchema,
  instituteIn,
} from "./institute";

/** The details as they were saved before the Bengali office hours and director were fields. */
const OLDER = {
  name: "Lalbagh Academy",
  addressLines: ["3 Fort Road", "Lalbagh"],
  email: "office@lalbagh.example",
  phoneDisplay: "+91 90000 11111",
  phoneDigits: "919000011111",
  hours: "Every day, 8:00 to 20:00",
  director: { name: "Mita Sen", role: "Principal" },
  nameBn: "লালবাগ একাডেমি",
  addressLinesBn: ["৩ ফোর্ট রোড", "লালবাগ"],
};

describe("the institute's Bengali office hours and director", () => {
  it("are empty in details saved before they were fields, which still load", () => {
    const parsed = InstituteSettingsSchema.safeParse(OLDER);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toMatchObject({
      hours: OLDER.hours,
      hoursBn: "",
      director: { name: "Mita Sen", nameBn: "", role: "Principal", roleBn: "" },
    });
  });

  it("are refused longer than the English fields may be, by their path", () => {
    const parsed = InstituteSettingsSchema.safeParse({
      ...OLDER,
      hoursBn: "স".repeat(121),
      director: { ...OLDER.director, nameBn: "ম".repeat(101), roleBn: "অ".repeat(101) },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "hoursBn",
      "director.nameBn",
      "director.roleBn",
    ]);
  });

  it("are what a Bengali reader sees, the English ones an English reader", () => {
    expect(instituteIn(INSTITUTE, "bn")).toMatchObject({
      hours: "সোমবার থেকে শনিবার, সকাল ৯টা থেকে সন্ধ্যা ৬টা",
      director: { name: "শুভঙ্কর মণ্ডল", role: "প্রতিষ্ঠাতা ও পরিচালক" },
    });
    expect(instituteIn(INSTITUTE, "en")).toMatchObject({
      hours: "Monday to Saturday, 9:00 to 18:00",
      director: { name: "Subhankar Mondal", role: "Founder and director" },
    });
  });

  it("fall back to the English, field by field, while a translation is pending", () => {
    const saved: InstituteSettings = InstituteSettingsSchema.parse({
      ...OLDER,
      director: { ...OLDER.director, roleBn: "অধ্যক্ষ" },
    });
    expect(instituteIn(saved, "bn")).toMatchObject({
      hours: "Every day, 8:00 to 20:00",
      director: { name: "Mita Sen", role: "অধ্যক্ষ" },
    });
  });
});
