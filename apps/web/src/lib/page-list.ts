// Lists read a page at a time and grown with "Show more" (TanStack's infinite queries) rather
// than paged through: the shop's galleries, a ticket's notes, chat contacts, small lists in a
// page's side.
import type { Page } from "@app/shared/paging";
import type { InfiniteData } from "@tanstack/react-query";

/** The first page's number, for `initialPageParam`. */
export const FIRST_PAGE = 1;

/** The next page to ask for, or undefined once the loaded rows reach the total. */
export function nextPage<T>(last: Page<T>, pages: Page<T>[], lastPage: number): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? lastPage + 1 : undefined;
}

/**
 * The loaded rows in order. A row added or removed meanwhile shifts the later pages by one, so a
 * row may come twice: it shows once, where it came first.
 */
export function loadedItems<T>(
  data: InfiniteData<Page<T>> | undefined,
  key: (item: T) => string,
): T[] {
  if (!data) return [];
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      const id = key(item);
      if (seen.has(id)) continue;
      seen.add(id);
      items.push(item);
    }
  }
  return items;
}

/** The list's total as its latest page says. */
export const totalOf = <T>(data: InfiniteData<Page<T>> | undefined): number =>
  data?.pages.at(-1)?.total ?? 0;
