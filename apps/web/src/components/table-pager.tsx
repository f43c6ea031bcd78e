// Under a paged table: which rows show ("Showing 51–100 of 40,003", announced politely when it
// changes) and the page buttons. On narrow screens the buttons between Previous and Next give way
// to "Page 2 of 801" (Mantine's responsive layout), so the pager fits 360 px.

import { formatCount } from "@app/shared/format";
import { useLingui } from "@lingui/react/macro";
import { Group, Loader, Pagination, Text } from "@mantine/core";
import { useLanguage } from "@/lib/i18n";
import classes from "./data-table.module.css";

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
  const { t } = useLingui();
  const { locale } = useLanguage();
  const count = (value: number) => formatCount(value, locale);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const controlLabels = {
    first: t`First page`,
    previous: t`Previous page`,
    next: t`Next page`,
    last: t`Last page`,
  };
  return (
    <Group className={classes.pager} justify="space-between" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" role="status" aria-live="polite">
          {last > first
            ? t`Showing ${count(first)}–${count(last)} of ${count(total)}`
            : t`Showing ${count(first)} of ${count(total)}`}
        </Text>
        {/* Seen only: the table itself says it is busy (aria-busy). */}
        {busy && <Loader size={14} aria-hidden />}
      </Group>
      {pages > 1 && (
        <nav aria-label={t`${label} pages`} className={classes.pages}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onChange}
            withEdges
            siblings={1}
            boundaries={1}
            layout="responsive"
            formatLabel={({ page: current, totalPages }) =>
              t`Page ${count(current)} of ${count(totalPages)}`
            }
            // Each page's number in the reader's digits (Mantine draws the bare number unless
            // given children), and a name that holds the visible text.
            getItemProps={(page) => {
              const item = count(page);
              return { children: item, "aria-label": t`Page ${item}` };
            }}
            getControlProps={(control) => ({ "aria-label": controlLabels[control] })}
          />
        </nav>
      )}
    </Group>
  );
}
