import { splitLanguage } from "@app/shared/i18n";
import { PublicListQuerySchema } from "@app/shared/people";
import { useLingui } from "@lingui/react/macro";
import { Title } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { TablePager } from "@/components/table-pager";
import {
  getPublicGalleryPagesQueryOptions,
  getPublicResultsQueryOptions,
} from "@/features/people/api/people";
import { GalleryPages, ResultCards } from "@/features/people/components/people-cards";
import { useListParams } from "@/lib/use-list-params";
import { queryLoader } from "../query-loader";

/** The page the address asks for, read with the list's schema (1 when it names none or a bad one). */
const pageOf = (url: URL): number =>
  PublicListQuerySchema.shape.page.safeParse(url.searchParams.get("page") ?? undefined).data ?? 1;

/** Results on a page; more are on the next pages (`?page=2`). */
const PAGE_SIZE = 24;
/** Photos shown at first; "Show more photos" adds as many again. */
const GALLERY_SIZE = 24;

export function ResultsRoute() {
  const { t } = useLingui();
  const { page, setPage } = useListParams(PublicListQuerySchema);
  return (
    <>
      <PageHeader
        title={t`Results`}
        subtitle={t`Our students' ranks and marks, shown with their consent.`}
      />
      <ResultCards
        limit={PAGE_SIZE}
        paging={{ page, onPage: setPage, label: t`Results`, Pager: TablePager }}
      />
      <Title order={2} mt="xl" mb="md">
        {t`Gallery`}
      </Title>
      <GalleryPages pageSize={GALLERY_SIZE} />
    </>
  );
}

export const loader = queryLoader((client, url) => {
  const { language } = splitLanguage(url.pathname);
  return Promise.all([
    client.ensureQueryData(getPublicResultsQueryOptions(language, PAGE_SIZE, pageOf(url))),
    client.ensureInfiniteQueryData(getPublicGalleryPagesQueryOptions(language, GALLERY_SIZE)),
  ]);
});
