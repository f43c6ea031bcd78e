// Courses and their batches: what the institute teaches (school classes by board, entrance and
// government-exam coaching, computer courses), their fees and fee plans, and the batches students
// join. Staff keep them; /fees, the prospectus and the admission form read them.
import { z } from "zod";
import { IdSchema, intBetween, TimestampSchema, textField } from "./common";
import { type GstRate, GstRateFieldSchema, HsnSacSchema } from "./gst";
import { localizedText, optionalLocalizedText } from "./localized-text";
import { sharedText } from "./messages";
import { DaySchema, listQuerySchema, SearchTextSchema } from "./paging";

/** The institute's name as documents (the prospectus) and pages print it. */
export const INSTITUTE_NAME = "Plassey Institute";

/** One course with its fee, as the fee table and the prospectus show it (GET /api/courses). */
export const CourseSchema = z.object({
  /** Stable key, e.g. `mern`, `frontend`. */
  code: z.string(),
  /** In the reader's language (the other one when theirs is not written yet). */
  name: z.string(),
  durationMonths: z.number().int().positive(),
  /** Total fee in whole rupees. */
  totalFee: z.number().int().nonnegative(),
});
export type Course = z.infer<typeof CourseSchema>;

/** GET /api/courses: the computer courses, in the order the fee table shows them. */
export const CourseListSchema = z.object({ courses: z.array(CourseSchema) });
export type CourseList = z.infer<typeof CourseListSchema>;

// ---------------------------------------------------------------------------------------------
// What staff keep

/** School classes 1–12, entrance and government-exam coaching, computer courses. */
export const COURSE_GROUPS = ["school", "entrance", "computer"] as const;
export type CourseGroup = (typeof COURSE_GROUPS)[number];
const GROUP_WRONG = /*i18n*/ {
  id: "courses.group.invalid",
  message: "Group must be school, entrance or computer",
};
export const CourseGroupSchema = z.enum(COURSE_GROUPS, { error: sharedText(GROUP_WRONG) });

/** The school boards of West Bengal's students; a course of no board has none. */
export const BOARDS = ["wbbse", "wbchse", "cbse", "icse"] as const;
export type Board = (typeof BOARDS)[number];
export const BOARD_NAMES: Record<Board, string> = {
  wbbse: "WBBSE",
  wbchse: "WBCHSE",
  cbse: "CBSE",
  icse: "ICSE",
};
const BOARD_WRONG = /*i18n*/ {
  id: "courses.board.invalid",
  message: "Board must be WBBSE, WBCHSE, CBSE, ICSE or none",
};
export const BoardSchema = z.enum(BOARDS, { error: sharedText(BOARD_WRONG) });

/** Ten lakh rupees, in paise: above any fee the institute asks. */
export const MAX_FEE_PAISE = 100_000_000;

const FEE_WRONG = /*i18n*/ {
  id: "courses.fee.invalid",
  message: "A fee is a whole number of paise from {min, number} to {max, number}",
};
const INSTALMENT_WRONG = /*i18n*/ {
  id: "courses.instalment.amount",
  message: "An instalment is a whole number of paise, more than {zero}",
};
const DUE_WRONG = /*i18n*/ {
  id: "courses.instalment.due",
  message: "An instalment falls due {min} to {max} months after the start",
};
const INSTALMENTS_COUNT = /*i18n*/ {
  id: "courses.instalments.count",
  message: "A plan in instalments has {min} to {max} of them",
};
const INSTALMENTS_SUM = /*i18n*/ {
  id: "courses.instalments.sum",
  message: "The instalments must add up to the total fee",
};
const INSTALMENTS_ORDER = /*i18n*/ {
  id: "courses.instalments.order",
  message: "Each instalment falls due no earlier than the one before it",
};

/** An amount in paise: a whole number, never a fraction of a paisa. */
export const PaiseSchema = intBetween(FEE_WRONG, 0, MAX_FEE_PAISE);

/** The latest an instalment falls due, in months after the start. */
const MAX_DUE_MONTHS = 36;
const INSTALMENTS = { min: 2, max: 12 };
const instalmentsCount = sharedText(INSTALMENTS_COUNT, INSTALMENTS);

/** One part of a fee: its amount, and when it falls due (months after the batch starts). */
export const InstalmentSchema = z.strictObject({
  /** At least a paisa: its message says "more than 0", the whole number below the least. */
  amount: intBetween(
    ({ min }) => sharedText(INSTALMENT_WRONG, { zero: min - 1 }),
    1,
    MAX_FEE_PAISE,
  ),
  /** 0: on admission; 1: a month after the start; … */
  dueAfterMonths: intBetween(DUE_WRONG, 0, MAX_DUE_MONTHS),
});
export type Instalment = z.infer<typeof InstalmentSchema>;

