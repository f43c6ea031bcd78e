// Under a paged table: which rows show ("Showing 51–100 of 40,003", announced politely when it
// changes) and the page buttons. On narrow screens the buttons between Previous and Next give way
// to "Page 2 of 801" (Mantine's responsive layout), so the pager fits 360 px.

import { formatCount } from "@app/shared/format";
import { Group, Loader, Pagination, Text } from "@mantine/core";
import classes from "./data-table.module.css";

const CONTROL_LABELS = {
  first: "First page",
  previous: "Previous page",
  next: "Next page",
  last: "Last page",
} as const;

export function TablePager({
  label,
  page,
  pageSize,
  total,
  first,
  last,
  busy,
  onChange,
}: {
  /** The list's name; the pager is the navigation "<label> pages". */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** The shown rows' positions, from 1. */
  first: number;
  last: number;
  /** The next rows are on their way; the shown ones are the previous answer. */
  busy: boolean;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group className={classes.pager} justify="space-between" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" role="status" aria-live="polite">
          {last > first
            ? `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`
            : `Showing ${formatCount(first)} of ${formatCount(total)}`}
        </Text>
        {/* Seen only: the table itself says it is busy (aria-busy). */}
        {busy && <Loader size={14} aria-hidden />}
      </Group>
      {pages > 1 && (
        <nav aria-label={`${label} pages`} className={classes.pages}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onChange}
            withEdges
            siblings={1}
            boundaries={1}
            layout="responsive"
            formatLabel={({ page: current, totalPages }) =>
              `Page ${formatCount(current)} of ${formatCount(totalPages)}`
            }
            getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
            getControlProps={(control) => ({ "aria-label": CONTROL_LABELS[control] })}
          />
        </nav>
      )}
    </Group>
  );
}
