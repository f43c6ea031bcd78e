import { type VoterInput, type VoterRow, VoterRowSchema } from "@app/shared/voters";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { votersQueryKey } from "./get-voters";
import { voterKey } from "./voter-key";

type UpdateVoter = {
  /** The row's key before the change (the input may change it). */
  key: Pick<VoterRow, "sl_no" | "assembly_constituency">;
  input: VoterInput;
};

export const updateVoter = ({ key, input }: UpdateVoter) =>
  readJson(
    api.PUT("/api/voters/{sl_no}/{assembly_constituency}", {
      params: { path: voterKey(key) },
      body: input,
    }),
    VoterRowSchema,
  );

/** Replaces a row; 404 when it is gone, 409 when the new key is taken. */
export const useUpdateVoter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVoter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: votersQueryKey }),
  });
};
