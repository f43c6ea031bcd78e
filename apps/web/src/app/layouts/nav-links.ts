// The entries of the navigation bar (docs/product.md), shared by the wide and narrow layouts.
import { isStaffRole, type Role } from "@app/shared/users";

export type NavItem = { to: string; label: string };

/** The Education (wide) / Academic (narrow) group. */
export const ACADEMIC_LINKS: NavItem[] = [
  { to: "/admission", label: "Admission form" },
  { to: "/test", label: "Admission test" },
  { to: "/entrance-test", label: "Entrance test" },
  { to: "/fees", label: "Fees structure" },
  { to: "/prospectus", label: "Notices" },
];

const COMMON_BEFORE_SHOP: NavItem[] = [
  { to: "/weather", label: "Weather" },
  { to: "/voice", label: "Voice recorder" },
  { to: "/calculator", label: "Converter" },
  { to: "/trip", label: "Book a trip" },
  { to: "/tickets", label: "My booking" },
];

const COMMON_AFTER_SHOP: NavItem[] = [
  { to: "/contact", label: "Contact" },
  { to: "/dash", label: "Dashboard" },
];

/**
 * The back office's home: what needs attention now. (Here, not with the back office's links in
 * back-office-links.ts, whose icons the router would otherwise bring into every first download.)
 */
export const OVERVIEW_PATH = "/staff";

export const HOME_LINK: NavItem = { to: "/", label: "Home" };

export function mainLinks(wide: boolean): NavItem[] {
  const shop: NavItem[] = wide
    ? [{ to: "/shop", label: "E-shop" }]
    : [
        { to: "/plasseyshop", label: "Local shop" },
        { to: "/studymaterials", label: "Study materials" },
      ];
  return [...COMMON_BEFORE_SHOP, ...shop, ...COMMON_AFTER_SHOP];
}

/** Role entries and the signed-in/out entries (Logout is a button, not a link). */
export function accountLinks(role: Role | null): NavItem[] {
  if (role === null) {
    return [
      { to: "/login", label: "Login" },
      { to: "/register", label: "Signup" },
    ];
  }
  const links: NavItem[] = [];
  // One way into the back office (docs/product.md: back office), whose own navigation shows what the role may open.
  if (isStaffRole(role)) links.push({ to: "/staff", label: "Back office" });
  links.push({ to: "/profile", label: "Profile" });
  return links;
}

export function isActive(pathname: string, to: string): boolean {
  return to === "/" ? pathname === "/" : pathname === to || pathname.startsWith(`${to}/`);
}
