// `npm run backup [-- --out <folder>]`: backs up the database and uploaded files (see db/backup.ts).
import { parseArgs } from "node:util";
import { loadConfig, resolveUserPath } from "../config";
import { backup } from "../db/backup";

const { values } = parseArgs({ options: { out: { type: "string" } } });
backup(loadConfig(), values.out ? resolveUserPath(values.out) : undefined).then(
  (result) => {
    console.log(`Backup written to ${result.dir}`);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
