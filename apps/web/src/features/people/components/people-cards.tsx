// The public's teachers, results, testimonials and gallery (the home page and the pages of their
// own): published ones only, in the page's language; each list says so in a friendly line when
// there is nothing yet, or is left out where `hideWhenEmpty`.

import { formatYear } from "@app/shared/format";
import type {
  PublicGalleryPhoto,
  PublicResult,
  PublicTeacher,
  PublicTestimonial,
} from "@app/shared/people";
import { useLingui } from "@lingui/react/macro";
import {
  AspectRatio,
  Avatar,
  Blockquote,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from "@mantine/core";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadMore } from "@/components/load-more";
import { EmptyState, ErrorState, LoadingState, QueryStates } from "@/components/query-states";
import type { TablePager } from "@/components/table-pager";
import { useLanguage } from "@/lib/i18n";
import { loadedItems, totalOf } from "@/lib/page-list";
import {
  getPublicGalleryPagesQueryOptions,
  getPublicGalleryQueryOptions,
  getPublicResultsQueryOptions,
  getPublicTeachersQueryOptions,
  getPublicTestimonialsQueryOptions,
  HOME_COUNT,
} from "../api/people";

type ListProps = {
  titleOrder?: TitleOrder;
  limit?: number;
  /** Show nothing at all when there is nothing (the home page leaves the section out). */
  hideWhenEmpty?: boolean;
  /** Around the list when it has something (the home page's section with its heading). */
  frame?: (list: ReactNode) => ReactNode;
  /**
   * The page of the list shown (from 1), on a page of its own with a pager under the list when it
   * runs over one page; `onPage` moves to another. `Pager` is components/table-pager's, given by
   * the page that pages, so the home page, which never does, does not load it (decision 068).
   */
  paging?: {
    page: number;
    onPage: (page: number) => void;
    label: string;
    Pager: typeof TablePager;
  };
};

/** A list's query on a page of its own keeps the page shown while the next one comes. */
const pagedOptions = (props: ListProps) =>
  props.paging ? { placeholderData: keepPreviousData } : {};

