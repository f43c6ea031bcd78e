// Settings: the only place that reads process.env. Parsed once by zod; a bad value stops start-up.

import { existsSync } from "node:fs";
import { isIP } from "node:net";
import { dirname, join, resolve } from "node:path";
import { DEFAULT_FIRST_RESPONSE_HOURS } from "@app/shared/overview";
import { z } from "zod";

/** The server package folder, found from this file both in src/ and in the bundled dist/. */
function serverPackageDir(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, "package.json"))) return dir;
    dir = dirname(dir);
  }
  return resolve(import.meta.dirname, "..");
}

/** apps/server/seed: shipped beside src/ and dist/, so both the sources and the bundle find it. */
export const defaultSeedDir = (): string => join(serverPackageDir(), "seed");

/** What TRUST_PROXY may be: see `Config.trustProxy`. */
export type TrustProxy = boolean | string[];

/** The names proxy-addr knows, an IPv4 or IPv6 address, or either with a /prefix. */
function isProxyAddress(value: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(value)) return true;
  const [address = "", prefix, ...rest] = value.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** REMINDER_DAYS unset: three days before the due day, on it, and three and seven days after. */
export const DEFAULT_REMINDER_DAYS = [3, 0, -3, -7];

/**
 * DATABASE_CONNECT_TIMEOUT_SECONDS unset: the longest a request waits for a PostgreSQL connection
 * (a new one, or a free one of the pool) before it answers 503. Far above any wait of a healthy
 * pool (reliability/load-without-loss.test.ts, 100 users writing through 10 connections: 54 ms
 * median, 157 ms p99, 0.4 s at most), the same 5 s SQLite waits for its write lock (busy_timeout),
 * and well inside nginx's 60 s for an answer.
 */
export const DEFAULT_DATABASE_CONNECT_TIMEOUT_SECONDS = 5;

/** A WhatsApp message template's name as Meta allows it. */
const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;

