import { ChatContactSchema } from "@app/shared/chat";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import { FIRST_PAGE, nextPage } from "@/lib/page-list";
import { chatKeys } from "./chat-keys";

/** For a user the staff and admins; for staff everyone (never the caller), a page at a time. */
export const getContacts = (q: string, page: number) =>
  readPage(
    api.GET("/api/chat/contacts", {
      params: { query: { q: q.trim() || undefined, page: page > FIRST_PAGE ? page : undefined } },
    }),
    ChatContactSchema,
  );

export const useContacts = (q: string) =>
  useInfiniteQuery({
    queryKey: chatKeys.contacts(q.trim()),
    queryFn: ({ pageParam }) => getContacts(q, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
  });
