// An email address in a narrow place (a table's column, a card): it may break before its @ and
// after each dot of its domain, and nowhere else, so a line never ends mid-word. The column is then
// as wide as the address's longest part rather than a few characters.
import { Fragment } from "react";
import classes from "./email-text.module.css";

export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <span className={classes.email}>{email}</span>;
  const labels = email.slice(at + 1).split(".");
  return (
    <span className={classes.email}>
      {email.slice(0, at)}
      <wbr />@
      {labels.map((label, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a domain's labels never move
        <Fragment key={index}>
          {index > 0 && (
            <>
              .<wbr />
            </>
          )}
          {label}
        </Fragment>
      ))}
    </span>
  );
}
