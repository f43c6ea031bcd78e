// An agent's own saved views of the queue (decision 046): listed beside the shared views, each
// with how many tickets it holds now, saved from the queue's filters, deleted.
import {
  type CreateTicketViewInput,
  type SavedTicketView,
  TicketViewSchema,
} from "@app/shared/tickets";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, readJson, readPage } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";
import { getStaffTickets, staffTicketsQueryKey } from "./get-staff-tickets";

export const ticketViewsQueryKey = ["ticket-views"] as const;

/** A saved view's filters as the queue's address and list call take them. */
export function viewQuery(view: SavedTicketView): ListQuery {
  const query: ListQuery = {};
  for (const [name, value] of Object.entries(view.filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (value !== undefined && value !== "") query[name] = String(value);
  }
  return query;
}

/** The caller's views, oldest first (an agent keeps at most 30: one page holds them). */
export const useTicketViews = () =>
  useQuery(
    queryOptions({
      queryKey: ticketViewsQueryKey,
      queryFn: () =>
        readPage(
          api.GET("/api/staff/ticket-views", { params: { query: { limit: 100 } } }),
          TicketViewSchema,
        ),
    }),
  );

/**
 * How many tickets a saved view holds now: the queue's own count of its filters (a page of one
 * row), so it is always the number the view lists.
 */
export const useSavedViewCount = (view: SavedTicketView) =>
  useQuery(
    queryOptions({
      queryKey: [...staffTicketsQueryKey, "count", viewQuery(view)],
      queryFn: async () => (await getStaffTickets({ ...viewQuery(view), limit: "1" })).total,
    }),
  );

export const useCreateTicketView = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTicketViewInput) =>
      readJson(api.POST("/api/staff/ticket-views", { body: input }), TicketViewSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketViewsQueryKey }),
  });
};

export const useDeleteTicketView = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      readJson(
        api.DELETE("/api/staff/ticket-views/{id}", { params: { path: { id } } }),
        z.unknown(),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketViewsQueryKey }),
  });
};
