import { splitLanguage } from "@app/shared/i18n";
import { PublicListQuerySchema } from "@app/shared/people";
import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { TablePager } from "@/components/table-pager";
import { getPublicTeachersQueryOptions } from "@/features/people/api/people";
import { TeacherCards } from "@/features/people/components/people-cards";
import { useListParams } from "@/lib/use-list-params";
import { queryLoader } from "../query-loader";

/** The page the address asks for, read with the list's schema (1 when it names none or a bad one). */
const pageOf = (url: URL): number =>
  PublicListQuerySchema.shape.page.safeParse(url.searchParams.get("page") ?? undefined).data ?? 1;

/** Teachers on a page; more are on the next pages (`?page=2`). */
const PAGE_SIZE = 24;

export function TeachersRoute() {
  const { t } = useLingui();
  const { page, setPage } = useListParams(PublicListQuerySchema);
  return (
    <>
      <PageHeader
        title={t`Our teachers`}
        subtitle={t`The people who teach at the institute, their subjects and qualifications.`}
      />
      <TeacherCards
        limit={PAGE_SIZE}
        paging={{ page, onPage: setPage, label: t`Teachers`, Pager: TablePager }}
      />
    </>
  );
}

export const loader = queryLoader((client, url) =>
  client.ensureQueryData(
    getPublicTeachersQueryOptions(splitLanguage(url.pathname).language, PAGE_SIZE, pageOf(url)),
  ),
);
