// The test series' calls (decision 048): a student's tests, attempts, answers and results; staff's
// tests, attempts and statistics. Every answer is checked with the shared schema the server uses.

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
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, readJson, readPage } from "@/lib/api-client";

const path = (id: string) => ({ params: { path: { id } } });

export const myTestsKey = ["test-series", "mine"] as const;
export const useMyTests = (page = 1) =>
  useQuery({
    queryKey: [...myTestsKey, page],
    queryFn: () =>
      readPage(api.GET("/api/exams/my-tests", { params: { query: { page } } }), TestSummarySchema),
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

export const useHistory = () =>
  useQuery({
    queryKey: ["test-series", "history"],
    queryFn: () => readPage(api.GET("/api/exams/my-attempts"), HistoryRowSchema),
  });

// ---- Staff ----

export const staffTestsKey = ["test-series", "staff"] as const;

export const useStaffTests = (page: number, q: string) =>
  useQuery({
    queryKey: [...staffTestsKey, page, q],
    queryFn: () =>
      readPage(
        api.GET("/api/exams/tests", { params: { query: { page, ...(q ? { q } : {}) } } }),
        TestSchema,
      ),
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

export const useTestAttempts = (id: string) =>
  useQuery({
    queryKey: ["test-series", "attempts", id],
    queryFn: () =>
      readPage(api.GET("/api/exams/tests/{id}/attempts", path(id)), StaffAttemptRowSchema),
  });

export const useTestStatistics = (id: string) =>
  useQuery({
    queryKey: ["test-series", "statistics", id],
    queryFn: () =>
      readJson(api.GET("/api/exams/tests/{id}/statistics", path(id)), QuestionStatsSchema.array()),
  });
