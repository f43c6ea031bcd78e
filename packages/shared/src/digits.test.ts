// Bengali digits typed into a digits-only field are the digits they are (digits.ts): every such
// shared schema takes them and gives Latin digits, so the web's check and the server's agree.
import { describe, expect, it } from "vitest";
import { AdmissionInputSchema, ClassesSchema, MobileSchema, PinSchema } from "./admissions";
import { referenceNumberIn } from "./common";
import { latinDigits } from "./digits";
import { InstituteSettingsSchema } from "./institute";
import { PhoneSchema } from "./mechanics";
import { rupeesToPaiseSchema } from "./money";
import { UpiReferenceSchema } from "./payments";
import { StockSchema } from "./products";
import { VehicleInputSchema, VehicleYearSchema } from "./vehicles";

const FIELD = { id: "test.field", message: "the amount" };

describe("latinDigits", () => {
  it("writes each Bengali digit as its Latin one and leaves the rest", () => {
    expect(latinDigits("০১২৩৪৫৬৭৮৯")).toBe("0123456789");
    expect(latinDigits("পিন ৭৪১১২৩, 12")).toBe("পিন 741123, 12");
  });
});

describe("digits-only fields", () => {
  it("take a PIN code and a mobile in Bengali digits, and keep Latin ones", () => {
    expect(PinSchema.parse("৭৪১১২৩")).toBe("741123");
    expect(PinSchema.parse(" ৭৪১ ১২৩ ")).toBe("741123");
    expect(MobileSchema.parse("৯৮৭৬৫ ৪৩২১০")).toBe("9876543210");
    expect(MobileSchema.parse("+৯১ ৯৮৭৬৫-৪৩২১০")).toBe("9876543210");
    // Still refused when the digits are wrong, in either script.
    expect(PinSchema.safeParse("০৭৪১১২").success).toBe(false);
    expect(MobileSchema.safeParse("৫৮৭৬৫৪৩২১০").success).toBe(false);
  });

  it("take a whole admission typed on a Bengali keyboard", () => {
    const parsed = AdmissionInputSchema.parse({
      address: "কৃষ্ণনগর",
      gender: "female",
      classes: "১০",
      pin: "৭৪১১২৩",
      course: "wbjee",
      mobile: "৯৮৭৬৫৪৩২১০",
      guardianPhone: "৮১২৩৪৫৬৭৮৯",
    });
    expect(parsed).toMatchObject({
      classes: 10,
      pin: "741123",
      mobile: "9876543210",
      guardianPhone: "8123456789",
    });
    expect(ClassesSchema.parse("১২")).toBe(12);
  });

  it("take a phone, an amount, a stock, a UTR and a reference in Bengali digits", () => {
    expect(PhoneSchema.parse("০৯৮৭৬৫ ৪৩২১০")).toBe("9876543210");
    expect(PhoneSchema.parse("+৪৪ ২০ ৭৯৪৬ ০০০০")).toBe("+442079460000");
    expect(rupeesToPaiseSchema(FIELD).parse("১২৫০.৫০")).toBe(125050);
    expect(StockSchema.parse("১২")).toBe(12);
    expect(UpiReferenceSchema.parse({ utr: "৪১২৩৪৫৬৭৮৯০১" })).toEqual({ utr: "412345678901" });
    expect(referenceNumberIn("order", "ORD-০০০১২৩")).toBe(123);
  });

  it("take a vehicle's year in Bengali digits", () => {
    expect(VehicleYearSchema.parse("২০১৯")).toBe(2019);
    expect(VehicleInputSchema.parse({ year: " ১৯৯৮ ", make: "Maruti", model: "800" }).year).toBe(
      1998,
    );
    // Still refused out of range, in either script.
    expect(VehicleYearSchema.safeParse("১৮০০").success).toBe(false);
  });

  it("take the institute's phone digits in Bengali digits", () => {
    const result = InstituteSettingsSchema.shape.phoneDigits.parse("৯১৯৮৭৬৫৪৩২১০");
    expect(result).toBe("919876543210");
  });
});