/** How a fee is paid: all at once, or in instalments that add up to it. */
export const FeePlanSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("once") }),
  z.strictObject({
    kind: z.literal("instalments"),
    instalments: z
      .array(InstalmentSchema)
      .min(INSTALMENTS.min, instalmentsCount)
      .max(INSTALMENTS.max, instalmentsCount),
  }),
]);
export type FeePlan = z.infer<typeof FeePlanSchema>;

/** A total fee with its plan; the instalments must add up to the total. */
type Priced = { totalFee: number; feePlan: FeePlan };

/** The issues of a fee plan that does not fit its total (checked by the server and the forms). */
export function feePlanIssues(
  { totalFee, feePlan }: Priced,
  add: (path: (string | number)[], message: string) => void,
): void {
  if (feePlan.kind !== "instalments") return;
  const sum = feePlan.instalments.reduce((total, instalment) => total + instalment.amount, 0);
  if (sum !== totalFee) add(["feePlan", "instalments"], sharedText(INSTALMENTS_SUM));
  feePlan.instalments.forEach((instalment, index) => {
    const before = feePlan.instalments[index - 1];
    if (before && instalment.dueAfterMonths < before.dueAfterMonths) {
      add(["feePlan", "instalments", index, "dueAfterMonths"], sharedText(INSTALMENTS_ORDER));
    }
  });
}

const checkPlan = (value: Priced, ctx: z.RefinementCtx) =>
  feePlanIssues(value, (path, message) => ctx.addIssue({ code: "custom", path, message }));

/** A text in both languages as the server answers it; the reader picks theirs with `textIn`. */
export const BothLanguagesSchema = z.object({ en: z.string(), bn: z.string() });

const CODE_WRONG = /*i18n*/ {
  id: "courses.code.invalid",
  message: "A code is {min} to {max} small letters, digits or hyphens, starting with a letter",
};
const LEVEL_LONG = /*i18n*/ {
  id: "courses.level.long",
  message: "The classes or level must be at most {max} characters",
};
const MONTHS_WRONG = /*i18n*/ {
  id: "courses.months.invalid",
  message: "Duration is a whole number of months from {min} to {max}",
};
const POSITION_WRONG = /*i18n*/ {
  id: "courses.position.invalid",
  message: "Position is a whole number from {min, number} to {max, number}",
};

/** A course's SAC (coaching and tuition services) and GST rate unless staff set others. */
export const COURSE_SAC = "999293";
export const COURSE_GST_RATE: GstRate = 18;

const CODE_LENGTH = { min: 2, max: 32 };
const codeWrong = sharedText(CODE_WRONG, CODE_LENGTH);
/** A code: a small letter, then 1 to 31 small letters, digits or hyphens (2 to 32 in all). */
export const CourseCodeSchema = z
  .string({ error: codeWrong })
  .trim()
  .regex(new RegExp(`^[a-z][a-z0-9-]{${CODE_LENGTH.min - 1},${CODE_LENGTH.max - 1}}$`), codeWrong);

/** The longest a course runs, in months, and the last place in its group's list. */
const MAX_COURSE_MONTHS = 60;
const MAX_POSITION = 10_000;
/** The longest classes or level line. */
const MAX_LEVEL_LENGTH = 100;

/** A course as staff write it (PUT /api/courses/{code}); the code is in the address. */
const courseFields = {
  group: CourseGroupSchema,
  /** null: no board (entrance and computer courses). */
  board: BoardSchema.nullable().default(null),
  /** e.g. "Class X", "Class XI–XII (Science)", "Beginner"; may be empty. */
  level: z
    .string()
    .trim()
    .max(MAX_LEVEL_LENGTH, sharedText(LEVEL_LONG, { max: MAX_LEVEL_LENGTH }))
    .default(""),
  durationMonths: intBetween(MONTHS_WRONG, 1, MAX_COURSE_MONTHS),
  name: localizedText(200),
  description: optionalLocalizedText(2000).default({ en: "", bn: "" }),
  /** The subjects taught, as one line (e.g. "Physics, Chemistry, Mathematics"). */
  subjects: optionalLocalizedText(500).default({ en: "", bn: "" }),
  /** In paise. */
  totalFee: PaiseSchema,
  feePlan: FeePlanSchema.default({ kind: "once" }),
  admissionOpen: z.boolean().default(true),
  /** Place in its group's list, from 1; a new course goes last when absent. */
  position: intBetween(POSITION_WRONG, 1, MAX_POSITION).optional(),
  /** The SAC (or HSN) code its fee invoices print; absent on a change: kept as it is. */
  hsnSac: HsnSacSchema.optional(),
  /** The GST rate in percent its fees are charged at; absent on a change: kept as it is. */
  gstRate: GstRateFieldSchema.optional(),
};
export const CourseChangeSchema = z.strictObject(courseFields).superRefine(checkPlan);
export type CourseChangeInput = z.input<typeof CourseChangeSchema>;
export type CourseChange = z.output<typeof CourseChangeSchema>;

