// Reading the mailbox server's Authentication-Results (RFC 8601) as real servers write them, and
// which header is believed.
import { describe, expect, it } from "vitest";
import { mailCheckOf, parseAuthenticationResults, trustedHeader } from "./authentication-results";

const GMAIL = `mx.google.com;
       dkim=pass header.i=@example.org header.s=s1 header.b=AbCd;
       spf=pass (google.com: domain of ana@example.org designates 192.0.2.1 as permitted sender; "quoted") smtp.mailfrom=ana@example.org;
       dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=example.org`;

describe("an Authentication-Results header", () => {
  it("is read with its comments, folding and quoted values", () => {
    expect(parseAuthenticationResults(GMAIL)).toEqual({
      authservId: "mx.google.com",
      results: [
        {
          method: "dkim",
          result: "pass",
          props: { "header.i": "@example.org", "header.s": "s1", "header.b": "AbCd" },
        },
        { method: "spf", result: "pass", props: { "smtp.mailfrom": "ana@example.org" } },
        { method: "dmarc", result: "pass", props: { "header.from": "example.org" } },
      ],
    });
    expect(
      parseAuthenticationResults(
        'mail.institute.in 1; dkim/1=FAIL reason="bad (sig); really" header.d=example.org',
      ),
    ).toEqual({
      authservId: "mail.institute.in",
      results: [
        {
          method: "dkim",
          result: "fail",
          props: { reason: "bad (sig); really", "header.d": "example.org" },
        },
      ],
    });
    expect(parseAuthenticationResults("mail.institute.in; none")).toEqual({
      authservId: "mail.institute.in",
      results: [],
    });
  });

  it("without an authserv-id, as Microsoft 365 writes it, names none", () => {
    const header = parseAuthenticationResults(
      "spf=pass (sender IP is 192.0.2.1) smtp.mailfrom=example.org; dkim=pass (signature was verified) header.d=example.org;dmarc=pass action=none header.from=example.org;compauth=pass reason=100",
    );
    expect(header.authservId).toBe("");
    expect(header.results.map((r) => `${r.method}=${r.result}`)).toEqual([
      "spf=pass",
      "dkim=pass",
      "dmarc=pass",
      "compauth=pass",
    ]);
  });

  it("is believed only from a trusted server, the topmost of them", () => {
    const forged = "mx.institute.in; dkim=pass header.d=example.org";
    const real = "mx.institute.in; dkim=fail header.d=example.org";
    const other = "elsewhere.example; dmarc=pass header.from=example.org";
    expect(trustedHeader([other, real, forged], ["mx.institute.in"])?.results[0]?.result).toBe(
      "fail",
    );
    expect(trustedHeader([other], ["mx.institute.in"])).toBeNull();
    expect(trustedHeader([other, real], "topmost")?.authservId).toBe("elsewhere.example");
    expect(trustedHeader([], "topmost")).toBeNull();
  });
});

describe("whether the From address is authenticated", () => {
  const check = (value: string, fromDomain = "example.org") =>
    mailCheckOf(parseAuthenticationResults(value), fromDomain);

  it("by DMARC, or by a DKIM signature of the From domain or one above or below it", () => {
    expect(check(GMAIL)).toEqual({ authenticated: true, dkim: "pass", spf: "pass", dmarc: "pass" });
    expect(check("mx; dkim=pass header.d=example.org", "mail.example.org").authenticated).toBe(
      true,
    );
    expect(check("mx; dkim=pass header.d=mail.example.org").authenticated).toBe(true);
    expect(check("mx; dkim=pass header.i=ana@example.org")).toMatchObject({
      authenticated: true,
      dkim: "pass",
    });
  });

  it("not by SPF, another domain's signature or another domain's DMARC", () => {
    expect(check("mx; spf=pass smtp.mailfrom=example.org")).toEqual({
      authenticated: false,
      dkim: null,
      spf: "pass",
      dmarc: null,
    });
    expect(check("mx; dkim=pass header.d=mailer.example.net")).toMatchObject({
      authenticated: false,
      dkim: "unaligned",
    });
    expect(check("mx; dkim=pass header.d=sub.example.net", "other.example.net").authenticated).toBe(
      false,
    );
    expect(check("mx; dmarc=pass header.from=example.net")).toMatchObject({
      authenticated: false,
      dmarc: "unaligned",
    });
    expect(
      check("mx; dkim=pass header.d=mailer.example.net; dkim=fail header.d=example.org"),
    ).toMatchObject({ authenticated: false, dkim: "fail" });
    expect(mailCheckOf(null, "example.org")).toEqual({
      authenticated: false,
      dkim: null,
      spf: null,
      dmarc: null,
    });
  });
});
