import { type MapDataInput, MapUserSchema, type OwnMapData } from "@app/shared/locations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { ownLocationQueryKey } from "./get-own-location";

export const shareLocation = (input: MapDataInput) =>
  readJson(api.POST("/api/locations/me", { body: input }), MapUserSchema);

export const useShareLocation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareLocation,
    onSuccess: (location) =>
      queryClient.setQueryData<OwnMapData>(ownLocationQueryKey, { location }),
  });
};