/**
 * POST /api/courses: a new course and its code (stable: admissions name it); without a SAC and
 * a rate it is coaching, SAC 999293 at 18 %.
 */
export const CourseInputSchema = z
  .strictObject({
    code: CourseCodeSchema,
    ...courseFields,
    hsnSac: HsnSacSchema.default(COURSE_SAC),
    gstRate: GstRateFieldSchema.default(COURSE_GST_RATE),
  })
  .superRefine(checkPlan);
export type CourseInput = z.input<typeof CourseInputSchema>;
export type CourseData = z.output<typeof CourseInputSchema>;

/** A course as staff see it: both languages of every text. */
export const CourseDetailSchema = z.object({
  code: z.string(),
  group: CourseGroupSchema,
  board: BoardSchema.nullable(),
  level: z.string(),
  durationMonths: z.number().int(),
  name: BothLanguagesSchema,
  description: BothLanguagesSchema,
  subjects: BothLanguagesSchema,
  /** In paise. */
  totalFee: z.number().int(),
  feePlan: FeePlanSchema,
  admissionOpen: z.boolean(),
  /** The address of its picture (PUT /api/staff/courses/{code}/photo), or null. */
  photo: z.string().nullable(),
  position: z.number().int(),
  /** The SAC (or HSN) code and the GST rate in percent its fee invoices use. */
  hsnSac: z.string(),
  gstRate: z.number().int(),
  /** Admissions that name the course (a course with any cannot be deleted, only closed). */
  admissions: z.number().int(),
  /** Its batches. */
  batches: z.number().int(),
});
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

/** GET /api/courses/all (staff): `q` finds a part of the code or either name. */
export const CourseListQuerySchema = listQuerySchema({
  sort: ["position", "code", "name", "totalFee"],
  search: true,
  filters: {
    group: CourseGroupSchema.optional(),
  },
});
export type CourseListQuery = z.infer<typeof CourseListQuerySchema>;
export type CourseListQueryInput = z.input<typeof CourseListQuerySchema>;

/** A course as the public pages show it; each text in both languages (`textIn` picks one). */
export const PublicCourseSchema = z.object({
  code: z.string(),
  group: CourseGroupSchema,
  board: BoardSchema.nullable(),
  level: z.string(),
  durationMonths: z.number().int(),
  name: BothLanguagesSchema,
  description: BothLanguagesSchema,
  subjects: BothLanguagesSchema,
  /** In paise. */
  totalFee: z.number().int(),
  feePlan: FeePlanSchema,
  admissionOpen: z.boolean(),
  /** The address of its picture, or null: the card shows none. */
  photo: z.string().nullable(),
});
export type PublicCourse = z.infer<typeof PublicCourseSchema>;

/** GET /api/courses/catalogue: every course by group, in each group's order. */
export const CatalogueSchema = z.object({ courses: PublicCourseSchema.array() });
export type Catalogue = z.infer<typeof CatalogueSchema>;

export const CourseCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });

// ---------------------------------------------------------------------------------------------
// Batches

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const BATCH_NAME_LABEL = /*i18n*/ { id: "courses.field.batchName", message: "a batch name" };
const TEACHER_LONG = /*i18n*/ {
  id: "courses.batch.teacherLong",
  message: "The teacher's name must be at most {max} characters",
};
const ROOM_LONG = /*i18n*/ {
  id: "courses.batch.roomLong",
  message: "The room must be at most {max} characters",
};
const DAYS_WRONG = /*i18n*/ {
  id: "courses.batch.days",
  message: "Choose the days of the week the batch meets",
};
const TIME_WRONG = /*i18n*/ {
  id: "courses.batch.time",
  message: "Times are written HH:MM, {hours}-hour",
};
const TIMES_ORDER = /*i18n*/ {
  id: "courses.batch.timesOrder",
  message: "The class ends after it starts",
};
const SEATS_WRONG = /*i18n*/ {
  id: "courses.batch.seats",
  message: "Seats are a whole number from {min} to {max}",
};

