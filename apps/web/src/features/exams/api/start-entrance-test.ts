import { AttemptInProgressSchema, type EntranceTest } from "@app/shared/exams";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { entranceTestQueryKey } from "./get-entrance-test";

/** Starts the one attempt, or answers the running one with its original deadline. */
export const startEntranceTest = () =>
  readJson(api.POST("/api/entrance-test/start"), AttemptInProgressSchema);

export const useStartEntranceTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startEntranceTest,
    onSuccess: (attempt) => {
      queryClient.setQueryData<EntranceTest>(entranceTestQueryKey, (test) =>
        test ? { ...test, attempt } : test,
      );
    },
    // Already submitted (another tab): show the stored result.
    onError: () => queryClient.invalidateQueries({ queryKey: entranceTestQueryKey }),
  });
};
