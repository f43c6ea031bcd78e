import type { VoterRow } from "@app/shared/voters";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { request } from "@/lib/api-client";
import { votersQueryKey } from "./get-voters";
import { voterKeyPath } from "./voter-key";

export const deleteVoter = (row: Pick<VoterRow, "sl_no" | "assembly_constituency">) =>
  request(`/api/voter${voterKeyPath(row)}`, z.unknown(), { method: "DELETE" });

export const useDeleteVoter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: votersQueryKey }),
  });
};
