// HTTP routes of accounts: schema in, service call, schema out.
import { ErrorSchema, IdParamsSchema } from "@app/shared/common";
import {
  AdminCreateUserSchema,
  AdminLoginSchema,
  type AuthUser,
  AuthUserSchema,
  ChangePasswordSchema,
  ChangeRoleSchema,
  DeleteUserParamsSchema,
  FORGOT_PASSWORD_SENT,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SessionParamsSchema,
  SessionSchema,
  SignedInUserSchema,
  UpdateMeSchema,
  UserListQuerySchema,
  UserSchema,
  VerifyEmailSchema,
} from "@app/shared/users";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import { loadCommonPasswords } from "../../lib/common-passwords";
import { sendPage } from "../../lib/paging";
import { type SessionOrigin, userOf } from "../../plugins/auth";
import { userRoom } from "../../plugins/socket";
import { NO_FIELDS } from "../../plugins/uploads";
import { encodeAvatar } from "./avatar-storage";
import { createUsersService, toSignedInUser } from "./users.service";

export const usersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createUsersService({
    db: app.db,
    dataDir: config.dataDir,
    startSession: app.startSession,
    endSessions: app.endSessions,
    mailer: app.mail,
    publicUrl: config.publicUrl,
    isCommonPassword: loadCommonPasswords(),
    log: app.log,
  });
  const originOf = (request: FastifyRequest): SessionOrigin => ({
    userAgent: request.headers["user-agent"],
    ip: request.ip,
  });
  const MessageSchema = z.object({ message: z.string() });
  // After the per-address allowance (onRequest): wrong passwords per account and address, and per
  // account from addresses it has not signed in from (decision 030). A right password counts as
  // none, and makes the address the holder's own.
  const signInWith =
    (
      check: (
        input: { email: string; password: string },
        origin: SessionOrigin,
      ) => Promise<AuthUser>,
    ) =>
    async (request: FastifyRequest<{ Body: { email: string; password: string } }>) => {
      const email = request.body.email.trim().toLowerCase();
      const address = normalizeIP(request.ip);
      const known = await service.signedInFrom(email, address);
      const attempt = await app.accountAllowances.signIn(email, address, known);
      const user = await check(request.body, originOf(request));
      await Promise.all([attempt.succeeded(), service.rememberSignIn(user._id, address)]);
      return user;
    };

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
    async (request, reply) =>
      reply.code(201).send(await service.register(request.body, originOf(request))),
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
    signInWith(service.login),
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
    signInWith(service.adminLogin),
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
        response: { 200: SignedInUserSchema, 401: ErrorSchema },
      },
    },
    async (request) => toSignedInUser(userOf(request)),
  );

  app.put(
    "/api/users/me",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.updateMe",
        tags: ["users"],
        summary: "Change the signed-in user's own settings: name, language, digits",
        body: UpdateMeSchema,
        response: { 200: SignedInUserSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => service.updateMe(userOf(request), request.body),
  );

  app.post(
    "/api/users/logout",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.logout",
        tags: ["users"],
        summary: "Sign this device out: its token is refused from now on, on every process",
        response: { 204: z.null().describe("Signed out"), 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      await service.logout(userOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/users/me/sessions",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.listSessions",
        tags: ["users"],
        summary: "The devices signed in to this account, most recently used first (at most 50)",
        response: { 200: SessionSchema.array(), 401: ErrorSchema },
      },
    },
    async (request) => service.sessions(userOf(request)),
  );

  app.delete(
    "/api/users/me/sessions/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.endSession",
        tags: ["users"],
        summary: "Sign one of your devices out (its open chat closes too)",
        params: SessionParamsSchema,
        response: {
          204: z.null().describe("Signed out"),
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await service.endSession(userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/users/me/sessions",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.endOtherSessions",
        tags: ["users"],
        summary: "Sign out everywhere else: every session but this one ends",
        response: { 200: z.object({ ended: z.number().int() }), 401: ErrorSchema },
      },
    },
    async (request) => ({ ended: await service.endOtherSessions(userOf(request)) }),
  );

  app.put(
    "/api/users/me/password",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.changePassword",
        tags: ["users"],
        summary:
          "Change your password (the current one is asked for); your other devices are signed out",
        body: ChangePasswordSchema,
        response: { 204: z.null().describe("Changed"), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      await service.changePassword(userOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/users/forgot-password",
    {
      onRequest: app.allowances.account,
      schema: {
        operationId: "users.forgotPassword",
        tags: ["users"],
        summary:
          "Mail a one-time link to choose a new password (the same answer whether the address has an account or not)",
        body: ForgotPasswordSchema,
        response: { 202: MessageSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      service.forgotPassword(request.body);
      return reply.code(202).send({ message: FORGOT_PASSWORD_SENT });
    },
  );

  app.post(
    "/api/users/reset-password",
    {
      onRequest: app.allowances.account,
      schema: {
        operationId: "users.resetPassword",
        tags: ["users"],
        summary:
          "Choose a new password with a mailed link: it works once, for 30 minutes; every session of the account ends",
        body: ResetPasswordSchema,
        response: { 204: z.null().describe("Password set"), 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      await service.resetPassword(request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/users/verify-email",
    {
      onRequest: app.allowances.account,
      schema: {
        operationId: "users.verifyEmail",
        tags: ["users"],
        summary: "Confirm an account's email address with the mailed link (works once)",
        body: VerifyEmailSchema,
        response: { 200: UserSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => service.verifyEmail(request.body.token),
  );

  app.post(
    "/api/users/me/verification",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.resendVerification",
        tags: ["users"],
        summary: "Mail the link that confirms your address again",
        response: { 202: MessageSchema, 401: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      await service.resendVerification(userOf(request));
      return reply.code(202).send({ message: "We have sent the link again" });
    },
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
