// A real IMAP server for tests: a private dovecot instance (its own config, port, user and maildir
// in a temp directory; nothing from /etc/dovecot), filled and inspected through imapflow.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { access, chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { delimiter, join } from "node:path";
import { ImapFlow } from "imapflow";
import { freePort } from "./free-port";

export type ListedMessage = { uid: number; flags: string[]; subject: string };

export type TestImapServer = {
  host: "127.0.0.1";
  port: number;
  user: string;
  password: string;
  /** APPENDs a raw RFC 822 message to INBOX (through imapflow). */
  deliver(raw: string | Buffer): Promise<void>;
  /** Flags and subject of every message in a mailbox (INBOX by default), by UID, for assertions. */
  list(mailbox?: string): Promise<ListedMessage[]>;
  /** Stops dovecot and removes its directory. */
  close(): Promise<void>;
};

const HOST = "127.0.0.1";
const USER = "tester";
const STARTUP_TIMEOUT_MS = 10_000;
const SHUTDOWN_TIMEOUT_MS = 5_000;

/** The dovecot binary: on PATH or in the sbin directories a non-root PATH often lacks. */
async function findDovecot(): Promise<string> {
  const dirs = [...(process.env.PATH ?? "").split(delimiter), "/usr/sbin", "/usr/local/sbin"];
  for (const dir of dirs.filter(Boolean)) {
    const path = join(dir, "dovecot");
    try {
      await access(path, constants.X_OK);
      return path;
    } catch {
      // not here
    }
  }
  throw new Error(
    "dovecot not found: the IMAP tests need a local dovecot (Debian/Ubuntu: apt-get install dovecot-imapd)",
  );
}

/**
 * dovecot.conf for dovecot 2.3. As root, mail is accessed as the system `mail` user (dovecot never
 * accesses mail as root) and the login/internal processes run as the package's `dovenull` and
 * `dovecot` users; otherwise everything runs as the current user (dovecot's "rootless" mode).
 */
function dovecotConf(dir: string, port: number, asRoot: boolean): string {
  const me = userInfo().username;
  const users = asRoot
    ? [
        "default_login_user = dovenull",
        "default_internal_user = dovecot",
        "mail_uid = mail",
        "mail_gid = mail",
        // The passwd-file is private to root: let the auth process read it as root.
        "service auth {\n  user = root\n}",
      ]
    : [
        `default_login_user = ${me}`,
        `default_internal_user = ${me}`,
        // Empty: the unix sockets keep the current user's group (no chown to `dovecot`).
        "default_internal_group =",
        "service imap-login {\n  chroot =\n}",
        "service anvil {\n  chroot =\n}",
      ];
  return `${[
    `base_dir = ${dir}/run`,
    `state_dir = ${dir}/state`,
    `log_path = ${dir}/dovecot.log`,
    `listen = ${HOST}`,
    "protocols = imap",
    "ssl = no",
    // 2.3 spelling (2.4 renamed it auth_allow_cleartext).
    "disable_plaintext_auth = no",
    "auth_mechanisms = plain login",
    "first_valid_uid = 1",
    "first_valid_gid = 1",
    `mail_location = maildir:${dir}/mail/%u`,
    ...users,
    `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN ${dir}/users\n}`,
    `userdb {\n  driver = passwd-file\n  args = ${dir}/users\n}`,
    `service imap-login {\n  inet_listener imap {\n    address = ${HOST}\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
  ].join("\n")}\n`;
}

/** The end of dovecot's log, and what it wrote to stderr only (config errors, before the log). */
async function logTail(dir: string, stderr: string): Promise<string> {
  const log = await readFile(join(dir, "dovecot.log"), "utf8").catch(() => "");
  const stderrOnly = stderr.split("\n").filter((line) => !log.includes(line));
  return [...log.split("\n").slice(-20), ...stderrOnly].filter(Boolean).join("\n");
}

/** Resolves once something accepts TCP connections on the port. */
function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, HOST);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Waits for the listener; fails early if dovecot exits, and after STARTUP_TIMEOUT_MS. */
async function waitForPort(child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`dovecot exited (${child.exitCode ?? child.signalCode}) before listening`);
    }
    if (await canConnect(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`dovecot did not listen on ${HOST}:${port} within ${STARTUP_TIMEOUT_MS} ms`);
}

/** SIGTERM (dovecot stops its own processes), SIGKILL if it takes too long. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), SHUTDOWN_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Starts a private dovecot on a free port with one user whose password is random. */
export async function startImapServer(): Promise<TestImapServer> {
  const dovecot = await findDovecot();
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(join(tmpdir(), "imap-test-"));
  const password = randomBytes(12).toString("hex");
  const port = await freePort();
  // As root, the `mail` user creates the maildir: it has to pass through the temp directory.
  await chmod(dir, 0o711);
  await mkdir(join(dir, "mail"), { mode: 0o700 });
  await chmod(join(dir, "mail"), 0o1777);
  // passwd-file: user:password:uid:gid:gecos:home (uid/gid come from mail_uid/mail_gid).
  await writeFile(join(dir, "users"), `${USER}:{PLAIN}${password}::::${dir}/mail/${USER}\n`, {
    mode: 0o600,
  });
  await writeFile(join(dir, "dovecot.conf"), dovecotConf(dir, port, asRoot));

  let stderr = "";
  const child = spawn(dovecot, ["-F", "-c", join(dir, "dovecot.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const spawned = new Promise<void>((resolve, reject) => {
    child.once("spawn", resolve);
    child.once("error", reject);
  });
  // A test run that dies without close() should not leave dovecot behind.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const cleanUp = async () => {
    process.removeListener("exit", killOnExit);
    await stop(child);
    await rm(dir, { recursive: true, force: true, maxRetries: 5 });
  };

  try {
    await spawned;
    await waitForPort(child, port);
  } catch (error) {
    const tail = await logTail(dir, stderr);
    await cleanUp();
    throw new Error(`${(error as Error).message}\n--- dovecot log (${dir}) ---\n${tail}`);
  }

  /** Runs `use` with a logged-in client and logs out afterwards. */
  const withClient = async <T>(use: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({
      host: HOST,
      port,
      secure: false,
      logger: false,
      auth: { user: USER, pass: password },
    });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.logout();
    }
  };

  return {
    host: HOST,
    port,
    user: USER,
    password,
    deliver: (raw) =>
      withClient(async (client) => {
        if (!(await client.append("INBOX", raw))) throw new Error("APPEND to INBOX failed");
      }),
    list: (mailbox = "INBOX") =>
      withClient(async (client) => {
        // EXAMINE: reading does not change \Seen or \Recent.
        const lock = await client.getMailboxLock(mailbox, { readOnly: true });
        try {
          if (!client.mailbox || client.mailbox.exists === 0) return [];
          const messages = await client.fetchAll("1:*", { uid: true, flags: true, envelope: true });
          return messages
            .map((message) => ({
              uid: message.uid,
              // \Recent depends on which session saw the message first: leave it out.
              flags: [...(message.flags ?? [])].filter((flag) => flag !== "\\Recent").sort(),
              subject: message.envelope?.subject ?? "",
            }))
            .sort((a, b) => a.uid - b.uid);
        } finally {
          lock.release();
        }
      }),
    close: cleanUp,
  };
}
