// What the support mailbox's reader reads from a parsed mail: where it went, whether a machine sent
// it, whether it may be answered, and its text as the database can store it.
import EmailReplyParser from "email-reply-parser";
import type { AddressObject, ParsedMail } from "mailparser";

/** Characters of a note's or new ticket's text, as the web form allows. */
export const MAX_TEXT = 5000;
/** The longest address there is (RFC 5321: a path of 256 octets, brackets included). */
export const MAX_ADDRESS = 254;

const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * Text the database stores as it is: NUL removed (PostgreSQL refuses it in text; the web's forms
 * refuse it too), at most `max` characters, and half a surrogate pair (from a charset decoder, or
 * from the cut) replaced by U+FFFD, which UTF-8 can hold.
 */
export function storable(text: string, max: number): string {
  return text.replaceAll("\u0000", "").slice(0, max).replace(LONE_SURROGATE, "\uFFFD");
}

const addressesOf = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((object) =>
    object.value.flatMap((entry) => (entry.address ? [entry.address] : [])),
  );

/** A header mailparser reads as addresses (Delivered-To, Return-Path), however many times it came. */
function addressHeader(mail: ParsedMail, name: string): string[] {
  const value = mail.headers.get(name);
  const objects = (Array.isArray(value) ? value : [value]).filter(
    (entry): entry is AddressObject =>
      typeof entry === "object" && entry !== null && "value" in entry && Array.isArray(entry.value),
  );
  return addressesOf(objects);
}

/** Every address a message went to, as the headers and the delivering server name them. */
export function recipientsOf(mail: ParsedMail): string[] {
  const originalTo = mail.headers.get("x-original-to");
  return [
    ...addressesOf(mail.to),
    ...addressesOf(mail.cc),
    ...addressHeader(mail, "delivered-to"),
    ...(typeof originalTo === "string" ? [originalTo.replace(/^<|>$/g, "")] : []),
  ];
}

const headerText = (mail: ParsedMail, name: string): string | undefined => {
  const value = mail.headers.get(name);
  return typeof value === "string" ? value : undefined;
};

/**
 * An auto-reply or a bounce (RFC 3834): nothing a customer wrote, and answering it could start a
 * loop. A bounce has an empty return path, or comes from the mailer daemon.
 */
export function isAutomatic(mail: ParsedMail, sender: string): boolean {
  const autoSubmitted = headerText(mail, "auto-submitted");
  const precedence = headerText(mail, "precedence");
  const returnPath = mail.headerLines.find((line) => line.key === "return-path")?.line ?? "";
  return (
    (autoSubmitted !== undefined && autoSubmitted.trim().toLowerCase() !== "no") ||
    (precedence !== undefined && /^\s*(bulk|junk|list|auto_reply)\s*$/i.test(precedence)) ||
    mail.headers.has("x-autoreply") ||
    mail.headers.has("x-autorespond") ||
    /^return-path:\s*<\s*>\s*$/i.test(returnPath) ||
    /^(mailer-daemon|postmaster)@/i.test(sender)
  );
}

/**
 * Whether a refused mail may get the automatic answer: not one from a list or a delivery report,
 * nor one whose sender the mailbox server found forged (the answer would go to the person whose
 * address was forged).
 */
export function mayBeAnswered(mail: ParsedMail, failedChecks: boolean): boolean {
  const type = mail.headers.get("content-type");
  const mediaType =
    typeof type === "object" && type !== null && "value" in type && typeof type.value === "string"
      ? type.value
      : "";
  return (
    !failedChecks &&
    // mailparser gathers every List-* header (List-Id, List-Unsubscribe...) under `list`.
    !mail.headers.has("list") &&
    !/^multipart\/report\b/i.test(mediaType)
  );
}

/** The new part of the message: quoted history and signatures cut, at most 5000 characters. */
export function replyTextOf(text: string): string {
  const plain = text.replaceAll("\u0000", "").replace(/\r\n/g, "\n");
  return storable(new EmailReplyParser().parseReply(plain).trim(), MAX_TEXT);
}
