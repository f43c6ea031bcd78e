// A free TCP port on 127.0.0.1, for a process the test starts itself (or an address nothing answers).
import { createServer } from "node:net";

/** Binds port 0, reads the port the system gave, and releases it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : undefined;
      probe.close(() =>
        port === undefined ? reject(new Error("no port from the probe")) : resolve(port),
      );
    });
  });
}
