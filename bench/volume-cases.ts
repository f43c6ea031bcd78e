// The list calls measured at volume: for each, its first page, a middle page, a search and each
// filter (the query conventions of packages/shared/src/paging.ts), timed by sequential requests.
import { PAGE_SIZE, TOTAL_COUNT_HEADER } from "@app/shared/paging";
import { DAY, financialYearOf, type Table, type VolumeFacts } from "./volume-model";

type Caller = "admin" | "owner" | "visitor";

export type ListSpec = {
  /** Short name for --lists, e.g. `tickets.staff`. */
  key: string;
  path: (facts: VolumeFacts) => string;
  caller: Caller;
  /** The table the list reads, for its row count. */
  table: Table;
  search?: string;
  filters: Record<string, string>[];
};

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Search words and filters chosen to match a realistic share of the rows (volume-words.ts). */
export const LISTS: ListSpec[] = [
  {
    key: "tickets.staff",
    path: () => "/api/staff/tickets",
    caller: "admin",
    table: "tickets",
    search: "refund",
    filters: [
      { status: "open" },
      { product: "hazarduari" },
      { customer: "frequent" },
      // The shared views of the help desk (decision 046).
      { view: "open" },
      { view: "unassigned" },
      { view: "overdue" },
    ],
  },
  {
    // The desk's reports (decision 049): aggregated in SQL over the range of opening days; its
    // "pages" are the default range (the last twelve weeks), and the filters longer ranges.
    key: "tickets.reports",
    path: () => "/api/staff/desk-reports",
    caller: "admin",
    table: "tickets",
    filters: [
      { period: "week", from: "-84", to: "-0" },
      { period: "month", from: "-365", to: "-0" },
      { period: "month", from: "-1095", to: "-0" },
    ],
  },
  {
    key: "tickets.mine",
    path: () => "/api/tickets",
    caller: "owner",
    table: "tickets",
    search: "refund",
    filters: [{ status: "closed" }],
  },
  {
    key: "tickets.notes",
    path: (facts) => `/api/tickets/${facts.longestThread.ticketId}/notes`,
    caller: "admin",
    table: "notes",
    filters: [],
  },
  {
    key: "users",
    path: () => "/api/users/alluser",
    caller: "admin",
    table: "users",
    search: "ghosh",
    filters: [{ role: "staff" }],
  },
  {
    key: "orders",
    path: () => "/api/users/order",
    caller: "admin",
    table: "orders",
    search: "sharma",
    filters: [{ status: "cancelled" }, { product: "mug" }, { from: "-90", to: "-60" }],
  },
  {
    key: "admissions",
    path: () => "/api/users/newstudentlist",
    caller: "admin",
    table: "admissions",
    search: "roy",
    filters: [{ status: "pending" }, { course: "java" }],
  },
  {
    key: "outbox",
    path: () => "/api/mail/outbox",
    caller: "admin",
    table: "outbox",
    search: "password",
    filters: [{ state: "failed" }],
  },
  {
    key: "invoices",
    path: () => "/api/invoices",
    caller: "admin",
    table: "invoices",
    filters: [{ financialYear: "-365" }, { number: "0010" }],
  },
  {
    key: "voters",
    path: () => "/api/voter",
    caller: "admin",
    table: "voters",
    search: "nadia",
    filters: [{ assembly_constituency: "Kaliganj" }],
  },
  {
    key: "locations",
    path: () => "/api/users/getmapdata",
    caller: "admin",
    table: "map_users",
    search: "ghosh",
    filters: [],
  },
  {
    key: "products",
    path: () => "/photo",
    caller: "visitor",
    table: "products",
    search: "notes",
    filters: [{ kind: "study" }],
  },
];

/** Filter values written as days before the data's end (`-90`) become dates or a year. */
function resolveValue(name: string, value: string, facts: VolumeFacts): string {
  if (!/^-\d+$/.test(value)) return value;
  const ms = facts.endMs + Number(value) * DAY;
  return name === "financialYear" ? financialYearOf(ms) : day(ms);
}

export type CaseResult = {
  list: string;
  /** `first page`, `middle page`, `search`, `filter`. */
  kind: string;
  path: string;
  status: number;
  /** Rows of the table the list reads. */
  tableRows: number;
  /** X-Total-Count: the rows the query matched; null when the server does not page. */
  matched: number | null;
  /** Rows in the answer. */
  answered: number;
  /** The JSON body (the server does not compress answers). */
  bytes: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
};

export type Budget = { maxRequests: number; minRequests: number; seconds: number };

export type Tokens = Record<Caller, string | null>;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function timeCase(
  baseUrl: string,
  path: string,
  token: string | null,
  budget: Budget,
): Promise<Omit<CaseResult, "list" | "kind" | "path" | "tableRows">> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const call = async () => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    return { ms: performance.now() - started, res, body };
  };
  const first = await call();
  if (first.res.status !== 200) {
    const result = {
      status: first.res.status,
      matched: null,
      answered: 0,
      bytes: first.body.length,
    };
    return { ...result, p50Ms: Number.NaN, p99Ms: Number.NaN, requests: 0 };
  }
  const parsed: unknown = JSON.parse(first.body.toString("utf8"));
  const header = first.res.headers.get(TOTAL_COUNT_HEADER);
  // Two more warm-up calls (the first also warmed the statement cache and the page cache).
  await call();
  await call();
  const times: number[] = [];
  const deadline = performance.now() + budget.seconds * 1000;
  while (
    times.length < budget.minRequests ||
    (times.length < budget.maxRequests && performance.now() < deadline)
  ) {
    times.push((await call()).ms);
  }
  times.sort((a, b) => a - b);
  return {
    status: 200,
    matched: header === null ? null : Number(header),
    answered: Array.isArray(parsed) ? parsed.length : 1,
    bytes: first.body.length,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    requests: times.length,
  };
}

/** Measures every case of the lists; `log` gets one line per case. */
export async function measureLists(options: {
  baseUrl: string;
  facts: VolumeFacts;
  tokens: Tokens;
  lists: ListSpec[];
  budget: Budget;
  log: (line: string) => void;
}): Promise<CaseResult[]> {
  const { baseUrl, facts, tokens, budget } = options;
  const results: CaseResult[] = [];
  for (const list of options.lists) {
    const base = list.path(facts);
    const tableRows = facts.rows[list.table] ?? 0;
    const run = async (kind: string, params: Record<string, string>) => {
      const query = new URLSearchParams(
        Object.entries(params).map(([name, value]) => [name, resolveValue(name, value, facts)]),
      ).toString();
      const path = query ? `${base}?${query}` : base;
      const measured = await timeCase(baseUrl, path, tokens[list.caller], budget);
      const result: CaseResult = { list: list.key, kind, path, tableRows, ...measured };
      results.push(result);
      options.log(
        `${path}: ${measured.status}, ${measured.answered} rows of ${measured.matched ?? "?"}, ${measured.bytes} bytes, p50 ${measured.p50Ms.toFixed(1)} ms, p99 ${measured.p99Ms.toFixed(1)} ms (${measured.requests} requests)`,
      );
      return result;
    };
    const first = await run("first page", {});
    // Without X-Total-Count (a server that does not page) the middle is guessed from the answer.
    const last = Math.max(1, Math.ceil((first.matched ?? first.answered) / PAGE_SIZE));
    const middle = Math.min(last, Math.floor(last / 2) + 1);
    await run("middle page", { page: String(middle) });
    if (list.search) await run("search", { q: list.search });
    for (const filter of list.filters) await run("filter", filter);
  }
  return results;
}
