// `npm run admin:reset-password -- --email a@b.c [--password secret]`: sets an administrator's
// password (ending its old sessions), making the account admin or creating it when needed.
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { RegisterSchema } from "@app/shared/users";
import { loadConfig } from "../config";
import { createDatabase } from "../db/database";
import { runMigrations } from "../db/migrate";
import { resetAdminPassword } from "../modules/users/admin-account";

const USAGE = "Usage: admin:reset-password --email <address> [--password <new password>]";

/** Reads a line from the terminal without echoing it; piped input is read as is. */
async function promptPassword(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) {
    const rl = createInterface({ input: stdin });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return "";
  }
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let value = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          stdout.write("\n");
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          stdin.setRawMode(false);
          reject(new Error("Cancelled"));
          return;
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help || !values.email) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const email = RegisterSchema.shape.email.safeParse(values.email);
  if (!email.success) {
    console.error(`email: ${email.error.issues[0]?.message ?? "invalid"}`);
    return 2;
  }
  const password = values.password ?? (await promptPassword("New password: "));
  const parsed = RegisterSchema.pick({ email: true, password: true }).safeParse({
    email: values.email,
    password,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      console.error(`${issue.path.join(".")}: ${issue.message}`);
    return 2;
  }

  const config = loadConfig();
  const handle = createDatabase(config);
  try {
    await runMigrations(handle);
    const outcome = await resetAdminPassword(handle.db, parsed.data.email, parsed.data.password);
    console.log(
      outcome === "created"
        ? `Created administrator ${parsed.data.email}.`
        : `Password of ${parsed.data.email} reset; the account is an administrator and its old sessions are signed out.`,
    );
    return 0;
  } finally {
    await handle.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
