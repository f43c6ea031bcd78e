// What each route reads from the client, field by field, as the hostile-input test must assume it
// (written from the API contract, not from the shared schemas, so a schema that lets bad input
// through is caught). Routes that read nothing but the token are absent: the test checks that
// every route whose schema declares params, a query or a body has an entry here.
import type { Field } from "./hostile-values";
import { LEGACY_TWINS } from "./legacy-twins";
import type { RouteKey } from "./world";

export type ParamKind = "id" | "int" | "text";

/** Multipart text fields: a valid value and values the route must refuse. */
export type FormField = { valid: string; bad: readonly string[]; optional?: boolean };

export type Spec = {
  params?: Record<string, ParamKind>;
  query?: Record<string, Field>;
  /** A JSON object body. */
  body?: Record<string, Field>;
  /** A multipart form: text fields and the file field, 1..maxFiles files, GIF taken or not. */
  form?: { fields: Record<string, FormField>; file: string; maxFiles: number; gif?: true };
  /** A CSV upload (text/csv body or one multipart file). */
  csv?: true;
  /**
   * A text file sent as a text/plain body (question imports). A file the route reads but finds
   * wrong is answered with its own result (its tests check those); here, bodies it must refuse.
   */
  textFile?: true;
};

const text = (max: number, extra: { optional?: boolean; blankOk?: boolean } = {}): Field => ({
  kind: "text",
  max,
  ...extra,
});
const email: Field = { kind: "email", max: 254 };
const enumOf = (...values: string[]): Field => ({ kind: "enum", values });
const id: Field = { kind: "id" };
const count = (min: number, max: number): Field => ({ kind: "int", min, max, digitStrings: true });

/** Paging, sorting and search of a list (packages/shared/src/paging.ts). */
const optional = (field: Field): Field => ({ ...field, optional: true });
const listQuery = (
  sorts: string[],
  filters: Record<string, Field> = {},
  search = true,
): Record<string, Field> => ({
  page: optional(count(1, 100_000)),
  limit: optional(count(1, 100)),
  sort: optional(enumOf(...sorts.flatMap((field) => [field, `-${field}`]))),
  ...(search ? { q: text(200, { optional: true, blankOk: true }) } : {}),
  ...filters,
});
/** A month of the GSTR-1 return: `2026-11`. */
const RETURN_MONTH: Field = {
  kind: "pattern",
  numbers: false,
  bad: ["2026-13", "2026-1", "202611", "november", "1999-11", 202611],
};
/** `?lang=`: a document in one of the site's languages. */
const LANG: Field = optional(enumOf("en", "bn"));
const PAGE_ONLY: Record<string, Field> = {
  page: optional(count(1, 100_000)),
  limit: optional(count(1, 100)),
};
const DAY: Field = {
  kind: "pattern",
  numbers: false,
  bad: ["2026-13-01", "2026-1-1", "20260101", "yesterday", "2026-06-32", 20260101],
  optional: true,
};
/** An amount of a payment or refund in paise (packages/shared/src/payments.ts). */
const PAYMENT_PAISE: Field = { kind: "int", min: 1, max: 100_000_000, digitStrings: false };
/** A UTR, cheque number or transfer reference: 4 to 40 letters, digits, `/` and `-`. */
const UTR: Field = {
  kind: "pattern",
  numbers: false,
  bad: ["abc", "x".repeat(41), "4123 4567 8901", "UTR#1234", ""],
};
/** Uploads sent with a ticket or note: at most five ids (an id that is no upload is refused too). */
const ATTACHMENT_IDS: Field = {
  kind: "array",
  min: 0,
  max: 5,
  item: "0196a2b4-7c3d-7e8f-9a0b-1c2d3e4f5a6b",
  of: id,
  optional: true,
};
/** A saved reply: its title, and its text in each language (either may be empty, not both). */
const SAVED_REPLY_BODY: Record<string, Field> = {
  title: text(100),
  text: {
    kind: "object",
    fields: { en: text(5000, { blankOk: true }), bn: text(5000, { blankOk: true }) },
  },
};

