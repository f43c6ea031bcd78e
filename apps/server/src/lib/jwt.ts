// HS256 JSON Web Tokens with node:crypto. The header is fixed: a token whose header is not exactly
// the one this server issues (another algorithm, other fields) is refused.
import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";
import { z } from "zod";

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");
/** A token, and the session it names (decision 016), last 30 days from signing in. */
export const TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

const PayloadSchema = z.object({
  sub: z.string().min(1),
  /** The session (a row the server can delete): the token is good only while it exists. */
  sid: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type TokenPayload = z.infer<typeof PayloadSchema>;

// The secret as a key object, made once: createHmac would import a string key on every call.
let key: { secret: string; object: KeyObject } | undefined;
function keyOf(secret: string): KeyObject {
  if (key?.secret !== secret)
    key = { secret, object: createSecretKey(Buffer.from(secret, "utf8")) };
  return key.object;
}

const sign = (data: string, secret: string): Buffer =>
  createHmac("sha256", keyOf(secret)).update(data).digest();

export function signToken(
  claims: { sub: string; sid: string },
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const payload = Buffer.from(
    JSON.stringify({ ...claims, iat: nowSeconds, exp: nowSeconds + TOKEN_LIFETIME_SECONDS }),
  ).toString("base64url");
  const signature = sign(`${HEADER}.${payload}`, secret).toString("base64url");
  return `${HEADER}.${payload}.${signature}`;
}

function decodeJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

/** Returns the payload of a valid, unexpired token, or null for anything else. */
export function verifyToken(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): TokenPayload | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  if (header !== HEADER || !payload || !signature) return null;
  const expected = sign(`${header}.${payload}`, secret);
  const actual = Buffer.from(signature, "base64url");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const claims = PayloadSchema.safeParse(decodeJson(payload));
  if (!claims.success || claims.data.exp <= nowSeconds) return null;
  return claims.data;
}
