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
import { api, readJson, readPage } from "@/lib/api-client";
import { staffTicketsQueryKey } from "./get-staff-tickets";
import { ticketQueryKey } from "./get-ticket";

export const assignTicket = ({ ticketId, input }: { ticketId: string; input: AssignTicketInput }) =>
  readJson(
    api.PUT("/api/tickets/{id}/assignee", { params: { path: { id: ticketId } }, body: input }),
    StaffTicketSchema,
  );

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
        readPage(
          api.GET("/api/staff/members", { params: { query: { limit: 100, q: q || undefined } } }),
          StaffMemberSchema,
        ),
      staleTime: 5 * 60_000,
      placeholderData: keepPreviousData,
    }),
  );