// An empty variable counts as unset, so `DATABASE_URL=` means "use SQLite".
const optionalString = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string().optional(),
);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATABASE_SCHEMA: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/, "DATABASE_SCHEMA must be a plain lower-case identifier")
      .optional(),
  ),
  // Empty means unset (5), as for the time limits below. Fractions are taken (tests use 0.5);
  // 0 is not: it would be pg's "wait forever", the hang this setting exists to end.
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: "DATABASE_CONNECT_TIMEOUT_SECONDS must be a number of seconds" })
      .positive("DATABASE_CONNECT_TIMEOUT_SECONDS must be more than 0")
      .max(60, "DATABASE_CONNECT_TIMEOUT_SECONDS must be at most 60")
      .default(DEFAULT_DATABASE_CONNECT_TIMEOUT_SECONDS),
  ),
  BACKUP_DIR: optionalString,
  // Empty means unset (0, keep every backup), as for the entrance test's time limit.
  BACKUP_KEEP: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: "BACKUP_KEEP must be a number of backups" })
      .int("BACKUP_KEEP must be a whole number of backups")
      .min(0, "BACKUP_KEEP must be 0 (keep all) or more")
      .default(0),
  ),
  JWT_SECRET: optionalString.pipe(
    z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  ),
  ADMIN_EMAIL: optionalString.pipe(z.email("ADMIN_EMAIL must be an email address").optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(10, "ADMIN_PASSWORD must be at least 10 characters").optional(),
  ),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(5),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_SIGN_IN_ADDRESS_MAX: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_AUTH_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  RATE_LIMIT_WEATHER_MAX: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_WRITE_MAX: z.coerce.number().int().positive().default(120),
  // Empty means unset (600), not 0: coercing "" would silently switch the time limit off.
  ENTRANCE_TEST_TIME_LIMIT_SECONDS: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: "ENTRANCE_TEST_TIME_LIMIT_SECONDS must be a number of seconds" })
      .int("ENTRANCE_TEST_TIME_LIMIT_SECONDS must be a whole number of seconds")
      .min(0, "ENTRANCE_TEST_TIME_LIMIT_SECONDS must be 0 (no limit) or more")
      .max(86_400, "ENTRANCE_TEST_TIME_LIMIT_SECONDS must be at most a day (86400)")
      .default(600),
  ),
  FIRST_RESPONSE_HOURS: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: "FIRST_RESPONSE_HOURS must be a number of hours" })
      .int("FIRST_RESPONSE_HOURS must be a whole number of hours")
      .min(1, "FIRST_RESPONSE_HOURS must be 1 or more")
      .max(720, "FIRST_RESPONSE_HOURS must be at most 720 (30 days)")
      .default(DEFAULT_FIRST_RESPONSE_HOURS),
  ),
  // The help desk's clocks (decision 046): a pending ticket closes by itself after this many days
  // without the customer's reply; a customer writing to a closed ticket reopens it within
  // REOPEN_DAYS of its closing, after that starts a new ticket that follows it.
  PENDING_CLOSE_DAYS: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: "PENDING_CLOSE_DAYS must be a number of days" })
      .int("PENDING_CLOSE_DAYS must be a whole number of days")
      .min(1, "PENDING_CLOSE_DAYS must be 1 or more")
      .max(365, "PENDING_CLOSE_DAYS must be at most 365")
      .default(7),
  ),
  REOPEN_DAYS: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: "REOPEN_DAYS must be a number of days" })
      .int("REOPEN_DAYS must be a whole number of days")
      .min(0, "REOPEN_DAYS must be 0 (never reopen) or more")
      .max(365, "REOPEN_DAYS must be at most 365")
      .default(14),
  ),
  WEB_DIST_DIR: optionalString,
  INIT_CWD: optionalString,
  DEMO_DATA: z
    .enum(["true", "false", "1", "0"], { error: "DEMO_DATA must be true or false" })
    // Demo content only when asked for (the README's quick start does): never in production.
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
      .optional(),
  ),
  REDIS_PREFIX: optionalString.pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9_.-]{1,64}$/,
        "REDIS_PREFIX must be letters, digits, _ . or - (at most 64)",
      )
      .default("portal"),
  ),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_URL: optionalString.pipe(
    z
      .string()
      .regex(/^https?:\/\//, "RAZORPAY_API_URL must start with https:// or http://")
      .default("https://api.razorpay.com"),
  ),
  UPI_VPA: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/, "UPI_VPA must look like name@bank")
      .optional(),
  ),
  UPI_PAYEE_NAME: optionalString,
  // Fee reminders (docs/payments.md): days before (+), on (0) and after (−) an instalment's due day.
  REMINDER_DAYS: optionalString.pipe(
    z
      .string()
      .default(DEFAULT_REMINDER_DAYS.join(","))
      .transform((value, context) => {
        if (value.trim() === "off") return [];
        const parts = value.split(",").map((part) => part.trim());
        // "-0" is 0.
        const days = parts.map((part) => Number(part) || 0);
        if (
          parts.some((part) => !/^[+-]?\d{1,3}$/.test(part)) ||
          days.some((day) => Math.abs(day) > 365) ||
          new Set(days).size !== days.length
        ) {
          context.addIssue({
            code: "custom",
            message:
              "REMINDER_DAYS must be whole days, comma-separated and each once, from -365 to 365: " +
              "before the due day (3), on it (0), after it (-7), e.g. 3,0,-3,-7; or off",
          });
          return z.NEVER;
        }
        return days.sort((a, b) => b - a);
      }),
  ),
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,32}$/, "WHATSAPP_PHONE_NUMBER_ID must be the phone number's id (digits)")
      .optional(),
  ),
  WHATSAPP_API_URL: optionalString.pipe(
    z
      .string()
      .regex(/^https?:\/\//, "WHATSAPP_API_URL must start with https:// or http://")
      .default("https://graph.facebook.com/v21.0"),
  ),
  WHATSAPP_TEMPLATE_DUE: optionalString.pipe(
    z
      .string()
      .regex(TEMPLATE_NAME, "WHATSAPP_TEMPLATE_DUE must be a template's name (a-z, 0-9 and _)")
      .default("fee_due"),
  ),
  WHATSAPP_TEMPLATE_OVERDUE: optionalString.pipe(
    z
      .string()
      .regex(TEMPLATE_NAME, "WHATSAPP_TEMPLATE_OVERDUE must be a template's name (a-z, 0-9 and _)")
      .default("fee_overdue"),
  ),
  WHATSAPP_TEMPLATE_RESULT: optionalString.pipe(
    z
      .string()
      .regex(TEMPLATE_NAME, "WHATSAPP_TEMPLATE_RESULT must be a template's name (a-z, 0-9 and _)")
      .default("test_result"),
  ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: optionalString,
  IMAP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^imaps?:\/\/[^/]+/, "IMAP_URL must look like imaps://user:password@host[:port]")
      .optional(),
  ),
  SUPPORT_ADDRESS: optionalString.pipe(
    z.email("SUPPORT_ADDRESS must be the support mailbox's email address").optional(),
  ),
  IMAP_POLL_SECONDS: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: "IMAP_POLL_SECONDS must be a number of seconds" })
      .int("IMAP_POLL_SECONDS must be a whole number of seconds")
      .min(10, "IMAP_POLL_SECONDS must be 10 or more")
      .max(3600, "IMAP_POLL_SECONDS must be at most 3600 (an hour)")
      .default(60),
  ),
  // The mailbox server's authserv-id(s) whose Authentication-Results header is believed, comma-
  // separated, or "topmost" (see Config.mailInAuthservIds); unset: the host of IMAP_URL.
  MAIL_IN_AUTHSERV_ID: optionalString.pipe(
    z
      .string()
      .regex(
        /^\s*[A-Za-z0-9._-]+(\s*,\s*[A-Za-z0-9._-]+)*\s*$/,
        "MAIL_IN_AUTHSERV_ID must be the mailbox server's name(s) in its Authentication-Results, comma-separated, or topmost",
      )
      .optional(),
  ),
  MAIL_IN_REQUIRE_AUTH: optionalString.pipe(
    z
      .enum(["true", "false", "1", "0"], { error: "MAIL_IN_REQUIRE_AUTH must be true or false" })
      .default("false")
      .transform((value) => value === "true" || value === "1"),
  ),
  PUBLIC_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: "PUBLIC_URL must be an http(s) address" }).optional(),
  ),
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .default("false")
      .transform((value, context): TrustProxy => {
        const trimmed = value.trim();
        if (/^(true|1)$/.test(trimmed)) return true;
        if (/^(false|0)$/.test(trimmed)) return false;
        const addresses = trimmed.split(",").map((part) => part.trim());
        if (addresses.every(isProxyAddress)) return addresses;
        context.addIssue({
          code: "custom",
          message:
            "TRUST_PROXY must be true, false, or the proxies' addresses (IPs or CIDR ranges, " +
            "comma-separated, or loopback, linklocal, uniquelocal)",
        });
        return z.NEVER;
      }),
  ),
  // SIGTERM: seconds answering "draining" on readiness (still serving) before closing, so a
  // proxy or orchestrator takes the process out of rotation first; then at most
  // SHUTDOWN_TIMEOUT_SECONDS for what was accepted to finish.
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  WEATHER_GEOCODING_URL: optionalString.pipe(
    z
      .url({ protocol: /^https?$/, error: "WEATHER_GEOCODING_URL must be an http(s) address" })
      .default("https://geocoding-api.open-meteo.com/v1/search"),
  ),
  WEATHER_FORECAST_URL: optionalString.pipe(
    z
      .url({ protocol: /^https?$/, error: "WEATHER_FORECAST_URL must be an http(s) address" })
      .default("https://api.open-meteo.com/v1/forecast"),
  ),
  // Prometheus metrics: off unless one of these is set (docs/operations.md, "Metrics").
  METRICS_PORT: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: "METRICS_PORT must be a port number" })
      .int("METRICS_PORT must be a port number")
      .min(1, "METRICS_PORT must be a port number (1-65535)")
      .max(65535, "METRICS_PORT must be a port number (1-65535)")
      .optional(),
  ),
  METRICS_HOST: optionalString.pipe(z.string().default("127.0.0.1")),
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .regex(
        /^[\x21-\x7e]{16,}$/,
        "METRICS_TOKEN must be at least 16 visible ASCII characters (no spaces)",
      )
      .optional(),
  ),
});

