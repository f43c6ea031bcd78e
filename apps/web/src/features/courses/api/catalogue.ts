// The public catalogue (every course by group, texts in both languages) for /fees and the
// admission form.
import { CatalogueSchema, OpenBatchSchema } from "@app/shared/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson, readPage } from "@/lib/api-client";

export const catalogueQueryKey = ["catalogue"] as const;
/** The admission form's open batches (features/admissions), refreshed when staff change batches. */
export const openBatchesQueryKey = ["open-batches"] as const;

export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: catalogueQueryKey,
    queryFn: async () =>
      (await readJson(api.GET("/api/courses/catalogue"), CatalogueSchema)).courses,
    staleTime: 5 * 60_000,
  });

/** Every course by group (school, entrance, computer), each text in both languages. */
export const useCatalogue = () => useQuery(catalogueQueryOptions());

/** How many of the next batches the home page lists. */
export const HOME_BATCHES = 4;
/** How many of the next batches /fees reads, once, to show under their courses' cards. */
export const FEES_BATCHES = 48;

/** The next batches starting, soonest first, with their seats left (the home page). */
export const nextBatchesQueryOptions = (limit = HOME_BATCHES) =>
  queryOptions({
    queryKey: [...openBatchesQueryKey, "next", limit],
    queryFn: () =>
      readPage(
        api.GET("/api/batches/open", {
          params: { query: { sort: "startDate", limit: String(limit) } },
        }),
        OpenBatchSchema,
      ),
  });
