// The one table every list screen uses: which state it shows for its query's answer, the numbers
// of the rows across pages, the sorted column, and its words in the reader's language. Rendered to
// markup as the server renders a page; the browser journeys press its buttons.
import type { Language } from "@app/shared/i18n";
import type { Page } from "@app/shared/paging";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { activateLanguage, addSignedInMessages, createI18n } from "@/lib/i18n";
import type { ListView } from "@/lib/use-list-params";
import { type Column, DataTable, SERIAL_HEADER, serialColumn } from "./data-table";

type Row = { id: string; name: string };

const i18n: Record<Language, I18n> = { en: createI18n(), bn: createI18n() };
// The table is the signed-in screens': its words are in the catalogue's signed-in part.
beforeAll(async () => {
  for (const language of ["en", "bn"] as const) {
    await addSignedInMessages(i18n[language], language);
    await activateLanguage(i18n[language], language);
  }
});

/** A list call's state as TanStack Query gives it, with only what the table reads. */
function answer(
  state: { data?: Page<Row>; error?: Error; placeholder?: boolean } = {},
): UseQueryResult<Page<Row>> {
  return {
    data: state.data,
    error: state.error ?? null,
    isError: state.error !== undefined,
    isPlaceholderData: state.placeholder ?? false,
    isFetching: false,
    refetch: async () => undefined,
  } as unknown as UseQueryResult<Page<Row>>;
}

function view(state: Partial<ListView> = {}): ListView {
  return {
    page: 1,
    sort: undefined,
    filtered: false,
    setPage: () => undefined,
    setSort: () => undefined,
    clear: () => undefined,
    ...state,
  };
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `r${from + index}`,
    name: `Student ${from + index}`,
  }));

