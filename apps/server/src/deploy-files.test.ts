// The deployment files the README hands an administrator (deploy/): the systemd unit passes
// systemd's own check, and the README shows the very nginx file the rolling-restart test runs.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./test/server-process";

const SYSTEMD_ANALYZE = "/usr/bin/systemd-analyze";

describe("deployment files", () => {
  it.runIf(existsSync(SYSTEMD_ANALYZE) && existsSync("/usr/bin/node"))(
    "the systemd unit template verifies with no warning, as an instance per port",
    () => {
      const dir = mkdtempSync(join(tmpdir(), "portal-unit-"));
      try {
        // An instance's own file: `portal@3001.service` is what `systemctl enable` would start.
        const unit = join(dir, "portal@3001.service");
        copyFileSync(join(REPO_ROOT, "deploy/systemd/portal@.service"), unit);
        const result = spawnSync(SYSTEMD_ANALYZE, ["verify", unit], { encoding: "utf8" });
        const ours = `${result.stdout}${result.stderr}`
          .split("\n")
          .filter((line) => line.includes("portal@"));
        expect(ours).toEqual([]);
        expect(result.status).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it("the README shows deploy/nginx/portal.conf as it is", () => {
    const readme = readFileSync(join(REPO_ROOT, "README.md"), "utf8");
    const nginx = readFileSync(join(REPO_ROOT, "deploy/nginx/portal.conf"), "utf8");
    const server = nginx.slice(nginx.indexOf("upstream portal {"));
    expect(readme).toContain(server.trim());
  });
});
