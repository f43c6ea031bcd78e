import { ChatReadResultSchema } from "@app/shared/chat";
import { useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { chatKeys } from "./chat-keys";

export const getUnread = () => readJson(api.GET("/api/chat/unread"), ChatReadResultSchema);

/** Messages to the caller not yet read, across every conversation (the launcher's badge). */
export const useUnread = () =>
  useQuery({ queryKey: chatKeys.unread, queryFn: getUnread, select: (result) => result.unread });

/** The institute chat's part of it (decision 053): a customer's unread replies, or the desk's. */
export const useInstituteUnread = () =>
  useQuery({ queryKey: chatKeys.unread, queryFn: getUnread, select: (result) => result.institute });
