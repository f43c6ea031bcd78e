// The page of a public list shown at its address (`/teachers?page=2`): a page a visitor can link
// to, reload and go back to, and which the server renders as it is.
import { useSearchParams } from "react-router";

/** The page the address names: a whole number from 1 (1 for anything else). */
export function pageOf(params: URLSearchParams): number {
  const value = params.get("page") ?? "";
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** The page of the current address, and a move to another (back to the top of the page). */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set("page", String(page));
    else next.delete("page");
    setParams(next);
    window.scrollTo({ top: 0 });
  };
  return [pageOf(params), setPage];
}
