import { VoterRowSchema } from "@app/shared/voters";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const votersQueryKey = ["voters"] as const;

export const getVoters = () => request("/api/voter", VoterRowSchema.array());

export const getVotersQueryOptions = () =>
  queryOptions({ queryKey: votersQueryKey, queryFn: getVoters });

/** Every voter row, by assembly constituency then sl_no (admin). */
export const useVoters = () => useQuery({ ...getVotersQueryOptions(), refetchOnMount: "always" });
