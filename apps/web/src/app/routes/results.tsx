import { splitLanguage } from "@app/shared/i18n";
import { useLingui } from "@lingui/react/macro";
import { Title } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import {
  getPublicGalleryQueryOptions,
  getPublicResultsQueryOptions,
} from "@/features/people/api/people";
import { GalleryGrid, ResultCards } from "@/features/people/components/people-cards";
import { queryLoader } from "../query-loader";

/** The most results (and photos) the page shows: one page of the server's list. */
const PAGE_SIZE = 100;

export function ResultsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Results`}
        subtitle={t`Our students' ranks and marks, shown with their consent.`}
      />
      <ResultCards limit={PAGE_SIZE} />
      <Title order={2} mt="xl" mb="md">
        {t`Gallery`}
      </Title>
      <GalleryGrid limit={PAGE_SIZE} />
    </>
  );
}

export const loader = queryLoader((client, url) => {
  const { language } = splitLanguage(url.pathname);
  return Promise.all([
    client.ensureQueryData(getPublicResultsQueryOptions(language, PAGE_SIZE)),
    client.ensureQueryData(getPublicGalleryQueryOptions(language, PAGE_SIZE)),
  ]);
});
