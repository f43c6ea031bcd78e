// dist/cli/seed-demo.js: checks the Node.js version before anything else is loaded, then runs
// ../cli/seed-demo.ts. Imported dynamically, so that nothing of it loads on an older Node.
import { refuseOlderNode } from "../node-version";

refuseOlderNode();
await import("../cli/seed-demo");
