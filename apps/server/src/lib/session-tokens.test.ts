import { createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { TOKEN_LIFETIME_SECONDS, tokenSigner, tokenVerifier } from "./session-tokens";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const hs256 = (input: string, secret = SECRET) =>
  createHmac("sha256", secret).update(input).digest("base64url");
const sign = tokenSigner(SECRET);
const verify = tokenVerifier(SECRET);

/** A token exactly as the server signed them before fast-jwt (header, claims order and all). */
function issuedBeforeTheUpgrade(claims: { sub: string; sid: string }, nowSeconds: number) {
  const header = b64({ alg: "HS256", typ: "JWT" });
  const payload = b64({ ...claims, iat: nowSeconds, exp: nowSeconds + TOKEN_LIFETIME_SECONDS });
  return `${header}.${payload}.${hs256(`${header}.${payload}`)}`;
}

describe("session tokens", () => {
  it("round-trip the user and the session, for the session's lifetime", () => {
    const now = Math.floor(Date.now() / 1000);
    const token = sign({ sub: "u1", sid: "s3" }, now);
    expect(verify(token)).toEqual({
      sub: "u1",
      sid: "s3",
      iat: now,
      exp: now + TOKEN_LIFETIME_SECONDS,
    });
  });

  it("accept the tokens the server issued before, so nobody is signed out by the upgrade", () => {
    const now = Math.floor(Date.now() / 1000) - 3600;
    const token = issuedBeforeTheUpgrade({ sub: "u1", sid: "s1" }, now);
    expect(verify(token)).toEqual({
      sub: "u1",
      sid: "s1",
      iat: now,
      exp: now + TOKEN_LIFETIME_SECONDS,
    });
  });

  it("refuse another secret, tampering, expiry and other algorithms", () => {
    const token = sign({ sub: "u1", sid: "s0" });
    expect(tokenVerifier(`${SECRET}x`)(token)).toBeNull();
    const [h, , s] = token.split(".");
    expect(verify(`${h}.${b64({ sub: "u2", sid: "s0", iat: 1, exp: 9e9 })}.${s}`)).toBeNull();
    const old = sign({ sub: "u1", sid: "s0" }, Math.floor(Date.now() / 1000) - 31 * 86400);
    expect(verify(old)).toBeNull();
    const claims = b64({ sub: "u1", sid: "s0", iat: 1, exp: 9e9 });
    expect(verify(`${b64({ alg: "none", typ: "JWT" })}.${claims}.`)).toBeNull();
    const hs512 = b64({ alg: "HS512", typ: "JWT" });
    const sha512 = createHmac("sha512", SECRET).update(`${hs512}.${claims}`).digest("base64url");
    expect(verify(`${hs512}.${claims}.${sha512}`)).toBeNull();
    // HS256 in the header, but the signature of another algorithm's input.
    const hs256Header = b64({ alg: "HS256", typ: "JWT" });
    expect(verify(`${hs256Header}.${claims}.${sha512}`)).toBeNull();
    expect(verify("garbage")).toBeNull();
  });

  it("refuse a token signed with the secret that lacks the session or the expiry", () => {
    const header = b64({ alg: "HS256", typ: "JWT" });
    const signed = (claims: object) => {
      const payload = b64(claims);
      return `${header}.${payload}.${hs256(`${header}.${payload}`)}`;
    };
    expect(verify(signed({ sub: "u1", sid: "s0", iat: 1, exp: 9e9 }))).toMatchObject({ sub: "u1" });
    expect(verify(signed({ sub: "u1", iat: 1, exp: 9e9 }))).toBeNull();
    expect(verify(signed({ sub: "u1", sid: "s0", iat: 1 }))).toBeNull();
    expect(verify(signed({ sub: 7, sid: "s0", iat: 1, exp: 9e9 }))).toBeNull();
  });

  it("refuse anything but exactly three base64url parts, with or without the cache", () => {
    const token = sign({ sub: "u1", sid: "s0" });
    const cached = tokenVerifier(SECRET, { cache: 10 });
    expect(cached(token)).toMatchObject({ sub: "u1" });
    const [h, p, s] = token.split(".");
    for (const altered of [
      `${token}=`,
      `${token}==`,
      `${token}\u0000`,
      `${token} `,
      `${token}.`,
      `${token}.${s}`,
      `${h}=.${p}.${s}`,
      `${h}.${p}=.${s}`,
      `${h}.${p}.${s}%3D`,
      `${h}.${p}\n.${s}`,
      `${h}.${p}.${s}/`,
    ]) {
      expect(verify(altered), JSON.stringify(altered)).toBeNull();
      expect(cached(altered), JSON.stringify(altered)).toBeNull();
    }
  });

  it("check the expiry again of a token the cache kept", () => {
    const now = Math.floor(Date.now() / 1000);
    const token = sign({ sub: "u1", sid: "s0" }, now - TOKEN_LIFETIME_SECONDS + 2);
    const cached = tokenVerifier(SECRET, { cache: 10 });
    expect(cached(token)).toMatchObject({ sub: "u1" });
    vi.useFakeTimers({ toFake: ["Date"], now: (now + 3) * 1000 });
    try {
      expect(cached(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("keep working when the secret changes (a key per secret, not one for all)", () => {
    const token = sign({ sub: "u1", sid: "s0" });
    const other = `${SECRET}-other`;
    expect(tokenVerifier(other)(tokenSigner(other)({ sub: "u2", sid: "s0" }))).toMatchObject({
      sub: "u2",
    });
    expect(tokenVerifier(other)(token)).toBeNull();
    expect(verify(token)).toMatchObject({ sub: "u1" });
  });
});
