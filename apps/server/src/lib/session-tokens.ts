// Sign-in tokens: HS256 JSON Web Tokens made and checked by fast-jwt (decision 031). A token names
// its user (`sub`) and its session (`sid`, decision 016) and lasts as long as the session.
import { createSigner, createVerifier, TokenError } from "fast-jwt";
import { z } from "zod";

/** A token, and the session it names, last 30 days from signing in. */
export const TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

const ClaimsSchema = z.object({
  sub: z.string().min(1),
  /** The session (a row the server can delete): the token is good only while it exists. */
  sid: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type TokenClaims = z.infer<typeof ClaimsSchema>;

/** Signs `{sub, sid}` as issued at `nowSeconds`, expiring TOKEN_LIFETIME_SECONDS later. */
export function tokenSigner(secret: string) {
  const sign = createSigner({
    key: secret,
    algorithm: "HS256",
    expiresIn: TOKEN_LIFETIME_SECONDS * 1000,
  });
  return (
    claims: { sub: string; sid: string },
    nowSeconds = Math.floor(Date.now() / 1000),
  ): string => sign({ ...claims, iat: nowSeconds });
}

/**
 * The claims of a valid, unexpired HS256 token signed with `secret`, or null for anything else:
 * another algorithm, a bad signature, a missing claim, or any character outside the three
 * base64url parts (fast-jwt refuses them). With `cache`, that many valid tokens have their
 * signature checked once, then only their expiry, until the cache drops them (oldest first).
 */
export function tokenVerifier(secret: string, { cache = 0 }: { cache?: number } = {}) {
  const verify = createVerifier({
    key: secret,
    algorithms: ["HS256"],
    requiredClaims: ["sub", "sid", "iat", "exp"],
    ...(cache > 0 ? { cache } : {}),
  });
  return (token: string): TokenClaims | null => {
    let payload: unknown;
    try {
      payload = verify(token);
    } catch (error) {
      if (error instanceof TokenError) return null;
      throw error;
    }
    const claims = ClaimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  };
}
