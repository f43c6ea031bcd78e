import { QuizResultSchema } from "@app/shared/exams";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const quizResultsQueryKey = ["quiz", "results"] as const;

export const getQuizResults = () => request("/api/quiz/results", QuizResultSchema.array());

export const getQuizResultsQueryOptions = () =>
  queryOptions({ queryKey: quizResultsQueryKey, queryFn: getQuizResults });

/** Every user's quiz result, newest first (staff and admin). */
export const useQuizResults = () =>
  useQuery({ ...getQuizResultsQueryOptions(), refetchOnMount: "always" });
