// nginx on a free local port with the repository's deploy/nginx/portal.conf, its upstream lines
// pointing at the given processes; everything else as the file says. With `tls`, the file's own
// TLS and HTTP/2 listener is kept, moved to the free port, with the given certificate; without,
// that listener is replaced by plain HTTP (a client that needs no certificate). Its access log
// says which process answered each request (`served()`), as nginx chose it.
import { type ChildProcess, spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port";
import { REPO_ROOT } from "./server-process";

export const NGINX = process.env.NGINX_BIN || "/usr/sbin/nginx";

/** The listener line of deploy/nginx/portal.conf, which the tests move to a free port. */
const LISTEN = /^(\s*)listen 443 (ssl(?: http2)?);$/m;

/** One request as nginx's access log has it. */
export type Served = {
  /** When nginx finished it, in ms since the epoch (as Date.now()). */
  at: number;
  /** The client's address (the connection's source). */
  client: string;
  /** The port of the process that answered (the last tried, when nginx tried another first). */
  upstream: number;
  status: number;
  method: string;
  path: string;
};

export type Nginx = {
  url: string;
  stop: () => Promise<void>;
  errors: () => string;
  /** Every request nginx has logged so far. */
  served: () => Served[];
};

export async function startNginx(
  upstreams: [number, number],
  tls?: { certificate: string; key: string },
): Promise<Nginx> {
  const port = await freePort();
  const file = readFileSync(join(REPO_ROOT, "deploy/nginx/portal.conf"), "utf8");
  if (!LISTEN.test(file)) throw new Error(`deploy/nginx/portal.conf has no line like ${LISTEN}`);
  const site = file
    .replaceAll("127.0.0.1:3001", `127.0.0.1:${upstreams[0]}`)
    .replaceAll("127.0.0.1:3002", `127.0.0.1:${upstreams[1]}`)
    .replace(LISTEN, tls ? `$1listen 127.0.0.1:${port} $2;` : `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)ssl_certificate (.*)$/m, tls ? `$1ssl_certificate ${tls.certificate};` : "")
    .replace(/^(\s*)ssl_certificate_key (.*)$/m, tls ? `$1ssl_certificate_key ${tls.key};` : "")
    // nginx 1.25.1's form of HTTP/2 (`http2 on;`), should the file take it: plain HTTP has none.
    .replace(/^\s*http2 on;$/m, (line) => (tls ? line : ""));
  // Each upstream line must now name a test's process, not whatever listens on 3001 or 3002.
  for (const upstream of upstreams) {
    if (!site.includes(`server 127.0.0.1:${upstream} `)) {
      throw new Error(
        "deploy/nginx/portal.conf no longer has the upstream lines 127.0.0.1:3001/3002",
      );
    }
  }
  const dir = mkdtempSync(join(tmpdir(), "portal-nginx-"));
  // nginx's workers drop to `nobody` when started as root: they must reach their temp folders.
  chmodSync(dir, 0o777);
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(join(dir, temp), { mode: 0o777 });
    chmodSync(join(dir, temp), 0o777);
  }
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format served '$msec $remote_addr "$upstream_addr" $status $request_method $uri';
  access_log ${dir}/access.log served;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const url = `${tls ? "https" : "http"}://127.0.0.1:${port}`;
  // Ready when it answers: through to a process on plain HTTP; on TLS (a certificate fetch would
  // refuse), when it accepts a connection.
  const ready = async () =>
    tls ? accepts(port) : (await fetch(`${url}/api/health`).catch(() => null))?.status === 200;
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null) done();
    else child.once("exit", () => done());
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGQUIT");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; !(await ready()); tries++) {
    if (child.exitCode !== null || tries > 100) {
      await stop();
      throw new Error(`nginx did not start: ${errors}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    stop,
    // nginx's own account of what went wrong, for a failure's message.
    errors: () => {
      try {
        return readFileSync(join(dir, "error.log"), "utf8").split("\n").slice(-20).join("\n");
      } catch {
        return "";
      }
    },
    served: () => readServed(join(dir, "access.log")),
  };
}

const SERVED_LINE = /^(\d+)\.(\d{3}) (\S+) "([^"]*)" (\d{3}) (\S+) (\S+)$/;

function readServed(file: string): Served[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line) => {
      const match = SERVED_LINE.exec(line);
      if (!match) return [];
      const [, seconds, millis, client = "", upstreams = "", status, method = "", path = ""] =
        match;
      // "127.0.0.1:3001, 127.0.0.1:3002" when the first refused: the last one answered.
      const upstream = Number(upstreams.split(/[ ,]+/).at(-1)?.split(":").at(-1));
      return [
        {
          at: Number(seconds) * 1000 + Number(millis),
          client,
          upstream,
          status: Number(status),
          method,
          path,
        },
      ];
    });
}

/** Whether something accepts a TCP connection on the port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
