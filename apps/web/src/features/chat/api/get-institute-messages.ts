// A customer's thread with the institute (decision 053), newest page first; "load earlier"
// fetches the page before the oldest message shown. Live and sent messages are added to the
// newest page (add-institute-message.ts).
import { InstituteHistorySchema } from "@app/shared/chat";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { chatKeys } from "./chat-keys";

export const getInstituteMessages = (customerId: string, before: string | undefined) =>
  readJson(
    api.GET("/api/chat/institute/threads/{customerId}", {
      params: { path: { customerId }, query: { before } },
    }),
    InstituteHistorySchema,
  );

export const useInstituteMessages = (customerId: string) =>
  useInfiniteQuery({
    queryKey: chatKeys.instituteMessages(customerId),
    queryFn: ({ pageParam }) => getInstituteMessages(customerId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?._id : undefined),
    staleTime: 0,
    refetchOnMount: "always",
  });