function states<T>(
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    data?: { items: T[]; total: number };
    isPlaceholderData?: boolean;
  },
  texts: { loading: string; failed: string; empty: string },
  { hideWhenEmpty = false, frame = (list) => list, paging, limit = HOME_COUNT }: ListProps,
  list: (items: T[]) => ReactNode,
): ReactNode {
  if (query.isPending) return hideWhenEmpty ? null : <LoadingState label={texts.loading} />;
  if (query.isError) {
    if (hideWhenEmpty) return null;
    return (
      <ErrorState
        error={query.error as Error}
        title={texts.failed}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const items = query.data?.items ?? [];
  if (items.length === 0) return hideWhenEmpty ? null : frame(<EmptyState message={texts.empty} />);
  const total = query.data?.total ?? items.length;
  if (!paging || total <= limit) return frame(list(items));
  const first = (paging.page - 1) * limit + 1;
  const { Pager } = paging;
  return frame(
    <>
      {list(items)}
      <Pager
        label={paging.label}
        page={paging.page}
        pageSize={limit}
        total={total}
        first={first}
        last={first + items.length - 1}
        busy={query.isPlaceholderData ?? false}
        onChange={paging.onPage}
      />
    </>,
  );
}

export function TeacherCards(props: ListProps) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const query = useQuery({
    ...getPublicTeachersQueryOptions(language, props.limit ?? HOME_COUNT, props.paging?.page),
    ...pagedOptions(props),
  });
  const order = props.titleOrder ?? 2;
  return states<PublicTeacher>(
    query,
    {
      loading: t`Loading the teachers`,
      failed: t`Could not load the teachers`,
      empty: t`Our teachers will be introduced here soon.`,
    },
    props,
    (teachers) => (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {teachers.map((teacher) => (
          <Card
            key={teacher._id}
            withBorder
            padding="lg"
            component="article"
            data-teacher={teacher._id}
          >
            <Group wrap="nowrap" align="flex-start">
              <Avatar
                src={teacher.photo}
                alt={teacher.photo ? t`Photo of ${teacher.name}` : undefined}
                size={72}
                radius="xl"
              >
                {teacher.name.slice(0, 1)}
              </Avatar>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Title order={order} size="h4">
                  {teacher.name}
                </Title>
                <Text size="sm" fw={600}>
                  {teacher.subjects}
                </Text>
                {teacher.qualifications && (
                  <Text size="sm" c="gray.7">
                    {teacher.qualifications}
                  </Text>
                )}
              </Stack>
            </Group>
            {teacher.bio && (
              <Text size="sm" mt="sm">
                {teacher.bio}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
    ),
  );
}

export function ResultCards(props: ListProps) {
  const { t } = useLingui();
  const { language, locale } = useLanguage();
  const query = useQuery({
    ...getPublicResultsQueryOptions(language, props.limit ?? HOME_COUNT, props.paging?.page),
    ...pagedOptions(props),
  });
  const order = props.titleOrder ?? 2;
  return states<PublicResult>(
    query,
    {
      loading: t`Loading the results`,
      failed: t`Could not load the results`,
      empty: t`Our students' results will be shown here.`,
    },
    props,
    (results) => (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {results.map((result) => (
          <Card
            key={result._id}
            withBorder
            padding="lg"
            component="article"
            data-result={result._id}
          >
            <Group wrap="nowrap" align="flex-start">
              {result.photo && (
                <Avatar
                  src={result.photo}
                  alt={t`Photo of ${result.studentName}`}
                  size={64}
                  radius="xl"
                />
              )}
              <Stack gap={2}>
                <Title order={order} size="h4">
                  {result.studentName}
                </Title>
                <Text fw={700} c="brand.8">
                  {result.achievement}
                </Text>
                <Text size="sm">
                  {result.exam}, {formatYear(new Date(Date.UTC(result.year, 6, 1)), locale)}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    ),
  );
}

export function TestimonialList(props: ListProps) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const query = useQuery(getPublicTestimonialsQueryOptions(language, props.limit ?? HOME_COUNT));
  const roles = { student: t`Student`, parent: t`Parent` };
  return states<PublicTestimonial>(
    query,
    {
      loading: t`Loading what students and parents say`,
      failed: t`Could not load the testimonials`,
      empty: t`No testimonials yet.`,
    },
    props,
    (testimonials) => (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {testimonials.map((testimonial) => (
          <Blockquote
            key={testimonial._id}
            cite={
              <>
                {testimonial.author}, {roles[testimonial.role]}
                {testimonial.course && ` (${testimonial.course})`}
              </>
            }
            p="md"
            m={0}
          >
            {testimonial.text}
          </Blockquote>
        ))}
      </SimpleGrid>
    ),
  );
}

export function GalleryGrid(props: ListProps) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const query = useQuery(getPublicGalleryQueryOptions(language, props.limit ?? HOME_COUNT));
  return states<PublicGalleryPhoto>(
    query,
    {
      loading: t`Loading the photos`,
      failed: t`Could not load the photos`,
      empty: t`No photos yet.`,
    },
    props,
    (photos) => <PhotoGrid photos={photos} />,
  );
}

/** Every published photo, `pageSize` at a time, with "Show more photos" under them. */
export function GalleryPages({ pageSize }: { pageSize: number }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const query = useInfiniteQuery(getPublicGalleryPagesQueryOptions(language, pageSize));
  return (
    <QueryStates
      query={query}
      data={query.data && loadedItems(query.data, (photo) => photo._id)}
      loadingLabel={t`Loading the photos`}
      errorTitle={t`Could not load the photos`}
      empty={t`No photos yet.`}
    >
      {(photos) => (
        <Stack gap="md">
          <PhotoGrid photos={photos} />
          <LoadMore
            shown={photos.length}
            total={totalOf(query.data)}
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
            label={t`Show more photos`}
          />
        </Stack>
      )}
    </QueryStates>
  );
}

function PhotoGrid({ photos }: { photos: PublicGalleryPhoto[] }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      {photos.map((photo) => (
        <Stack key={photo._id} gap={4} component="figure" m={0}>
          {/* A box of its own shape before the photo arrives, so the sections below stay put. */}
          <AspectRatio ratio={4 / 3}>
            <Image
              src={photo.photo}
              alt={photo.caption || t`A photo from the institute`}
              radius="sm"
              fit="cover"
              loading="lazy"
            />
          </AspectRatio>
          {photo.caption && (
            <Text size="sm" component="figcaption">
              {photo.caption}
            </Text>
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
