// How every list call pages, sorts, searches and filters (the convention Gitea and GitHub use):
// query `page` (from 1) and `limit` (default 50, at most 100), `sort=field` ascending or
// `sort=-field` descending (newest first when absent), `q` for text, and filters named after the
// field they filter. The answer stays the page's array; the total is in `X-Total-Count` and the
// neighbouring pages in an RFC 8288 `Link` header (`first`, `prev`, `next`, `last`).
import { z } from "zod";
import { hasNoNul, queryNumber } from "./common";
import { sharedText } from "./messages";

const SEARCH_LONG = /*i18n*/ {
  id: "paging.search.long",
  message: "Search text must be at most {max} characters",
};
const SEARCH_NUL = /*i18n*/ {
  id: "paging.search.nul",
  message: "Search text contains a character that is not allowed",
};
const SORT_INVALID = /*i18n*/ {
  id: "paging.sort.oneOf",
  message: "Sort by one of {values}",
};
const DAY_INVALID = /*i18n*/ { id: "paging.day.invalid", message: "Dates are written {form}" };

export const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
/** Far past any real list; keeps the offset a database is asked for within reason. */
export const MAX_PAGE = 100_000;

export const TOTAL_COUNT_HEADER = "x-total-count";

export const PageQuerySchema = z.object({
  page: queryNumber(1, MAX_PAGE).default(1),
  limit: queryNumber(1, MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** The text search box: trimmed; an empty one searches nothing. */
export const SearchTextSchema = z
  .string()
  .trim()
  .max(200, sharedText(SEARCH_LONG, { max: 200 }))
  .refine(hasNoNul, sharedText(SEARCH_NUL))
  .optional()
  .transform((text) => (text ? text : undefined));

/** `sort`: one of the fields, ascending, or `-field`, descending. */
export function sortSchema<const F extends string>(fields: readonly [F, ...F[]]) {
  const values = fields.flatMap((field) => [field, `-${field}`]) as [
    F | `-${F}`,
    ...(F | `-${F}`)[],
  ];
  return z
    .enum(values, { error: sharedText(SORT_INVALID, { values: values.join(", ") }) })
    .optional();
}

/** A calendar day, `YYYY-MM-DD`, as a date range filter takes it. */
export const DaySchema = z.iso.date({ error: sharedText(DAY_INVALID, { form: "YYYY-MM-DD" }) });

/** The query of a list call: paging, then its sort fields, search and filters. */
export function listQuerySchema<
  const F extends string,
  Filters extends z.ZodRawShape = Record<never, never>,
  Search extends boolean = false,
>(options: { sort: readonly [F, ...F[]]; search?: Search; filters?: Filters }) {
  const search = (options.search ? { q: SearchTextSchema } : {}) as Search extends true
    ? { q: typeof SearchTextSchema }
    : Record<never, never>;
  return z.object({
    ...PageQuerySchema.shape,
    sort: sortSchema(options.sort),
    ...search,
    ...((options.filters ?? {}) as Filters),
  });
}

/** A parsed `sort`: the field and its direction. */
export function parseSort<F extends string>(
  sort: F | `-${F}` | undefined,
): { field: F; direction: "asc" | "desc" } | undefined {
  if (!sort) return undefined;
  return sort.startsWith("-")
    ? { field: sort.slice(1) as F, direction: "desc" }
    : { field: sort as F, direction: "asc" };
}

/** What a paged list call answers, as the web reads it: the rows and the total across pages. */
export type Page<T> = { items: T[]; total: number };
