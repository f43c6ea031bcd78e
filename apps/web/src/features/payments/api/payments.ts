// The payments API (docs/payments.md): the caller's enrolments, paying a debt online or by UPI
// reference, receipts; for staff, the UPI references waiting, confirming them and the desk.
import {
  DebtSummarySchema,
  type DeskPaymentInput,
  EnrolmentSchema,
  MyPaymentSchema,
  PaymentMethodsSchema,
  PaymentSchema,
  type VerifyPaymentSchema,
} from "@app/shared/payments";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api, readBlob, readJson, readPage } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import type { ListQuery } from "@/lib/use-list-params";

export const paymentsQueryKey = ["payments"] as const;

export type DebtKind = "order" | "instalment" | "booking";
export type DebtRef = { order: string } | { instalment: string } | { booking: string };

export const debtRef = (kind: DebtKind, id: string): DebtRef =>
  kind === "order" ? { order: id } : kind === "instalment" ? { instalment: id } : { booking: id };

/** What the desk may take money for: a user's debts, and an enrolment's fees as a whole. */
export type DeskDebtKind = DebtKind | "enrolment";
export type DeskDebtRef = DebtRef | { enrolment: string };

/** GET /api/payments/methods: the ways of paying online that are set up (no secrets). */
export const usePaymentMethods = () =>
  useQuery({
    queryKey: [...paymentsQueryKey, "methods"],
    queryFn: () => readJson(api.GET("/api/payments/methods"), PaymentMethodsSchema),
    staleTime: 5 * 60_000,
  });

/**
 * GET /api/payments/debt: what a debt is for, whose it is and what is due now (the payer's own,
 * any for staff). Under the payments key, so a payment made refreshes it.
 */
export const useDebtSummary = (debt: DeskDebtRef | null) =>
  useQuery({
    queryKey: [...paymentsQueryKey, "debt", debt],
    queryFn: () =>
      readJson(api.GET("/api/payments/debt", { params: { query: debt ?? {} } }), DebtSummarySchema),
    enabled: debt !== null,
    refetchOnMount: "always",
  });

/** GET /api/enrolments/mine: the caller's enrolments with what is due, paid and next. */
export const useMyEnrolments = () =>
  useQuery({
    queryKey: [...paymentsQueryKey, "enrolments", "mine"],
    queryFn: () => readJson(api.GET("/api/enrolments/mine"), EnrolmentSchema.array()),
    refetchOnMount: "always",
  });

/** PUT /api/enrolments/{id}/whatsapp-reminders: the student turns their WhatsApp reminders on or off. */
export const useSetWhatsappReminders = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) =>
      readJson(
        api.PUT("/api/enrolments/{id}/whatsapp-reminders", {
          params: { path: { id } },
          body: { on },
        }),
        EnrolmentSchema,
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...paymentsQueryKey, "enrolments", "mine"] }),
  });
};

/** Its student's consent to test results on WhatsApp, apart from fee reminders'. */
export const useSetWhatsappResults = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) =>
      readJson(
        api.PUT("/api/enrolments/{id}/whatsapp-results", {
          params: { path: { id } },
          body: { on },
        }),
        EnrolmentSchema,
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...paymentsQueryKey, "enrolments", "mine"] }),
  });
};

export const myPaymentsQueryKey = (query: ListQuery) =>
  [...paymentsQueryKey, "mine", query] as const;

/** GET /api/payments/mine: the caller's own payments with their refunds, a page at a time. */
export const useMyPayments = (query: ListQuery) =>
  useQuery({
    queryKey: myPaymentsQueryKey(query),
    queryFn: () => readPage(api.GET("/api/payments/mine", { params: { query } }), MyPaymentSchema),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });

/** POST /api/payments: the open payment for a debt of the caller's (made if there is none). */
export const useStartPayment = () =>
  useMutation({
    mutationFn: ({ debt, method }: { debt: DebtRef; method: "razorpay" | "upi" }) =>
      readJson(api.POST("/api/payments", { body: { for: debt, method } }), PaymentSchema),
  });

/** POST /api/payments/{id}/verify with what Checkout handed the browser. */
export const useVerifyPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, result }: { id: string; result: z.input<typeof VerifyPaymentSchema> }) =>
      readJson(
        api.POST("/api/payments/{id}/verify", { params: { path: { id } }, body: result }),
        PaymentSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
};

/** POST /api/payments/{id}/upi-reference: the UTR the payer's UPI app showed. */
export const useSubmitUtr = () =>
  useMutation({
    mutationFn: ({ id, utr }: { id: string; utr: string }) =>
      readJson(
        api.POST("/api/payments/{id}/upi-reference", { params: { path: { id } }, body: { utr } }),
        PaymentSchema,
      ),
  });

/** `RV/26-27/00001` → `RV-26-27-00001.pdf` (the name the server gives it too). */
export const receiptFileName = (number: string) => `${number.replaceAll("/", "-")}.pdf`;

/** The receipt PDF, through the API client (it needs the bearer token). */
export const useDownloadReceipt = () =>
  useMutation({
    mutationFn: async ({ id, number }: { id: string; number: string }) => {
      const blob = await readBlob(
        api.GET("/api/payments/{id}/receipt.pdf", { params: { path: { id } }, parseAs: "blob" }),
      );
      saveFile(blob, receiptFileName(number));
    },
  });

/** GET /api/payments: staff see everyone's (status=submitted: UPI references to check). */
export const usePayments = (query: ListQuery) =>
  useQuery({
    queryKey: [...paymentsQueryKey, "list", query],
    queryFn: () => readPage(api.GET("/api/payments", { params: { query } }), PaymentSchema),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });

/** Staff confirm a UPI reference found on the bank statement, or reject it with a reason. */
export const useDecideUpi = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reject }: { id: string; reject?: string }) =>
      reject
        ? readJson(
            api.POST("/api/staff/payments/{id}/reject", {
              params: { path: { id } },
              body: { reason: reject },
            }),
            PaymentSchema,
          )
        : readJson(
            api.POST("/api/staff/payments/{id}/confirm", { params: { path: { id } } }),
            PaymentSchema,
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
};

/** POST /api/staff/payments: money taken at the desk. */
export const useDeskPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeskPaymentInput) =>
      readJson(api.POST("/api/staff/payments", { body: input }), PaymentSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
};
