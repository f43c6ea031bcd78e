import {
  type OwnQuizResult,
  type QuizSubmission,
  QuizSubmitResponseSchema,
} from "@app/shared/exams";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, readJson } from "@/lib/api-client";
import { ownQuizResultQueryKey } from "./get-own-quiz-result";

/** POST /api/quiz/results answers `[result]`: the new result, or the stored one on a resubmission. */
export const submitQuiz = async (input: QuizSubmission) => {
  const [result] = await readJson(
    api.POST("/api/quiz/results", { body: input }),
    QuizSubmitResponseSchema,
  );
  if (!result) throw new ApiError("The server did not send a result", 200);
  return result;
};

/** Sends the chosen answers; the answer (first or stored result) becomes the page's result. */
export const useSubmitQuiz = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuiz,
    onSuccess: (result) => {
      queryClient.setQueryData<OwnQuizResult>(ownQuizResultQueryKey, { result });
    },
  });
};
