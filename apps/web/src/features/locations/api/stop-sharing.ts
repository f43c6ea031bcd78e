import type { OwnMapData } from "@app/shared/locations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, readJson } from "@/lib/api-client";
import { ownLocationQueryKey } from "./get-own-location";

/** DELETE answers 204 with no body; nothing in the answer is needed. */
export const stopSharing = () => readJson(api.DELETE("/api/locations/me"), z.unknown());

export const useStopSharing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopSharing,
    onSuccess: () => queryClient.setQueryData<OwnMapData>(ownLocationQueryKey, { location: null }),
  });
};
