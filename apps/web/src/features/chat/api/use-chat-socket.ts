// The chat socket of the signed-in user: one connection per token (a new token reconnects, no
// token disconnects), live messages put into the cache, the cache refetched when the server says
// messages may have been missed, and the connection state for the screen.
import {
  CHAT_CLIENT_OPTIONS,
  CHAT_UNAUTHORIZED,
  type ChatClientToServerEvents,
  type ChatMessage,
  ChatMessageSchema,
  type ChatServerToClientEvents,
  InstituteMessageSchema,
} from "@app/shared/chat";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { io, type Socket } from "socket.io-client";
import { addInstituteMessage } from "./add-institute-message";
import { addMessage } from "./add-message";
import { chatKeys } from "./chat-keys";

export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

/** `connecting` the first time, `reconnecting` after a drop, `refused` when the token is refused. */
export type ChatStatus = "connecting" | "connected" | "reconnecting" | "refused";

export function useChatSocket(
  token: string,
  myId: string,
): { socket: ChatSocket | null; status: ChatStatus } {
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  const [status, setStatus] = useState<ChatStatus>("connecting");

  useEffect(() => {
    const next: ChatSocket = io({ ...CHAT_CLIENT_OPTIONS, auth: { token } });
    let connectedOnce = false;
    setSocket(next);
    setStatus("connecting");

    next.on("connect", () => {
      const wasReconnect = connectedOnce;
      connectedOnce = true;
      setStatus("connected");
      // Messages may have arrived while the connection was down.
      if (wasReconnect) void queryClient.invalidateQueries({ queryKey: chatKeys.all });
    });
    next.on("disconnect", (reason) => {
      // A dropped connection (network, a process restarting) reconnects by itself. socket.io
      // takes a server's own disconnect as final: ask again, and the server says whether the
      // session still holds (else "refused"). Our own disconnect is the unmount.
      if (reason === "io server disconnect") next.connect();
      if (next.active) setStatus("reconnecting");
    });
    next.on("connect_error", (error) => {
      if (error.message === CHAT_UNAUTHORIZED) setStatus("refused");
      else setStatus(connectedOnce ? "reconnecting" : "connecting");
    });
    // The server may have missed relaying messages while the socket stayed up (its Redis was
    // away): fetch them as after a reconnect.
    next.on("catchUp", () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
    });
    next.on("receiveMessage", (payload: ChatMessage) => {
      const parsed = ChatMessageSchema.safeParse(payload);
      if (!parsed.success) return;
      addMessage(queryClient, parsed.data, myId);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      if (parsed.data.senderId !== myId) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
      }
    });
    // The chat with the institute (decision 053): a message of the customer's own thread, or for
    // staff of any thread in the inbox; and the desk having read a thread.
    next.on("receiveInstituteMessage", (payload: unknown) => {
      const parsed = InstituteMessageSchema.safeParse(payload);
      if (!parsed.success) return;
      addInstituteMessage(queryClient, parsed.data);
      void queryClient.invalidateQueries({ queryKey: chatKeys.instituteThreads });
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
    });
    next.on("instituteRead", () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.instituteThreads });
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
    });

    return () => {
      next.removeAllListeners();
      next.disconnect();
    };
  }, [token, myId, queryClient]);

  return { socket, status };
}
