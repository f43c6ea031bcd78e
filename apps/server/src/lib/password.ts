// Password hashing with node:crypto scrypt: random salt per password, constant-time comparison.
// The cost is OWASP's scrypt setting N=2^14, r=8, p=5, which it lists as equal in strength to
// N=2^17, r=8, p=1 while needing 16 MiB per hash instead of 128 MiB (a burst of sign-ins cannot
// exhaust the server's memory). Hashes made with other settings still verify, and are made again
// with these at the owner's next sign-in (needsRehash).
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const N = 16384;
const R = 8;
const P = 5;
const KEY_LENGTH = 64;

/**
 * The passes new hashes are made with: OWASP's five, except in the test suites. Hashing was more
 * than half of the server suite's CPU time (about 1,250 hashes a run at 170 ms each), so Vitest
 * (vitest.config.ts) and the servers it starts (test/server-process.ts) set
 * PORTAL_TEST_ONE_PASS_HASHES=1 and hash with one pass: the same N and r, still memory-hard and
 * tens of milliseconds, so requests that race still overlap while hashing. Honoured only with
 * NODE_ENV=test; a hash made that way is made again at the owner's next sign-in under the real
 * setting (needsRehash), and accounts.test.ts checks that setting with the flag unset.
 */
const passes = (): number =>
  process.env.NODE_ENV === "test" && process.env.PORTAL_TEST_ONE_PASS_HASHES === "1" ? 1 : P;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => {
      if (err) reject(err);
      else resolve(key);
    });
  });
}

/** Format: scrypt$N$r$p$salt$hash (base64), so the cost can change without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const p = passes();
  const key = await derive(password, salt, N, R, p);
  return `scrypt$${N}$${R}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** Whether a stored hash was made with other settings than today's (an older, cheaper one). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split("$");
  return scheme !== "scrypt" || Number(n) !== N || Number(r) !== R || Number(p) !== passes();
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(
    password,
    Buffer.from(salt, "base64"),
    Number(n),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified against when the account does not exist (same timing). */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

export const randomPassword = (): string => randomBytes(12).toString("base64url");
