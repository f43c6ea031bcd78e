// The one table every list screen uses: columns described once, one page of a paged list call at a
// time (the pager below, sortable column headers, an optional toolbar of search and filters), the
// loading, error and empty states of its query. On a narrow screen each row folds into a card of
// "column: value" lines, so the columns to act on are never off screen (docs/product.md: back office); a table of
// grouped rows keeps its columns and scrolls sideways instead (focusable, for the keyboard).
import { formatCount, type Locale } from "@app/shared/format";
import { PAGE_SIZE, type Page } from "@app/shared/paging";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, NativeSelect } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconSearchOff } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import {
  type CSSProperties,
  type ReactNode,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from "react";
import type { ListView } from "@/lib/use-list-params";
import classes from "./data-table.module.css";
import { EmptyState, ErrorState, LoadingState } from "./query-states";
import { TablePager } from "./table-pager";

export type Column<Row> = {
  /** The column's heading, also each value's label when rows fold into cards. */
  header: string;
  /**
   * The cell's content; a component here may use hooks (a row's delete button). `index` is the
   * row's position in the whole list from 0, so it carries on across pages.
   */
  cell: (row: Row, index: number) => ReactNode;
  /** Long unbroken text (an email) breaks anywhere instead of widening the table. */
  wrap?: boolean;
  /**
   * The heading is read out but not shown (a column of checkboxes whose own labels say what they
   * do), so the column is as narrow as its cells. Folded into cards, each value keeps its label.
   */
  hideHeader?: boolean;
  /** Amounts line up on the right. */
  align?: "right";
  /**
   * A column to act in (a status select and its Save): it stays at the table's end edge while the
   * table scrolls sideways, never cut off.
   */
  stickToEnd?: boolean;
  /** The list call's sort field this column orders by; its header becomes a sort button. */
  sort?: string;
  /** This column's cell in a group's total row (see `groupTotal` of the table). */
  groupTotal?: (group: string) => ReactNode;
};

/** The serial column's heading ("Sl" in the specification's tables), for `serialColumn`. */
export const SERIAL_HEADER = msg`Sl`;

/**
 * The row's position in the list, from 1, under `header` (`t(SERIAL_HEADER)` in the reader's
 * language), in the reader's digits when `locale` is given.
 */
export function serialColumn<Row>(header: string, locale?: Locale): Column<Row> {
  return {
    header,
    cell: (_row, index) => (locale ? formatCount(index + 1, locale) : index + 1),
  };
}

type DataTableProps<Row> = {
  query: UseQueryResult<Page<Row>>;
  /** The list's page, sort and filters (useListParams). */
  list: ListView;
  columns: Column<Row>[];
  /** A key that tells rows apart (records without an id of their own may use the index). */
  rowKey: (row: Row, index: number) => string | number;
  /** The table's accessible name; its scrolling region is named "<label> table". */
  label: string;
  /**
   * Below this width the table scrolls sideways instead of squeezing its columns. A staff list
   * keeps it at most 1040, the room a desk's 1280 px screen leaves beside the navigation, and has
   * few enough columns for its rows to fit there whole (in Bengali too): it never scrolls
   * sideways on a desk.
   */
  minWidth: number;
  loadingLabel: string;
  errorTitle?: string;
  /** What an empty list says, and optionally the action that fills it. */
  empty: string;
  /** What fills the list, under the empty message. */
  emptyHint?: string;
  emptyAction?: ReactNode;
  /** What it says when the search or filters find nothing ("No tickets match"). */
  noMatch?: string;
  /** The list's order when no sort is asked for (`-createdAt`), so its column shows it. */
  defaultSort?: string;
  /** Search and filters above the table (ListToolbar). */
  toolbar?: ReactNode;
  /**
   * Folded into cards (a phone), the column headers that sort are hidden: show their orders in a
   * "Sort by" select above the rows instead.
   */
  sortPicker?: boolean;
  highlightOnHover?: boolean;
  /** Attributes of a row's element (a `data-` attribute that names the record). */
  rowProps?: (row: Row) => Partial<Record<`data-${string}`, string>>;
  /**
   * Rows in runs under a heading row each (one `<tbody>` per run): consecutive rows with the same
   * key. For a list ordered by that key.
   */
  groupBy?: (row: Row) => string;
  /**
   * A total row closing each run of a group (with `groupBy`): this labels it, spanning the columns
   * before the first one with a `groupTotal` cell. `shown` is how many of the group's rows this
   * page holds. Undefined leaves the run without one (its totals have not arrived).
   */
  groupTotal?: (group: string, shown: number) => ReactNode | undefined;
};

/** The page's rows in runs of the same group key, each row with its position in the list. */
function runsOf<Row>(rows: Row[], offset: number, groupBy?: (row: Row) => string) {
  const runs: { group: string | undefined; rows: { row: Row; index: number }[] }[] = [];
  rows.forEach((row, rowIndex) => {
    const group = groupBy?.(row);
    const last = runs.at(-1);
    const entry = { row, index: offset + rowIndex };
    if (last && last.group === group) last.rows.push(entry);
    else runs.push({ group, rows: [entry] });
  });
  return runs;
}

export function DataTable<Row>({
  query,
  list,
  columns,
  rowKey,
  label,
  minWidth,
  loadingLabel,
  errorTitle,
  empty,
  emptyHint,
  emptyAction,
  noMatch,
  defaultSort,
  toolbar,
  sortPicker,
  highlightOnHover = true,
  rowProps,
  groupBy,
  groupTotal,
}: DataTableProps<Row>) {
  const { t } = useLingui();
  const region = useRef<HTMLElement>(null);
  // A page's rows are drawn in a render React can interrupt: an answer arrives through the query's
  // store, whose updates React renders at once and whole, so fifty rows of cells would block the
  // page (and a tap on it) for as long as they take. Deferred, that render draws what is on screen
  // already and the rows follow in slices between which the browser stays responsive.
  const shown = useDeferredValue(useShownPage(query, list.page));
  const lastPage = shown ? Math.max(1, Math.ceil(shown.data.total / PAGE_SIZE)) : 1;
  const pastTheEnd =
    shown !== undefined &&
    !query.isPlaceholderData &&
    shown.data.items.length === 0 &&
    shown.data.total > 0 &&
    list.page > lastPage;

  // A page past the end (rows deleted meanwhile, an old link): the last page instead.
  useEffect(() => {
    if (pastTheEnd) list.setPage(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, list]);

  const sortNow = list.sort ?? defaultSort;
  const changeSort = (sort: string) => list.setSort(sort === defaultSort ? undefined : sort);

  const changePage = (page: number) => {
    list.setPage(page);
    // The pager sits under the rows: bring the top of the new page into view, where reading
    // starts. Focus stays on the pager, so the next page is one key press away.
    const element = region.current;
    if (!element) return;
    // Above the viewport or under the sticky bars, whose height the margin allows for.
    const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    if (element.getBoundingClientRect().top < margin) element.scrollIntoView();
  };

  let body: ReactNode;
  if (query.isError && !shown) {
    body = (
      <ErrorState error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />
    );
  } else if (!shown || pastTheEnd) {
    body = <LoadingState label={loadingLabel} />;
  } else if (shown.data.total === 0 || shown.data.items.length === 0) {
    body = list.filtered ? (
      <EmptyState
        message={noMatch ?? t`Nothing matches this search`}
        hint={t`Try other words, or clear the search and filters.`}
        icon={IconSearchOff}
      >
        <Button variant="default" size="xs" onClick={list.clear}>
          <Trans>Clear search and filters</Trans>
        </Button>
      </EmptyState>
    ) : (
      <EmptyState message={empty} hint={emptyHint}>
        {emptyAction}
      </EmptyState>
    );
  } else {
    const offset = (shown.page - 1) * PAGE_SIZE;
    const busy = query.isFetching;
    body = (
      <>
        {query.isError && (
          <ErrorState error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />
        )}
        {sortPicker && !groupBy && (
          <SortPicker columns={columns} sort={sortNow} onSort={changeSort} />
        )}
        <section
          ref={region}
          className={classes.scroll}
          // Focusable so a keyboard user can scroll it sideways on a narrow screen.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
          tabIndex={0}
          aria-label={t`${label} table`}
        >
          <table
            className={classes.table}
            style={{ "--table-min-width": `${minWidth}px` } as CSSProperties}
            data-hover={highlightOnHover || undefined}
            data-busy={busy || undefined}
            aria-busy={busy}
            aria-label={label}
          >
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <HeaderCell
                    // Columns are fixed per table: their order is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={index}
                    column={column}
                    sort={sortNow}
                    onSort={changeSort}
                  />
                ))}
              </tr>
            </thead>
            {runsOf(shown.data.items, offset, groupBy).map((run) => (
              <tbody key={run.rows[0]?.index}>
                {run.group !== undefined && (
                  <tr className={classes.group}>
                    <th scope="rowgroup" colSpan={columns.length}>
                      <span className={classes.keepInView}>{run.group}</span>
                    </th>
                  </tr>
                )}
                {run.rows.map(({ row, index: rowIndex }) => (
                  <tr key={rowKey(row, rowIndex)} {...rowProps?.(row)}>
                    {columns.map((column, index) => (
                      <td
                        // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed, as above
                        key={index}
                        // The value's label when the row is folded into a card (CSS only, so the
                        // cell's text stays its value).
                        data-label={column.header}
                        className={
                          [
                            column.align && classes.right,
                            column.wrap && classes.wrap,
                            column.stickToEnd && classes.stickEnd,
                          ]
                            .filter(Boolean)
                            .join(" ") || undefined
                        }
                      >
                        <div className={classes.cellValue}>{column.cell(row, rowIndex)}</div>
                      </td>
                    ))}
                  </tr>
                ))}
                {run.group !== undefined && (
                  <GroupTotalRow
                    columns={columns}
                    label={groupTotal?.(run.group, run.rows.length)}
                    group={run.group}
                  />
                )}
              </tbody>
            ))}
          </table>
        </section>
        <TablePager
          label={label}
          page={list.page}
          pageSize={PAGE_SIZE}
          total={shown.data.total}
          first={offset + 1}
          last={offset + shown.data.items.length}
          busy={busy}
          onChange={changePage}
        />
      </>
    );
  }

  return (
    <div className={classes.root} data-fold={groupBy ? undefined : true}>
      {toolbar}
      {body}
    </div>
  );
}

