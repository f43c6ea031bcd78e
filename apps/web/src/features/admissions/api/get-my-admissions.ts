import { AdmissionSchema } from "@app/shared/admissions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

export const admissionsQueryKey = ["admissions"] as const;
export const myAdmissionsQueryKey = [...admissionsQueryKey, "mine"] as const;

export const getMyAdmissions = () =>
  readJson(api.GET("/api/admissions/mine"), AdmissionSchema.array());

export const getMyAdmissionsQueryOptions = () =>
  queryOptions({ queryKey: myAdmissionsQueryKey, queryFn: getMyAdmissions });

/** The signed-in user's own admissions, newest first; refetched on each visit (staff move them on). */
export const useMyAdmissions = () =>
  useQuery({ ...getMyAdmissionsQueryOptions(), refetchOnMount: "always" });
