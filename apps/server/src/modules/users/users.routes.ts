// HTTP routes of accounts, one plugin per part, sharing one set of dependencies (the
// common-password list is read once).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { accountDeps } from "./accounts";
import { adminAccountsRoutes } from "./admin-accounts.routes";
import { profileRoutes } from "./profile.routes";
import { recoveryRoutes } from "./recovery.routes";
import { sessionsRoutes } from "./sessions.routes";
import { signInRoutes } from "./sign-in.routes";

export const usersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps = accountDeps(app, config);
  await app.register(signInRoutes, { deps });
  await app.register(sessionsRoutes, { deps });
  await app.register(recoveryRoutes, { deps });
  await app.register(profileRoutes, { deps });
  await app.register(adminAccountsRoutes, { deps });
};
