// HTTP routes of passwords and addresses: a change, a forgotten one, confirming the address.
import { ErrorSchema } from "@app/shared/common";
import {
  ChangePasswordSchema,
  FORGOT_PASSWORD_SENT,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  UserSchema,
  VerifyEmailSchema,
} from "@app/shared/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/auth";
import type { AccountDeps } from "./accounts";
import { createRecoveryService } from "./recovery.service";

export const recoveryRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (
  app,
  { deps },
) => {
  const service = createRecoveryService(deps);
  const MessageSchema = z.object({ message: z.string() });

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
};
