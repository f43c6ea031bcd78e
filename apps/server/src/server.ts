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

/**
 * SIGTERM (a process manager, a rolling restart): readiness answers "draining" for
 * SHUTDOWN_DRAIN_SECONDS while requests are still served, so the proxy or orchestrator stops
 * sending new ones; then the server stops accepting, finishes what it accepted, closes the chat's
 * connections (clients reconnect to another process) and the database, and exits. SIGINT (Ctrl+C)
 * skips the drain. A second signal, or SHUTDOWN_TIMEOUT_SECONDS of closing, exits at once.
 */
let stopping = false;
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) {
    app.log.warn({ signal }, "second signal while stopping: exiting now");
    process.exit(1);
  }
  stopping = true;
  app.startDraining();
  const drainSeconds = signal === "SIGTERM" ? config.shutdownDrainSeconds : 0;
  app.log.info({ signal, drainSeconds }, "draining: readiness answers 503, requests still served");
  await new Promise((done) => setTimeout(done, drainSeconds * 1000));
  app.log.info("closing: no new connections; finishing the requests accepted");
  setTimeout(() => {
    app.log.error({ timeoutSeconds: config.shutdownTimeoutSeconds }, "closing took too long");
    process.exit(1);
  }, config.shutdownTimeoutSeconds * 1000).unref();
  await app.close();
  app.log.info("stopped");
  process.exit(0);
};
process.on("SIGINT", (signal) => void shutdown(signal));
process.on("SIGTERM", (signal) => void shutdown(signal));

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
