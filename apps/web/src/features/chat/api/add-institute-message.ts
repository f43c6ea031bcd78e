// Puts a message of an institute thread (live or just sent) into the thread's cached history, once.
import type { InstituteHistory, InstituteMessage } from "@app/shared/chat";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { chatKeys } from "./chat-keys";

type History = InfiniteData<InstituteHistory, string | undefined>;

export function addInstituteMessage(queryClient: QueryClient, message: InstituteMessage): void {
  queryClient.setQueryData<History>(chatKeys.instituteMessages(message.customerId), (data) => {
    // Not loaded yet: opening the thread fetches it with this message in it.
    if (!data) return data;
    if (data.pages.some((page) => page.messages.some((m) => m._id === message._id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}
