import { OwnQuizResultSchema } from "@app/shared/exams";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

export const ownQuizResultQueryKey = ["quiz", "own-result"] as const;

export const getOwnQuizResult = () =>
  readJson(api.GET("/api/quiz/results/mine"), OwnQuizResultSchema);

export const getOwnQuizResultQueryOptions = () =>
  queryOptions({ queryKey: ownQuizResultQueryKey, queryFn: getOwnQuizResult });

/** The signed-in user's stored quiz result (null before the first submission). */
export const useOwnQuizResult = (signedIn: boolean) =>
  useQuery({ ...getOwnQuizResultQueryOptions(), enabled: signedIn, refetchOnMount: "always" });
