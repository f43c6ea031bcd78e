import {
  type Admission,
  AdmissionSchema,
  type UpdateAdmissionStatusInput,
} from "@app/shared/admissions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { admissionsQueryKey } from "./get-my-admissions";
import { newStudentsQueryKey } from "./get-new-students";

export const updateAdmissionStatus = ({
  admissionId,
  input,
}: {
  admissionId: string;
  input: UpdateAdmissionStatusInput;
}) =>
  request(`/api/users/newstudentlist/${encodeURIComponent(admissionId)}`, AdmissionSchema, {
    method: "PUT",
    body: input,
  });

const replace = (list: Admission[] | undefined, id: string, change: Partial<Admission>) =>
  list?.map((item) => (item._id === id ? { ...item, ...change } : item));

/**
 * PUT /api/users/newstudentlist/{id}. The list shows the new status at once and goes back to the
 * old one if the server refuses (e.g. 409 when the applicant has another open admission).
 */
export const useUpdateAdmissionStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdmissionStatus,
    onMutate: async ({ admissionId, input }) => {
      await queryClient.cancelQueries({ queryKey: newStudentsQueryKey });
      const previous = queryClient.getQueryData<Admission[]>(newStudentsQueryKey);
      queryClient.setQueryData<Admission[]>(newStudentsQueryKey, (list) =>
        replace(list, admissionId, input),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(newStudentsQueryKey, context.previous);
    },
    onSuccess: (admission: Admission) => {
      queryClient.setQueryData<Admission[]>(newStudentsQueryKey, (list) =>
        replace(list, admission._id, admission),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: admissionsQueryKey }),
  });
};
