// What the support mailbox's server found of a mail's sender, read from the Authentication-Results
// header it added (RFC 8601): the mail's DKIM, SPF and DMARC results, and whether the From address
// is authenticated, i.e. DMARC passed or a DKIM signature of the From domain did (decision 029).
// The portal checks no signature itself: only the receiving server saw the connection and DNS.
import type { MailCheck } from "@app/shared/tickets";

/** One `method=result` of a header, with its properties (`header.d`, `smtp.mailfrom`...). */
export type AuthResult = { method: string; result: string; props: Record<string, string> };

export type AuthResultsHeader = { authservId: string; results: AuthResult[] };

/** The header's text without its comments (RFC 5322 CFWS), quoted strings kept. */
function withoutComments(text: string): string {
  let out = "";
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    if (char === "\\" && (quoted || depth > 0)) {
      if (depth === 0) out += char + (text[i + 1] ?? "");
      i++;
    } else if (quoted) {
      out += char;
      if (char === '"') quoted = false;
    } else if (char === "(") depth++;
    else if (char === ")" && depth > 0) depth--;
    else if (depth === 0) {
      if (char === '"') quoted = true;
      out += char;
    }
  }
  return out;
}

/** Splits on `;` outside quoted strings. */
function clauses(text: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    if (char === "\\" && quoted) {
      current += char + (text[i + 1] ?? "");
      i++;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === ";" && !quoted) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim());
}

const unquote = (value: string) =>
  value.startsWith('"') && value.endsWith('"') && value.length >= 2
    ? value.slice(1, -1).replace(/\\(.)/g, "$1")
    : value;

const PAIR = /([A-Za-z0-9_.\-/]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^\s"]+)/g;

/** One `method=result [reason=...] [ptype.property=value ...]` clause; null when it is none. */
function resultOf(clause: string): AuthResult | null {
  const pairs = [...clause.matchAll(PAIR)];
  const [first, ...rest] = pairs;
  if (first?.index !== 0) return null;
  // `dkim/1=pass`: the method's version is not part of its name.
  const method = (first[1] ?? "").split("/")[0]?.trim().toLowerCase() ?? "";
  const result = unquote(first[2] ?? "").toLowerCase();
  if (!method || !result) return null;
  const props: Record<string, string> = {};
  for (const pair of rest) props[(pair[1] ?? "").toLowerCase()] = unquote(pair[2] ?? "");
  return { method, result, props };
}

/**
 * Parses one Authentication-Results value. A header that names no authserv-id (Microsoft 365
 * writes none) answers an empty one.
 */
export function parseAuthenticationResults(value: string): AuthResultsHeader {
  const [head = "", ...rest] = clauses(withoutComments(value.replace(/\r?\n[ \t]/g, " ")));
  // The authserv-id, optionally followed by a version; a header without one starts with a result.
  if (/^[^\s=]+\s*=/.test(head)) {
    return { authservId: "", results: [head, ...rest].flatMap((c) => resultOf(c) ?? []) };
  }
  const authservId = unquote(head.split(/\s+/)[0] ?? "").toLowerCase();
  return { authservId, results: rest.flatMap((clause) => resultOf(clause) ?? []) };
}

/** The domain of an address or a DKIM identity (`@example.org`, `user@example.org`). */
export const domainOf = (identity: string): string =>
  (identity.split("@").pop() ?? "").trim().replace(/\.$/, "").toLowerCase();

/**
 * Relaxed alignment as DMARC means it (RFC 7489 §3.1.1), without the public suffix list: the same
 * domain, or one under the other. Two domains under one public suffix (alice.github.io and
 * bob.github.io) never align this way, and no one can sign for a public suffix itself.
 */
function aligned(domain: string, fromDomain: string): boolean {
  if (!domain || !fromDomain) return false;
  return (
    domain === fromDomain || fromDomain.endsWith(`.${domain}`) || domain.endsWith(`.${fromDomain}`)
  );
}

/**
 * The header to believe: the topmost (the last server to add one) naming a trusted authserv-id,
 * or the topmost of all with `"topmost"`. Lower ones may have been written by anyone.
 */
export function trustedHeader(
  values: readonly string[],
  trusted: readonly string[] | "topmost",
): AuthResultsHeader | null {
  for (const value of values) {
    const header = parseAuthenticationResults(value);
    if (trusted === "topmost" || trusted.includes(header.authservId)) return header;
  }
  return null;
}

/** What the header says of a mail from `fromDomain`; nothing passed without a header. */
export function mailCheckOf(header: AuthResultsHeader | null, fromDomain: string): MailCheck {
  const results = header?.results ?? [];
  const of = (method: string) => results.filter((result) => result.method === method);

  const dkims = of("dkim");
  const signer = (result: AuthResult) =>
    domainOf(result.props["header.d"] ?? result.props["header.i"] ?? "");
  const alignedPass = dkims.some((r) => r.result === "pass" && aligned(signer(r), fromDomain));
  const dkim = alignedPass
    ? "pass"
    : (dkims.find((r) => r.result !== "pass")?.result ?? (dkims.length > 0 ? "unaligned" : null));

  const [firstDmarc] = of("dmarc");
  const dmarcFrom = firstDmarc?.props["header.from"];
  // A DMARC pass is for the domain it names; another domain's pass says nothing of this From.
  const dmarc =
    firstDmarc?.result === "pass" && dmarcFrom !== undefined && domainOf(dmarcFrom) !== fromDomain
      ? "unaligned"
      : (firstDmarc?.result ?? null);

  const spf = of("spf")[0]?.result ?? null;
  const cut = (value: string | null) => (value === null ? null : value.slice(0, 16));
  return {
    authenticated: dmarc === "pass" || dkim === "pass",
    dkim: cut(dkim),
    spf: cut(spf),
    dmarc: cut(dmarc),
  };
}
