import { type ChatHistory, ChatReadResultSchema } from "@app/shared/chat";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { chatKeys } from "./chat-keys";

export const markRead = (userId: string) =>
  readJson(
    api.POST("/api/chat/messages/{userId}/read", { params: { path: { userId } } }),
    ChatReadResultSchema,
  );

/** Marks a conversation's messages read; the badge takes the server's remaining count. */
export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (result, userId) => {
      queryClient.setQueryData(chatKeys.unread, result);
      if (result.marked > 0) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      }
      // Their messages shown here are read now; this keeps the screen from asking again.
      const readAt = new Date().toISOString();
      queryClient.setQueryData<InfiniteData<ChatHistory, string | undefined>>(
        chatKeys.messages(userId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              messages: page.messages.map((m) =>
                m.senderId === userId && m.readAt === null ? { ...m, readAt } : m,
              ),
            })),
          },
      );
    },
  });
};
