import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./jwt";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("jwt", () => {
  it("round-trips sub and token version", () => {
    const token = signToken({ sub: "u1", sid: "s3" }, SECRET);
    expect(verifyToken(token, SECRET)).toMatchObject({ sub: "u1", sid: "s3" });
  });

  it("refuses another secret, tampering, expiry and other algorithms", () => {
    const token = signToken({ sub: "u1", sid: "s0" }, SECRET);
    expect(verifyToken(token, `${SECRET}x`)).toBeNull();
    const [h, , s] = token.split(".");
    expect(
      verifyToken(`${h}.${b64({ sub: "u2", sid: "s0", iat: 1, exp: 9e9 })}.${s}`, SECRET),
    ).toBeNull();
    const old = signToken(
      { sub: "u1", sid: "s0" },
      SECRET,
      Math.floor(Date.now() / 1000) - 31 * 86400,
    );
    expect(verifyToken(old, SECRET)).toBeNull();
    const none = `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: "u1", sid: "s0", iat: 1, exp: 9e9 })}.`;
    expect(verifyToken(none, SECRET)).toBeNull();
    const header = b64({ alg: "HS512", typ: "JWT" });
    const payload = b64({ sub: "u1", sid: "s0", iat: 1, exp: 9e9 });
    const sig = createHmac("sha256", SECRET).update(`${header}.${payload}`).digest("base64url");
    expect(verifyToken(`${header}.${payload}.${sig}`, SECRET)).toBeNull();
    expect(verifyToken("garbage", SECRET)).toBeNull();
  });

  it("accepts only the header it issues, even when another one is signed with the secret", () => {
    const payload = b64({ sub: "u1", sid: "s0", iat: 1, exp: 9e9 });
    const signed = (header: object) => {
      const h = b64(header);
      return `${h}.${payload}.${createHmac("sha256", SECRET).update(`${h}.${payload}`).digest("base64url")}`;
    };
    expect(verifyToken(signed({ alg: "HS256", typ: "JWT" }), SECRET)).toMatchObject({ sub: "u1" });
    expect(verifyToken(signed({ typ: "JWT", alg: "HS256" }), SECRET)).toBeNull();
    expect(verifyToken(signed({ alg: "HS256", typ: "JWT", kid: "x" }), SECRET)).toBeNull();
  });

  it("keeps working when the secret changes (a key per secret, not one for all)", () => {
    const token = signToken({ sub: "u1", sid: "s0" }, SECRET);
    const other = `${SECRET}-other`;
    expect(verifyToken(signToken({ sub: "u2", sid: "s0" }, other), other)).toMatchObject({
      sub: "u2",
    });
    expect(verifyToken(token, other)).toBeNull();
    expect(verifyToken(token, SECRET)).toMatchObject({ sub: "u1" });
  });
});
