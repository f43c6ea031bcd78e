// India's Goods and Services Tax as the institute's documents need it: the states and their GST
// codes (place of supply), GSTIN validation with its check character, the tax of an invoice line
// in paise, a document number within CGST Rule 46's 16 characters, and an amount in words in the
// Indian style. Pure functions: the server computes every amount with them, the web shows them.
import { z } from "zod";
import type { Language } from "./i18n";
import { sharedText } from "./messages";

/** The states and union territories with their GST state codes (the GSTIN's first two digits). */
export const GST_STATES = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
} as const;
export type GstStateCode = keyof typeof GST_STATES;

/** West Bengal, where the institute is unless its settings say otherwise. */
export const HOME_STATE_CODE: GstStateCode = "19";

export const isGstStateCode = (code: string): code is GstStateCode => code in GST_STATES;

/** A place of supply as the GST portal writes it: `19-West Bengal`. */
export const placeOfSupply = (code: GstStateCode): string => `${code}-${GST_STATES[code]}`;

const STATE_UNKNOWN = /*i18n*/ {
  id: "gst.state.unknown",
  message: "Please choose a state from the list",
};
export const GstStateCodeSchema = z
  .string({ error: sharedText(STATE_UNKNOWN) })
  .refine(isGstStateCode, { error: sharedText(STATE_UNKNOWN) })
  .transform((code) => code as GstStateCode);

const GSTIN_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** State code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0–9, A–Z as
 * 10–35) times 1 or 2 by turns, the product's base-36 digits added up, and the character that
 * brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_CHARACTERS.indexOf(first14[index] ?? "");
    if (value < 0) throw new Error(`not a GSTIN character: ${first14[index]}`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36] as string;
}

/** Why a GSTIN is not one, or null when it is. */
export function gstinProblem(gstin: string): "shape" | "state" | "check" | null {
  if (!GSTIN_SHAPE.test(gstin)) return "shape";
  if (!isGstStateCode(gstin.slice(0, 2))) return "state";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "check";
  return null;
}

const GSTIN_SHAPE_WRONG = /*i18n*/ {
  id: "gst.gstin.shape",
  message:
    "A GSTIN is {length} characters: state code, PAN, entity number, Z and a check character",
};
const GSTIN_STATE_WRONG = /*i18n*/ {
  id: "gst.gstin.state",
  message: "This GSTIN does not start with a state's code",
};
const GSTIN_CHECK_WRONG = /*i18n*/ {
  id: "gst.gstin.check",
  message:
    "This GSTIN's last character does not match the rest: please check it for a typing mistake",
};
const GSTIN_PROBLEMS = {
  shape: GSTIN_SHAPE_WRONG,
  state: GSTIN_STATE_WRONG,
  check: GSTIN_CHECK_WRONG,
} as const;

/** A GSTIN's length in characters. */
export const GSTIN_LENGTH = 15;
const GSTIN_VALUES = { length: GSTIN_LENGTH };
/** A GSTIN, written in capitals, without spaces; refused with what is wrong with it. */
export const GstinSchema = z
  .string({ error: sharedText(GSTIN_SHAPE_WRONG, GSTIN_VALUES) })
  .trim()
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .superRefine((gstin, context) => {
    const problem = gstinProblem(gstin);
    if (problem)
      context.addIssue({
        code: "custom",
        message: sharedText(GSTIN_PROBLEMS[problem], GSTIN_VALUES),
      });
  });

