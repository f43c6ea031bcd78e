// Monotonic UUIDv7 ids: time-ordered, so ordering by id equals creation order within a process.
import { randomBytes } from "node:crypto";

let lastMs = 0;
let sequence = 0;

/** Returns a UUIDv7 string; ids made by one process always sort in creation order. */
export function newId(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    // Start low in the 12-bit counter so many ids fit into the same millisecond.
    sequence = randomBytes(2).readUInt16BE(0) & 0x1ff;
  } else {
    sequence++;
    if (sequence > 0xfff) {
      // Counter exhausted (or the clock went back): borrow the next millisecond.
      lastMs++;
      sequence = 0;
    }
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Current time as ISO-8601 UTC text, the one time format stored in the database. */
export const nowIso = (): string => new Date().toISOString();
