import { QuizSchema } from "@app/shared/exams";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

export const quizQueryKey = ["quiz"] as const;

export const getQuiz = () => readJson(api.GET("/api/quiz"), QuizSchema);

export const getQuizQueryOptions = () =>
  queryOptions({ queryKey: quizQueryKey, queryFn: getQuiz, staleTime: 5 * 60_000 });

/** The quiz questions and their options, without the answer key (public). */
export const useQuiz = () => useQuery(getQuizQueryOptions());
