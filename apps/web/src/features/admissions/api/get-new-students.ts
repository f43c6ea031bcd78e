import { AdmissionSchema } from "@app/shared/admissions";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";
import { admissionsQueryKey } from "./get-my-admissions";

export const newStudentsQueryKey = [...admissionsQueryKey, "all"] as const;

export const getNewStudents = (query: ListQuery) =>
  readPage(api.GET("/api/admissions", { params: { query } }), AdmissionSchema);

export const getNewStudentsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...newStudentsQueryKey, query],
    queryFn: () => getNewStudents(query),
  });

/** A page of every admission, newest first unless sorted otherwise (staff and admins). */
export const useNewStudents = (query: ListQuery) =>
  useQuery({
    ...getNewStudentsQueryOptions(query),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
