import { AdmissionSchema, type UpdateAdmissionStatusInput } from "@app/shared/admissions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { admissionsQueryKey } from "./get-my-admissions";

export const updateAdmissionStatus = ({
  admissionId,
  input,
}: {
  admissionId: string;
  input: UpdateAdmissionStatusInput;
}) =>
  readJson(
    api.PUT("/api/admissions/{id}", { params: { path: { id: admissionId } }, body: input }),
    AdmissionSchema,
  );

/**
 * PUT /api/admissions/{id}. The row's select shows the chosen status while the call
 * runs; then every page reloads (a list filtered by status may lose the row), or, if the server
 * refuses (e.g. 409 when the applicant has another open admission), the row keeps the old one.
 */
export const useUpdateAdmissionStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdmissionStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: admissionsQueryKey }),
  });
};
