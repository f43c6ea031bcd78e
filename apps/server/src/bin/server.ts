// dist/server.js: checks the Node.js version before anything else is loaded, then starts the
// server (../server.ts). Imported dynamically, so that nothing of it loads on an older Node.
import { refuseOlderNode } from "../node-version";

refuseOlderNode();
await import("../server");
