import { type InstituteSettingsInput, InstituteSettingsSchema } from "@app/shared/institute";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { instituteQueryKey } from "@/lib/use-institute";

export const updateInstitute = (input: InstituteSettingsInput) =>
  readJson(api.PUT("/api/institute", { body: input }), InstituteSettingsSchema);

/** Every screen showing the details has the saved ones at once. */
export const useUpdateInstitute = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInstitute,
    onSuccess: (saved) => queryClient.setQueryData(instituteQueryKey, saved),
  });
};
