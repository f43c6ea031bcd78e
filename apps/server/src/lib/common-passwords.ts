// The list of common passwords the server package ships (seed/common-passwords.txt, beside the
// code rather than in SEED_DIR, which an operator may point elsewhere): a new password found there
// is refused, whatever its case.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { defaultSeedDir } from "../config";

export const COMMON_PASSWORDS_FILE = join(defaultSeedDir(), "common-passwords.txt");

/** Reads the list once (at start-up: a missing file stops the start) and answers its checker. */
export function loadCommonPasswords(file = COMMON_PASSWORDS_FILE): (password: string) => boolean {
  const list = new Set(
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line !== "" && !line.startsWith("# ")),
  );
  return (password) => list.has(password.toLowerCase());
}
