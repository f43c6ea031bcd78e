// HTTP routes of accounts as an admin keeps them.
import { ErrorSchema, IdParamsSchema } from "@app/shared/common";
import {
  AdminCreateUserSchema,
  ChangeRoleSchema,
  DeleteUserParamsSchema,
  UserListQuerySchema,
  UserSchema,
} from "@app/shared/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import { userRoom } from "../../plugins/socket";
import { deskRoleChanged } from "../tickets/ticket-live";
import type { AccountDeps } from "./accounts";
import { createAdminAccountsService } from "./admin-accounts.service";

export const adminAccountsRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (
  app,
  { deps },
) => {
  const service = createAdminAccountsService(deps);

  app.post(
    "/api/users/admin-create",
    {
      onRequest: app.requireRole("admin"),
      schema: {
        operationId: "users.adminCreate",
        tags: ["users"],
        summary: "Create an account with a role, without signing in as it (admin)",
        body: AdminCreateUserSchema,
        response: {
          201: UserSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await service.adminCreate(request.body)),
  );

  app.get(
    "/api/users",
    {
      onRequest: app.requireRole("admin"),
      schema: {
        operationId: "users.list",
        tags: ["users"],
        summary:
          "Users, newest first, a page at a time: search (q) names and emails, filter by role (admin)",
        querystring: UserListQuerySchema,
        response: { 200: UserSchema.array(), 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.list(request.query)),
  );

  app.patch(
    "/api/users/:id/role",
    {
      onRequest: app.requireRole("admin"),
      schema: {
        operationId: "users.changeRole",
        tags: ["users"],
        summary: "Change a user's role (admin)",
        params: IdParamsSchema,
        body: ChangeRoleSchema,
        response: {
          200: UserSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await service.changeRole(request.params.id, request.body);
      // Open sockets follow the new role now (every process): demoted staff leave the desk room.
      deskRoleChanged(app.io, user._id, user.role);
      return user;
    },
  );

  app.delete(
    "/api/users/:id",
    {
      onRequest: app.requireRole("admin"),
      schema: {
        operationId: "users.delete",
        tags: ["users"],
        summary:
          "Delete an account and its personal data; invoices stay (admin; decision 005). Not your own, nor the last admin",
        params: DeleteUserParamsSchema,
        response: {
          204: z.null().describe("Deleted"),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const deleted = await service.deleteAccount(userOf(request).id, request.params.id);
      // Its open chat sockets (on every process, through the adapter) close now rather than at
      // their next message, which would be refused anyway.
      app.io.in(userRoom(deleted._id)).disconnectSockets(true);
      request.log.info({ userId: deleted._id }, "account deleted");
      return reply.code(204).send(null);
    },
  );
};
