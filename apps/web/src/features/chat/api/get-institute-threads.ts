// The staff's inbox of the chat with the institute (decision 053): the customers' threads, the
// newest message first, a page at a time, each with the desk's unread count.
import { InstituteThreadSchema } from "@app/shared/chat";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import { FIRST_PAGE, nextPage } from "@/lib/page-list";
import { chatKeys } from "./chat-keys";

export const getInstituteThreads = (page: number) =>
  readPage(
    api.GET("/api/chat/institute/threads", {
      params: { query: { page: page > FIRST_PAGE ? page : undefined } },
    }),
    InstituteThreadSchema,
  );

export const useInstituteThreads = () =>
  useInfiniteQuery({
    queryKey: chatKeys.instituteThreads,
    queryFn: ({ pageParam }) => getInstituteThreads(pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
    staleTime: 0,
  });
