import { VoterImportResultSchema } from "@app/shared/voters";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, multipart, readJson } from "@/lib/api-client";
import { votersQueryKey } from "./get-voters";

/** Sends the CSV file as multipart; all or nothing, a bad line answers 400 `line N: …`. */
export const importVoters = (file: File) => {
  const body = new FormData();
  body.append("file", file);
  return readJson(api.POST("/api/voters/import", multipart(body)), VoterImportResultSchema);
};

export const useImportVoters = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importVoters,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: votersQueryKey }),
  });
};