/** The GST rates goods and services are charged at, in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

// The ids are the products' (where the fields first were); courses check the same fields.
const HSN_INVALID = /*i18n*/ {
  id: "products.hsnSac.invalid",
  message: "An HSN or SAC code is {a, number}, {b, number} or {c, number} digits",
};
const GST_RATE_INVALID = /*i18n*/ {
  id: "products.gstRate.invalid",
  message:
    "The GST rate is one of {a, number}, {b, number}, {c, number}, {d, number} or {e, number} percent",
};
/** An HSN (goods) or SAC (services) code: 4, 6 or 8 digits. A product or a course has one. */
const hsnInvalid = sharedText(HSN_INVALID, { a: 4, b: 6, c: 8 });
export const HsnSacSchema = z
  .string({ error: hsnInvalid })
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})$/, hsnInvalid);
// Each rate a number of the message, so a Bengali reader reads ০, ৫, ১২, ১৮ বা ২৮. The type holds
// the message's five values: a sixth rate does not compile until the message names it too.
const [a, b, c, d, e]: readonly [number, number, number, number, number] = GST_RATES;
const gstRateInvalid = sharedText(GST_RATE_INVALID, { a, b, c, d, e });
/** A GST rate in percent: 0, 5, 12, 18 or 28. */
export const GstRateFieldSchema = z
  .number({ error: gstRateInvalid })
  .refine((rate) => (GST_RATES as readonly number[]).includes(rate), { error: gstRateInvalid });

/** The tax heads a line is charged under. */
export type TaxHead = "cgst" | "sgst" | "igst";

export type LineTax = {
  /** The value the tax is charged on, in paise. */
  taxablePaise: number;
  /** Each head with its rate (percent, a half for CGST and SGST) and amount in paise. */
  heads: { head: TaxHead; rate: number; paise: number }[];
  /** Taxable value and every head: what the line costs the buyer. */
  totalPaise: number;
};

/** `value × numerator / denominator` rounded to the nearest paisa, half a paisa up. */
function roundedShare(value: number, numerator: number, denominator: number): number {
  const whole = Math.floor((value * numerator) / denominator);
  const remainder = value * numerator - whole * denominator;
  return remainder * 2 >= denominator ? whole + 1 : whole;
}

/**
 * The tax of one invoice line of `amountPaise` (unit price × quantity) at `rate` percent:
 * CGST and SGST at half the rate each for a supply inside the supplier's state, IGST at the whole
 * rate across states. Each head is its own rate of the taxable value, rounded half a paisa up, so
 * CGST and SGST are always equal.
 *
 * A tax-exclusive amount is the taxable value. A tax-inclusive amount is what the buyer pays: the
 * taxable value is first estimated as amount × 100 / (100 + rate), the heads computed from that,
 * and the taxable value is then the amount less the heads, so the line costs exactly what was
 * quoted (the odd paisa of rounding stays in the taxable value, never in the tax).
 */
export function lineTax(
  amountPaise: number,
  rate: GstRate,
  { interState, inclusive }: { interState: boolean; inclusive: boolean },
): LineTax {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) {
    throw new RangeError(`an amount in paise is a whole number from 0: ${amountPaise}`);
  }
  const estimated = inclusive ? roundedShare(amountPaise, 100, 100 + rate) : amountPaise;
  const heads: LineTax["heads"] = interState
    ? [{ head: "igst", rate, paise: roundedShare(estimated, rate, 100) }]
    : (["cgst", "sgst"] as const).map((head) => ({
        head,
        rate: rate / 2,
        paise: roundedShare(estimated, rate, 200),
      }));
  const tax = heads.reduce((sum, head) => sum + head.paise, 0);
  const taxablePaise = inclusive ? amountPaise - tax : amountPaise;
  return { taxablePaise, heads, totalPaise: taxablePaise + tax };
}

/** The kinds of document numbered in a series of their own each financial year. */
export const DOCUMENT_SERIES = { invoice: "IN", creditNote: "CN", receipt: "RV" } as const;
export type DocumentSeries = keyof typeof DOCUMENT_SERIES;

/** Rule 46: at most 16 characters, of letters, digits, `-` and `/`. */
export const RULE_46_NUMBER = /^[A-Za-z0-9/-]{1,16}$/;

/**
 * A document's number: `IN/26-27/00001` for the first invoice of the financial year `2026-27`.
 * Five digits and more as needed: `IN/26-27/100000` (15 characters) for the 100,000th.
 */
