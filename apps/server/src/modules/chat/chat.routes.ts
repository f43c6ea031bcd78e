// HTTP side of the chat: contacts, conversations, history and mark-read, and the chat with the
// institute (decision 053): the staff's inbox, a thread's history and marking it read. Sending is
// on the socket.
import {
  ChatContactSchema,
  ChatContactsQuerySchema,
  ChatConversationSchema,
  ChatHistoryQuerySchema,
  ChatHistorySchema,
  ChatReadResultSchema,
  ChatUserParamsSchema,
  InstituteCustomerParamsSchema,
  InstituteHistorySchema,
  InstituteThreadSchema,
  InstituteThreadsQuerySchema,
} from "@app/shared/chat";
import { ErrorSchema } from "@app/shared/common";
import { isStaffRole } from "@app/shared/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import { DESK_ROOM } from "../tickets/ticket-live";
import { createChatService } from "./chat.service";
import { createInstituteChatService } from "./institute-chat.service";

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createChatService(app.db);
  const institute = createInstituteChatService(app.db);

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

  app.get(
    "/api/chat/institute/threads",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "chat.listInstituteThreads",
        tags: ["chat"],
        summary:
          "Staff: the institute's inbox, the customers' threads newest first with the desk's unread counts (paged)",
        querystring: InstituteThreadsQuerySchema,
        response: {
          200: InstituteThreadSchema.array(),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await institute.threads(userOf(request), request.query)),
  );

  app.get(
    "/api/chat/institute/threads/:customerId",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "chat.instituteHistory",
        tags: ["chat"],
        summary:
          "A customer's thread with the institute, a page oldest first (the customer's own, or any for staff)",
        params: InstituteCustomerParamsSchema,
        querystring: ChatHistoryQuerySchema,
        response: { 200: InstituteHistorySchema, ...errors },
      },
    },
    async (request) => institute.history(userOf(request), request.params.customerId, request.query),
  );

  app.post(
    "/api/chat/institute/threads/:customerId/read",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "chat.markInstituteRead",
        tags: ["chat"],
        summary:
          "Mark a thread read: staff read the customer's messages for the whole desk, the customer the replies",
        params: InstituteCustomerParamsSchema,
        response: { 200: ChatReadResultSchema, ...errors },
      },
    },
    async (request) => {
      const me = userOf(request);
      const { marked, customerId } = await institute.markRead(me, request.params.customerId);
      // The other members of staff's counts change too: tell their sockets (every process).
      if (marked > 0 && isStaffRole(me.role))
        app.io?.to(DESK_ROOM).emit("instituteRead", { customerId });
      return service.unreadResult(me, marked);
    },
  );
};
