import { AdmissionSchema } from "@app/shared/admissions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { admissionsQueryKey } from "./get-my-admissions";

export const newStudentsQueryKey = [...admissionsQueryKey, "all"] as const;

export const getNewStudents = () => request("/api/users/newstudentlist", AdmissionSchema.array());

export const getNewStudentsQueryOptions = () =>
  queryOptions({ queryKey: newStudentsQueryKey, queryFn: getNewStudents });

/** Every admission, newest first (staff and admins). */
export const useNewStudents = () =>
  useQuery({ ...getNewStudentsQueryOptions(), refetchOnMount: "always" });
