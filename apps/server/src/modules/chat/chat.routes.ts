// HTTP side of the chat: contacts, conversations, history and mark-read. Sending is on the socket.
import {
  ChatContactSchema,
  ChatContactsQuerySchema,
  ChatConversationSchema,
  ChatHistoryQuerySchema,
  ChatHistorySchema,
  ChatReadResultSchema,
  ChatUserParamsSchema,
} from "@app/shared/chat";
import { ErrorSchema } from "@app/shared/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/auth";
import { createChatService } from "./chat.service";

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createChatService(app.db);

  app.get(
    "/api/chat/contacts",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "chat.listContacts",
        tags: ["chat"],
        summary: "Whom the caller may chat with (a user: staff and admins; staff: everyone)",
        querystring: ChatContactsQuerySchema,
        response: { 200: ChatContactSchema.array(), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => service.contacts(userOf(request), request.query.q),
  );

  app.get(
    "/api/chat/conversations",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "chat.listConversations",
        tags: ["chat"],
        summary: "The caller's conversations with the last message and unread count",
        response: { 200: ChatConversationSchema.array(), 401: ErrorSchema },
      },
    },
    async (request) => service.conversations(userOf(request)),
  );

  app.get(
    "/api/chat/unread",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "chat.countUnread",
        tags: ["chat"],
        summary: "Messages to the caller not yet read",
        response: { 200: ChatReadResultSchema, 401: ErrorSchema },
      },
    },
    async (request) => service.unread(userOf(request)),
  );

  app.get(
    "/api/chat/messages/:userId",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "chat.history",
        tags: ["chat"],
        summary: "History with one person, a page oldest first (?before=<message id>&limit=)",
        params: ChatUserParamsSchema,
        querystring: ChatHistoryQuerySchema,
        response: { 200: ChatHistorySchema, ...errors },
      },
    },
    async (request) => service.history(userOf(request), request.params.userId, request.query),
  );

  app.post(
    "/api/chat/messages/:userId/read",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "chat.markRead",
        tags: ["chat"],
        summary: "Mark that person's messages to the caller read; answers the unread counts",
        params: ChatUserParamsSchema,
        response: { 200: ChatReadResultSchema, ...errors },
      },
    },
    async (request) => service.markRead(userOf(request), request.params.userId),
  );
};
