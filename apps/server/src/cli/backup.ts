// `npm run backup [-- --out <folder>] [--keep N]`: backs up the database and the uploaded files
// into BACKUP_DIR (see db/backup.ts), then keeps the newest N backups there.
import { parseArgs } from "node:util";
import { formatFileSize } from "@app/shared/format";
import { loadConfig, resolveUserPath } from "../config";
import { backup } from "../db/backup";

const USAGE = `Usage: backup [--out <folder>] [--keep <N>]
  --out <folder>  write this backup into <folder> (new or empty) instead of BACKUP_DIR
  --keep <N>      keep the N newest backups in BACKUP_DIR, deleting older ones (0: all);
                  default BACKUP_KEEP`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      keep: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 0)) {
    console.error(`--keep must be a whole number of backups (0 keeps all)\n${USAGE}`);
    return 2;
  }
  if (keep !== undefined && values.out) {
    console.error(`--keep applies to the backups in BACKUP_DIR, not to --out\n${USAGE}`);
    return 2;
  }

  const result = await backup(loadConfig(), {
    ...(values.out ? { out: resolveUserPath(values.out) } : {}),
    ...(keep === undefined ? {} : { keep }),
  });
  const { manifest } = result;
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  const uploads = manifest.files.filter((file) => file.path.startsWith("uploads/"));
  const size = manifest.files.reduce((sum, file) => sum + file.size, 0);
  console.log(`Backup written to ${result.dir}`);
  console.log(
    `  ${manifest.database}: ${manifest.engine} database, schema version ${manifest.schemaVersion ?? "(none)"}, ${rows} rows in ${Object.keys(manifest.tables).length} tables`,
  );
  console.log(
    `  uploads: ${uploads.length} ${uploads.length === 1 ? "file" : "files"}; ${formatFileSize(size)} in all, with checksums`,
  );
  for (const dir of result.removed) console.log(`Removed older backup ${dir}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