export function documentNumber(series: DocumentSeries, financialYear: string, sequence: number) {
  const years = /^\d{2}(\d{2})-(\d{2})$/.exec(financialYear);
  if (!years) throw new Error(`not a financial year: ${financialYear}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new Error(`not a sequence: ${sequence}`);
  const number = `${DOCUMENT_SERIES[series]}/${years[1]}-${years[2]}/${String(sequence).padStart(5, "0")}`;
  if (!RULE_46_NUMBER.test(number)) throw new Error(`${number} is longer than Rule 46 allows`);
  return number;
}

const ENGLISH_ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const ENGLISH_TENS = [
  "",
  "",
  "Twenty",
  "Thirty",
  "Forty",
  "Fifty",
  "Sixty",
  "Seventy",
  "Eighty",
  "Ninety",
];

/** 0–99 in Bengali: each has a word of its own. */
const BENGALI_0_99 = (
  "শূন্য এক দুই তিন চার পাঁচ ছয় সাত আট নয় দশ এগারো বারো তেরো চোদ্দো পনেরো ষোলো সতেরো আঠারো উনিশ " +
  "কুড়ি একুশ বাইশ তেইশ চব্বিশ পঁচিশ ছাব্বিশ সাতাশ আঠাশ উনত্রিশ তিরিশ একত্রিশ বত্রিশ তেত্রিশ চৌত্রিশ " +
  "পঁয়ত্রিশ ছত্রিশ সাঁইত্রিশ আটত্রিশ উনচল্লিশ চল্লিশ একচল্লিশ বিয়াল্লিশ তেতাল্লিশ চুয়াল্লিশ পঁয়তাল্লিশ " +
  "ছেচল্লিশ সাতচল্লিশ আটচল্লিশ উনপঞ্চাশ পঞ্চাশ একান্ন বাহান্ন তিপ্পান্ন চুয়ান্ন পঞ্চান্ন ছাপ্পান্ন সাতান্ন " +
  "আটান্ন উনষাট ষাট একষট্টি বাষট্টি তেষট্টি চৌষট্টি পঁয়ষট্টি ছেষট্টি সাতষট্টি আটষট্টি উনসত্তর সত্তর একাত্তর " +
  "বাহাত্তর তিয়াত্তর চুয়াত্তর পঁচাত্তর ছিয়াত্তর সাতাত্তর আটাত্তর উনআশি আশি একাশি বিরাশি তিরাশি চুরাশি " +
  "পঁচাশি ছিয়াশি সাতাশি আটাশি উননব্বই নব্বই একানব্বই বিরানব্বই তিরানব্বই চুরানব্বই পঁচানব্বই ছিয়ানব্বই " +
  "সাতানব্বই আটানব্বই নিরানব্বই"
).split(" ");
const BENGALI_HUNDREDS = ["", "একশো", "দুশো", "তিনশো", "চারশো", "পাঁচশো", "ছশো", "সাতশো", "আটশো", "নশো"];

function englishBelowHundred(value: number): string {
  if (value < 20) return ENGLISH_ONES[value] as string;
  const ones = value % 10;
  const tens = ENGLISH_TENS[Math.floor(value / 10)] as string;
  return ones ? `${tens} ${ENGLISH_ONES[ones]}` : tens;
}

/** Words for 1–999 in a language. */
function belowThousand(value: number, language: Language): string[] {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const words: string[] = [];
  if (language === "bn") {
    if (hundreds) words.push(BENGALI_HUNDREDS[hundreds] as string);
    if (rest) words.push(BENGALI_0_99[rest] as string);
  } else {
    if (hundreds) words.push(`${ENGLISH_ONES[hundreds]} Hundred`);
    if (rest) words.push(englishBelowHundred(rest));
  }
  return words;
}

/** A whole number in words, grouped the Indian way (crore, lakh, thousand, hundred). */
export function numberInWords(value: number, language: Language): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a count: ${value}`);
  if (value === 0) return language === "bn" ? "শূন্য" : "Zero";
  const unit =
    language === "bn"
      ? { crore: "কোটি", lakh: "লক্ষ", thousand: "হাজার" }
      : {
          crore: "Crore",
          lakh: "Lakh",
          thousand: "Thousand",
        };
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  const words: string[] = [];
  // Over 99 crore, the crores are a number of their own ("One Hundred Twenty Crore").
  if (crore) words.push(numberInWords(crore, language), unit.crore);
  if (lakh) words.push(...belowThousand(lakh, language), unit.lakh);
  if (thousand) words.push(...belowThousand(thousand, language), unit.thousand);
  if (rest) words.push(...belowThousand(rest, language));
  return words.join(" ");
}

