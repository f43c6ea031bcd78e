// Marks an institute thread read (decision 053): for staff the customer's messages, for the whole
// desk; for the customer the replies. The badge takes the server's remaining count.
import { ChatReadResultSchema, type InstituteHistory } from "@app/shared/chat";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { chatKeys } from "./chat-keys";

export const markInstituteRead = (customerId: string) =>
  readJson(
    api.POST("/api/chat/institute/threads/{customerId}/read", {
      params: { path: { customerId } },
    }),
    ChatReadResultSchema,
  );

/** `staff`: whether the reader answers for the institute (then the customer's messages are read). */
export const useMarkInstituteRead = (staff: boolean) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInstituteRead,
    onSuccess: (result, customerId) => {
      queryClient.setQueryData(chatKeys.unread, result);
      if (result.marked > 0) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.instituteThreads });
      }
      // The other side's messages shown here are read now; this keeps the screen from asking again.
      const readAt = new Date().toISOString();
      queryClient.setQueryData<InfiniteData<InstituteHistory, string | undefined>>(
        chatKeys.instituteMessages(customerId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              messages: page.messages.map((m) =>
                m.fromInstitute !== staff && m.readAt === null ? { ...m, readAt } : m,
              ),
            })),
          },
      );
    },
  });
};
