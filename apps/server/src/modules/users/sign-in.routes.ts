// HTTP routes of signing in: registration and the two sign-in screens.
import { ErrorSchema } from "@app/shared/common";
import {
  AdminLoginSchema,
  type AuthUser,
  AuthUserSchema,
  LoginSchema,
  RegisterSchema,
} from "@app/shared/users";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionOrigin } from "../../plugins/auth";
import type { AccountDeps } from "./accounts";
import { createSignInService } from "./sign-in.service";

/** Where a sign-in comes from, as its session records it. */
export const originOf = (request: FastifyRequest): SessionOrigin => ({
  userAgent: request.headers["user-agent"],
  ip: request.ip,
});

export const signInRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  const service = createSignInService(deps);
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
};