/** The table's markup (Mantine's style tags left out) for a query answer, in `language`. */
function render(
  query: UseQueryResult<Page<Row>>,
  list: ListView,
  {
    language = "en" as Language,
    defaultSort,
    sortPicker,
    more = [],
  }: {
    language?: Language;
    defaultSort?: string;
    sortPicker?: boolean;
    /** Columns after the serial number and the name. */
    more?: Column<Row>[];
  } = {},
): string {
  const t = i18n[language];
  const columns: Column<Row>[] = [
    serialColumn(t._(SERIAL_HEADER)),
    { header: "Name", cell: (row) => row.name, sort: "name" },
    ...more,
  ];
  return renderToStaticMarkup(
    <I18nProvider i18n={t}>
      <MantineProvider>
        <DataTable
          query={query}
          list={list}
          columns={columns}
          rowKey={(row) => row.id}
          label="Students"
          minWidth={400}
          loadingLabel="Loading students"
          empty="No students yet"
          emptyAction={<button type="button">Add a student</button>}
          defaultSort={defaultSort}
          sortPicker={sortPicker}
        />
      </MantineProvider>
    </I18nProvider>,
  ).replace(/<style[^>]*>[^<]*<\/style>/g, "");
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the data table", () => {
  it("numbers the rows of a later page on from the earlier pages, and says which rows show", () => {
    const markup = render(answer({ data: { items: rows(51, 3), total: 120 } }), view({ page: 2 }));
    const cells = [...markup.matchAll(/<td[^>]*><div[^>]*>([^<]*)<\/div><\/td>/g)].map(
      (match) => match[1],
    );
    expect(cells).toEqual(["51", "Student 51", "52", "Student 52", "53", "Student 53"]);
    expect(text(markup)).toContain("Showing 51–53 of 120");
    expect(markup).toContain('aria-label="Students pages"');
  });

  it("shows the list's empty message and action when nothing is there, and no table", () => {
    const markup = render(answer({ data: { items: [], total: 0 } }), view());
    expect(text(markup)).toContain("No students yet");
    expect(text(markup)).toContain("Add a student");
    expect(markup).not.toContain("<table");
  });

  it("says nothing matches, with a way out, when a search or filter finds nothing", () => {
    const markup = render(answer({ data: { items: [], total: 0 } }), view({ filtered: true }));
    expect(text(markup)).toContain("Nothing matches this search");
    expect(text(markup)).toContain("Clear search and filters");
    expect(text(markup)).not.toContain("No students yet");
  });

  it("shows the loading state before the first answer, and the error with a retry after a failure", () => {
    expect(text(render(answer(), view()))).toContain("Loading students");
    const failed = text(render(answer({ error: new Error("offline") }), view()));
    expect(failed).toContain("Could not load this page");
    expect(failed).toContain("Try again");
  });

  it("marks the column the list is ordered by, its own order included", () => {
    const data = { items: rows(1, 2), total: 2 };
    expect(render(answer({ data }), view({ sort: "-name" }))).toContain('aria-sort="descending"');
    expect(render(answer({ data }), view(), { defaultSort: "name" })).toContain(
      'aria-sort="ascending"',
    );
    expect(render(answer({ data }), view())).not.toContain("aria-sort=");
  });

  it("offers the sortable columns' orders in a select for the folded rows, when asked to", () => {
    const data = { items: rows(1, 2), total: 2 };
    const picker = (markup: string) =>
      /<select[^>]*data-sort-picker[^>]*>.*?<\/select>/s.exec(markup)?.[0];
    expect(picker(render(answer({ data }), view()))).toBeUndefined();
    const markup = render(answer({ data }), view(), { defaultSort: "-name", sortPicker: true });
    const select = picker(markup);
    // Each sortable column both ways (the serial number column does not sort), the order now chosen.
    expect(
      [...(select ?? "").matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map((m) => [
        m[1],
        m[2],
      ]),
    ).toEqual([
      ["name", "Name (ascending)"],
      ["-name", "Name (descending)"],
    ]);
    expect(select).toMatch(/<option value="-name" selected=""/);
    const id = /<select[^>]*id="([^"]+)"/.exec(select ?? "")?.[1];
    expect(markup).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>Sort by`));
    // An order no column shows (an old address) reads as none chosen rather than a wrong one.
    const other = picker(render(answer({ data }), view({ sort: "other" }), { sortPicker: true }));
    expect(other).toMatch(/<option value="" selected="">—/);
    // In Bengali.
    const bengali = render(answer({ data }), view(), { sortPicker: true, language: "bn" });
    expect(text(bengali)).not.toMatch(/Sort by|ascending/);
  });

  it("speaks Bengali to a Bengali reader, its numbers in Bengali digits", () => {
    const markup = render(
      answer({ data: { items: rows(51, 2), total: 1200 } }),
      view({ page: 2 }),
      {
        language: "bn",
      },
    );
    const listed = text(markup);
    expect(listed).not.toContain("Showing");
    expect(listed).toContain("১,২০০");
    // The pager's page buttons too, each named as it shows.
    const pageButtons = [
      ...markup.matchAll(/<button[^>]*aria-label="পাতা ([^"]*)"[^>]*>(.*?)<\/button>/g),
    ];
    expect(pageButtons.map(([, name, shown]) => [name, text(shown ?? "")])).toEqual([
      ["১", "১"],
      ["২", "২"],
      ["৩", "৩"],
      ["৪", "৪"],
      ["৫", "৫"],
      ["২৪", "২৪"],
    ]);
    const none = text(
      render(answer({ data: { items: [], total: 0 } }), view({ filtered: true }), {
        language: "bn",
      }),
    );
    expect(none).not.toMatch(/Nothing matches|Clear search/);
  });

  it("lets a sortable header wrap between its words, its arrow kept with the last word", () => {
    const data = { items: rows(1, 1), total: 1 };
    const markup = render(answer({ data }), view(), {
      more: [{ header: "Last activity", cell: () => "", sort: "activity" }],
    });
    const button = /<button[^>]*class="[^"]*"[^>]*>Last <span class="([^"]+)">activity<svg/.exec(
      markup,
    );
    expect(button).not.toBeNull();
    // A one-word heading is the unbreakable part whole.
    expect(markup).toMatch(/<button[^>]*><span class="[^"]+">Name<svg/);
  });

  it("keeps a hidden heading for screen readers and the folded cards, but not on screen", () => {
    const data = { items: rows(1, 1), total: 1 };
    const markup = render(answer({ data }), view(), {
      more: [{ header: "Select", hideHeader: true, cell: () => "[ ]" }],
    });
    expect(markup).toMatch(/<th scope="col"><span class="[^"]+">Select<\/span><\/th>/);
    expect(markup).toContain('data-label="Select"');
  });
});
