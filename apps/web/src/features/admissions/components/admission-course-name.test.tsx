// An admission's course is named in the reader's language (the summary after applying and under
// My admission on the profile), in English while the course has no Bengali name.
import type { Admission } from "@app/shared/admissions";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, renderScreen, textOf } from "@/test/render-screen";
import { AdmissionSummary } from "./admission-summary";

beforeAll(loadLanguages);

const ADMISSION: Admission = {
  _id: "adm1",
  user: "u1",
  name: "Mita Sen",
  email: "mita@test.local",
  address: "12 College Street, Kolkata",
  gender: "female",
  classes: 10,
  pin: "700073",
  course: "madhyamik",
  courseName: "Class X (WBBSE) Madhyamik preparation",
  courseText: {
    en: "Class X (WBBSE) Madhyamik preparation",
    bn: "দশম শ্রেণি (WBBSE) মাধ্যমিক প্রস্তুতি",
  },
  mobile: "9876543210",
  status: "pending",
  batch: null,
  batchName: null,
  birthdate: null,
  guardianName: "",
  guardianPhone: "",
  whatsappConsent: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};

describe("an admission's course", () => {
  it("is named in Bengali on a Bengali screen and in English on an English one", () => {
    const bn = textOf(renderScreen(<AdmissionSummary admission={ADMISSION} />, { language: "bn" }));
    expect(bn).toContain("দশম শ্রেণি (WBBSE) মাধ্যমিক প্রস্তুতি");
    expect(bn).not.toContain("Madhyamik preparation");
    const en = textOf(renderScreen(<AdmissionSummary admission={ADMISSION} />));
    expect(en).toContain("Class X (WBBSE) Madhyamik preparation");
  });

  it("is named in English on a Bengali screen while the course has no Bengali name", () => {
    const admission = { ...ADMISSION, courseText: { en: "Fullstack (MERN)", bn: "" } };
    const bn = textOf(renderScreen(<AdmissionSummary admission={admission} />, { language: "bn" }));
    expect(bn).toContain("Fullstack (MERN)");
  });
});
