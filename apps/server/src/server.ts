// Entry point: read settings, build the app, listen, and close cleanly on a signal.
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { seedDemo } from "./seed/demo/seed-demo";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const app = buildApp(config);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, "shutting down");
  await app.close();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

try {
  // Demo content is a seed step before the first request, not part of the app (DEMO_DATA).
  if (config.demoData) {
    await app.ready();
    await seedDemo(app.db, config, app.log);
  }
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, "server failed to start");
  process.exit(1);
}
