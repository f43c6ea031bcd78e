// The reply address of a ticket's mails (docs/product.md: support desk): the support mailbox's address with the
// ticket's unguessable token after a plus (support+<token>@institute.example), which mail servers
// deliver to the mailbox itself. Lower-case hex, as some servers lower-case the local part.
import { randomBytes } from "node:crypto";

/** 128 random bits. */
export const newReplyToken = (): string => randomBytes(16).toString("hex");

const TOKEN = /^[0-9a-f]{32}$/;

export function replyAddress(supportAddress: string, token: string): string {
  const at = supportAddress.lastIndexOf("@");
  return `${supportAddress.slice(0, at)}+${token}${supportAddress.slice(at)}`;
}

/**
 * The token in `address` if it is the support address with one (any case); undefined for the
 * support address itself and any other address.
 */
export function replyTokenOf(supportAddress: string, address: string): string | undefined {
  const support = supportAddress.toLowerCase();
  const at = support.lastIndexOf("@");
  const [local, domain] = [support.slice(0, at), support.slice(at)];
  const candidate = address.trim().toLowerCase();
  if (!candidate.startsWith(`${local}+`) || !candidate.endsWith(domain)) return undefined;
  const token = candidate.slice(local.length + 1, candidate.length - domain.length);
  return TOKEN.test(token) ? token : undefined;
}
