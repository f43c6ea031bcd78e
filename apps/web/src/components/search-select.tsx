// A choice from a list the server searches: the first page of what matches what was typed (sent
// after a pause), never the whole table. The box shows the chosen item's label until someone
// types; then what they type is the search. The chosen item stays a choice beyond the page found.
import { useLingui } from "@lingui/react/macro";
import { type ComboboxItem, Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  useQuery,
} from "@tanstack/react-query";
import { useState } from "react";

/** How many items one search shows: a page, never the whole table. */
export const SEARCH_PAGE = "50";

export type SearchSelectProps<T> = Omit<
  SelectProps,
  | "data"
  | "value"
  | "onChange"
  | "searchable"
  | "searchValue"
  | "onSearchChange"
  | "filter"
  | "nothingFoundMessage"
> & {
  /** The query options of the first page matching `q` (undefined: nothing typed). */
  search: (q: string | undefined) => {
    queryKey: QueryKey;
    queryFn?: (...context: never[]) => Promise<{ items: T[] }> | { items: T[] };
  };
  /** The item's value and the label the list and the box show. */
  optionOf: (item: T) => ComboboxItem;
  value: string | null;
  /** The chosen value and its item, or null (and undefined) when cleared. */
  onChange: (value: string | null, item: T | undefined) => void;
  /** What the list says when nothing matches. */
  nothingFound: string;
};

export function SearchSelect<T>({
  search: queryOf,
  optionOf,
  value,
  onChange,
  nothingFound,
  onBlur,
  ...props
}: SearchSelectProps<T>) {
  const { t } = useLingui();
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<{ option: ComboboxItem; item: T } | null>(null);
  const typed = search === chosen?.option.label ? "" : search.trim();
  const [q] = useDebouncedValue(typed, 250);
  // A feature's queryOptions(...) for a page of T, whatever else its answer holds.
  const query = queryOf(q || undefined) as UseQueryOptions<{ items: T[] }>;
  const found = useQuery({ ...query, placeholderData: keepPreviousData });
  const items = found.data?.items ?? [];
  const options = items.map(optionOf);
  if (value !== null && chosen?.option.value === value && !options.some((o) => o.value === value)) {
    options.push(chosen.option);
  }
  return (
    <Select
      {...props}
      searchable
      data={options}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has matched already.
      filter={({ options: shown }) => shown}
      nothingFoundMessage={found.isFetching ? t`Searching…` : nothingFound}
      // Leaving the box with a half-typed search shows the chosen item's label again; then the
      // caller's own onBlur runs (a form's check of the field).
      onBlur={(event) => {
        setSearch(value !== null && chosen ? chosen.option.label : "");
        onBlur?.(event);
      }}
      onChange={(next) => {
        const index = options.findIndex((option) => option.value === next);
        const item = index >= 0 && index < items.length ? items[index] : chosen?.item;
        const option = options[index];
        setChosen(next !== null && option && item !== undefined ? { option, item } : null);
        onChange(next, next === null ? undefined : item);
      }}
    />
  );
}