const CATEGORY_BODY: Record<string, Field> = {
  name: text(100),
  parentId: { kind: "id", optional: true, nullable: true },
};
/** A question of the bank: numeric, so options may be left out. */
const QUESTION_BODY: Record<string, Field> = {
  categoryId: id,
  title: text(200, { optional: true, blankOk: true }),
  type: enumOf("numeric"),
  text: {
    kind: "object",
    fields: {
      en: text(10_000, { optional: true, blankOk: true }),
      bn: text(10_000, { optional: true, blankOk: true }),
    },
  },
  numeric: {
    kind: "object",
    fields: {
      value: { kind: "number", min: -1e12, max: 1e12 },
      tolerance: { kind: "number", min: 0, max: 1e12, optional: true },
    },
  },
  difficulty: optional(enumOf("easy", "medium", "hard")),
  picture: {
    kind: "pattern",
    bad: ["x", "../../secrets.webp", `${"0".repeat(32)}.png`],
    numbers: false,
    optional: true,
    nullable: true,
  },
};
/** A text staff write in both languages (localized-text.ts): either may be blank, not both. */
const BOTH_LANGUAGES = (max: number, optionalText = false): Field => ({
  kind: "object",
  optional: optionalText,
  fields: { en: text(max, { blankOk: true }), bn: text(max, { blankOk: true }) },
});
/** A time of a test's window or publication: ISO 8601 with a zone, or null. */
const TEST_TIME: Field = {
  kind: "pattern",
  numbers: false,
  bad: ["tomorrow", "2026-13-01T10:00:00Z", "2026-12-01 10:00", ""],
  optional: true,
  nullable: true,
};
const MARK: Field = { kind: "number", min: -100, max: 100 };
/** A test of the test series (decision 048). */
const TEST_BODY: Record<string, Field> = {
  title: BOTH_LANGUAGES(200),
  instructions: BOTH_LANGUAGES(20_000, true),
  published: { kind: "boolean", optional: true },
  durationMinutes: { kind: "int", min: 1, max: 600, digitStrings: false },
  opensAt: TEST_TIME,
  closesAt: TEST_TIME,
  shuffleQuestions: { kind: "boolean", optional: true },
  shuffleOptions: { kind: "boolean", optional: true },
  maxAttempts: { kind: "int", min: 1, max: 100, digitStrings: false, optional: true },
  audience: optional(enumOf("everyone")),
  batchIds: { kind: "array", min: 0, max: 100, item: "b1", of: id, optional: true },
  sections: {
    kind: "array",
    min: 1,
    max: 20,
    item: {
      title: { en: "Physics", bn: "" },
      marking: { correct: 4, wrong: -1 },
      draws: [{ categoryId: "none", count: 1 }],
    },
    of: {
      kind: "object",
      fields: {
        title: BOTH_LANGUAGES(200),
        marking: {
          kind: "object",
          fields: { correct: MARK, wrong: MARK, unanswered: { ...MARK, optional: true } },
        },
        draws: {
          kind: "array",
          min: 1,
          max: 20,
          item: { categoryId: "none", count: 1 },
          of: {
            kind: "object",
            fields: {
              categoryId: id,
              count: { kind: "int", min: 1, max: 200, digitStrings: false },
            },
          },
        },
      },
    },
  },
  resultsAt: TEST_TIME,
  ranksAt: TEST_TIME,
  solutionsAt: TEST_TIME,
};
const PAISE: Field = { kind: "int", min: 0, max: 100_000_000, digitStrings: false };
const FEE_PLAN: Field = {
  kind: "object",
  fields: {
    kind: enumOf("once", "instalments"),
    instalments: {
      kind: "array",
      min: 2,
      max: 12,
      item: { amount: 600_000, dueAfterMonths: 0 },
      of: {
        kind: "object",
        fields: {
          amount: { kind: "int", min: 1, max: 100_000_000, digitStrings: false },
          dueAfterMonths: { kind: "int", min: 0, max: 36, digitStrings: false },
        },
      },
      optional: true,
    },
  },
};
/** An HSN or SAC code (4, 6 or 8 digits) and a GST rate (0, 5, 12, 18 or 28), each optional. */
const TAX_FIELDS: Record<string, Field> = {
  hsnSac: {
    kind: "pattern",
    numbers: false,
    bad: ["49", "49011", "9992930", "ABCD", "", "4901-1", "९९९२"],
    optional: true,
  },
  gstRate: { kind: "number", min: 0, max: 28, optional: true },
};
/** A course as staff write it (PUT; POST adds its code). */
const COURSE_FIELDS: Record<string, Field> = {
  group: enumOf("school", "entrance", "computer"),
  board: {
    kind: "enum",
    values: ["wbbse", "wbchse", "cbse", "icse"],
    optional: true,
    nullable: true,
  },
  level: text(100, { optional: true, blankOk: true }),
  durationMonths: { kind: "int", min: 1, max: 60, digitStrings: false },
  name: BOTH_LANGUAGES(200),
  description: BOTH_LANGUAGES(2000, true),
  subjects: BOTH_LANGUAGES(500, true),
  totalFee: PAISE,
  feePlan: { ...FEE_PLAN, optional: true },
  admissionOpen: { kind: "boolean", optional: true },
  position: { kind: "int", min: 1, max: 10_000, digitStrings: false, optional: true },
  ...TAX_FIELDS,
};
const CLOCK: Field = {
  kind: "pattern",
  numbers: false,
  bad: ["7am", "24:00", "7:00", "07:60", "", "0700"],
};
const BATCH_FIELDS: Record<string, Field> = {
  name: text(100),
  startDate: { kind: "pattern", numbers: false, bad: ["2026-13-01", "next week", "", 20990110] },
  days: {
    kind: "array",
    min: 1,
    max: 7,
    item: "mon",
    of: enumOf("mon", "tue", "wed", "thu", "fri", "sat", "sun"),
  },
  startTime: CLOCK,
  endTime: CLOCK,
  teacher: text(100, { optional: true, blankOk: true }),
  room: text(100, { optional: true, blankOk: true }),
  online: { kind: "boolean", optional: true },
  seats: { kind: "int", min: 1, max: 500, digitStrings: false },
  fee: {
    kind: "object",
    optional: true,
    nullable: true,
    fields: { totalFee: PAISE, feePlan: FEE_PLAN },
  },
};
const GUARDIAN_PHONE: Field = {
  kind: "pattern",
  numbers: true,
  optional: true,
  bad: ["12345", "5876543210", "98765432101", "abcdefghij", 12345],
};
/** A text staff write in both languages; the valid call fills both, so either may be blank. */
const bothLanguages = (max: number, optionalText = false): Field => ({
  kind: "object",
  ...(optionalText ? { optional: true } : {}),
  fields: {
    en: text(max, { blankOk: true, optional: optionalText }),
    bn: text(max, { blankOk: true, optional: optionalText }),
  },
});
const TRIP_BODY: Record<string, Field> = {
  title: bothLanguages(120),
  description: bothLanguages(2000),
  duration: bothLanguages(100),
  included: bothLanguages(2000, true),
  pickupPoints: {
    kind: "array",
    min: 1,
    max: 10,
    item: { en: "Bus stand", bn: "বাস স্ট্যান্ড" },
    of: bothLanguages(120),
  },
  rules: bothLanguages(4000, true),
  ...TAX_FIELDS,
};
const TEACHER_BODY: Record<string, Field> = {
  name: bothLanguages(120),
  subjects: bothLanguages(200),
  qualifications: bothLanguages(300, true),
  bio: bothLanguages(1000, true),
  position: optional(count(1, 10_000)),
  published: { kind: "boolean", optional: true },
};
const RESULT_BODY: Record<string, Field> = {
  studentName: bothLanguages(120),
  exam: bothLanguages(120),
  year: count(1990, 2100),
  achievement: bothLanguages(120),
  consent: { kind: "boolean", optional: true },
  // Required while consent is given (the valid call gives it).
  consentDate: { ...DAY, optional: false },
  published: { kind: "boolean", optional: true },
};
const TESTIMONIAL_BODY: Record<string, Field> = {
  author: bothLanguages(120),
  role: enumOf("student", "parent"),
  text: bothLanguages(1000),
  course: { ...enumOf("python"), optional: true, nullable: true },
  published: { kind: "boolean", optional: true },
};
const PUBLIC_PEOPLE_QUERY = { ...listQuery(["position"], {}, false), lang: LANG };
const STAFF_PEOPLE_QUERY = listQuery(["position", "createdAt"]);
const CAPTION = { valid: "Prize day", bad: ["x".repeat(201), "a\u0000b"], optional: true };
const DEPARTURE_BODY: Record<string, Field> = {
  date: { ...DAY, optional: false },
  seats: count(1, 500),
  adultPricePaise: count(0, 100_000_000),
  childPricePaise: count(0, 100_000_000),
  status: optional(enumOf("open", "closed", "cancelled")),
};
const BOOKING_BODY: Record<string, Field> = {
  adults: count(0, 20),
  children: count(0, 20),
  pickupPoint: count(0, 9),
  passengers: { kind: "array", min: 1, max: 40, item: "Asha", of: text(100) },
};
const BOOKING_FILTERS = { status: optional(enumOf("awaiting_payment", "cancelled")) };
const TICKET_SORTS = ["createdAt", "updatedAt", "status", "product"];
const TICKET_STATUS = optional(enumOf("new", "open", "pending", "closed"));
/** The staff queue's query (GET /api/staff/tickets), and its filters as a saved view keeps them. */
const STAFF_TICKET_QUERY = listQuery([...TICKET_SORTS, "due"], {
  status: TICKET_STATUS,
  product: optional(enumOf("hazarduari", "iskon", "plassey")),
  customer: text(200, { optional: true, blankOk: true }),
  reply: optional(enumOf("waiting", "overdue")),
  assigned: optional(enumOf("mine", "nobody")),
  view: optional(enumOf("mine", "unassigned", "pending", "overdue", "open")),
  // A filter: an id nobody has finds no ticket (200), as a word nobody wrote would.
  assignee: text(64, { optional: true }),
  from: DAY,
  to: DAY,
});
const { page: _page, limit: _limit, ...TICKET_FILTERS } = STAFF_TICKET_QUERY;
const RESULT_QUERY = listQuery(["createdAt", "name", "marks"]);
const ORDER_FILTERS = {
  status: optional(enumOf("placed", "confirmed", "delivered", "cancelled")),
  product: text(200, { optional: true, blankOk: true }),
  from: DAY,
  to: DAY,
};
const ADMISSION_FILTERS = {
  status: optional(enumOf("pending", "accepted", "waitlisted", "rejected")),
  course: text(200, { optional: true, blankOk: true }),
};

