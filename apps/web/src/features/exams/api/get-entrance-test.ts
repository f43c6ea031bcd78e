import { type EntranceTest, EntranceTestSchema } from "@app/shared/exams";
import type { Language } from "@app/shared/i18n";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

/** Every language's entrance test: what the start and the submit refresh when they are refused. */
export const entranceTestBaseQueryKey = ["entrance-test"] as const;

/**
 * The test in one language: the server answers its rules and questions in the reader's language,
 * so a page in the other language has a query of its own (as the quiz's).
 */
export const entranceTestQueryKey = (language: Language) =>
  [...entranceTestBaseQueryKey, language] as const;

/** The test in `language`, asked for by name: the account's saved language may lag a switch. */
export const getEntranceTest = (language: Language) =>
  readJson(
    api.GET("/api/entrance-test", { params: { query: { lang: language } } }),
    EntranceTestSchema,
  );

export const getEntranceTestQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: entranceTestQueryKey(language),
    queryFn: () => getEntranceTest(language),
  });

/**
 * The rules, the time limit and the caller's attempt (not started, in progress with the
 * questions and deadline, or submitted with the score and review), in `language`. Always fresh on
 * entry, so a reload resumes the server's attempt.
 */
export const useEntranceTest = (language: Language) =>
  useQuery({ ...getEntranceTestQueryOptions(language), refetchOnMount: "always" });

/**
 * Keeps the attempt a start or a submit answered with in the test of the language it was asked in,
 * and has the other languages' tests (which still hold the attempt as it was) read again.
 */
export function keepEntranceAttempt(
  queryClient: QueryClient,
  language: Language,
  attempt: EntranceTest["attempt"],
): void {
  queryClient.setQueryData<EntranceTest>(entranceTestQueryKey(language), (test) =>
    test ? { ...test, attempt } : test,
  );
  void queryClient.invalidateQueries({
    queryKey: entranceTestBaseQueryKey,
    predicate: (query) => query.queryKey[1] !== language,
  });
}
