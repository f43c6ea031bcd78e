// Every entry of the admin layout's side panel (PRODUCT §2), in one list other features add to.
import type { NavItem } from "./nav-links";

export const ADMIN_LINKS: NavItem[] = [
  { to: "/admin", label: "Products" },
  { to: "/alluser", label: "All signed users" },
  { to: "/mechanic", label: "Manage mechanics" },
  { to: "/vdetails", label: "Vehicle details" },
  { to: "/vdelete", label: "Manage vehicles" },
  { to: "/email", label: "Send email" },
  { to: "/getmapdata", label: "Manage map users" },
  { to: "/studentlist", label: "Students list (old data)" },
  { to: "/teacherup", label: "Photo upload" },
  { to: "/newstudentlist", label: "New admission list" },
  { to: "/billing", label: "Billing" },
  { to: "/seeorder", label: "All orders" },
  { to: "/voterinsert", label: "Voter data" },
];