const SettingsSchema = EnvSchema.superRefine((env, context) => {
  // Replies go to support+<token>@ the mailbox's address, which the IMAP login need not be.
  if (env.IMAP_URL !== undefined && env.SUPPORT_ADDRESS === undefined) {
    context.addIssue({
      code: "custom",
      path: ["SUPPORT_ADDRESS"],
      message: "SUPPORT_ADDRESS must be set with IMAP_URL: the address customers write to",
    });
  }
  // WhatsApp needs both its token and the phone number it sends from.
  if ((env.WHATSAPP_TOKEN === undefined) !== (env.WHATSAPP_PHONE_NUMBER_ID === undefined)) {
    context.addIssue({
      code: "custom",
      path: [env.WHATSAPP_TOKEN === undefined ? "WHATSAPP_TOKEN" : "WHATSAPP_PHONE_NUMBER_ID"],
      message: "WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together (or neither)",
    });
  }
  // The metrics listener must never take the public port.
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    context.addIssue({
      code: "custom",
      path: ["METRICS_PORT"],
      message: "METRICS_PORT must differ from PORT (metrics are never served on the public port)",
    });
  }
});

export const DEFAULT_MAIL_FROM = "Plassey Institute <no-reply@localhost>";

export type Config = {
  port: number;
  host: string;
  /** Absolute path of the data folder (SQLite file, uploads, generated JWT secret). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema to work in (search_path); unset means the server's default. */
  databaseSchema: string | undefined;
  /**
   * PostgreSQL: the longest a query waits for a connection, a new one or a free one of the pool
   * (pg-pool's connectionTimeoutMillis); past it the request answers 503. Unused on SQLite.
   */
  databaseConnectTimeoutSeconds: number;
  /** Absolute path of the folder `npm run backup` writes into (BACKUP_DIR, else DATA_DIR/backups). */
  backupDir: string;
  /** Backups to keep in `backupDir` after a new one (older ones are deleted); 0 keeps all. */
  backupKeep: number;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  uploadMaxMb: number;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /**
   * Wrong passwords per account and address per window, and per account from addresses it has
   * not signed in from (decision 030); registrations and mailed links per address.
   */
  rateLimitAuthMax: number;
  rateLimitAuthWindowMs: number;
  /** Sign-in attempts per address per window, at any accounts (several people may share one). */
  rateLimitSignInAddressMax: number;
  /** Weather questions allowed per address per minute (each new city costs two upstream calls). */
  rateLimitWeatherMax: number;
  /** Signed-in writes and uploads one account may make per minute, on all processes together. */
  rateLimitWriteMax: number;
  webDistDir: string;
  /** Redis for several processes: shared rate limits and chat pub/sub. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel (REDIS_PREFIX), so deployments can share one Redis. */
  redisPrefix: string;
  /** Outgoing mail server; unset means every message is recorded in the outbox as failed. */
  smtpUrl: string | undefined;
  /** Sender of outgoing mail, e.g. `Plassey Institute <no-reply@example.org>`. */
  mailFrom: string;
  /**
   * The support mailbox read over IMAP (IMAP_URL, `imaps://user:password@host:993`) for customers'
   * replies and new tickets by email; unset: mails carry no reply address and nothing is read.
   */
  imapUrl: string | undefined;
  /** The mailbox's own address (SUPPORT_ADDRESS); a ticket's replies go to its +token address. */
  supportAddress: string | undefined;
  /** How often each server process reads the mailbox (IMAP_POLL_SECONDS). */
  imapPollSeconds: number;
  /**
   * Whose Authentication-Results header a mail's DKIM, SPF and DMARC results are read from
   * (MAIL_IN_AUTHSERV_ID, lower-cased): the topmost header naming one of these authserv-ids, or
   * `"topmost"` for the topmost header whatever it names. Unset: the host of IMAP_URL.
   */
  mailInAuthservIds: string[] | "topmost";
  /** Refuse a mail unless DMARC or a DKIM signature of its sender's domain passed (MAIL_IN_REQUIRE_AUTH). */
  mailInRequireAuth: boolean;
  /** The site's address as users reach it, for links in emails (no trailing slash). */
  publicUrl: string;
  /**
   * PUBLIC_URL as set, or '' when it is not: the prospectus then prints relative links rather
   * than this machine's address (decision 043).
   */
  documentUrl: string;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (rate limits, logs):
   * none (false), all (true: the left-most address, which a client can forge), or proxies at
   * these addresses or ranges (the right-most address that is not one of them). Fastify no longer
   * trusts a hop count: it cannot tell a proxy from a client that sends the header itself.
   */
  trustProxy: TrustProxy;
  /** On SIGTERM: seconds to answer "draining" on readiness while still serving, before closing. */
  shutdownDrainSeconds: number;
  /** On SIGTERM: seconds for accepted requests to finish once closing began, then exit anyway. */
  shutdownTimeoutSeconds: number;
  /** Seed made-up demo accounts and tickets once, on the first start of an empty database. */
  demoData: boolean;
  /** Open-Meteo's geocoding search (city name → place); configurable so tests use a fake. */
  weatherGeocodingUrl: string;
  /** Open-Meteo's forecast (place → current temperature). */
  weatherForecastUrl: string;
  /** Seconds a candidate has for the entrance test from starting it; 0 means no limit. */
  entranceTestTimeLimitSeconds: number;
  /** Hours within which a ticket should have staff's first reply; later it is overdue. */
  firstResponseHours: number;
  /** Days a pending ticket waits for the customer before it closes by itself. */
  pendingCloseDays: number;
  /** Days after its closing within which a customer's reply reopens a ticket. */
  reopenDays: number;
  /** Files the repository ships to load at first start (the old-student CSV). */
  seedDir: string;
  /** Serve the metrics on a listener of their own at this port; unset: not on a port of their own. */
  metricsPort: number | undefined;
  /** Address of the metrics listener (METRICS_HOST): loopback unless the operator opens it. */
  metricsHost: string;
  /** Bearer token the metrics require; without METRICS_PORT it serves them at /metrics on PORT. */
  metricsToken: string | undefined;
  /**
   * How money is taken (docs/payments.md): Razorpay when its three settings are all set, UPI by
   * reference when UPI_VPA is. Unset: neither (the desk still takes money).
   */
  payments?: {
    razorpay?: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };
    upi?: { vpa: string; payeeName: string };
  };
  /** Tests turn the reconciler's timer off and call it themselves. */
  paymentsReconcile?: boolean;
  /**
   * Fee reminders (docs/payments.md): the days from an instalment's due day on which one goes out
   * (3: three days before, 0: on the day, -7: a week after), highest first; and WhatsApp's Cloud
   * API, on when its token and phone number id are set. Unset: DEFAULT_REMINDER_DAYS, mail only.
   */
  reminders?: {
    days: number[];
    whatsapp?: {
      token: string;
      phoneNumberId: string;
      apiUrl: string;
      /** result: a test's published result (decision 064); unset, `test_result`. */
      templates: { due: string; overdue: string; result?: string };
    };
  };
  /** Tests turn the reminders' timer off and run them themselves. */
  remindersTimer?: boolean;
  /** Tests turn the result mails' timer (decision 048) off and run it themselves. */
  resultMailsTimer?: boolean;
};

