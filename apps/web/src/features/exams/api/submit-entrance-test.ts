import {
  AttemptSubmittedSchema,
  type EntranceSubmission,
  type EntranceTest,
} from "@app/shared/exams";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, readJson } from "@/lib/api-client";
import { entranceTestQueryKey } from "./get-entrance-test";

/** Sends the answers once; the answer carries the score and, for the first time, the key. */
export const submitEntranceTest = (input: EntranceSubmission) =>
  readJson(api.POST("/api/entrance-test/submit", { body: input }), AttemptSubmittedSchema);

export const useSubmitEntranceTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitEntranceTest,
    onSuccess: (attempt) => {
      queryClient.setQueryData<EntranceTest>(entranceTestQueryKey, (test) =>
        test ? { ...test, attempt } : test,
      );
    },
    onError: (error) => {
      // 409 (already submitted elsewhere, or too late): the server holds the final result.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: entranceTestQueryKey });
      }
    },
  });
};
