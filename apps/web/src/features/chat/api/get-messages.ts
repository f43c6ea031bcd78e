// A conversation's history, newest page first; "load earlier" fetches the page before the oldest
// message shown. Live and sent messages are added to the newest page (see add-message.ts).
import { ChatHistorySchema } from "@app/shared/chat";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { chatKeys } from "./chat-keys";

export const getMessages = (userId: string, before: string | undefined) =>
  readJson(
    api.GET("/api/chat/messages/{userId}", { params: { path: { userId }, query: { before } } }),
    ChatHistorySchema,
  );

export const useMessages = (userId: string) =>
  useInfiniteQuery({
    queryKey: chatKeys.messages(userId),
    queryFn: ({ pageParam }) => getMessages(userId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?._id : undefined),
    // Opening a conversation always shows what the server holds now.
    staleTime: 0,
    refetchOnMount: "always",
  });