const timeWrong = sharedText(TIME_WRONG, { hours: 24 });
const TimeSchema = z.string({ error: timeWrong }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, timeWrong);

/** The most seats a batch has; the longest teacher's name and room. */
const MAX_SEATS = 500;
const MAX_TEACHER_LENGTH = 100;
const MAX_ROOM_LENGTH = 100;

/** A batch's own fee, when it differs from its course's (a weekend batch, a crash course). */
export const BatchFeeSchema = z
  .strictObject({ totalFee: PaiseSchema, feePlan: FeePlanSchema })
  .superRefine(checkPlan);
export type BatchFee = z.infer<typeof BatchFeeSchema>;

/** POST /api/courses/{code}/batches and PUT /api/batches/{id}. */
export const BatchInputSchema = z
  .strictObject({
    name: textField(BATCH_NAME_LABEL, 100),
    startDate: DaySchema,
    days: z
      .array(z.enum(WEEKDAYS, { error: sharedText(DAYS_WRONG) }), {
        error: sharedText(DAYS_WRONG),
      })
      .min(1, sharedText(DAYS_WRONG))
      .max(7, sharedText(DAYS_WRONG))
      .refine((days) => new Set(days).size === days.length, sharedText(DAYS_WRONG))
      .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
    startTime: TimeSchema,
    endTime: TimeSchema,
    teacher: z
      .string()
      .trim()
      .max(MAX_TEACHER_LENGTH, sharedText(TEACHER_LONG, { max: MAX_TEACHER_LENGTH }))
      .default(""),
    /** A room's name, or empty when `online`. */
    room: z
      .string()
      .trim()
      .max(MAX_ROOM_LENGTH, sharedText(ROOM_LONG, { max: MAX_ROOM_LENGTH }))
      .default(""),
    online: z.boolean().default(false),
    seats: intBetween(SEATS_WRONG, 1, MAX_SEATS),
    /** null: the course's fee and plan. */
    fee: BatchFeeSchema.nullable().default(null),
  })
  .refine((batch) => batch.endTime > batch.startTime, {
    path: ["endTime"],
    error: sharedText(TIMES_ORDER),
  });
export type BatchInput = z.input<typeof BatchInputSchema>;
export type BatchData = z.output<typeof BatchInputSchema>;

/** A batch as staff see it. */
export const BatchSchema = z.object({
  _id: IdSchema,
  course: z.string(),
  name: z.string(),
  startDate: z.string(),
  days: z.array(z.enum(WEEKDAYS)),
  startTime: z.string(),
  endTime: z.string(),
  teacher: z.string(),
  room: z.string(),
  online: z.boolean(),
  seats: z.number().int(),
  seatsTaken: z.number().int(),
  fee: BatchFeeSchema.nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Batch = z.infer<typeof BatchSchema>;

/** GET /api/courses/{code}/batches (staff). */
export const BatchListQuerySchema = listQuerySchema({
  sort: ["startDate", "name"],
  search: true,
});
export type BatchListQuery = z.infer<typeof BatchListQuerySchema>;

/** A batch a reader may join: upcoming or under way, with seats left, of an open course. */
export const OpenBatchSchema = z.object({
  _id: IdSchema,
  course: z.string(),
  /** The course's name in both languages. */
  courseName: BothLanguagesSchema,
  name: z.string(),
  startDate: z.string(),
  days: z.array(z.enum(WEEKDAYS)),
  startTime: z.string(),
  endTime: z.string(),
  teacher: z.string(),
  room: z.string(),
  online: z.boolean(),
  seatsLeft: z.number().int(),
  /** The fee and plan a student of the batch pays (the batch's own, else the course's). */
  totalFee: z.number().int(),
  feePlan: FeePlanSchema,
});
export type OpenBatch = z.infer<typeof OpenBatchSchema>;

/** GET /api/batches/open: `course` narrows it to one course. */
export const OpenBatchQuerySchema = listQuerySchema({
  sort: ["startDate"],
  filters: { course: SearchTextSchema },
});
export type OpenBatchQuery = z.infer<typeof OpenBatchQuerySchema>;

/** A student of a batch: an accepted admission naming it. */
export const RosterEntrySchema = z.object({
  admission: IdSchema,
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  guardianName: z.string(),
  guardianPhone: z.string(),
  acceptedAt: TimestampSchema,
});
export type RosterEntry = z.infer<typeof RosterEntrySchema>;

export const RosterQuerySchema = listQuerySchema({ sort: ["name", "acceptedAt"], search: true });
export type RosterQuery = z.infer<typeof RosterQuerySchema>;
