import { splitLanguage } from "@app/shared/i18n";
import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { getPublicTeachersQueryOptions } from "@/features/people/api/people";
import { TeacherCards } from "@/features/people/components/people-cards";
import { queryLoader } from "../query-loader";

/** The most teachers the page shows: one page of the server's list. */
const PAGE_SIZE = 100;

export function TeachersRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Our teachers`}
        subtitle={t`The people who teach at the institute, their subjects and qualifications.`}
      />
      <TeacherCards limit={PAGE_SIZE} />
    </>
  );
}

export const loader = queryLoader((client, url) =>
  client.ensureQueryData(
    getPublicTeachersQueryOptions(splitLanguage(url.pathname).language, PAGE_SIZE),
  ),
);
