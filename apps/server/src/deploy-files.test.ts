// The deployment files docs/operations.md hands an administrator (deploy/): the systemd units pass
// systemd's own check and run the Node.js the settings name, that page shows the very nginx file
// the rolling-restart test runs and the very backup units, and that nginx file, run by nginx here
// with its own TLS listener, serves browsers HTTP/2.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { connect as http2Connect } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NGINX, type Nginx, startNginx } from "./test/nginx";
import { REPO_ROOT } from "./test/server-process";

const SYSTEMD_ANALYZE = "/usr/bin/systemd-analyze";
const SYSTEMD = join(REPO_ROOT, "deploy/systemd");
const OPENSSL = "/usr/bin/openssl";
const tlsTestable = existsSync(NGINX) && existsSync(OPENSSL);
if (!tlsTestable && process.env.REQUIRE_NGINX === "1") {
  throw new Error(`REQUIRE_NGINX=1 but there is no nginx at ${NGINX} or no openssl at ${OPENSSL}`);
}

describe("deployment files", () => {
  it.runIf(existsSync(SYSTEMD_ANALYZE))(
    "the systemd units verify with no warning: the server as an instance per port, the backup and its timer",
    () => {
      const dir = mkdtempSync(join(tmpdir(), "portal-unit-"));
      try {
        // An instance's own file: `portal@3001.service` is what `systemctl enable` would start.
        const units = ["portal@3001.service", "portal-backup.service", "portal-backup.timer"];
        copyFileSync(join(SYSTEMD, "portal@.service"), join(dir, "portal@3001.service"));
        for (const unit of units.slice(1)) copyFileSync(join(SYSTEMD, unit), join(dir, unit));
        const result = spawnSync(
          SYSTEMD_ANALYZE,
          ["verify", ...units.map((unit) => join(dir, unit))],
          { encoding: "utf8" },
        );
        const ours = `${result.stdout}${result.stderr}`
          .split("\n")
          .filter((line) => line.includes("portal"));
        expect(ours).toEqual([]);
        expect(result.status).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it("every unit runs the Node.js that NODE_BIN names, from the settings file", () => {
    for (const unit of ["portal@.service", "portal-backup.service"]) {
      const text = readFileSync(join(SYSTEMD, unit), "utf8");
      const execStart = text.split("\n").filter((line) => line.startsWith("ExecStart="));
      expect(execStart, unit).toHaveLength(1);
      expect(execStart[0], unit).toMatch(/^ExecStart=\/usr\/bin\/env \$\{NODE_BIN\} /);
      // The default first, then the settings file, which overrides it.
      expect(text.indexOf("Environment=NODE_BIN=")).toBeGreaterThan(-1);
      expect(text.indexOf("Environment=NODE_BIN=")).toBeLessThan(
        text.indexOf("EnvironmentFile=/etc/portal/portal.env"),
      );
    }
  });

  it("docs/operations.md shows the backup's service and timer as they are", () => {
    const readme = readFileSync(join(REPO_ROOT, "docs/operations.md"), "utf8");
    for (const unit of ["portal-backup.service", "portal-backup.timer"]) {
      const text = readFileSync(join(SYSTEMD, unit), "utf8");
      expect(readme, unit).toContain(text.slice(text.indexOf("[Unit]")).trim());
    }
  });

  it("docs/operations.md shows deploy/nginx/portal.conf as it is", () => {
    const readme = readFileSync(join(REPO_ROOT, "docs/operations.md"), "utf8");
    const nginx = readFileSync(join(REPO_ROOT, "deploy/nginx/portal.conf"), "utf8");
    const server = nginx.slice(nginx.indexOf("upstream portal {"));
    expect(readme).toContain(server.trim());
  });

  // A first visit fetches some twenty files (the page's chunks, its images, its stylesheets). On
  // HTTP/1.1 a browser opens six connections to a host and the rest wait a round trip per round
  // of six; on HTTP/2 they all go at once on one connection (measured in the benchmark diary that
  // git history keeps: bench/README.md).
  it.runIf(tlsTestable)(
    "nginx with deploy/nginx/portal.conf answers over TLS in HTTP/2",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "portal-tls-"));
      const upstreams: Server[] = [];
      let nginx: Nginx | undefined;
      try {
        const certificate = join(dir, "portal.pem");
        const key = join(dir, "portal.key");
        const openssl = spawnSync(
          OPENSSL,
          [
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=127.0.0.1",
            "-keyout",
            key,
            "-out",
            certificate,
          ],
          { encoding: "utf8" },
        );
        expect(openssl.status, openssl.stderr).toBe(0);
        // Two stand-ins for the portal's processes, each saying which one it is.
        const ports: number[] = [];
        for (const name of ["one", "two"]) {
          const upstream = createServer((_req, res) => res.end(name));
          await new Promise<void>((done) => upstream.listen(0, "127.0.0.1", done));
          upstreams.push(upstream);
          const address = upstream.address();
          ports.push(typeof address === "object" && address ? address.port : 0);
        }
        nginx = await startNginx([ports[0] ?? 0, ports[1] ?? 0], { certificate, key });
        // Node's HTTP/2 client offers only h2 in TLS's protocol negotiation (ALPN): nginx without
        // http2 on the listener refuses the handshake, so the request fails.
        const session = http2Connect(nginx.url, { rejectUnauthorized: false });
        try {
          const answer = await new Promise<{ status: unknown; body: string }>((done, fail) => {
            session.once("error", fail);
            const request = session.request({ ":path": "/api/health" });
            let body = "";
            let status: unknown;
            request.setEncoding("utf8");
            request.on("response", (headers) => {
              status = headers[":status"];
            });
            request.on("data", (chunk: string) => {
              body += chunk;
            });
            request.on("end", () => done({ status, body }));
            request.on("error", fail);
            request.end();
          });
          expect(session.alpnProtocol).toBe("h2");
          expect(answer.status, nginx.errors()).toBe(200);
          expect(["one", "two"]).toContain(answer.body);
        } finally {
          session.close();
        }
      } finally {
        await nginx?.stop();
        for (const upstream of upstreams) upstream.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
