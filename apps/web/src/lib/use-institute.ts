// The institute's details (GET /api/institute), which several features show: the footer, the contact
// page, the back office's header and invoices.
import { INSTITUTE, InstituteSettingsSchema } from "@app/shared/institute";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

export const instituteQueryKey = ["institute"] as const;

export const getInstitute = () => readJson(api.GET("/api/institute"), InstituteSettingsSchema);

export const instituteQueryOptions = () =>
  queryOptions({ queryKey: instituteQueryKey, queryFn: getInstitute, staleTime: 5 * 60_000 });

/**
 * The institute's details as an admin last saved them. Until they arrive (or if they cannot), the
 * built-in ones stand in, so the footer and contact page never wait on them.
 */
export const useInstitute = () =>
  useQuery(queryOptions({ ...instituteQueryOptions(), placeholderData: INSTITUTE })).data ??
  INSTITUTE;

/** The saved details with their loading and error states (the form that changes them). */
export const useInstituteQuery = () => useQuery(instituteQueryOptions());
