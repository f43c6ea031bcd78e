// The back office's money (docs/payments.md: the money screen): the collections of a range by day
// or month and method, the dues and their totals, and the payments received as CSV; a student's
// enrolment, its plan changes, and changing its plan; the fee reminders sent; everyone's payments
// and refunding one.
import {
  type CollectionsQuery,
  CollectionsSchema,
  type PaymentExportQuery,
} from "@app/shared/collections";
import {
  DueSchema,
  DuesSummarySchema,
  EnrolmentSchema,
  FeeReminderSchema,
  type PlanChangeInput,
  PlanChangeRecordSchema,
  RefundSchema,
  ReminderRunSchema,
  StaffPaymentSchema,
} from "@app/shared/payments";
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { paymentsQueryKey } from "@/features/payments/api/payments";
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

export const enrolmentQueryKey = (id: string) => [...moneyQueryKey, "enrolment", id] as const;

/** GET /api/enrolments/{id}: a student's enrolment with its instalments and what is paid. */
export const enrolmentQuery = (id: string) =>
  queryOptions({
    queryKey: enrolmentQueryKey(id),
    queryFn: () =>
      readJson(api.GET("/api/enrolments/{id}", { params: { path: { id } } }), EnrolmentSchema),
    refetchOnMount: "always",
  });

export const planChangesQueryKey = (id: string) =>
  [...moneyQueryKey, "enrolment", id, "plan-changes"] as const;

/** GET /api/staff/enrolments/{id}/plan-changes: who changed the plan, when and why. */
export const planChangesQuery = (id: string) =>
  queryOptions({
    queryKey: planChangesQueryKey(id),
    queryFn: () =>
      readJson(
        api.GET("/api/staff/enrolments/{id}/plan-changes", { params: { path: { id } } }),
        PlanChangeRecordSchema.array(),
      ),
    refetchOnMount: "always",
  });

/**
 * PUT /api/staff/enrolments/{id}/plan: the new instalments and the reason. The dues, their totals,
 * the enrolment and its history are read again, and the student's own fees.
 */
export const useChangePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PlanChangeInput }) =>
      readJson(
        api.PUT("/api/staff/enrolments/{id}/plan", { params: { path: { id } }, body: input }),
        EnrolmentSchema,
      ),
    onSuccess: (enrolment) => {
      queryClient.setQueryData(enrolmentQueryKey(enrolment.id), enrolment);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyQueryKey }),
        queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
      ]);
    },
  });
};

export const remindersQueryKey = (query: ListQuery) =>
  [...moneyQueryKey, "reminders", query] as const;

/** GET /api/staff/reminders: the fee reminders sent, newest first, a page at a time. */
export const useReminders = (query: ListQuery) =>
  useQuery({
    queryKey: remindersQueryKey(query),
    queryFn: () =>
      readPage(api.GET("/api/staff/reminders", { params: { query } }), FeeReminderSchema),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });

export const staffPaymentsQueryKey = (query: ListQuery) =>
  [...paymentsQueryKey, "staff", query] as const;

/** GET /api/staff/payments: everyone's payments, newest first, a page at a time. */
export const useStaffPayments = (query: ListQuery) =>
  useQuery({
    queryKey: staffPaymentsQueryKey(query),
    queryFn: () =>
      readPage(api.GET("/api/staff/payments", { params: { query } }), StaffPaymentSchema),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });

/**
 * POST /api/payments/{id}/refunds (admins): `key` is the Idempotency-Key, the same for every try of
 * one refund, so a repeated click or a retry after a lost answer makes one refund. The payments,
 * the money figures and the dues are read again.
 */
export const useRefund = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      amountPaise,
      reason,
      key,
    }: {
      id: string;
      amountPaise: number;
      reason: string;
      key: string;
    }) =>
      readJson(
        api.POST("/api/payments/{id}/refunds", {
          params: { path: { id } },
          body: { amountPaise, reason },
          headers: { "Idempotency-Key": key },
        }),
        RefundSchema,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: moneyQueryKey }),
      ]),
  });
};

/**
 * POST /api/staff/reminders/run: sends the reminders due today now, as the timer does (each once);
 * the reminders list is read again.
 */
export const useRunReminders = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => readJson(api.POST("/api/staff/reminders/run"), ReminderRunSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...moneyQueryKey, "reminders"] }),
  });
};
