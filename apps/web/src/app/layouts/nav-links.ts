// The entries of the navigation bar (docs/product.md), shared by the wide and narrow layouts.
// Each label is a message, shown in the page's language; each address an English one, which the
// bar writes in the page's language (lib/localized-path).
import { isStaffRole, type Role } from "@app/shared/users";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { pageAddress } from "@/lib/localized-path";

export type NavItem = { to: string; label: MessageDescriptor };

/** The Education group's label: the same words in the wide bar's dropdown and the phone's menu. */
export const EDUCATION_LABEL = msg`Education`;

/** The Education group, in the wide bar's dropdown and in the phone's menu alike. */
export const ACADEMIC_LINKS: NavItem[] = [
  { to: "/admission", label: msg`Admission form` },
  { to: "/test", label: msg`Admission test` },
  { to: "/entrance-test", label: msg`Entrance test` },
  { to: "/fees", label: msg`Fees structure` },
  { to: "/teachers", label: msg`Our teachers` },
  { to: "/results", label: msg`Results` },
  { to: "/prospectus", label: msg`Notices` },
];

/** The Tools group's label, in the wide bar's dropdown and in the phone's menu alike. */
export const TOOLS_LABEL = msg`Tools`;

/** The small tools, one group in both menus (the wide bar has room for one line of entries). */
export const TOOL_LINKS: NavItem[] = [
  { to: "/weather", label: msg`Weather` },
  { to: "/voice", label: msg`Voice recorder` },
  { to: "/calculator", label: msg`Converter` },
];

const COMMON_BEFORE_SHOP: NavItem[] = [
  { to: "/trip", label: msg`Book a trip` },
  { to: "/tickets", label: msg`My booking` },
];

const COMMON_AFTER_SHOP: NavItem[] = [
  { to: "/contact", label: msg`Contact` },
  { to: "/dash", label: msg`Dashboard` },
];

/**
 * The back office's home: what needs attention now. (Here, not with the back office's links in
 * back-office-links.ts, whose icons the router would otherwise bring into every first download.)
 */
export const OVERVIEW_PATH = "/staff";

export const HOME_LINK: NavItem = { to: "/", label: msg`Home` };

/** The shop's entry: one label whichever menu shows it (the phone's keeps its own address). */
const SHOP_LABEL = msg`E-shop`;

export function mainLinks(wide: boolean): NavItem[] {
  const shop: NavItem[] = wide
    ? [{ to: "/shop", label: SHOP_LABEL }]
    : [
        { to: "/plasseyshop", label: SHOP_LABEL },
        { to: "/studymaterials", label: msg`Study materials` },
      ];
  return [...COMMON_BEFORE_SHOP, ...shop, ...COMMON_AFTER_SHOP];
}

/** Role entries and the signed-in/out entries (Logout is a button, not a link). */
export function accountLinks(role: Role | null): NavItem[] {
  if (role === null) {
    return [
      { to: "/login", label: msg`Login` },
      { to: "/register", label: msg`Signup` },
    ];
  }
  const links: NavItem[] = [];
  // One way into the back office (docs/product.md: back office), whose own navigation shows what the role may open.
  if (isStaffRole(role)) links.push({ to: "/staff", label: msg`Back office` });
  links.push({ to: "/profile", label: msg`Profile` });
  return links;
}

/** Whether the page at `pathname` (in any language) is the entry `to`'s. */
export function isActive(pathname: string, to: string): boolean {
  const page = pageAddress(pathname);
  return to === "/" ? page === "/" : page === to || page.startsWith(`${to}/`);
}
