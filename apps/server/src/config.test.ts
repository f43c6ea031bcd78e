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
      publicUrl: "http://localhost:3000",
      trustProxy: false,
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

  it("stops with a message naming every wrong setting", () => {
    expect(() =>
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        SMTP_URL: "http://mail",
        PUBLIC_URL: "ftp://x",
        TRUST_PROXY: "maybe",
        JWT_SECRET: "short",
      }),
    ).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET[\s\S]*SMTP_URL[\s\S]*PUBLIC_URL[\s\S]*TRUST_PROXY/,
    );
  });
});
