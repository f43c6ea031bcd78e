// The back office's money (docs/payments.md: the money screen): the collections of a range by day
// or month and method, the dues and their totals, and the payments received as CSV.
import {
  type CollectionsQuery,
  CollectionsSchema,
  type PaymentExportQuery,
} from "@app/shared/collections";
import { DueSchema, DuesSummarySchema } from "@app/shared/payments";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { api, readBlob, readJson, readPage } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import type { ListQuery } from "@/lib/use-list-params";

export const moneyQueryKey = ["money"] as const;

export const collectionsQueryKey = (query: CollectionsQuery) =>
  [...moneyQueryKey, "collections", query] as const;

/** GET /api/staff/money/collections: a range's money by day or month and method. */
export const useCollections = (query: CollectionsQuery | undefined) =>
  useQuery({
    queryKey: collectionsQueryKey(query ?? { from: "", to: "", by: "day" }),
    queryFn: () =>
      readJson(
        api.GET("/api/staff/money/collections", { params: { query: query as CollectionsQuery } }),
        CollectionsSchema,
      ),
    enabled: query !== undefined,
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });

export const duesSummaryQueryKey = (filters: ListQuery) =>
  [...moneyQueryKey, "dues-summary", filters] as const;

/** GET /api/staff/dues/summary: what the dues the filters find add up to, and the overdue part. */
export const useDuesSummary = (filters: ListQuery = {}) =>
  useQuery({
    queryKey: duesSummaryQueryKey(filters),
    queryFn: () =>
      readJson(
        api.GET("/api/staff/dues/summary", { params: { query: filters } }),
        DuesSummarySchema,
      ),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });

export const duesQueryKey = (query: ListQuery) => [...moneyQueryKey, "dues", query] as const;

/** GET /api/staff/dues: instalments with money owed, a page at a time. */
export const useDues = (query: ListQuery) =>
  useQuery({
    queryKey: duesQueryKey(query),
    queryFn: () => readPage(api.GET("/api/staff/dues", { params: { query } }), DueSchema),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });

/** The export's file name: `payments-2026-04-01-to-2026-04-30.csv`, as the server names it. */
export const paymentsCsvFileName = ({ from, to }: PaymentExportQuery) =>
  `payments${from ? `-${from}` : ""}${to ? `-to-${to}` : ""}.csv`;

/** GET /api/staff/money/payments.csv, downloaded through the API client (it needs the token). */
export const useExportPayments = () =>
  useMutation({
    mutationFn: async (query: PaymentExportQuery) =>
      saveFile(
        await readBlob(
          api.GET("/api/staff/money/payments.csv", { params: { query }, parseAs: "blob" }),
        ),
        paymentsCsvFileName(query),
      ),
  });