/**
 * The answer on screen and the page it is of. While the next page loads, the previous answer stays
 * (keepPreviousData) and its rows keep their own numbers.
 */
function useShownPage<Row>(query: UseQueryResult<Page<Row>>, page: number) {
  const [shown, setShown] = useState<{ data: Page<Row>; page: number }>();
  const data = query.data;
  if (data && !query.isPlaceholderData && (shown?.data !== data || shown.page !== page)) {
    setShown({ data, page });
  }
  if (!data) return undefined;
  if (shown?.data === data) return shown;
  // The first render with this answer, before the state above has caught up.
  return query.isPlaceholderData ? undefined : { data, page };
}

/** A group's total row: its label as the row's header, then the columns' totals lined up. */
function GroupTotalRow<Row>({
  columns,
  label,
  group,
}: {
  columns: Column<Row>[];
  label: ReactNode | undefined;
  group: string;
}) {
  if (label === undefined) return null;
  const first = columns.findIndex((column) => column.groupTotal);
  const span = first < 1 ? columns.length : first;
  return (
    <tr className={classes.total}>
      <th scope="row" colSpan={span}>
        <span className={classes.keepInView}>{label}</span>
      </th>
      {columns.slice(span).map((column, index) => (
        <td
          // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed, as in the rows
          key={index}
          className={column.align ? classes.right : undefined}
        >
          {column.groupTotal?.(group)}
        </td>
      ))}
    </tr>
  );
}

