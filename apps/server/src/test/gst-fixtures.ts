// GSTINs for tests, their check characters computed (gst.ts gstinCheckCharacter): the institute
// in West Bengal, and buyers in Karnataka and West Bengal.
import type { InstituteSettings } from "@app/shared/institute";

export const INSTITUTE_GSTIN = "19AABCP1234Q1Z4";
export const KARNATAKA_BUYER = "29AAACR5055K1Z3";
export const BENGAL_BUYER = "19AAFCS7766M1ZG";

/** The institute's settings registered for GST (regular) in West Bengal, prices before tax. */
export const REGULAR_GST: Partial<InstituteSettings> = {
  gstRegistration: "regular",
  gstin: INSTITUTE_GSTIN,
  legalName: "Plassey Education Private Limited",
  stateCode: "19",
  pricesIncludeTax: false,
};
