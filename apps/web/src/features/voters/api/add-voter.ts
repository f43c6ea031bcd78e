import { type VoterInput, VoterRowSchema } from "@app/shared/voters";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { votersQueryKey } from "./get-voters";

export const addVoter = (input: VoterInput) =>
  readJson(api.POST("/api/voters", { body: input }), VoterRowSchema);

/** Adds a row; 409 when its (sl_no, assembly_constituency) exists. */
export const useAddVoter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVoter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: votersQueryKey }),
  });
};
