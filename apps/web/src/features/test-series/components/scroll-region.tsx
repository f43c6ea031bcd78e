import type { ReactNode } from "react";

/** A table that may scroll sideways on a phone: a named region the keyboard can reach and scroll. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
    <section aria-label={label} tabIndex={0} style={{ overflowX: "auto" }}>
      {children}
    </section>
  );
}
