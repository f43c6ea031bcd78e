// The test series' calls (decision 048): a student's tests, attempts, answers and results; staff's
// tests, attempts and statistics. Every answer is checked with the shared schema the server uses.

import { BatchSchema } from "@app/shared/courses";
import { QuestionSchema } from "@app/shared/question-bank";
import {
  type AnswerInput,
  AnswerSavedSchema,
  AttemptResultSchema,
  AttemptSchema,
  FocusLossSchema,
  HistoryRowSchema,
  LeaderboardRowSchema,
  QuestionStatsSchema,
  StaffAttemptRowSchema,
  type TestInput,
  TestSchema,
  TestSummarySchema,
} from "@app/shared/test-series";
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, api, readJson, readPage } from "@/lib/api-client";
import { FIRST_PAGE, nextPage } from "@/lib/page-list";
import type { ListQuery } from "@/lib/use-list-params";

const path = (id: string) => ({ params: { path: { id } } });

export const myTestsKey = ["test-series", "mine"] as const;
/** The tests open to the reader, a page at a time, grown with "Show more". */
export const useMyTests = () =>
  useInfiniteQuery({
    queryKey: [...myTestsKey, "pages"],
    queryFn: ({ pageParam }) =>
      readPage(
        api.GET("/api/exams/my-tests", { params: { query: { page: pageParam } } }),
        TestSummarySchema,
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
  });

export const useMyTest = (id: string) =>
  useQuery({
    queryKey: ["test-series", "summary", id],
    queryFn: () => readJson(api.GET("/api/exams/my-tests/{id}", path(id)), TestSummarySchema),
    refetchOnMount: "always",
  });

export const attemptKey = (id: string) => ["test-series", "attempt", id] as const;

/** Starts an attempt or resumes the running one (the server keeps one per student and test). */
export const useStartAttempt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (testId: string) =>
      readJson(api.POST("/api/exams/tests/{id}/attempts", path(testId)), AttemptSchema),
    onSuccess: (attempt) => queryClient.setQueryData(attemptKey(attempt.id), attempt),
  });
};

/** The attempt as the server keeps it; always fresh, so a reload resumes the server's copy. */
export const useAttempt = (id: string | null) =>
  useQuery({
    queryKey: attemptKey(id ?? ""),
    queryFn: () => readJson(api.GET("/api/exams/attempts/{id}", path(id ?? "")), AttemptSchema),
    enabled: id !== null,
    refetchOnMount: "always",
    refetchOnWindowFocus: false,
  });

export const saveAnswer = (attemptId: string, questionId: string, body: AnswerInput) =>
  readJson(
    api.PUT("/api/exams/attempts/{id}/answers/{questionId}", {
      params: { path: { id: attemptId, questionId } },
      body,
    }),
    AnswerSavedSchema,
  );

export const visitQuestion = (attemptId: string, questionId: string) =>
  api.POST("/api/exams/attempts/{id}/visits/{questionId}", {
    params: { path: { id: attemptId, questionId } },
  });

export const reportFocusLoss = (attemptId: string) =>
  readJson(api.POST("/api/exams/attempts/{id}/focus-loss", path(attemptId)), FocusLossSchema);

export const useSubmitAttempt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attemptId: string) =>
      readJson(api.POST("/api/exams/attempts/{id}/submit", path(attemptId)), AttemptResultSchema),
    onSuccess: (result) => {
      queryClient.setQueryData(["test-series", "result", result.id], result);
      void queryClient.invalidateQueries({ queryKey: ["test-series", "summary", result.testId] });
      void queryClient.invalidateQueries({ queryKey: attemptKey(result.id) });
    },
  });
};

export const useAttemptResult = (id: string | null) =>
  useQuery({
    queryKey: ["test-series", "result", id ?? ""],
    queryFn: () =>
      readJson(api.GET("/api/exams/attempts/{id}/result", path(id ?? "")), AttemptResultSchema),
    enabled: id !== null,
    refetchOnMount: "always",
  });

export const useLeaderboard = (testId: string, enabled: boolean) =>
  useQuery({
    queryKey: ["test-series", "leaderboard", testId],
    queryFn: () =>
      readPage(
        api.GET("/api/exams/tests/{id}/leaderboard", {
          params: { path: { id: testId }, query: { limit: 20 } },
        }),
        LeaderboardRowSchema,
      ),
    enabled,
  });

/** The reader's attempts, newest first, a page at a time, grown with "Show more". */
export const useHistory = () =>
  useInfiniteQuery({
    queryKey: ["test-series", "history"],
    queryFn: ({ pageParam }) =>
      readPage(
        api.GET("/api/exams/my-attempts", { params: { query: { page: pageParam } } }),
        HistoryRowSchema,
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
  });

// ---- Staff ----

export const staffTestsKey = ["test-series", "staff"] as const;

/** Staff's tests, newest first, found by title, a page at a time, grown with "Show more". */
export const useStaffTests = (q: string) =>
  useInfiniteQuery({
    queryKey: [...staffTestsKey, "pages", q],
    queryFn: ({ pageParam }) =>
      readPage(
        api.GET("/api/exams/tests", {
          params: { query: { page: pageParam, ...(q ? { q } : {}) } },
        }),
        TestSchema,
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
  });

export const useSaveTest = (id: string | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TestInput) =>
      id === null
        ? readJson(api.POST("/api/exams/tests", { body }), TestSchema)
        : readJson(api.PUT("/api/exams/tests/{id}", { ...path(id), body }), TestSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffTestsKey }),
  });
};

export const useDeleteTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      readJson(api.DELETE("/api/exams/tests/{id}", path(id)), z.unknown()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffTestsKey }),
  });
};

/** A test's attempts, one page of the list at a time (its page and search in the address). */
export const useTestAttempts = (id: string, query: ListQuery) =>
  useQuery({
    queryKey: ["test-series", "attempts", id, query],
    queryFn: () =>
      readPage(
        api.GET("/api/exams/tests/{id}/attempts", { params: { path: { id }, query } }),
        StaffAttemptRowSchema,
      ),
    placeholderData: keepPreviousData,
  });

export const useTestStatistics = (id: string) =>
  useQuery({
    queryKey: ["test-series", "statistics", id],
    queryFn: () =>
      readJson(api.GET("/api/exams/tests/{id}/statistics", path(id)), QuestionStatsSchema.array()),
  });

// ---- The test form's pickers ----

/** Bank questions found by text (both languages), ten at a time, for a section's fixed list. */
export const useQuestionSearch = (q: string) =>
  useInfiniteQuery({
    queryKey: ["question-bank", "questions", "picker", q],
    queryFn: ({ pageParam }) =>
      readPage(
        api.GET("/api/exams/questions", {
          params: { query: { page: String(pageParam), limit: "10", ...(q ? { q } : {}) } },
        }),
        QuestionSchema,
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
  });

/** 404 answers null: a question deleted from the bank, or a batch deleted, stays in the test. */
const orGone = async <T>(read: Promise<T>): Promise<T | null> => {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

/** The bank's questions a test names, each read by its id (a section holds a handful). */
export const useQuestionsById = (ids: readonly string[]) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: ["test-series", "question", id],
      queryFn: () =>
        orGone(readJson(api.GET("/api/exams/questions/{id}", path(id)), QuestionSchema)),
      staleTime: 60_000,
    })),
  });

/** The batches a test is for, each read by its id. */
export const useBatchesById = (ids: readonly string[]) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: ["test-series", "batch", id],
      queryFn: () => orGone(readJson(api.GET("/api/staff/batches/{id}", path(id)), BatchSchema)),
      staleTime: 60_000,
    })),
  });
