import type { VoterRow } from "@app/shared/voters";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, readJson } from "@/lib/api-client";
import { votersQueryKey } from "./get-voters";
import { voterKey } from "./voter-key";

export const deleteVoter = (row: Pick<VoterRow, "sl_no" | "assembly_constituency">) =>
  readJson(
    api.DELETE("/api/voters/{sl_no}/{assembly_constituency}", { params: { path: voterKey(row) } }),
    z.unknown(),
  );

export const useDeleteVoter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: votersQueryKey }),
  });
};