const PIN: Field = {
  kind: "pattern",
  numbers: true,
  bad: ["012345", "12345", "1234567", "abcdef", "74210a", "", 12345, 1234567, -742101, 742101.5],
};
const MOBILE: Field = {
  kind: "pattern",
  numbers: true,
  bad: [
    "12345",
    "5876543210",
    "98765432101",
    "abcdefghij",
    "+929876543210",
    5876543210,
    98765.4321,
  ],
};
const PHONE: Field = {
  kind: "pattern",
  numbers: true,
  bad: [
    "123",
    "abcdefghij",
    "+",
    "12345678901234567",
    "98-76-54-32-1x",
    123,
    -9876543210,
    98765.4321,
  ],
};
const CLASSES: Field = {
  kind: "pattern",
  numbers: true,
  optional: true,
  nullable: true,
  bad: [0, 13, 1.5, -1, 1e308, "13", "0", "abc", "1.5", "-1", "1e1", true, [], {}],
};
const answer: Field = { ...enumOf("a", "b", "c", "d"), optional: true, nullable: true };
const ANSWERS: Field = {
  kind: "object",
  fields: { one: answer, two: answer, three: answer, four: answer, five: answer },
};
const ignored: Field = { kind: "ignored", optional: true };

const RUPEES = [
  "-1",
  "1.234",
  "abc",
  "1e3",
  "NaN",
  "",
  " ",
  "10000001",
  "Infinity",
  "0x10",
  "1,000",
];
const DATES = ["2023-02-30", "1899-12-31", "2999-01-01", "tomorrow", "01/02/2000", "", "2000-1-1"];
// (A form field is UTF-8 bytes: half a surrogate pair cannot be sent in one.)
const nameOf = (max: number) => ["", "   ", "x".repeat(max + 1), "a\u0000b", "\u0000"];

export const VOTER: Record<string, Field> = {
  sl_no: count(0, 1_000_000_000),
  state: text(100),
  district: text(100),
  assembly_constituency: text(100),
  total_voter: count(0, 1_000_000_000),
  number_of_hindu: count(0, 1_000_000_000),
  number_of_muslim: count(0, 1_000_000_000),
};
const VOTER_KEY: Record<string, ParamKind> = { sl_no: "int", assembly_constituency: "text" };
const VEHICLE: Record<string, Field> = {
  year: { kind: "int", min: 1886, max: new Date().getFullYear() + 1, digitStrings: true },
  make: text(60),
  model: text(60),
};
const STATUS = (...values: string[]) => ({ status: enumOf(...values) });
/** A one-time link's token: `<id>.<secret>`, letters, digits, `-` and `_`. */
const LINK_TOKEN: Field = {
  kind: "pattern",
  numbers: false,
  bad: [
    "",
    "abc",
    "a.b",
    "no-dot-in-this-token-at-all",
    `${"x".repeat(300)}.${"y".repeat(40)}`,
    "<b>x</b>.<i>y</i>-and-more-text",
    12345,
  ],
};