/**
 * An amount in words as an Indian invoice prints it: "Rupees Twelve Lakh Thirty Four Thousand
 * Five Hundred Sixty Seven and Fifty Paise Only", in Bengali "বারো লক্ষ চৌত্রিশ হাজার পাঁচশো
 * সাতষট্টি টাকা পঞ্চাশ পয়সা মাত্র".
 */
export function amountInWords(paise: number, language: Language): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (language === "bn") {
    const paiseWords = rest ? ` ${numberInWords(rest, "bn")} পয়সা` : "";
    return `${numberInWords(rupees, "bn")} টাকা${paiseWords} মাত্র`;
  }
  const paiseWords = rest ? ` and ${numberInWords(rest, "en")} Paise` : "";
  return `Rupees ${numberInWords(rupees, "en")}${paiseWords} Only`;
}

// The state of an Indian PIN code by its first digits (the postal circles), for the place of
// supply of goods sent to an address. Three-digit prefixes where a circle spans states first.
const PIN_STATES_3: Record<string, GstStateCode> = {
  "160": "04",
  "194": "38",
  "246": "05",
  "247": "05",
  "248": "05",
  "249": "05",
  "262": "05",
  "263": "05",
  "403": "30",
  "605": "34",
  "682": "32",
  "737": "11",
  "744": "35",
  "790": "12",
  "791": "12",
  "792": "12",
  "793": "17",
  "794": "17",
  "795": "14",
  "796": "15",
  "797": "13",
  "798": "13",
  "799": "16",
};
const PIN_STATES_2: Record<string, GstStateCode> = {
  "11": "07",
  "12": "06",
  "13": "06",
  "14": "03",
  "15": "03",
  "16": "03",
  "17": "02",
  "18": "01",
  "19": "01",
  "20": "09",
  "21": "09",
  "22": "09",
  "23": "09",
  "24": "09",
  "25": "09",
  "26": "09",
  "27": "09",
  "28": "09",
  "30": "08",
  "31": "08",
  "32": "08",
  "33": "08",
  "34": "08",
  "36": "24",
  "37": "24",
  "38": "24",
  "39": "24",
  "40": "27",
  "41": "27",
  "42": "27",
  "43": "27",
  "44": "27",
  "45": "23",
  "46": "23",
  "47": "23",
  "48": "23",
  "49": "22",
  "50": "36",
  "51": "37",
  "52": "37",
  "53": "37",
  "56": "29",
  "57": "29",
  "58": "29",
  "59": "29",
  "60": "33",
  "61": "33",
  "62": "33",
  "63": "33",
  "64": "33",
  "67": "32",
  "68": "32",
  "69": "32",
  "70": "19",
  "71": "19",
  "72": "19",
  "73": "19",
  "74": "19",
  "75": "21",
  "76": "21",
  "77": "21",
  "78": "18",
  "80": "10",
  "81": "10",
  "82": "20",
  "83": "20",
  "84": "10",
  "85": "10",
};

/** The GST state of a six-digit PIN code, or null when its digits do not say. */
export function stateOfPin(pin: string): GstStateCode | null {
  if (!/^[1-9]\d{5}$/.test(pin)) return null;
  return PIN_STATES_3[pin.slice(0, 3)] ?? PIN_STATES_2[pin.slice(0, 2)] ?? null;
}