/**
 * Resolves a path the user typed. Relative paths mean "from where the command was run": npm runs
 * workspace scripts inside apps/server, but sets INIT_CWD to the folder the user ran npm in.
 */
export function resolveUserPath(path: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.INIT_CWD || process.cwd(), path);
}

/** MAIL_IN_AUTHSERV_ID as a list (or "topmost"); unset, the host IMAP_URL names. */
function authservIdsOf(setting: string | undefined, imapUrl: string | undefined) {
  const ids = (setting ?? "")
    .split(",")
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  if (ids.includes("topmost")) return "topmost";
  if (ids.length > 0) return ids;
  return imapUrl ? [new URL(imapUrl).hostname.toLowerCase()] : [];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = SettingsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join(".") || "(settings)"}: ${issue.message}`)
      .join("\n  ");
    throw new Error(`Invalid settings:\n  ${problems}`);
  }
  const e = parsed.data;
  const base = e.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    databaseConnectTimeoutSeconds: e.DATABASE_CONNECT_TIMEOUT_SECONDS,
    backupDir: e.BACKUP_DIR
      ? resolve(base, e.BACKUP_DIR)
      : join(resolve(base, e.DATA_DIR), "backups"),
    backupKeep: e.BACKUP_KEEP,
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL?.trim().toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    uploadMaxMb: e.UPLOAD_MAX_MB,
    logLevel: e.LOG_LEVEL,
    rateLimitAuthMax: e.RATE_LIMIT_AUTH_MAX,
    rateLimitAuthWindowMs: e.RATE_LIMIT_AUTH_WINDOW_MS,
    rateLimitSignInAddressMax: e.RATE_LIMIT_SIGN_IN_ADDRESS_MAX,
    rateLimitWeatherMax: e.RATE_LIMIT_WEATHER_MAX,
    rateLimitWriteMax: e.RATE_LIMIT_WRITE_MAX,
    webDistDir: e.WEB_DIST_DIR
      ? resolve(base, e.WEB_DIST_DIR)
      : resolve(serverPackageDir(), "../web/dist"),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    imapUrl: e.IMAP_URL,
    supportAddress: e.SUPPORT_ADDRESS?.toLowerCase(),
    imapPollSeconds: e.IMAP_POLL_SECONDS,
    mailInAuthservIds: authservIdsOf(e.MAIL_IN_AUTHSERV_ID, e.IMAP_URL),
    mailInRequireAuth: e.MAIL_IN_REQUIRE_AUTH,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    documentUrl: (e.PUBLIC_URL ?? "").replace(/\/+$/, ""),
    trustProxy: e.TRUST_PROXY,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    demoData: e.DEMO_DATA,
    weatherGeocodingUrl: e.WEATHER_GEOCODING_URL,
    weatherForecastUrl: e.WEATHER_FORECAST_URL,
    entranceTestTimeLimitSeconds: e.ENTRANCE_TEST_TIME_LIMIT_SECONDS,
    firstResponseHours: e.FIRST_RESPONSE_HOURS,
    pendingCloseDays: e.PENDING_CLOSE_DAYS,
    reopenDays: e.REOPEN_DAYS,
    seedDir: defaultSeedDir(),
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    metricsToken: e.METRICS_TOKEN,
    payments: {
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: e.RAZORPAY_KEY_ID,
              keySecret: e.RAZORPAY_KEY_SECRET,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
              apiUrl: e.RAZORPAY_API_URL,
            }
          : undefined,
      upi: e.UPI_VPA
        ? { vpa: e.UPI_VPA, payeeName: e.UPI_PAYEE_NAME ?? "Plassey Institute" }
        : undefined,
    },
    reminders: {
      days: e.REMINDER_DAYS,
      whatsapp:
        e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
          ? {
              token: e.WHATSAPP_TOKEN,
              phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
              apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ""),
              templates: {
                due: e.WHATSAPP_TEMPLATE_DUE,
                overdue: e.WHATSAPP_TEMPLATE_OVERDUE,
                result: e.WHATSAPP_TEMPLATE_RESULT,
              },
            }
          : undefined,
    },
  };
}
