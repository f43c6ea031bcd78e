import { AttemptInProgressSchema } from "@app/shared/exams";
import type { Language } from "@app/shared/i18n";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { useLanguage } from "@/lib/i18n";
import { entranceTestBaseQueryKey, keepEntranceAttempt } from "./get-entrance-test";

/** Starts the one attempt, or answers the running one with its original deadline. */
export const startEntranceTest = (language: Language) =>
  readJson(
    api.POST("/api/entrance-test/start", { params: { query: { lang: language } } }),
    AttemptInProgressSchema,
  );

export const useStartEntranceTest = () => {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  return useMutation({
    mutationFn: () => startEntranceTest(language),
    // The language the questions are asked in, even if the reader switches meanwhile.
    onMutate: () => ({ language }),
    onSuccess: (attempt, _input, context) => {
      keepEntranceAttempt(queryClient, context?.language ?? language, attempt);
    },
    // Already submitted (another tab): show the stored result.
    onError: () => queryClient.invalidateQueries({ queryKey: entranceTestBaseQueryKey }),
  });
};
