// dist/cli/reset-admin-password.js: checks the Node.js version before anything else is loaded,
// then runs ../cli/reset-admin-password.ts. Imported dynamically, so that nothing of it loads on
// an older Node.
import { refuseOlderNode } from "../node-version";

refuseOlderNode();
await import("../cli/reset-admin-password");