const SPEC_PATHS: Record<RouteKey, Spec> = {
  "POST /api/users": { body: { name: text(100), email, password: text(200, { blankOk: true }) } },
  "POST /api/users/login": { body: { email, password: text(200, { blankOk: true }) } },
  "POST /api/users/admin-login": {
    body: { email: text(254), password: text(200, { blankOk: true }) },
  },
  "POST /api/users/admin-create": {
    body: {
      name: text(100),
      email,
      password: text(200, { blankOk: true }),
      role: { ...enumOf("user", "staff", "admin"), optional: true },
    },
  },
  "PATCH /api/users/:id/role": {
    params: { id: "id" },
    body: { role: enumOf("user", "staff", "admin") },
  },
  "PUT /api/users/me/avatar": { form: { fields: {}, file: "avatar", maxFiles: 1, gif: true } },
  "DELETE /api/users/me/sessions/:id": { params: { id: "id" } },
  "PUT /api/users/me": {
    body: {
      name: optional(text(100)),
      locale: optional(enumOf("en", "bn")),
      latinDigits: optional({ kind: "boolean" }),
    },
  },
  "PUT /api/users/me/password": {
    body: {
      currentPassword: text(200, { blankOk: true }),
      newPassword: text(200, { blankOk: true }),
    },
  },
  "POST /api/users/forgot-password": { body: { email } },
  "POST /api/users/reset-password": {
    body: { token: LINK_TOKEN, password: text(200, { blankOk: true }) },
  },
  "POST /api/users/verify-email": { body: { token: LINK_TOKEN } },
  "DELETE /api/users/:id": { params: { id: "id" } },

  "POST /api/tickets": {
    body: {
      product: enumOf("plassey", "hazarduari", "iskon"),
      // An empty first message is refused, whoever sends it.
      description: text(5000),
      attachments: ATTACHMENT_IDS,
    },
  },
  "GET /api/trips": { query: { ...listQuery(["position"], {}, false), lang: LANG } },
  "POST /api/trips/departures/:id/bookings": { params: { id: "id" }, body: BOOKING_BODY },
  "GET /api/trips/bookings/mine": { query: listQuery(["createdAt"], BOOKING_FILTERS) },
  "GET /api/trips/bookings/:id": { params: { id: "id" } },
  "POST /api/trips/bookings/:id/cancel": { params: { id: "id" } },
  "GET /api/staff/trips": { query: listQuery(["position", "title"]) },
  "POST /api/staff/trips": { body: TRIP_BODY },
  "GET /api/staff/trips/:id": { params: { id: "id" } },
  "PUT /api/staff/trips/:id": { params: { id: "id" }, body: TRIP_BODY },
  "DELETE /api/staff/trips/:id": { params: { id: "id" } },
  "PUT /api/staff/trips/:id/photo": {
    params: { id: "id" },
    form: { fields: {}, file: "photo", maxFiles: 1 },
  },
  "DELETE /api/staff/trips/:id/photo": { params: { id: "id" } },
  "POST /api/staff/trips/:id/photos": {
    params: { id: "id" },
    form: { fields: {}, file: "photo", maxFiles: 6 },
  },
  "PUT /api/staff/trips/:id/photos": {
    params: { id: "id" },
    body: {
      photos: {
        kind: "array",
        of: {
          kind: "pattern",
          bad: ["x.webp", "../a.webp", `${"a".repeat(32)}.png`],
          numbers: false,
        },
        min: 1,
        max: 6,
        item: `${"a".repeat(32)}.webp`,
      },
    },
  },
  "DELETE /api/staff/trips/:id/photos/:file": { params: { id: "id", file: "text" } },
  "GET /api/staff/trips/:id/departures": {
    params: { id: "id" },
    query: listQuery(["date"], { status: optional(enumOf("open", "closed", "cancelled")) }, false),
  },
  "POST /api/staff/trips/:id/departures": { params: { id: "id" }, body: DEPARTURE_BODY },
  "GET /api/staff/departures/:id": { params: { id: "id" } },
  "PUT /api/staff/departures/:id": { params: { id: "id" }, body: DEPARTURE_BODY },
  "DELETE /api/staff/departures/:id": { params: { id: "id" } },
  "GET /api/staff/departures/:id/bookings": {
    params: { id: "id" },
    query: listQuery(["createdAt"], BOOKING_FILTERS),
  },
  "GET /api/people/teachers": { query: PUBLIC_PEOPLE_QUERY },
  "GET /api/people/results": { query: PUBLIC_PEOPLE_QUERY },
  "GET /api/people/testimonials": { query: PUBLIC_PEOPLE_QUERY },
  "GET /api/people/gallery": { query: PUBLIC_PEOPLE_QUERY },
  "GET /api/staff/teachers": { query: STAFF_PEOPLE_QUERY },
  "POST /api/staff/teachers": { body: TEACHER_BODY },
  "GET /api/staff/teachers/:id": { params: { id: "id" } },
  "PUT /api/staff/teachers/:id": { params: { id: "id" }, body: TEACHER_BODY },
  "DELETE /api/staff/teachers/:id": { params: { id: "id" } },
  "PUT /api/staff/teachers/:id/photo": {
    params: { id: "id" },
    form: { fields: {}, file: "photo", maxFiles: 1 },
  },
  "DELETE /api/staff/teachers/:id/photo": { params: { id: "id" } },
  "PUT /api/staff/teachers/:id/teacher-photo": {
    params: { id: "id" },
    body: { photoId: id },
  },
  "GET /api/staff/results": { query: STAFF_PEOPLE_QUERY },
  "POST /api/staff/results": { body: RESULT_BODY },
  "GET /api/staff/results/:id": { params: { id: "id" } },
  "PUT /api/staff/results/:id": { params: { id: "id" }, body: RESULT_BODY },
  "DELETE /api/staff/results/:id": { params: { id: "id" } },
  "PUT /api/staff/results/:id/photo": {
    params: { id: "id" },
    form: { fields: {}, file: "photo", maxFiles: 1 },
  },
  "DELETE /api/staff/results/:id/photo": { params: { id: "id" } },
  "GET /api/staff/testimonials": { query: STAFF_PEOPLE_QUERY },
  "POST /api/staff/testimonials": { body: TESTIMONIAL_BODY },
  "GET /api/staff/testimonials/:id": { params: { id: "id" } },
  "PUT /api/staff/testimonials/:id": { params: { id: "id" }, body: TESTIMONIAL_BODY },
  "DELETE /api/staff/testimonials/:id": { params: { id: "id" } },
  "GET /api/staff/gallery": { query: STAFF_PEOPLE_QUERY },
  "POST /api/staff/gallery": {
    form: { fields: { captionEn: CAPTION, captionBn: CAPTION }, file: "photo", maxFiles: 1 },
  },
  "PUT /api/staff/gallery/:id": {
    params: { id: "id" },
    body: {
      caption: bothLanguages(200, true),
      published: { kind: "boolean", optional: true },
    },
  },
  "DELETE /api/staff/gallery/:id": { params: { id: "id" } },
  "GET /api/courses": { query: { lang: LANG } },
  "GET /api/batches/open": {
    query: listQuery(
      ["startDate"],
      { course: text(200, { optional: true, blankOk: true }) },
      false,
    ),
  },
  "GET /api/staff/courses": {
    query: listQuery(["position", "code", "name", "totalFee"], {
      group: optional(enumOf("school", "entrance", "computer")),
    }),
  },
  "POST /api/staff/courses": {
    body: {
      code: { kind: "pattern", numbers: false, bad: ["Has Spaces", "x", "-lead", "", "9lives"] },
      ...COURSE_FIELDS,
    },
  },
  "GET /api/staff/courses/:code": { params: { code: "text" } },
  "PUT /api/staff/courses/:code": { params: { code: "text" }, body: COURSE_FIELDS },
  "DELETE /api/staff/courses/:code": { params: { code: "text" } },
  "PUT /api/staff/courses/:code/photo": {
    params: { code: "text" },
    form: { fields: {}, file: "photo", maxFiles: 1 },
  },
  "DELETE /api/staff/courses/:code/photo": { params: { code: "text" } },
  "GET /api/staff/courses/:code/batches": {
    params: { code: "text" },
    query: listQuery(["startDate", "name"]),
  },
  "POST /api/staff/courses/:code/batches": { params: { code: "text" }, body: BATCH_FIELDS },
  "GET /api/staff/batches/:id": { params: { id: "id" } },
  "PUT /api/staff/batches/:id": { params: { id: "id" }, body: BATCH_FIELDS },
  "DELETE /api/staff/batches/:id": { params: { id: "id" } },
  "GET /api/staff/batches/:id/roster": {
    params: { id: "id" },
    query: listQuery(["name", "acceptedAt"]),
  },
  "GET /api/saved-replies": { query: listQuery(["title", "updatedAt"]) },
  "POST /api/saved-replies": { body: SAVED_REPLY_BODY },
  "PUT /api/saved-replies/:id": { params: { id: "id" }, body: SAVED_REPLY_BODY },
  "DELETE /api/saved-replies/:id": { params: { id: "id" } },
  "POST /api/exams/categories": { body: CATEGORY_BODY },
  "PUT /api/exams/categories/:id": { params: { id: "id" }, body: CATEGORY_BODY },
  "DELETE /api/exams/categories/:id": { params: { id: "id" } },
  "GET /api/exams/questions": {
    query: listQuery(["createdAt", "updatedAt", "title"], {
      category: optional(id),
      type: optional(enumOf("single", "multiple", "numeric")),
      difficulty: optional(enumOf("easy", "medium", "hard")),
      tag: text(50, { optional: true, blankOk: true }),
    }),
  },
  "POST /api/exams/questions": { body: QUESTION_BODY },
  "PUT /api/exams/questions/:id": { params: { id: "id" }, body: QUESTION_BODY },
  "DELETE /api/exams/questions/:id": { params: { id: "id" } },
  "GET /api/exams/questions/:id": { params: { id: "id" } },
  "GET /api/exams/question-versions/:id": { params: { id: "id" } },
  "POST /api/exams/question-pictures": { form: { fields: {}, file: "picture", maxFiles: 1 } },
  "POST /api/exams/questions/import": {
    textFile: true,
    query: {
      format: enumOf("gift", "aiken"),
      category: text(500, { optional: true, blankOk: true }),
    },
  },
  "GET /api/exams/questions/export": {
    query: { format: enumOf("gift"), category: text(500, { optional: true, blankOk: true }) },
  },
  "GET /api/exams/tests": { query: listQuery(["createdAt", "opensAt"]) },
  "POST /api/exams/tests": { body: TEST_BODY },
  "GET /api/exams/tests/:id": { params: { id: "id" } },
  "PUT /api/exams/tests/:id": { params: { id: "id" }, body: TEST_BODY },
  "DELETE /api/exams/tests/:id": { params: { id: "id" } },
  "GET /api/exams/tests/:id/attempts": {
    params: { id: "id" },
    query: { ...PAGE_ONLY, q: text(200, { optional: true, blankOk: true }) },
  },
  "GET /api/exams/tests/:id/statistics": { params: { id: "id" } },
  "GET /api/exams/tests/:id/leaderboard": { params: { id: "id" }, query: PAGE_ONLY },
  "GET /api/exams/my-tests": { query: listQuery(["opensAt"]) },
  "GET /api/exams/my-tests/:id": { params: { id: "id" } },
  "POST /api/exams/tests/:id/attempts": { params: { id: "id" } },
  "GET /api/exams/attempts/:id": { params: { id: "id" } },
  "PUT /api/exams/attempts/:id/answers/:questionId": {
    params: { id: "id", questionId: "id" },
    body: {
      response: {
        kind: "object",
        nullable: true,
        fields: {
          options: {
            kind: "array",
            min: 0,
            max: 10,
            item: 0,
            of: { kind: "int", min: 0, max: 50, digitStrings: false },
            optional: true,
          },
        },
      },
      flagged: { kind: "boolean", optional: true },
      seconds: { kind: "int", min: 0, max: 3600, digitStrings: false, optional: true },
    },
  },
  "POST /api/exams/attempts/:id/visits/:questionId": { params: { id: "id", questionId: "id" } },
  "POST /api/exams/attempts/:id/focus-loss": { params: { id: "id" } },
  "POST /api/exams/attempts/:id/submit": { params: { id: "id" } },
  "GET /api/exams/attempts/:id/result": { params: { id: "id" } },
  "GET /api/exams/my-attempts": { query: PAGE_ONLY },
  "POST /api/ticket-attachments": { form: { fields: {}, file: "file", maxFiles: 1 } },
  "DELETE /api/ticket-attachments/:attachmentId": { params: { attachmentId: "id" } },
  "GET /api/tickets/:id/attachments/:attachmentId": { params: { id: "id", attachmentId: "id" } },
  "GET /api/tickets/:id/attachments/:attachmentId/thumbnail": {
    params: { id: "id", attachmentId: "id" },
  },
  "GET /api/tickets/:id": { params: { id: "id" } },
  "PUT /api/tickets/:id": { params: { id: "id" }, body: STATUS("new", "open", "closed") },
  "GET /api/tickets": { query: listQuery(TICKET_SORTS, { status: TICKET_STATUS }) },
  "GET /api/tickets/:ticketId/notes": { params: { ticketId: "id" }, query: PAGE_ONLY },
  "POST /api/tickets/:ticketId/notes": {
    params: { ticketId: "id" },
    // Blank text is refused when no file comes with it (the valid call sends none).
    body: { text: text(5000), attachments: ATTACHMENT_IDS },
  },
  "POST /api/tickets/:id/rating": {
    params: { id: "id" },
    body: {
      score: { kind: "int", min: 1, max: 5, digitStrings: false },
      comment: text(1000, { optional: true, blankOk: true }),
    },
  },
  "PUT /api/institute": {
    body: {
      name: text(100),
      addressLines: {
        kind: "array",
        min: 1,
        max: 4,
        item: "12 Station Road",
        of: text(120),
      },
      email,
      phoneDisplay: text(40),
      phoneDigits: {
        kind: "pattern",
        numbers: false,
        bad: ["+919876543210", "98765 43210", "1234567", "1".repeat(16), "phone", 919876543210],
      },
      hours: text(120),
      hoursBn: text(120, { optional: true, blankOk: true }),
      director: {
        kind: "object",
        fields: {
          name: text(100),
          nameBn: text(100, { optional: true, blankOk: true }),
          role: text(100),
          roleBn: text(100, { optional: true, blankOk: true }),
        },
      },
    },
  },
  "GET /api/staff/tickets": { query: STAFF_TICKET_QUERY },
  "GET /api/staff/ticket-views": {
    query: { page: optional(count(1, 100_000)), limit: optional(count(1, 100)) },
  },
  "POST /api/staff/ticket-views": {
    body: {
      name: text(80),
      // The queue's filters, without its paging.
      filters: { kind: "object", fields: TICKET_FILTERS },
    },
  },
  "DELETE /api/staff/ticket-views/:id": { params: { id: "id" } },
  "GET /api/staff/tickets/:id/customer": { params: { id: "id" } },
  "GET /api/staff/desk-reports": {
    query: { period: optional(enumOf("week", "month")), from: DAY, to: DAY },
  },
  "POST /api/staff/tickets/bulk": {
    body: {
      ids: {
        kind: "array",
        min: 1,
        max: 100,
        item: "0196a2b4-7c3d-7e8f-9a0b-1c2d3e4f5a6b",
        of: id,
      },
      action: {
        kind: "object",
        fields: { kind: enumOf("assign"), assignee: { ...id, nullable: true } },
      },
    },
  },
  "PUT /api/tickets/:id/assignee": {
    params: { id: "id" },
    body: { assignee: { ...id, nullable: true } },
  },
  "GET /api/staff/members": {
    query: listQuery(["name"]),
  },
  "GET /api/mail/outbox": {
    query: listQuery(["createdAt", "sentAt", "state"], {
      state: optional(enumOf("pending", "sent", "failed")),
    }),
  },
  "GET /api/invoices": {
    query: listQuery(
      ["createdAt", "number"],
      {
        financialYear: {
          kind: "pattern",
          numbers: false,
          bad: ["2026", "26-27", "2026/27", "x", 2026],
          optional: true,
        },
        number: text(200, { optional: true, blankOk: true }),
      },
      false,
    ),
  },
  "GET /api/mechanics": { query: listQuery(["name", "createdAt"]) },
  "GET /api/voters/totals": {
    query: {
      q: text(200, { optional: true, blankOk: true }),
      assembly_constituency: text(200, { optional: true, blankOk: true }),
    },
  },
  "GET /api/vehicles": { query: listQuery(["year", "make", "model", "createdAt"]) },
  "GET /api/teachers": { query: listQuery(["name", "birthdate", "createdAt"]) },
  "GET /api/quiz": { query: { lang: LANG } },
  "GET /api/quiz/results": { query: RESULT_QUERY },
  "GET /api/entrance-test/results": { query: RESULT_QUERY },
  "GET /api/orders/export.csv": {
    query: { q: text(200, { optional: true, blankOk: true }), ...ORDER_FILTERS },
  },
  "GET /api/admissions/export.csv": {
    query: { q: text(200, { optional: true, blankOk: true }), ...ADMISSION_FILTERS },
  },
  "GET /students": { query: listQuery(["name", "class"]) },
  "GET /api/users/alluser": {
    query: listQuery(["name", "email", "role", "createdAt"], {
      role: optional(enumOf("user", "staff", "admin")),
    }),
  },
  "GET /api/users/getmapdata": { query: listQuery(["name", "updatedAt"]) },
  "GET /api/users/admission": { query: PAGE_ONLY },
  "GET /api/users/newstudentlist": {
    query: listQuery(["createdAt", "name", "course", "status"], ADMISSION_FILTERS),
  },
  "GET /api/users/order": {
    query: listQuery(["createdAt", "status", "product", "price"], ORDER_FILTERS),
  },
  "GET /api/voter": {
    query: listQuery(["sl_no", "assembly_constituency", "district", "total_voter", "createdAt"], {
      assembly_constituency: text(200, { optional: true, blankOk: true }),
    }),
  },

  "POST /mail": { body: { sendmail: email, subject: text(200), text: text(10_000) } },
  "POST /weath": { body: { text: text(100) } },

  "POST /api/users/mapdata": {
    body: {
      name: text(200, { optional: true, blankOk: true }),
      email: text(320, { optional: true, blankOk: true }),
      lat: { kind: "number", min: -90, max: 90 },
      long: { kind: "number", min: -180, max: 180 },
      speed: { kind: "number", min: 0, max: 10_000, optional: true, nullable: true },
    },
  },
  "GET /api/users/getmaplatlong/:id": { params: { id: "id" } },
  "DELETE /api/users/deletemap/:id": { params: { id: "id" } },

  "POST /api/users/admission": {
    body: {
      name: text(200, { optional: true, blankOk: true }),
      email: text(320, { optional: true, blankOk: true }),
      address: text(500),
      gender: enumOf("female", "male", "other"),
      classes: CLASSES,
      pin: PIN,
      course: text(32),
      mobile: MOBILE,
      batch: text(64, { optional: true, blankOk: true }),
      birthdate: {
        kind: "pattern",
        numbers: false,
        optional: true,
        bad: DATES.filter((date) => date !== ""),
      },
      guardianName: text(200, { optional: true, blankOk: true }),
      guardianPhone: GUARDIAN_PHONE,
      whatsappConsent: { kind: "boolean", optional: true },
    },
  },
  "PUT /api/users/newstudentlist/:id": {
    params: { id: "id" },
    body: STATUS("pending", "accepted", "waitlisted", "rejected"),
  },
  "POST /users/add": {
    form: {
      fields: {
        name: { valid: "Asha Teacher", bad: nameOf(100) },
        birthdate: { valid: "1980-04-23", bad: DATES },
        // Empty is no teacher; one that is no teacher, or longer than an id, is refused.
        teacherId: { valid: "", bad: ["no-such-teacher", "x".repeat(65)], optional: true },
      },
      file: "photo",
      maxFiles: 1,
    },
  },
  "DELETE /api/teachers/:id": { params: { id: "id" } },

  "POST /api/users/qmarks": {
    body: {
      answers: ANSWERS,
      name: text(200, { optional: true, blankOk: true }),
      email: text(320, { optional: true, blankOk: true }),
      total: ignored,
    },
  },
  "GET /api/entrance-test": { query: { lang: LANG } },
  "POST /api/entrance-test/start": { query: { lang: LANG } },
  "POST /api/entrance-test/submit": { query: { lang: LANG }, body: { answers: ANSWERS } },

  "GET /photo": {
    query: listQuery(["createdAt", "name", "sellprice"], {
      kind: { ...enumOf("shop", "study"), optional: true },
    }),
  },
  "POST /cloudinary": {
    form: {
      fields: {
        name: { valid: "Clay lamp", bad: nameOf(100) },
        title: { valid: "A lamp", bad: nameOf(2000) },
        price: { valid: "100", bad: RUPEES },
        // Above the price is refused too.
        sellprice: { valid: "90", bad: [...RUPEES, "100.01", "200"] },
        kind: { valid: "study", bad: ["shops", "SHOP", " x", "a\u0000"], optional: true },
        hsnSac: { valid: "4901", bad: ["49", "49011", "ABCD", "4901-1"], optional: true },
        gstRate: { valid: "5", bad: ["7", "18.5", "-5", "x", "1e1"], optional: true },
      },
      file: "photo",
      maxFiles: 3,
    },
  },
  "POST /delphoto": { body: { id, fname1: ignored, fname2: ignored, fname3: ignored } },
  "POST /single/photo": { body: { category: id } },
  "POST /search": {
    query: listQuery(["createdAt", "name", "sellprice"], {}, false),
    body: {
      anytext: text(200, { optional: true, blankOk: true }),
      kind: { ...enumOf("shop", "study"), optional: true },
    },
  },
  "POST /api/users/order": {
    body: {
      name: ignored,
      email: ignored,
      product: ignored,
      price: ignored,
      address: text(500),
      gender: enumOf("female", "male", "other"),
      pin: PIN,
      mobile: MOBILE,
      idvalue: { kind: "object", fields: { category: id } },
    },
  },
  "PUT /api/users/order/:id": {
    params: { id: "id" },
    body: STATUS("placed", "confirmed", "delivered", "cancelled"),
  },
  "POST /api/invoices": {
    body: {
      lines: {
        kind: "array",
        min: 1,
        max: 100,
        item: { productId: "x", qty: 1 },
        of: {
          kind: "object",
          fields: { productId: id, qty: { kind: "int", min: 1, max: 999, digitStrings: false } },
        },
      },
    },
  },
  "GET /api/invoices/:id": { params: { id: "id" } },
  "GET /api/invoices/:id/pdf": { params: { id: "id" }, query: { lang: LANG } },
  "GET /api/invoices/mine": {
    query: { ...PAGE_ONLY, sort: optional(enumOf("createdAt", "-createdAt")) },
  },
  "PUT /api/invoices/:id": { params: { id: "id" } },
  "PATCH /api/invoices/:id": { params: { id: "id" } },
  "DELETE /api/invoices/:id": { params: { id: "id" } },
  "POST /api/invoices/:id/credit-notes": {
    params: { id: "id" },
    body: {
      reason: text(300),
      lines: optional({
        kind: "array",
        min: 1,
        max: 100,
        item: { lineId: "x", qty: 1 },
        of: {
          kind: "object",
          fields: { lineId: text(64), qty: { kind: "int", min: 1, max: 999, digitStrings: false } },
        },
      }),
    },
  },
  "GET /api/credit-notes": {
    query: listQuery(["createdAt", "number"], {}, false),
  },
  "GET /api/credit-notes/mine": {
    query: { ...PAGE_ONLY, sort: optional(enumOf("createdAt", "-createdAt")) },
  },
  "GET /api/credit-notes/:id/pdf": { params: { id: "id" }, query: { lang: LANG } },
  "GET /api/gst/gstr1": { query: { month: RETURN_MONTH } },
  "GET /api/gst/gstr1/:section": { params: { section: "text" }, query: { month: RETURN_MONTH } },

  // Payments (docs/payments.md).
  "POST /api/payments": {
    body: {
      for: { kind: "object", fields: { order: id } },
      method: optional(enumOf("razorpay", "upi")),
    },
  },
  "GET /api/payments": {
    query: listQuery(
      ["createdAt"],
      {
        status: optional(
          enumOf(
            "created",
            "submitted",
            "paid",
            "failed",
            "rejected",
            "partly-refunded",
            "refunded",
          ),
        ),
        method: optional(enumOf("razorpay", "upi", "cash", "cheque", "bank_transfer")),
        from: DAY,
        to: DAY,
      },
      false,
    ),
  },
  "GET /api/payments/debt": { query: { order: id } },
  "GET /api/payments/mine": { query: listQuery(["createdAt"], {}, false) },
  "GET /api/payments/:id": { params: { id: "id" } },
  "POST /api/payments/:id/verify": {
    params: { id: "id" },
    body: {
      razorpay_order_id: text(64),
      razorpay_payment_id: text(64),
      razorpay_signature: text(256),
    },
  },
  "POST /api/payments/:id/upi-reference": { params: { id: "id" }, body: { utr: UTR } },
  "GET /api/payments/:id/receipt.pdf": { params: { id: "id" }, query: { lang: LANG } },
  "POST /api/payments/:id/refunds": {
    params: { id: "id" },
    body: { amountPaise: PAYMENT_PAISE, reason: text(500) },
  },
  "GET /api/enrolments/:id": { params: { id: "id" } },
  "PUT /api/enrolments/:id/whatsapp-reminders": {
    params: { id: "id" },
    body: { on: { kind: "boolean" } },
  },
  "PUT /api/enrolments/:id/whatsapp-results": {
    params: { id: "id" },
    body: { on: { kind: "boolean" } },
  },
  "GET /api/staff/enrolments": {
    query: { ...PAGE_ONLY, userId: optional(id), batchId: optional(id) },
  },
  "GET /api/staff/enrolments/:id/plan-changes": { params: { id: "id" } },
  "PUT /api/staff/enrolments/:id/plan": {
    params: { id: "id" },
    body: {
      instalments: {
        kind: "array",
        min: 1,
        max: 12,
        item: { amountPaise: 100, dueDate: "2027-01-01" },
        of: {
          kind: "object",
          fields: { amountPaise: PAYMENT_PAISE, dueDate: { ...DAY, optional: false } },
        },
      },
      reason: text(500),
    },
  },
  "GET /api/staff/dues": {
    query: listQuery(["dueDate"], {
      userId: optional(id),
      batchId: optional(id),
      overdue: optional(enumOf("true", "false")),
    }),
  },
  "GET /api/staff/dues/summary": {
    query: {
      userId: optional(id),
      batchId: optional(id),
      q: text(200, { optional: true, blankOk: true }),
    },
  },
  "GET /api/staff/money/collections": {
    query: {
      from: { ...DAY, optional: false },
      to: { ...DAY, optional: false },
      by: optional(enumOf("day", "month")),
    },
  },
  "GET /api/staff/money/payments.csv": {
    query: {
      from: DAY,
      to: DAY,
      method: optional(enumOf("razorpay", "upi", "cash", "cheque", "bank_transfer")),
    },
  },
  "GET /api/staff/payments": {
    query: listQuery(["createdAt"], {
      status: optional(
        enumOf("created", "submitted", "paid", "failed", "rejected", "partly-refunded", "refunded"),
      ),
      method: optional(enumOf("razorpay", "upi", "cash", "cheque", "bank_transfer")),
      from: DAY,
      to: DAY,
      received: optional(enumOf("true", "false")),
    }),
  },
  "GET /api/staff/reminders": {
    query: listQuery(
      ["createdAt"],
      {
        userId: optional(id),
        status: optional(enumOf("sending", "sent", "failed", "skipped")),
        channel: optional(enumOf("mail", "whatsapp")),
      },
      false,
    ),
  },
  "POST /api/staff/payments": {
    body: {
      for: { kind: "object", fields: { order: id } },
      amountPaise: PAYMENT_PAISE,
      method: enumOf("cash", "cheque", "bank_transfer"),
      reference: { ...UTR, optional: true },
    },
  },
  "POST /api/staff/payments/:id/confirm": { params: { id: "id" } },
  "POST /api/staff/payments/:id/reject": { params: { id: "id" }, body: { reason: text(500) } },

  "GET /api/chat/contacts": { query: { q: text(100, { optional: true, blankOk: true }) } },
  "GET /api/chat/messages/:userId": {
    params: { userId: "id" },
    query: {
      before: { ...id, optional: true },
      limit: { ...count(1, 100), optional: true },
    },
  },
  "POST /api/chat/messages/:userId/read": { params: { userId: "id" } },
  "GET /api/chat/institute/threads": {
    query: { page: optional(count(1, 100_000)), limit: optional(count(1, 100)) },
  },
  "GET /api/chat/institute/threads/:customerId": {
    params: { customerId: "id" },
    query: {
      before: { ...id, optional: true },
      limit: { ...count(1, 100), optional: true },
    },
  },
  "POST /api/chat/institute/threads/:customerId/read": { params: { customerId: "id" } },

  "POST /api/mechanics": { body: { name: text(100), email, phone: PHONE } },
  "DELETE /api/mechanics/:id": { params: { id: "id" } },
  "POST /api/vehicles": { body: VEHICLE },
  "PUT /api/vehicles/:id": { params: { id: "id" }, body: VEHICLE },
  "DELETE /api/vehicles/:id": { params: { id: "id" } },
  "POST /api/voter/add": { body: VOTER },
  "PUT /api/voter/update/:sl_no/:assembly_constituency": { params: VOTER_KEY, body: VOTER },
  "DELETE /api/voter/:sl_no/:assembly_constituency": { params: VOTER_KEY },
  "POST /api/voter/import": { csv: true },
  "GET /download": { query: { lang: LANG } },
};

