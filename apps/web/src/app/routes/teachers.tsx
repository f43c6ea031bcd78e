import { splitLanguage } from "@app/shared/i18n";
import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { getPublicTeachersQueryOptions } from "@/features/people/api/people";
import { TeacherCards } from "@/features/people/components/people-cards";
import { pageOf, usePageParam } from "@/lib/page-param";
import { queryLoader } from "../query-loader";

/** Teachers on a page; more are on the next pages (`?page=2`). */
const PAGE_SIZE = 24;

export function TeachersRoute() {
  const { t } = useLingui();
  const [page, onPage] = usePageParam();
  return (
    <>
      <PageHeader
        title={t`Our teachers`}
        subtitle={t`The people who teach at the institute, their subjects and qualifications.`}
      />
      <TeacherCards limit={PAGE_SIZE} paging={{ page, onPage, label: t`Teachers` }} />
    </>
  );
}

export const loader = queryLoader((client, url) =>
  client.ensureQueryData(
    getPublicTeachersQueryOptions(
      splitLanguage(url.pathname).language,
      PAGE_SIZE,
      pageOf(url.searchParams),
    ),
  ),
);
