// `npm run seed:demo`: adds the made-up demo content (travellers, a staff member, tickets,
// admissions, products, mechanics, vehicles) to the database the settings name, as a first start
// with DEMO_DATA=true does. Each part is added once per database; a second run adds nothing.
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { seedDemo } from "../seed/demo/seed-demo";

const config = loadConfig();
const app = buildApp(config);
try {
  await app.ready();
  await seedDemo(app.db, config, app.log);
  app.log.info("demo content seeded");
} finally {
  await app.close();
}
