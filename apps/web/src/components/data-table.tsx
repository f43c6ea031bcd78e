// The one table every list screen uses: columns described once, with the loading, error and
// empty states of its query, and a container that scrolls sideways on narrow screens (focusable,
// so a keyboard user can scroll it too).
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue } from "react";
import classes from "./data-table.module.css";
import { QueryStates } from "./query-states";

export type Column<Row> = {
  header: ReactNode;
  /** The cell's content; a component here may use hooks (a row's delete button). */
  cell: (row: Row, index: number) => ReactNode;
  /** Long unbroken text (an email) breaks anywhere instead of widening the table. */
  wrap?: boolean;
  /** Amounts line up on the right. */
  align?: "right";
};

/** The row's position on the page, from 1 ("Sl" in the specification's tables). */
export function serialColumn<Row>(): Column<Row> {
  return { header: "Sl", cell: (_row, index) => index + 1 };
}

type DataTableProps<Row> = {
  query: UseQueryResult<Row[]>;
  columns: Column<Row>[];
  /** A key that tells rows apart (records without an id of their own may use the index). */
  rowKey: (row: Row, index: number) => string | number;
  /** The table's accessible name; its scrolling region is named "<label> table". */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  loadingLabel: string;
  errorTitle?: string;
  /** What an empty list says, and optionally the action that fills it. */
  empty: string;
  emptyAction?: ReactNode;
  highlightOnHover?: boolean;
  /** Attributes of a row's element (a `data-` attribute that names the record). */
  rowProps?: (row: Row) => Record<`data-${string}`, string>;
};

export function DataTable<Row>({
  query,
  columns,
  rowKey,
  label,
  minWidth,
  loadingLabel,
  errorTitle,
  empty,
  emptyAction,
  highlightOnHover = true,
  rowProps,
}: DataTableProps<Row>) {
  // Fresh rows draw as a deferred render, which React can interrupt: a long list never holds the
  // page up in one long task.
  const rows = useDeferredValue(query.data);
  return (
    <QueryStates
      query={query}
      data={rows}
      loadingLabel={loadingLabel}
      errorTitle={errorTitle}
      empty={empty}
      emptyAction={emptyAction}
    >
      {(rows) => (
        <section
          className={classes.scroll}
          // Focusable so a keyboard user can scroll it sideways on a narrow screen.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
          tabIndex={0}
          aria-label={`${label} table`}
        >
          <table
            className={classes.table}
            style={{ minWidth }}
            data-hover={highlightOnHover || undefined}
            aria-label={label}
          >
            <thead>
              <tr>
                {columns.map((column, index) => (
                  // Columns are fixed per table: their order is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <th key={index} scope="col" className={column.align ? classes.right : undefined}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                <tr key={rowKey(row, rowIndex)} {...rowProps?.(row)}>
                  {columns.map((column, index) => (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed, as above
                      key={index}
                      className={
                        [column.align && classes.right, column.wrap && classes.wrap]
                          .filter(Boolean)
                          .join(" ") || undefined
                      }
                    >
                      {column.cell(row, rowIndex)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </QueryStates>
  );
}