/** Every route's spec: the specification's paths above, then the capability routes (modules/legacy). */
export const SPECS: Record<RouteKey, Spec> = {
  ...SPEC_PATHS,
  "GET /api/products/:id": { params: { id: "id" } },
  "DELETE /api/products/:id": { params: { id: "id" } },
  "PATCH /api/products/:id": {
    params: { id: "id" },
    body: {
      name: {
        kind: "object",
        optional: true,
        fields: { en: text(100, { blankOk: true }), bn: text(100, { blankOk: true }) },
      },
      description: {
        kind: "object",
        optional: true,
        fields: { en: text(2000, { blankOk: true }), bn: text(2000, { blankOk: true }) },
      },
      pricePaise: { kind: "int", min: 0, max: 100_000_000, digitStrings: false, optional: true },
      sellpricePaise: {
        kind: "int",
        min: 0,
        max: 100_000_000,
        digitStrings: false,
        optional: true,
      },
      kind: optional(enumOf("shop", "study")),
      stock: {
        kind: "int",
        min: 0,
        max: 100_000,
        digitStrings: false,
        optional: true,
        nullable: true,
      },
      ...TAX_FIELDS,
      images: { kind: "array", of: text(64), min: 1, max: 3, item: "x.webp", optional: true },
    },
  },
  "POST /api/products/:id/images": {
    params: { id: "id" },
    form: { fields: {}, file: "photo", maxFiles: 3 },
  },
  "PUT /api/products/:id/images/:slot": {
    params: { id: "id", slot: "int" },
    form: { fields: {}, file: "photo", maxFiles: 1 },
  },
  "GET /api/locations/:id": { params: { id: "id" } },
  ...Object.fromEntries(
    LEGACY_TWINS.flatMap(([modern, legacy]) => {
      const spec = SPEC_PATHS[legacy];
      return spec ? [[modern, spec]] : [];
    }),
  ),
};
