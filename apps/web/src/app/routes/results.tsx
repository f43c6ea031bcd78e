import { splitLanguage } from "@app/shared/i18n";
import { useLingui } from "@lingui/react/macro";
import { Title } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import {
  getPublicGalleryQueryOptions,
  getPublicResultsQueryOptions,
} from "@/features/people/api/people";
import { GalleryGrid, ResultCards } from "@/features/people/components/people-cards";
import { pageOf, usePageParam } from "@/lib/page-param";
import { queryLoader } from "../query-loader";

/** Results on a page; more are on the next pages (`?page=2`). */
const PAGE_SIZE = 24;
/** The most photos the page shows: one page of the server's list. */
const GALLERY_SIZE = 100;

export function ResultsRoute() {
  const { t } = useLingui();
  const [page, onPage] = usePageParam();
  return (
    <>
      <PageHeader
        title={t`Results`}
        subtitle={t`Our students' ranks and marks, shown with their consent.`}
      />
      <ResultCards limit={PAGE_SIZE} paging={{ page, onPage, label: t`Results` }} />
      <Title order={2} mt="xl" mb="md">
        {t`Gallery`}
      </Title>
      <GalleryGrid limit={GALLERY_SIZE} />
    </>
  );
}

export const loader = queryLoader((client, url) => {
  const { language } = splitLanguage(url.pathname);
  return Promise.all([
    client.ensureQueryData(
      getPublicResultsQueryOptions(language, PAGE_SIZE, pageOf(url.searchParams)),
    ),
    client.ensureQueryData(getPublicGalleryQueryOptions(language, GALLERY_SIZE)),
  ]);
});
