// An email address in a narrow place (a table's column, a card): it may break before its @ and
// after each dot, hyphen or underscore (of its name as of its domain), and mid-word only when one
// of those parts alone is wider than the line. A list's column is then as wide as the room it has,
// never widened by a long address, and the address stays whole, on two or three lines at worst.
import { Fragment } from "react";
import classes from "./email-text.module.css";

/** A part's text with a break allowed after each of its dots, hyphens and underscores. */
function Breakable({ text }: { text: string }) {
  const pieces = text.split(/(?<=[._-])/);
  return pieces.map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: an address's pieces never move
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <span className={classes.email}>{email}</span>;
  return (
    <span className={classes.email}>
      <Breakable text={email.slice(0, at)} />
      <wbr />@
      <Breakable text={email.slice(at + 1)} />
    </span>
  );
}
