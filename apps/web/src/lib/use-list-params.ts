// A paged list's state kept in the address (packages/shared/src/paging.ts has the API's side):
// `page`, `sort`, the search `q` and the filters are search parameters, so a link, a reload or Back
// shows the same rows. Each is checked with the list's own query schema; a value the schema
// refuses is left out, as if absent, rather than sent to be refused.
import { useCallback, useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";

/** What a list call is sent: only the parameters that are set, in text form. */
export type ListQuery = Record<string, string | undefined>;

/** The parameters of the query schema that are not search or filter values. */
type PagingKey = "page" | "limit" | "sort";

/** The state every paged list has, whatever its filters (what the data table needs). */
export type ListView = {
  /** The page asked for, from 1. */
  page: number;
  /** `field` or `-field`; undefined for the list's own order. */
  sort: string | undefined;
  /** A search or filter is set: an empty answer means "nothing matches", not "nothing yet". */
  filtered: boolean;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  setSort: (sort: string | undefined) => void;
  /** Drops the search and every filter, back to page 1. */
  clear: () => void;
};

export type ListParams<F extends string> = ListView & {
  /** The search and filter values in the address (as typed, for the boxes to show). */
  values: Partial<Record<F, string>>;
  /** Sets one search or filter value (undefined or "" drops it) and goes back to page 1. */
  setValue: (name: F, value: string | undefined, options?: { replace?: boolean }) => void;
  /** What the list call is sent; also the list's part of its query key. */
  query: ListQuery;
  /**
   * The search and filters alone, as the API takes them (no page or sort): for the calls that
   * follow the list's rows without paging them (its CSV export, its totals).
   */
  filters: ListQuery;
};

/** The search and filter names of a list query schema. */
export type ListFilterName<S extends z.ZodObject> = Exclude<keyof S["shape"] & string, PagingKey>;

/** A value as the API takes it: the schema's output in text form; undefined when refused. */
function checked(schema: z.ZodType | undefined, raw: string | null): string | undefined {
  if (raw === null || !schema) return undefined;
  const result = schema.safeParse(raw);
  if (!result.success || result.data === undefined || result.data === null) return undefined;
  const text = String(result.data);
  return text === "" ? undefined : text;
}

/**
 * The list's state from the address. `prefix` keeps two lists on one page apart
 * (`?quiz.page=2&entrance.q=tara`).
 */
export function useListParams<S extends z.ZodObject>(
  schema: S,
  { prefix = "" }: { prefix?: string } = {},
): ListParams<ListFilterName<S>> {
  type F = ListFilterName<S>;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shape = schema.shape as Record<string, z.ZodType>;

  const names = useMemo(
    () =>
      Object.keys(shape).filter(
        (name): name is F => name !== "page" && name !== "limit" && name !== "sort",
      ),
    [shape],
  );

  const state = useMemo(() => {
    const page = Number(checked(shape.page, params.get(`${prefix}page`)) ?? 1);
    const sort = checked(shape.sort, params.get(`${prefix}sort`));
    const values: Partial<Record<F, string>> = {};
    const filters: ListQuery = {};
    for (const name of [...names].sort()) {
      const raw = params.get(prefix + name);
      const value = checked(shape[name], raw);
      if (raw === null || value === undefined) continue;
      values[name] = raw;
      filters[name] = value;
    }
    const query: ListQuery = { ...filters };
    if (page > 1) query.page = String(page);
    if (sort) query.sort = sort;
    // One order for the same state, so it is one query key.
    const sorted: ListQuery = {};
    for (const key of Object.keys(query).sort()) sorted[key] = query[key];
    return { page, sort, values, query: sorted, filters, filtered: Object.keys(values).length > 0 };
  }, [params, prefix, names, shape]);

  // Read from the address at the moment of the change, not from the last render: a debounced
  // search landing just after a filter changed must keep that filter.
  const change = useCallback(
    (edit: (next: URLSearchParams) => void, replace = false) => {
      const current = new URLSearchParams(window.location.search);
      const next = new URLSearchParams(current);
      edit(next);
      const search = next.toString();
      // Nothing changed (a search box settling on the text already there): no history entry.
      if (search === current.toString()) return;
      void navigate(
        { search: search ? `?${search}` : "", hash: window.location.hash },
        { replace, preventScrollReset: true },
      );
    },
    [navigate],
  );

  const setPage = useCallback(
    (page: number, { replace = false }: { replace?: boolean } = {}) =>
      change((next) => {
        if (page > 1) next.set(`${prefix}page`, String(page));
        else next.delete(`${prefix}page`);
      }, replace),
    [change, prefix],
  );

  const setSort = useCallback(
    (sort: string | undefined) =>
      change((next) => {
        if (sort) next.set(`${prefix}sort`, sort);
        else next.delete(`${prefix}sort`);
        next.delete(`${prefix}page`);
      }),
    [change, prefix],
  );

  const setValue = useCallback(
    (name: F, value: string | undefined, { replace = false }: { replace?: boolean } = {}) =>
      change((next) => {
        if ((value ?? "") === (next.get(prefix + name) ?? "")) return;
        if (value) next.set(prefix + name, value);
        else next.delete(prefix + name);
        next.delete(`${prefix}page`);
      }, replace),
    [change, prefix],
  );

  const clear = useCallback(
    () =>
      change((next) => {
        for (const name of names) next.delete(prefix + name);
        next.delete(`${prefix}page`);
      }),
    [change, names, prefix],
  );

  return useMemo(
    () => ({ ...state, setPage, setSort, setValue, clear }),
    [state, setPage, setSort, setValue, clear],
  );
}
