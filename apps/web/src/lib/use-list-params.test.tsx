// A paged list's state read from the address: what the list call is sent, what the boxes show,
// and what is left out because the list's own query schema refuses it.
import { OrderListQuerySchema } from "@app/shared/orders";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type ListParams, useListParams } from "./use-list-params";

type OrderFilter = "q" | "status" | "product" | "from" | "to";
type State = Pick<
  ListParams<OrderFilter>,
  "page" | "sort" | "values" | "query" | "filters" | "filtered"
>;

/** Hands the state useListParams reads to `onState`, as a screen would get it. */
function Probe({ prefix, onState }: { prefix?: string; onState: (state: State) => void }) {
  const { page, sort, values, query, filters, filtered } = useListParams(OrderListQuerySchema, {
    prefix,
  });
  onState({ page, sort, values, query, filters, filtered });
  return null;
}

/** The state read from `address` (with `prefix`). */
function stateAt(address: string, prefix?: string): State {
  let seen: State | undefined;
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[address]}>
      <Probe
        prefix={prefix}
        onState={(state) => {
          seen = state;
        }}
      />
    </MemoryRouter>,
  );
  if (!seen) throw new Error("the probe did not render");
  return seen;
}

describe("a list's state in the address", () => {
  it("is page 1 in the list's own order, unfiltered, when the address says nothing", () => {
    expect(stateAt("/orders")).toEqual({
      page: 1,
      sort: undefined,
      values: {},
      query: {},
      filters: {},
      filtered: false,
    });
  });

  it("sends the page, the order and each filter, in one order whatever the address's", () => {
    const one = stateAt("/orders?status=placed&page=3&sort=-price&q=tara");
    const other = stateAt("/orders?q=tara&sort=-price&page=3&status=placed");
    expect(one.query).toEqual({ page: "3", q: "tara", sort: "-price", status: "placed" });
    expect(Object.keys(one.query)).toEqual(["page", "q", "sort", "status"]);
    expect(Object.keys(other.query)).toEqual(Object.keys(one.query));
    expect(one.filters).toEqual({ q: "tara", status: "placed" });
    expect(one).toMatchObject({ page: 3, sort: "-price", filtered: true });
  });

  it("leaves out what the list's schema refuses, as if it were not there", () => {
    const state = stateAt(
      "/orders?status=lost&sort=-password&page=0&from=27-11-2026&to=2026-11-27&limit=5000",
    );
    expect(state.query).toEqual({ to: "2026-11-27" });
    expect(state.values).toEqual({ to: "2026-11-27" });
    expect(state.page).toBe(1);
    expect(state.sort).toBeUndefined();
  });

  it("does not send page 1, which is the list's first page anyway", () => {
    expect(stateAt("/orders?page=1").query).toEqual({});
  });

  it("keeps two lists on one page apart by their prefix", () => {
    const address = "/results?quiz.page=2&quiz.q=tara&entrance.q=rahim";
    expect(stateAt(address, "quiz.").query).toEqual({ page: "2", q: "tara" });
    expect(stateAt(address, "entrance.").query).toEqual({ q: "rahim" });
    expect(stateAt(address).query).toEqual({});
  });
});
