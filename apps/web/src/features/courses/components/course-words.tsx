// How courses read on every screen: a group's and a weekday's name, a fee plan in words, a
// batch's timetable, and the badge of a text that still lacks a language.
import {
  BOARD_NAMES,
  type Board,
  type CourseGroup,
  type FeePlan,
  type Weekday,
} from "@app/shared/courses";
import {
  formatCalendarDate,
  formatCount,
  formatMonths,
  formatRupeesFromPaise,
  formatTimeOfDay,
  formatWholeRupees,
  type Locale,
} from "@app/shared/format";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useLanguage } from "@/lib/i18n";

export const GROUP_NAMES: Record<CourseGroup, MessageDescriptor> = {
  school: msg`School classes 1–12`,
  entrance: msg`Entrance and government exams`,
  computer: msg`Computer courses`,
};

export const WEEKDAY_NAMES: Record<Weekday, MessageDescriptor> = {
  mon: msg`Mon`,
  tue: msg`Tue`,
  wed: msg`Wed`,
  thu: msg`Thu`,
  fri: msg`Fri`,
  sat: msg`Sat`,
  sun: msg`Sun`,
};

/** A fee in paise as a reader reads it: whole rupees when it is ("₹17,000"), else with paise. */
export const formatFee = (paise: number, locale: Locale): string =>
  paise % 100 === 0 ? formatWholeRupees(paise / 100, locale) : formatRupeesFromPaise(paise, locale);

export const boardName = (board: Board | null): string | null =>
  board ? BOARD_NAMES[board] : null;

/** "One payment" or "2 instalments: ₹12,000 on admission, ₹12,000 after 6 months". */
export function useFeePlanText(): (plan: FeePlan) => string {
  const { t } = useLingui();
  const { locale } = useLanguage();
  return (plan) => {
    if (plan.kind === "once") return t`One payment`;
    const count = formatCount(plan.instalments.length, locale);
    const parts = plan.instalments.map((part) => {
      const amount = formatFee(part.amount, locale);
      if (part.dueAfterMonths === 0) return t`${amount} on admission`;
      const after = formatMonths(part.dueAfterMonths, locale);
      return t`${amount} after ${after}`;
    });
    return t`${count} instalments: ${parts.join(", ")}`;
  };
}

/**
 * The admission form with a course (and a batch of it) chosen: the form checks them against the
 * courses and batches open before it shows them chosen.
 */
export const admissionPath = (course: string, batch?: string): string => {
  const query = new URLSearchParams({ course, ...(batch ? { batch } : {}) });
  return `/admission?${query}`;
};

/** "Mon, Wed, Fri · 07:00–09:00" */
export function useTimetableText(): (batch: {
  days: Weekday[];
  startTime: string;
  endTime: string;
}) => string {
  const { i18n } = useLingui();
  const { locale } = useLanguage();
  const time = (hhmm: string) => formatTimeOfDay(hhmm, locale);
  return (batch) =>
    `${batch.days.map((day) => i18n._(WEEKDAY_NAMES[day])).join(", ")} · ${time(batch.startTime)}–${time(batch.endTime)}`;
}

export const useDateText = () => {
  const { locale } = useLanguage();
  return (day: string) => formatCalendarDate(day, locale);
};
