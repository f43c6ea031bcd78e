// Voter data per assembly constituency (the admin's /voterinsert screen and its CSV import and export).
import { z } from "zod";
import { hasNoNul, IdSchema, TimestampSchema, textField, wholeNumber } from "./common";
import { sharedText } from "./messages";
import { listQuerySchema, SearchTextSchema } from "./paging";

const COUNTS_EXCEED = /*i18n*/ {
  id: "voters.counts.aboveTotal",
  message: "The Hindu and Muslim voters together cannot be more than the total voters",
};
const ID_INVALID = /*i18n*/ { id: "voters.id.invalid", message: "Not a valid id" };

// Field names for the refusals that name them (messages.ts).
const CONSTITUENCY_LABEL = /*i18n*/ {
  id: "voters.field.constituency",
  message: "an assembly constituency",
};
const STATE_LABEL = /*i18n*/ { id: "voters.field.state", message: "a state" };
const DISTRICT_LABEL = /*i18n*/ { id: "voters.field.district", message: "a district" };

export const VOTER_FIELDS = [
  "sl_no",
  "state",
  "district",
  "assembly_constituency",
  "total_voter",
  "number_of_hindu",
  "number_of_muslim",
] as const;
export type VoterField = (typeof VOTER_FIELDS)[number];

/** Counts fit a 32-bit integer column on both databases. */
export const MAX_VOTER_COUNT = 1_000_000_000;

export const VoterSlNoSchema = wholeNumber(0, MAX_VOTER_COUNT);
export const AssemblyConstituencySchema = textField(CONSTITUENCY_LABEL, 100);

/**
 * A voter row as added, updated or imported. `sl_no` and the counts are whole numbers of 0 or
 * more (numbers or digit strings); the Hindu and Muslim counts together cannot exceed the total.
 * Unknown fields (e.g. `_id` of a row being edited) are refused, as in every request body.
 */
export const VoterInputSchema = z
  .strictObject({
    sl_no: VoterSlNoSchema,
    state: textField(STATE_LABEL, 100),
    district: textField(DISTRICT_LABEL, 100),
    assembly_constituency: AssemblyConstituencySchema,
    total_voter: wholeNumber(0, MAX_VOTER_COUNT),
    number_of_hindu: wholeNumber(0, MAX_VOTER_COUNT),
    number_of_muslim: wholeNumber(0, MAX_VOTER_COUNT),
  })
  .refine((row) => row.number_of_hindu + row.number_of_muslim <= row.total_voter, {
    path: ["number_of_hindu"],
    message: sharedText(COUNTS_EXCEED),
  });
export type VoterInput = z.input<typeof VoterInputSchema>;
export type VoterValues = z.output<typeof VoterInputSchema>;

export const VoterRowSchema = z.object({
  _id: IdSchema,
  sl_no: z.number().int(),
  state: z.string(),
  district: z.string(),
  assembly_constituency: z.string(),
  total_voter: z.number().int(),
  number_of_hindu: z.number().int(),
  number_of_muslim: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type VoterRow = z.infer<typeof VoterRowSchema>;

/** The key in PUT /api/voter/update/{sl_no}/{assembly_constituency} and DELETE /api/voter/…. */
export const VoterKeyParamsSchema = z.object({
  sl_no: VoterSlNoSchema,
  assembly_constituency: AssemblyConstituencySchema,
});
export type VoterKeyParams = z.input<typeof VoterKeyParamsSchema>;

/** POST /api/voter/import answer: rows added and rows whose key existed (replaced). */
export const VoterImportResultSchema = z.object({
  inserted: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
});
export type VoterImportResult = z.infer<typeof VoterImportResultSchema>;

/** Most rows one CSV import may hold. */
export const MAX_VOTER_IMPORT_ROWS = 10_000;

/** `{id}` in the admin calls' paths: an opaque id without NUL (PostgreSQL cannot compare one). */
export const AdminIdParamsSchema = z.object({
  id: IdSchema.refine(hasNoNul, sharedText(ID_INVALID)),
});

/** GET /api/voter: `q` finds a part of the state, district or constituency. */
export const VoterListQuerySchema = listQuerySchema({
  sort: ["sl_no", "assembly_constituency", "district", "total_voter", "createdAt"],
  search: true,
  filters: { assembly_constituency: SearchTextSchema },
});
export type VoterListQuery = z.infer<typeof VoterListQuerySchema>;

/** GET /api/voters/totals: the sums of the rows the list's search and filter find. */
export const VoterTotalsQuerySchema = VoterListQuerySchema.pick({
  q: true,
  assembly_constituency: true,
});
export type VoterTotalsQuery = z.infer<typeof VoterTotalsQuerySchema>;

const SumsSchema = z.object({
  rows: z.number().int(),
  total_voter: z.number().int(),
  number_of_hindu: z.number().int(),
  number_of_muslim: z.number().int(),
});

/** Constituencies a totals answer sums one by one, at most (West Bengal has 294). */
export const MAX_CONSTITUENCY_TOTALS = 500;

export const VoterTotalsSchema = SumsSchema.extend({
  /** By constituency, in the list's order; at most MAX_CONSTITUENCY_TOTALS of them. */
  constituencies: z.array(SumsSchema.extend({ assembly_constituency: z.string() })),
  /** True when more constituencies matched than were summed one by one. */
  truncated: z.boolean(),
});
export type VoterTotals = z.infer<typeof VoterTotalsSchema>;
export type VoterListQueryInput = z.input<typeof VoterListQuerySchema>;
