// The institute's details (GET /api/institute), which several features show: the footer, the contact
// page, the back office's header and invoices.
import {
  INSTITUTE,
  type InstituteSettings,
  InstituteSettingsSchema,
  instituteIn,
} from "@app/shared/institute";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api, readJson } from "@/lib/api-client";
import { useLanguage } from "@/lib/i18n";

export const instituteQueryKey = ["institute"] as const;

export const getInstitute = () => readJson(api.GET("/api/institute"), InstituteSettingsSchema);

export const instituteQueryOptions = () =>
  queryOptions({ queryKey: instituteQueryKey, queryFn: getInstitute, staleTime: 5 * 60_000 });

/**
 * The institute's details as an admin last saved them, its name, address, office hours and
 * director in the reader's language (the English ones where the Bengali are not written;
 * instituteIn). Until they arrive (or if they
 * cannot), the built-in ones stand in, so the footer and contact page never wait on them.
 */
export function useInstitute(): InstituteSettings {
  const { language } = useLanguage();
  const saved =
    useQuery(queryOptions({ ...instituteQueryOptions(), placeholderData: INSTITUTE })).data ??
    INSTITUTE;
  return useMemo(() => ({ ...saved, ...instituteIn(saved, language) }), [saved, language]);
}

/** The saved details with their loading and error states (the form that changes them). */
export const useInstituteQuery = () => useQuery(instituteQueryOptions());
