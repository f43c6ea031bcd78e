// Puts a message (live or just sent) into its conversation's cached history, once.
import type { ChatHistory, ChatMessage } from "@app/shared/chat";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { chatKeys } from "./chat-keys";

type History = InfiniteData<ChatHistory, string | undefined>;

/** The other person of a message, seen from `myId`. */
export const otherPartyOf = (message: ChatMessage, myId: string): string =>
  message.senderId === myId ? message.receiverId : message.senderId;

export function addMessage(queryClient: QueryClient, message: ChatMessage, myId: string): void {
  queryClient.setQueryData<History>(chatKeys.messages(otherPartyOf(message, myId)), (data) => {
    // Not loaded yet: opening the conversation fetches it with this message in it.
    if (!data) return data;
    if (data.pages.some((page) => page.messages.some((m) => m._id === message._id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}
