// The custom properties a page's critical CSS keeps (decision 024): those something on the page
// reads, directly or through another, and no other.
import { describe, expect, it } from "vitest";
import { withoutUnreadCustomProperties } from "./critical-css";

describe("the critical CSS's custom properties", () => {
  it("keeps those a rule, the markup or a kept property reads, and drops the rest", () => {
    const css =
      ":root{--ink:#123;--heading:var(--ink);--paper:#fff;--unread:red;--shade:#eee;--unread-too:var(--shade)}" +
      "h1{color:var(--heading, black);margin:0}";
    expect(withoutUnreadCustomProperties(css, ["--paper"])).toBe(
      ":root{--ink:#123;--heading:var(--ink);--paper:#fff}h1{color:var(--heading, black);margin:0}",
    );
  });

  it("keeps every declaration of a property read, wherever it is declared", () => {
    const css =
      ":root{--text:#000;--gap:4px}:root[data-mantine-color-scheme=light]{--text:#111}" +
      "p{color:var(--text)}";
    expect(withoutUnreadCustomProperties(css, [])).toBe(
      ":root{--text:#000}:root[data-mantine-color-scheme=light]{--text:#111}p{color:var(--text)}",
    );
  });

  it("drops a rule and a media query left with nothing", () => {
    const css =
      ".card{--card-size:10px;padding:0}@media (min-width:48em){:root{--wide:1}}.x{--unread:1}";
    expect(withoutUnreadCustomProperties(css, [])).toBe(".card{padding:0}");
  });

  it("reads a fallback and a property named in another's fallback", () => {
    const css =
      ":root{--a:1px;--b:2px;--c:var(--missing, var(--b))}div{width:var(--c);height:var(--x, var(--a))}";
    expect(withoutUnreadCustomProperties(css, [])).toBe(css);
  });

  it("returns CSS it cannot parse as it came", () => {
    expect(withoutUnreadCustomProperties(":root{--a:1px", [])).toBe(":root{--a:1px");
  });
});
