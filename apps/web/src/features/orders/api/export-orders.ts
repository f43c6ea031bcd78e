// The orders CSV export for the list's search and filters, downloaded through the API client (it
// needs the bearer token).
import { useMutation } from "@tanstack/react-query";
import { api, readBlob } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import type { ListQuery } from "@/lib/use-list-params";

export const ORDERS_CSV_FILE_NAME = "orders.csv";

/** GET /api/orders/export.csv: every order the filters find (q, status, product, from, to). */
export const getOrdersCsv = (filters: ListQuery) =>
  readBlob(api.GET("/api/orders/export.csv", { params: { query: filters }, parseAs: "blob" }));

export const useExportOrders = () =>
  useMutation({
    mutationFn: async (filters: ListQuery) =>
      saveFile(await getOrdersCsv(filters), ORDERS_CSV_FILE_NAME),
  });
