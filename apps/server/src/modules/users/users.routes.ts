// HTTP routes of accounts: schema in, service call, schema out.
import { ErrorSchema, IdParamsSchema } from "@app/shared/common";
import {
  AdminCreateUserSchema,
  AdminLoginSchema,
  AuthUserSchema,
  ChangeRoleSchema,
  DeleteUserParamsSchema,
  LoginSchema,
  RegisterSchema,
  UserListQuerySchema,
  UserSchema,
} from "@app/shared/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import { userRoom } from "../../plugins/socket";
import { NO_FIELDS } from "../../plugins/uploads";
import { encodeAvatar } from "./avatar-storage";
import { createUsersService, toUser } from "./users.service";

export const usersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createUsersService({
    db: app.db,
    dataDir: config.dataDir,
    issueToken: app.issueToken,
    log: app.log,
  });

  app.post(
    "/api/users",
    {
      onRequest: app.allowances.register,
      schema: {
        operationId: "users.register",
        tags: ["users"],
        summary: "Register",
        body: RegisterSchema,
        response: { 201: AuthUserSchema, 400: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.register(request.body)),
  );

  app.post(
    "/api/users/login",
    {
      // Both sign-in screens count against one allowance: one set of password guesses.
      onRequest: app.allowances.signIn,
      schema: {
        operationId: "users.login",
        tags: ["users"],
        summary: "Sign in",
        body: LoginSchema,
        response: { 200: AuthUserSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => service.login(request.body),
  );

  app.post(
    "/api/users/admin-login",
    {
      onRequest: app.allowances.signIn,
      schema: {
        operationId: "users.adminLogin",
        tags: ["users"],
        summary:
          "Sign in at /sign-in: admins only; any refusal is 401 'bad credentials', whatever the reason",
        body: AdminLoginSchema,
        response: { 200: AuthUserSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => service.adminLogin(request.body),
  );

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
    "/api/users/me",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.getMe",
        tags: ["users"],
        summary: "The signed-in user",
        response: { 200: UserSchema, 401: ErrorSchema },
      },
    },
    async (request) => toUser(userOf(request)),
  );

  app.put(
    "/api/users/me/avatar",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.setAvatar",
        tags: ["users"],
        summary: "Upload a profile picture (multipart, file field `avatar`)",
        consumes: ["multipart/form-data"],
        response: {
          200: UserSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request) => {
      const form = await request.readUpload({
        fields: NO_FIELDS,
        files: {
          name: "avatar",
          max: 1,
          noun: "image",
          missing: "Please choose an image",
          read: encodeAvatar,
        },
      });
      return service.setAvatar(userOf(request).id, form.files[0]);
    },
  );

  app.delete(
    "/api/users/me/avatar",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.removeAvatar",
        tags: ["users"],
        summary: "Remove the profile picture",
        response: { 200: UserSchema, 401: ErrorSchema },
      },
    },
    async (request) => service.removeAvatar(userOf(request).id),
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
    async (request) => service.changeRole(request.params.id, request.body),
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
