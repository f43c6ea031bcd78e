import { QuizSchema } from "@app/shared/exams";
import type { Language } from "@app/shared/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

export const quizQueryKey = ["quiz"] as const;

/** The questions in one language: a page in the other language has a query of its own. */
export const quizQuestionsQueryKey = (language: Language) =>
  [...quizQueryKey, "questions", language] as const;

export const getQuiz = (language: Language) =>
  readJson(api.GET("/api/quiz", { params: { query: { lang: language } } }), QuizSchema);

export const getQuizQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: quizQuestionsQueryKey(language),
    queryFn: () => getQuiz(language),
    staleTime: 5 * 60_000,
  });

/** The quiz questions and their options in the page's language, without the answer key (public). */
export const useQuiz = (language: Language) => useQuery(getQuizQueryOptions(language));
