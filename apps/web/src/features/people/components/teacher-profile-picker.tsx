// One of the teacher profiles (the back office's teachers), found by a part of the name as the
// admin types, a page at a time; or none. The /teacherup form offers it (decision 067).

import { textIn } from "@app/shared/localized-text";
import type { StaffTeacher } from "@app/shared/people";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { SEARCH_PAGE, SearchSelect } from "@/components/search-select";
import { useLanguage } from "@/lib/i18n";
import { staffTeachersQueryOptions } from "../api/people";

export function TeacherProfilePicker({
  value,
  onChange,
  error,
}: {
  /** The teacher's id, or "" for none. */
  value: string;
  onChange: (id: string, name: string) => void;
  error?: ReactNode;
}) {
  const { t } = useLingui();
  const { language } = useLanguage();
  return (
    <SearchSelect<StaffTeacher>
      label={t`Teacher profile (optional)`}
      description={t`The photo becomes this teacher's photo on the site too`}
      placeholder={t`No teacher profile`}
      clearable
      search={(q) => staffTeachersQueryOptions({ q, limit: SEARCH_PAGE, sort: "position" })}
      optionOf={(teacher) => ({ value: teacher._id, label: textIn(teacher.name, language) })}
      value={value === "" ? null : value}
      onChange={(id, teacher) => onChange(id ?? "", teacher ? textIn(teacher.name, language) : "")}
      nothingFound={t`No teacher by that name`}
      error={error}
    />
  );
}
