// One way every list call pages (packages/shared/src/paging.ts has the convention): the
// repository hands over its filtered query, this counts it and reads one page of it, and the
// route sends the page's array with `X-Total-Count` and an RFC 8288 `Link` header.
import { type PageQuery, parseSort, TOTAL_COUNT_HEADER } from "@app/shared/paging";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";

export type Paged<T> = { rows: T[]; total: number; page: number; limit: number };

/**
 * A LIMIT or OFFSET, written into the SQL rather than bound. SQLite compiles a bound LIMIT or
 * OFFSET into the statement as the value bound at the time, and marks the statement to be
 * compiled again when it is rebound; better-sqlite3 clears a statement's bindings after every run,
 * so a kept statement (db/statement-cache.ts) with a bound LIMIT was compiled anew on every run,
 * a sixth of the instructions of a signed-in list request (decision 023). The counts a server uses
 * are few (page sizes, first pages), so the SQL texts stay few too.
 */
export function rowCount(count: number): RawBuilder<number> {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`not a row count: ${count}`);
  return sql.lit(count);
}

/**
 * Counts the rows `query` selects and reads the `page` asked for; a page past the end is empty,
 * not an error. The query must carry its own order (ending in a unique column, so a row never
 * shows on two pages).
 */
export async function readPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { page, limit }: PageQuery,
): Promise<Paged<O>> {
  const offset = (page - 1) * limit;
  const rows = await query.limit(rowCount(limit)).offset(rowCount(offset)).execute();
  // A page that is neither empty nor full is the last one: it tells the total without a count
  // (most of a user's own lists fit on their first page).
  if (rows.length > 0 && rows.length < limit)
    return { rows, total: offset + rows.length, page, limit };
  const counted = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
    .executeTakeFirst();
  // PostgreSQL's count is a bigint, which its driver sends as a string.
  const total = Number((counted as { total?: number | string | bigint } | undefined)?.total ?? 0);
  return { rows, total, page, limit };
}

/** The last page's number: 1 for an empty list, so `first` and `last` always exist. */
export function lastPage(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * RFC 8288 links to the first, previous, next and last pages, as the request's own path and query
 * with `page` changed (a relative reference, so it holds behind any proxy or prefix).
 */
export function pageLinks(url: string, { total, page, limit }: Omit<Paged<unknown>, "rows">) {
  const [path = "", search = ""] = url.split("?", 2);
  const last = lastPage(total, limit);
  const link = (target: number, rel: string) => {
    const params = new URLSearchParams(search);
    params.set("page", String(target));
    params.set("limit", String(limit));
    return `<${path}?${params}>; rel="${rel}"`;
  };
  const links = [link(1, "first")];
  if (page > 1) links.push(link(Math.min(page - 1, last), "prev"));
  if (page < last) links.push(link(page + 1, "next"));
  links.push(link(last, "last"));
  return links.join(", ");
}

/** The same page with its rows in the API's shape. */
export function mapPage<Row, Out>(paged: Paged<Row>, toApi: (row: Row) => Out): Paged<Out> {
  return { ...paged, rows: paged.rows.map(toApi) };
}

/** Sets the paging headers and answers the page's rows. */
export function sendPage<Out>(request: FastifyRequest, reply: FastifyReply, paged: Paged<Out>) {
  reply.header(TOTAL_COUNT_HEADER, String(paged.total));
  reply.header("link", pageLinks(request.url, paged));
  return paged.rows;
}

/**
 * True where any of the columns holds `text`, in any case, with LIKE's own wildcards taken
 * literally. A scan of the filtered rows: for the small tables (users, orders, admissions...);
 * the large text (tickets and their notes) has a full-text index instead.
 */
export function containsText(columns: readonly string[], text: string): RawBuilder<SqlBool> {
  // Both sides lower-cased by the database: SQLite's lower() changes ASCII letters only, so a
  // pattern lower-cased here (Ω to ω) would no longer match the column's lower() (Ω).
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const tests = columns.map(
    (column) => sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/**
 * Orders `query` by the `sort` parameter, through the columns each sort field stands for, then by
 * `key` (a unique column) in the same direction, so pages never overlap. Without `sort`: newest
 * first, by `key` (ids are time-ordered) — or `defaultDirection` where a list reads oldest first.
 */
export function orderBySort<DB, TB extends keyof DB, O, F extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: F | `-${F}` | undefined,
  columns: Record<F, string>,
  key: string,
  defaultDirection: "asc" | "desc" = "desc",
): SelectQueryBuilder<DB, TB, O> {
  const parsed = parseSort(sort);
  if (!parsed) return query.orderBy(sql.ref(key), defaultDirection);
  const column = columns[parsed.field];
  const ordered = query.orderBy(sql.ref(column), parsed.direction);
  return column === key ? ordered : ordered.orderBy(sql.ref(key), parsed.direction);
}
