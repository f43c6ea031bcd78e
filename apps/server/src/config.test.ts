import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("settings", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      uploadMaxMb: 5,
      rateLimitAuthMax: 10,
      rateLimitSignInAddressMax: 30,
      publicUrl: "http://localhost:3000",
      trustProxy: false,
      weatherGeocodingUrl: "https://geocoding-api.open-meteo.com/v1/search",
      weatherForecastUrl: "https://api.open-meteo.com/v1/forecast",
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it("treats an empty variable as unset and trims the public address", () => {
    const config = loadConfig({
      DATABASE_URL: "",
      PUBLIC_URL: "https://portal.example.org/",
      TRUST_PROXY: "true",
      PORT: "8080",
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("https://portal.example.org");
    expect(config.trustProxy).toBe(true);
    expect(config.port).toBe(8080);
  });

  it("resolves relative folders from where npm was run, not from the workspace", () => {
    expect(loadConfig({ DATA_DIR: "data", INIT_CWD: "/srv/portal" }).dataDir).toBe(
      "/srv/portal/data",
    );
    expect(loadConfig({ DATA_DIR: "/var/lib/portal", INIT_CWD: "/srv/portal" }).dataDir).toBe(
      "/var/lib/portal",
    );
  });

  it("keeps backups in BACKUP_DIR, else DATA_DIR/backups, and all of them unless BACKUP_KEEP says", () => {
    expect(loadConfig({ DATA_DIR: "data", INIT_CWD: "/srv/portal" })).toMatchObject({
      backupDir: "/srv/portal/data/backups",
      backupKeep: 0,
    });
    expect(loadConfig({ BACKUP_DIR: "", BACKUP_KEEP: "" })).toMatchObject({
      backupDir: join(loadConfig({}).dataDir, "backups"),
      backupKeep: 0,
    });
    expect(
      loadConfig({ BACKUP_DIR: "../backups", BACKUP_KEEP: "14", INIT_CWD: "/srv/portal" }),
    ).toMatchObject({ backupDir: "/srv/backups", backupKeep: 14 });
    for (const wrong of ["-1", "1.5", "all"]) {
      expect(() => loadConfig({ BACKUP_KEEP: wrong }), wrong).toThrow(/BACKUP_KEEP/);
    }
  });

  it("stops with a message naming every wrong setting", () => {
    expect(() =>
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        SMTP_URL: "http://mail",
        PUBLIC_URL: "ftp://x",
        TRUST_PROXY: "maybe",
        JWT_SECRET: "short",
        WEATHER_GEOCODING_URL: "geocoding-api.open-meteo.com/v1/search",
        WEATHER_FORECAST_URL: "ftp://forecast",
      }),
    ).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET[\s\S]*SMTP_URL[\s\S]*PUBLIC_URL[\s\S]*TRUST_PROXY[\s\S]*WEATHER_GEOCODING_URL[\s\S]*WEATHER_FORECAST_URL/,
    );
  });

  it("takes the weather addresses from the environment, so tests can use a fake", () => {
    const config = loadConfig({
      WEATHER_GEOCODING_URL: "http://127.0.0.1:4000/v1/search",
      WEATHER_FORECAST_URL: "http://127.0.0.1:4000/v1/forecast",
    });
    expect(config.weatherGeocodingUrl).toBe("http://127.0.0.1:4000/v1/search");
    expect(config.weatherForecastUrl).toBe("http://127.0.0.1:4000/v1/forecast");
  });

  it("reads the entrance test's time limit: 600 s by default, 0 for none", () => {
    expect(loadConfig({}).entranceTestTimeLimitSeconds).toBe(600);
    expect(loadConfig({ ENTRANCE_TEST_TIME_LIMIT_SECONDS: "" }).entranceTestTimeLimitSeconds).toBe(
      600,
    );
    expect(loadConfig({ ENTRANCE_TEST_TIME_LIMIT_SECONDS: "0" }).entranceTestTimeLimitSeconds).toBe(
      0,
    );
    expect(
      loadConfig({ ENTRANCE_TEST_TIME_LIMIT_SECONDS: "20" }).entranceTestTimeLimitSeconds,
    ).toBe(20);
    for (const wrong of ["-1", "1.5", "ten", "90000"]) {
      expect(() => loadConfig({ ENTRANCE_TEST_TIME_LIMIT_SECONDS: wrong }), wrong).toThrow(
        /ENTRANCE_TEST_TIME_LIMIT_SECONDS/,
      );
    }
  });

  it("reads how long a query waits for a database connection: 5 s by default, never for ever", () => {
    expect(loadConfig({}).databaseConnectTimeoutSeconds).toBe(5);
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: "" }).databaseConnectTimeoutSeconds).toBe(
      5,
    );
    expect(
      loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: "2.5" }).databaseConnectTimeoutSeconds,
    ).toBe(2.5);
    for (const wrong of ["0", "-1", "soon", "61"]) {
      expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: wrong }), wrong).toThrow(
        /DATABASE_CONNECT_TIMEOUT_SECONDS/,
      );
    }
  });

  it("reads the hours within which a ticket should have its first reply: 24 by default", () => {
    expect(loadConfig({}).firstResponseHours).toBe(24);
    expect(loadConfig({ FIRST_RESPONSE_HOURS: "" }).firstResponseHours).toBe(24);
    expect(loadConfig({ FIRST_RESPONSE_HOURS: "4" }).firstResponseHours).toBe(4);
    for (const wrong of ["0", "-1", "1.5", "soon", "721"]) {
      expect(() => loadConfig({ FIRST_RESPONSE_HOURS: wrong }), wrong).toThrow(
        /FIRST_RESPONSE_HOURS/,
      );
    }
  });

  it("reads the support mailbox: off by default, and its address must come with it", () => {
    expect(loadConfig({})).toMatchObject({ imapUrl: undefined, imapPollSeconds: 60 });
    expect(
      loadConfig({
        IMAP_URL: "imaps://support%40inst.in:pw@imap.example.org:993",
        SUPPORT_ADDRESS: "Support@Inst.in",
        IMAP_POLL_SECONDS: "30",
      }),
    ).toMatchObject({ supportAddress: "support@inst.in", imapPollSeconds: 30 });
    expect(() => loadConfig({ IMAP_URL: "imaps://u:p@imap.example.org" })).toThrow(
      /SUPPORT_ADDRESS must be set with IMAP_URL/,
    );
    expect(() =>
      loadConfig({ IMAP_URL: "pop3://u:p@mail.example.org", SUPPORT_ADDRESS: "s@inst.in" }),
    ).toThrow(/IMAP_URL must look like/);
    for (const wrong of ["5", "soon", "3601"]) {
      expect(() => loadConfig({ IMAP_POLL_SECONDS: wrong }), wrong).toThrow(/IMAP_POLL_SECONDS/);
    }
  });

  it("reads whose Authentication-Results mail-in believes, and whether it requires a pass", () => {
    const mailbox = { IMAP_URL: "imaps://u:p@IMAP.Inst.in:993", SUPPORT_ADDRESS: "s@inst.in" };
    expect(loadConfig(mailbox)).toMatchObject({
      mailInAuthservIds: ["imap.inst.in"],
      mailInRequireAuth: false,
    });
    expect(loadConfig({})).toMatchObject({ mailInAuthservIds: [], mailInRequireAuth: false });
    expect(
      loadConfig({
        ...mailbox,
        MAIL_IN_AUTHSERV_ID: " MX.Inst.in , mx2.inst.in",
        MAIL_IN_REQUIRE_AUTH: "true",
      }),
    ).toMatchObject({ mailInAuthservIds: ["mx.inst.in", "mx2.inst.in"], mailInRequireAuth: true });
    expect(loadConfig({ ...mailbox, MAIL_IN_AUTHSERV_ID: "topmost" }).mailInAuthservIds).toBe(
      "topmost",
    );
    expect(loadConfig({ MAIL_IN_AUTHSERV_ID: "", MAIL_IN_REQUIRE_AUTH: "" })).toMatchObject({
      mailInAuthservIds: [],
      mailInRequireAuth: false,
    });
    expect(() => loadConfig({ MAIL_IN_AUTHSERV_ID: "mx.inst.in; dkim=pass" })).toThrow(
      /MAIL_IN_AUTHSERV_ID/,
    );
    expect(() => loadConfig({ MAIL_IN_REQUIRE_AUTH: "yes" })).toThrow(/MAIL_IN_REQUIRE_AUTH/);
  });

  it("reads the metrics settings: off unless a port of their own or a token is set", () => {
    expect(loadConfig({ METRICS_PORT: "", METRICS_TOKEN: "" })).toMatchObject({
      metricsPort: undefined,
      metricsHost: "127.0.0.1",
      metricsToken: undefined,
    });
    const token = "a-scrape-token-of-24-chars";
    expect(
      loadConfig({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5", METRICS_TOKEN: token }),
    ).toMatchObject({ metricsPort: 9464, metricsHost: "10.0.0.5", metricsToken: token });
    for (const wrong of ["0", "70000", "port", "94.5"]) {
      expect(() => loadConfig({ METRICS_PORT: wrong }), wrong).toThrow(/METRICS_PORT/);
    }
    // Never the public port, whether PORT is set or left at its default.
    expect(() => loadConfig({ METRICS_PORT: "3000" })).toThrow(/METRICS_PORT must differ/);
    expect(() => loadConfig({ PORT: "8080", METRICS_PORT: "8080" })).toThrow(/METRICS_PORT/);
    for (const wrong of ["too-short", "has a space in it, sixteen+"]) {
      expect(() => loadConfig({ METRICS_TOKEN: wrong }), wrong).toThrow(/METRICS_TOKEN/);
    }
  });

  it("reads the fee reminders' days, and WhatsApp only when its token and number id are set", () => {
    expect(loadConfig({}).reminders).toEqual({ days: [3, 0, -3, -7], whatsapp: undefined });
    expect(loadConfig({ REMINDER_DAYS: " -1, 7,+2 ,0" }).reminders?.days).toEqual([7, 2, 0, -1]);
    expect(loadConfig({ REMINDER_DAYS: "off" }).reminders?.days).toEqual([]);
    for (const wrong of ["3,,0", "three", "1.5", "400", "3,3", "3;0", "-"]) {
      expect(() => loadConfig({ REMINDER_DAYS: wrong }), wrong).toThrow(
        /REMINDER_DAYS must be whole days/,
      );
    }
    const whatsapp = {
      WHATSAPP_TOKEN: "EAAsystem-user-token",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
    };
    expect(loadConfig(whatsapp).reminders?.whatsapp).toEqual({
      token: "EAAsystem-user-token",
      phoneNumberId: "106540352242922",
      apiUrl: "https://graph.facebook.com/v21.0",
      templates: { due: "fee_due", overdue: "fee_overdue", result: "test_result" },
    });
    expect(
      loadConfig({
        ...whatsapp,
        WHATSAPP_API_URL: "http://127.0.0.1:9999/v21.0/",
        WHATSAPP_TEMPLATE_DUE: "fees_reminder",
        WHATSAPP_TEMPLATE_OVERDUE: "fees_overdue_2",
        WHATSAPP_TEMPLATE_RESULT: "weekly_test_result",
      }).reminders?.whatsapp,
    ).toMatchObject({
      apiUrl: "http://127.0.0.1:9999/v21.0",
      templates: { due: "fees_reminder", overdue: "fees_overdue_2", result: "weekly_test_result" },
    });
    expect(() => loadConfig({ WHATSAPP_TOKEN: "EAAsystem-user-token" })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together/,
    );
    expect(() => loadConfig({ WHATSAPP_PHONE_NUMBER_ID: "1065" })).toThrow(/WHATSAPP_TOKEN:/);
    expect(() => loadConfig({ ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: "+91 98" })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID must be the phone number's id/,
    );
    expect(() => loadConfig({ ...whatsapp, WHATSAPP_TEMPLATE_DUE: "Fee Due" })).toThrow(
      /WHATSAPP_TEMPLATE_DUE/,
    );
    expect(() => loadConfig({ ...whatsapp, WHATSAPP_TEMPLATE_RESULT: "Result!" })).toThrow(
      /WHATSAPP_TEMPLATE_RESULT/,
    );
  });

  it("finds the shipped seed folder with the old-student CSV", () => {
    expect(existsSync(join(loadConfig({}).seedDir, "old-students.csv"))).toBe(true);
  });
});
