// `npm run api:types`: builds the app on a throw-away SQLite database and writes the web app's API
// types from the OpenAPI document it serves (web-api-types.ts says what they hold).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { WEB_API_TYPES_FILE, webApiTypes } from "./web-api-types";

const dataDir = mkdtempSync(join(tmpdir(), "portal-api-types-"));
try {
  const app = buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }));
  try {
    await app.ready();
    writeFileSync(WEB_API_TYPES_FILE, await webApiTypes(app));
  } finally {
    await app.close();
  }
  console.log(`wrote ${relative(process.cwd(), WEB_API_TYPES_FILE)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
