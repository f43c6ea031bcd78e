// `npm run restore -- <backup folder>`: restores a backup (see db/restore.ts) into the empty
// database and data folder the settings name; refuses a database or uploads folder with content.
import { parseArgs } from "node:util";
import { loadConfig, resolveUserPath } from "../config";
import { restore } from "../db/restore";

const USAGE = `Usage: restore <backup folder>
  Restores the database and the uploaded files of a backup made by \`npm run backup\` into the
  database (DATABASE_URL, DATABASE_SCHEMA, else DATA_DIR/portal.sqlite) and DATA_DIR/uploads,
  which must be empty. Stop the server first.`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [folder, ...extra] = positionals;
  if (!folder || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }

  const result = await restore(loadConfig(), resolveUserPath(folder));
  const { manifest } = result;
  const tables = Object.entries(result.tables);
  const rows = tables.reduce((sum, [, count]) => sum + count, 0);
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.engine}, schema version ${manifest.schemaVersion ?? "(none)"}) into ${result.target}:`,
  );
  console.log(`  ${rows} rows in ${tables.length} tables, as in the manifest`);
  for (const [name, count] of tables) if (count > 0) console.log(`    ${name}: ${count}`);
  console.log(`  ${result.files} uploaded ${result.files === 1 ? "file" : "files"}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
