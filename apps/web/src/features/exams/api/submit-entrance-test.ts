import { AttemptSubmittedSchema, type EntranceSubmission } from "@app/shared/exams";
import type { Language } from "@app/shared/i18n";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, readJson } from "@/lib/api-client";
import { useLanguage } from "@/lib/i18n";
import { entranceTestBaseQueryKey, keepEntranceAttempt } from "./get-entrance-test";

/** Sends the answers once; the answer carries the score and, for the first time, the key. */
export const submitEntranceTest = (input: EntranceSubmission, language: Language) =>
  readJson(
    api.POST("/api/entrance-test/submit", { params: { query: { lang: language } }, body: input }),
    AttemptSubmittedSchema,
  );

export const useSubmitEntranceTest = () => {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  return useMutation({
    mutationFn: (input: EntranceSubmission) => submitEntranceTest(input, language),
    // The language the review is written in, even if the reader switches meanwhile.
    onMutate: () => ({ language }),
    onSuccess: (attempt, _input, context) => {
      keepEntranceAttempt(queryClient, context?.language ?? language, attempt);
    },
    onError: (error) => {
      // 409 (already submitted elsewhere, or too late): the server holds the final result.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: entranceTestBaseQueryKey });
      }
    },
  });
};
