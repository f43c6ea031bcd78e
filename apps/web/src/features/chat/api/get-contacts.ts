import { ChatContactSchema } from "@app/shared/chat";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { chatKeys } from "./chat-keys";

/** For a user the staff and admins; for staff everyone (never the caller), at most 50. */
export const getContacts = (q: string) =>
  request("/api/chat/contacts", ChatContactSchema.array(), { query: { q: q.trim() || undefined } });

export const useContacts = (q: string) =>
  useQuery({
    queryKey: chatKeys.contacts(q.trim()),
    queryFn: () => getContacts(q),
    placeholderData: keepPreviousData,
  });