/**
 * The sortable headers' orders as one select, each column both ways, for the folded table whose
 * headers are hidden (shown by the container query only while the rows are cards).
 */
function SortPicker<Row>({
  columns,
  sort,
  onSort,
}: {
  columns: Column<Row>[];
  sort: string | undefined;
  onSort: (sort: string) => void;
}) {
  const { t } = useLingui();
  const options = columns.flatMap(({ sort: field, header }) =>
    field
      ? [
          { value: field, label: t`${header} (ascending)` },
          { value: `-${field}`, label: t`${header} (descending)` },
        ]
      : [],
  );
  if (options.length === 0) return null;
  const known = options.some((option) => option.value === sort);
  return (
    <NativeSelect
      className={classes.sortPicker}
      label={t`Sort by`}
      value={known ? sort : ""}
      onChange={(event) => onSort(event.currentTarget.value)}
      data={known ? options : [{ value: "", label: "—" }, ...options]}
      data-sort-picker
    />
  );
}

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

function HeaderCell<Row>({
  column,
  sort,
  onSort,
}: {
  column: Column<Row>;
  /** The list's order now, `field` or `-field`. */
  sort: string | undefined;
  onSort: (sort: string) => void;
}) {
  const className =
    [column.align && classes.right, column.stickToEnd && classes.stickEnd]
      .filter(Boolean)
      .join(" ") || undefined;
  if (!column.sort) {
    return (
      <th scope="col" className={className}>
        {column.hideHeader ? (
          <span className={classes.visuallyHidden}>{column.header}</span>
        ) : (
          column.header
        )}
      </th>
    );
  }
  const direction = sort === column.sort ? "asc" : sort === `-${column.sort}` ? "desc" : undefined;
  const Icon =
    direction === "asc" ? IconArrowUp : direction === "desc" ? IconArrowDown : IconArrowsSort;
  return (
    <th scope="col" className={className} aria-sort={direction ? ARIA_SORT[direction] : undefined}>
      <button
        type="button"
        className={classes.sort}
        data-active={direction !== undefined || undefined}
        // Ascending first; again, the other way round.
        onClick={() => onSort(direction === "asc" ? `-${column.sort}` : `${column.sort}`)}
      >
        <HeaderWords
          header={column.header}
          icon={<Icon size={14} aria-hidden className={classes.sortIcon} />}
        />
      </button>
    </th>
  );
}

/**
 * A sortable header's words, free to wrap between them (a long Bengali heading takes two lines
 * rather than widening its column), its arrow kept on the line of the last word.
 */
function HeaderWords({ header, icon }: { header: string; icon: ReactNode }) {
  const space = header.lastIndexOf(" ");
  return (
    <>
      {space > 0 && `${header.slice(0, space + 1)}`}
      <span className={classes.nowrap}>
        {header.slice(space + 1)}
        {icon}
      </span>
    </>
  );
}
