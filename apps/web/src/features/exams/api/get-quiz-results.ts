import { QuizResultSchema } from "@app/shared/exams";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";

export const quizResultsQueryKey = ["quiz", "results"] as const;

export const getQuizResults = (query: ListQuery) =>
  readPage(api.GET("/api/quiz/results", { params: { query } }), QuizResultSchema);

export const getQuizResultsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...quizResultsQueryKey, query],
    queryFn: () => getQuizResults(query),
  });

/** A page of the users' quiz results, newest first (staff and admin). */
export const useQuizResults = (query: ListQuery) =>
  useQuery({
    ...getQuizResultsQueryOptions(query),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
