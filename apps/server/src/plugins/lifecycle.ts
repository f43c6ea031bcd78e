// A process's life as the outside sees it: serving, or draining (about to stop). While draining,
// readiness answers 503 so proxies and orchestrators stop sending new work, but requests are still
// served; server.ts then closes (stops accepting, finishes what it accepted) and exits.
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** True once the process began stopping. */
    readonly draining: boolean;
    /** Marks the process as stopping: readiness answers 503 from now on. */
    startDraining: () => void;
  }
}

export const lifecyclePlugin = fp(
  async (app) => {
    let draining = false;
    app.decorate("draining", {
      getter: () => draining,
    });
    app.decorate("startDraining", () => {
      draining = true;
    });
  },
  { name: "lifecycle" },
);
