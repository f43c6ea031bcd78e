// Which rows of the staff queue are chosen for a bulk action (docs/product.md: support desk). Only
// the rows of the page on screen can be chosen: a choice the page no longer shows (another page,
// a filter, a ticket that left the view) is dropped, so an action never reaches an unseen ticket.
import { useState } from "react";

/** The chosen ids that are still on the page, in the page's order. */
export function keepOnPage(selected: readonly string[], page: readonly string[]): string[] {
  const chosen = new Set(selected);
  return page.filter((id) => chosen.has(id));
}

/** `id` chosen or not, the others as they were; the result in the page's order. */
export function toggleOne(
  selected: readonly string[],
  page: readonly string[],
  id: string,
): string[] {
  const chosen = new Set(keepOnPage(selected, page));
  if (chosen.has(id)) chosen.delete(id);
  else chosen.add(id);
  return page.filter((row) => chosen.has(row));
}

/** "Select all on this page": every row, or none once every row was chosen. */
export function toggleAll(selected: readonly string[], page: readonly string[]): string[] {
  return keepOnPage(selected, page).length === page.length ? [] : [...page];
}

/** The header box's state: all, some (indeterminate) or none of the page's rows chosen. */
export function pageState(
  selected: readonly string[],
  page: readonly string[],
): "all" | "some" | "none" {
  const count = keepOnPage(selected, page).length;
  if (count === 0) return "none";
  return count === page.length ? "all" : "some";
}

/** The queue's choice of rows for the page `page` (its rows' ids, in order). */
export function useQueueSelection(page: readonly string[]) {
  const [chosen, setChosen] = useState<string[]>([]);
  const selected = keepOnPage(chosen, page);
  return {
    selected,
    state: pageState(selected, page),
    isSelected: (id: string) => selected.includes(id),
    toggle: (id: string) => setChosen(toggleOne(chosen, page, id)),
    toggleAll: () => setChosen(toggleAll(chosen, page)),
    /** Keeps only `ids` chosen (those an action refused), or none. */
    set: (ids: string[] = []) => setChosen(keepOnPage(ids, page)),
  };
}
