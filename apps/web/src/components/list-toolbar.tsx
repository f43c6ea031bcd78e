// The search box and filters above a paged list, described as data. Each writes to the address
// (useListParams), which takes the list back to page 1; typed text waits for a pause (300 ms) and
// replaces the address instead of adding a history entry per key. Actions on what the list finds
// (its CSV export) sit at the end of the same line, outside the search landmark.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, NativeSelect, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import type { ListParams } from "@/lib/use-list-params";
import classes from "./list-toolbar.module.css";

export type SelectOption = string | { value: string; label: string };

export type ListField<F extends string> =
  /** Free text: the search `q`, or a filter matching part of a field (a customer, a number). */
  | { kind: "text"; name: F; label: string; placeholder?: string }
  /** One of a few values; the first choice, "All" unless `allLabel` says otherwise, drops it. */
  | {
      kind: "select";
      name: F;
      label: string;
      options: readonly SelectOption[];
      allLabel?: string;
    }
  /** A day, YYYY-MM-DD. */
  | { kind: "date"; name: F; label: string };

/** How long typing pauses before the list asks the server. */
export const SEARCH_DELAY_MS = 300;

export function ListToolbar<F extends string>({
  label,
  list,
  fields,
  actions,
}: {
  /** The list's name; the toolbar is the search landmark "Search and filter <label>". */
  label: string;
  list: ListParams<F>;
  fields: ListField<F>[];
  /** Buttons acting on the rows the search and filters find (an export). */
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const search = (
    <search aria-label={t`Search and filter ${label}`} className={classes.toolbar}>
      {fields.map((field) => {
        const value = list.values[field.name] ?? "";
        switch (field.kind) {
          case "text":
            return (
              <TextFilter
                key={field.name}
                label={field.label}
                placeholder={field.placeholder}
                value={value}
                onCommit={(text) => list.setValue(field.name, text, { replace: true })}
              />
            );
          case "select":
            return (
              <NativeSelect
                key={field.name}
                className={classes.select}
                label={field.label}
                value={value}
                onChange={(event) => list.setValue(field.name, event.currentTarget.value)}
                data={[{ value: "", label: field.allLabel ?? t`All` }, ...field.options]}
              />
            );
          case "date":
            return (
              <TextInput
                key={field.name}
                className={classes.date}
                type="date"
                label={field.label}
                value={value}
                onChange={(event) =>
                  list.setValue(field.name, event.currentTarget.value, { replace: true })
                }
              />
            );
          default:
            return null;
        }
      })}
      {list.filtered && (
        <Button variant="subtle" className={classes.clear} onClick={list.clear}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </search>
  );
  if (!actions) return search;
  return (
    <div className={classes.bar}>
      {search}
      <div className={classes.actions}>{actions}</div>
    </div>
  );
}

function TextFilter({
  label,
  placeholder,
  value,
  onCommit,
}: {
  label: string;
  placeholder?: string;
  /** The text in the address. */
  value: string;
  onCommit: (text: string | undefined) => void;
}) {
  const [text, setText] = useState(value);
  // The address changed without typing (Back, Clear filters): the box follows. Text that differs
  // only by spaces being typed stays as it is.
  useEffect(() => {
    setText((current) => (current.trim() === value.trim() ? current : value));
  }, [value]);
  const commit = useDebouncedCallback(
    (next: string) => onCommit(next.trim() || undefined),
    SEARCH_DELAY_MS,
  );

  return (
    <TextInput
      className={classes.text}
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={200}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit.flush();
      }}
    />
  );
}
