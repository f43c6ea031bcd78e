// The server the browser tests run against: a fresh data folder each run, known admin, no tight
// rate limits, a fake Open-Meteo (see fake-open-meteo.mjs for the cities it knows), and a real
// SMTP server whose messages the tests read on E2E_MAIL_PORT (default: the site's port + 2; see
// fake-mail.mjs, and mailsTo in e2e/support.ts), and a real IMAP server (dovecot, the server
// tests' apps/server/src/test/imap-server.ts) as the support mailbox, whose address the tests
// read from the file `e2eImapFile` names (deliverToSupport in e2e/support.ts).
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { tsImport } from "tsx/esm/api";
import { startFakeMail } from "./fake-mail.mjs";
import { startFakeOpenMeteo } from "./fake-open-meteo.mjs";

const root = resolve(import.meta.dirname, "..");
// Outside Playwright's output folder (which each run empties) and one per port, so runs on
// different ports never wipe each other's database.
const port = process.env.E2E_PORT ?? "3100";
const dataDir = join(tmpdir(), `portal-e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const weather = await startFakeOpenMeteo();
const mail = await startFakeMail({
  httpPort: Number(process.env.E2E_MAIL_PORT ?? Number(port) + 2),
});

/** @type {typeof import("../apps/server/src/test/imap-server.ts")} */
const { startImapServer } = await tsImport(
  "../apps/server/src/test/imap-server.ts",
  import.meta.url,
);
const imap = await startImapServer();

// A local stand-in for Razorpay's API (docs/payments.md); the journeys pay on it with `pay`
// through its address, which they read from the file `e2eRazorpayFile` names.
/** @type {typeof import("../apps/server/src/test/fake-razorpay.ts")} */
const { startFakeRazorpay } = await tsImport(
  "../apps/server/src/test/fake-razorpay.ts",
  import.meta.url,
);
const razorpay = await startFakeRazorpay();
const razorpayFile = join(tmpdir(), `portal-e2e-razorpay-${port}.json`);
writeFileSync(
  razorpayFile,
  JSON.stringify({ url: razorpay.url, keyId: razorpay.keyId, keySecret: razorpay.keySecret }),
);
const imapUrl = `imap://${imap.user}:${imap.password}@${imap.host}:${imap.port}`;
const imapFile = join(tmpdir(), `portal-e2e-imap-${port}.json`);
writeFileSync(imapFile, JSON.stringify({ imapUrl }));

const server = spawn(process.execPath, [join(root, "apps/server/dist/server.js")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    // As deployed (deploy/systemd/portal@.service): React's production build renders the pages
    // the server draws, not its slower development build with its extra checks.
    NODE_ENV: "production",
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    PORT: port,
    // The mailed links open on the address the tests browse (its storage holds the sign-in).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: mail.smtpUrl,
    IMAP_URL: imapUrl,
    SUPPORT_ADDRESS: "support@e2e.test",
    IMAP_POLL_SECONDS: "10",
    ADMIN_EMAIL: "admin@e2e.test",
    ADMIN_PASSWORD: "e2e-admin-password",
    RATE_LIMIT_AUTH_MAX: "10000",
    RATE_LIMIT_SIGN_IN_ADDRESS_MAX: "10000",
    RATE_LIMIT_WEATHER_MAX: "10000",
    RATE_LIMIT_WRITE_MAX: "10000",
    // The journeys read the demo content (products with pictures, tickets in every state).
    DEMO_DATA: "true",
    ENTRANCE_TEST_TIME_LIMIT_SECONDS: "40",
    LOG_LEVEL: "warn",
    SHUTDOWN_DRAIN_SECONDS: "0",
    WEATHER_GEOCODING_URL: weather.geocodingUrl,
    WEATHER_FORECAST_URL: weather.forecastUrl,
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
    UPI_VPA: "plasseyinstitute@okaxis",
    UPI_PAYEE_NAME: "Plassey Institute",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  rmSync(imapFile, { force: true });
  rmSync(razorpayFile, { force: true });
  void Promise.allSettled([weather.close(), mail.close(), imap.close(), razorpay.close()]).finally(
    () => process.exit(code ?? 0),
  );
});
