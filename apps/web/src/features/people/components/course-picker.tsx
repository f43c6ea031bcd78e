// The course a testimonial speaks of: one of the institute's courses, found as staff type (the
// server's first 50 whose code or name matches), or none. A testimonial kept before naming a code
// that is no course (a course since deleted) shows that text, and is told to choose or clear it.
import { textIn } from "@app/shared/localized-text";
import { useLingui } from "@lingui/react/macro";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import {
  staffCourseQueryOptions,
  staffCoursesQueryOptions,
} from "@/features/courses/api/staff-courses";
import { ApiError } from "@/lib/api-client";
import { useLanguage } from "@/lib/i18n";

/** How many courses one search shows: a page, never the whole table. */
const SHOWN = "50";
/** The choice of no course: an option, so that a keyboard can choose it (the clear button is the mouse's). */
const NONE = "-";

export function CoursePicker({
  value,
  onChange,
  error,
}: {
  /** The course's code, or "" for none. */
  value: string;
  onChange: (code: string) => void;
  error?: ReactNode;
}) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const labelOf = (course: { code: string; name: { en: string; bn: string } }) =>
    `${textIn(course.name, language)} (${course.code})`;

  // The box shows the chosen course's label until someone types; then what they type is the search.
  const [search, setSearch] = useState("");
  const [shownLabel, setShownLabel] = useState<string | undefined>();
  const typed = search === shownLabel ? "" : search.trim();
  const [q] = useDebouncedValue(typed, 250);
  const found = useQuery({
    ...staffCoursesQueryOptions({ q: q || undefined, limit: SHOWN, sort: "position" }),
    placeholderData: keepPreviousData,
  });
  const options = [
    { value: NONE, label: t`No course` },
    ...(found.data?.items ?? []).map((course) => ({
      value: course.code,
      label: labelOf(course),
    })),
  ];
  // The chosen course stays a choice (and keeps its name) beyond the courses found.
  const listed = value === "" || options.some((option) => option.value === value);
  const current = useQuery({
    ...staffCourseQueryOptions(value),
    enabled: !listed,
    retry: false,
  });
  const unknown = current.error instanceof ApiError && current.error.status === 404;
  if (!listed) {
    options.push({ value, label: current.data ? labelOf(current.data) : value });
  }
  const chosenLabel = options.find((option) => option.value === value)?.label;
  if (shownLabel !== chosenLabel) setShownLabel(chosenLabel);

  return (
    <Select
      label={t`Course (optional)`}
      description={
        unknown
          ? t`"${value}" is not one of the courses: choose one, or clear it`
          : t`The course it speaks of, as on the courses pages`
      }
      placeholder={t`No course`}
      w={{ base: "100%", sm: 420 }}
      searchable
      clearable
      data={options}
      value={value === "" ? null : value}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has matched the codes and names already.
      filter={({ options: shown }) => shown}
      nothingFoundMessage={found.isFetching ? t`Searching…` : t`No course by that code or name`}
      error={error}
      onChange={(code) => onChange(code === null || code === NONE ? "" : code)}
    />
  );
}
