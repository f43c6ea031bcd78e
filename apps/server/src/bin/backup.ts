// dist/cli/backup.js: checks the Node.js version before anything else is loaded, then runs
// ../cli/backup.ts. Imported dynamically, so that nothing of it loads on an older Node.
import { refuseOlderNode } from "../node-version";

refuseOlderNode();
await import("../cli/backup");
