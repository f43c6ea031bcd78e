// A staff list's first page when its screen is the page the browser opened (router.tsx's
// prefetch): sent for before the screen's code has arrived, with the page, sort, search and
// filters of the address in the order the list itself sends them (use-list-params), so the
// list's own request takes this answer instead of asking again.
import { startEarly } from "@/lib/api-client";
import { listQueryFromAddress } from "@/lib/use-list-params";

/** `names`: the list query schema's parameters the screen sets (page, sort and its filters). */
export const startList = (path: string, names: readonly string[]) => () =>
  startEarly(path, {
    query: listQueryFromAddress(window.location.search, names),
    signedIn: true,
  });
