import { type Admission, type AdmissionInput, AdmissionSchema } from "@app/shared/admissions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, readJson } from "@/lib/api-client";
import { admissionsQueryKey, myAdmissionsQueryKey } from "./get-my-admissions";

export const createAdmission = (input: AdmissionInput) =>
  readJson(api.POST("/api/admissions", { body: input }), AdmissionSchema);

/** POST /api/admissions: 201 with the stored application (status `pending`). */
export const useCreateAdmission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmission,
    onSuccess: async (admission: Admission) => {
      queryClient.setQueryData<Admission[]>(myAdmissionsQueryKey, (list) =>
        list ? [admission, ...list] : [admission],
      );
      await queryClient.invalidateQueries({ queryKey: admissionsQueryKey });
    },
    // 409 `You have already applied` (e.g. from another tab): show that application instead.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: myAdmissionsQueryKey });
      }
    },
  });
};
