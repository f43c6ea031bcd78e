import {
  type AssignTicketInput,
  StaffMemberSchema,
  type StaffTicket,
  StaffTicketSchema,
  type TicketDetail,
} from "@app/shared/tickets";
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { request, requestPage } from "@/lib/api-client";
import { staffTicketsQueryKey } from "./get-staff-tickets";
import { ticketQueryKey } from "./get-ticket";

export const assignTicket = ({ ticketId, input }: { ticketId: string; input: AssignTicketInput }) =>
  request(`/api/tickets/${encodeURIComponent(ticketId)}/assignee`, StaffTicketSchema, {
    method: "PUT",
    body: input,
  });

/** The ticket shows its assignee at once; the queue's pages reload (its filters may change). */
export const useAssignTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTicket,
    onSuccess: async (ticket: StaffTicket) => {
      queryClient.setQueryData<TicketDetail>(ticketQueryKey(ticket._id), (detail) =>
        detail ? { ...detail, ...ticket } : detail,
      );
      await queryClient.invalidateQueries({ queryKey: staffTicketsQueryKey });
    },
  });
};

/** Staff and admins by name whose name or email holds `q`: whom a ticket can be assigned to. */
export const useStaffMembers = (q: string) =>
  useQuery(
    queryOptions({
      queryKey: ["staff-members", q],
      queryFn: () =>
        requestPage("/api/staff/members", StaffMemberSchema, {
          query: { limit: "100", q: q || undefined },
        }),
      staleTime: 5 * 60_000,
      placeholderData: keepPreviousData,
    }),
  );
