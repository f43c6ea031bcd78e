import { ChatConversationSchema } from "@app/shared/chat";
import { useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { chatKeys } from "./chat-keys";

export const getConversations = () =>
  readJson(api.GET("/api/chat/conversations"), ChatConversationSchema.array());

/** The caller's conversations with unread counts, newest last message first. */
export const useConversations = () =>
  useQuery({ queryKey: chatKeys.conversations, queryFn: getConversations, staleTime: 0 });
