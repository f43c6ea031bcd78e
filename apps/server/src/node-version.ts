// The Node.js the server and its commands need. Every entry (src/bin/) checks it before anything
// else is loaded: on an older Node the SQLite driver's native addon crashes with a segmentation
// fault and no word at all (decision 032). Keep it equal to `engines` in the root package.json.
export const NODE_MAJOR_NEEDED = 24;

/** Exits with one line naming the Node.js found and the one needed, when this one is older. */
export function refuseOlderNode(): void {
  const found = process.versions.node;
  if (Number(found.split(".")[0]) >= NODE_MAJOR_NEEDED) return;
  console.error(
    `Node.js ${found} (${process.execPath}) is too old: the portal needs Node.js ${NODE_MAJOR_NEEDED} or newer.`,
  );
  process.exit(1);
}
