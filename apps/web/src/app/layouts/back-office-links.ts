// The back office's side navigation (docs/product.md: back office): every staff and admin
// screen, grouped by the work, each entry with the roles that may open it. The server checks the
// same roles; this list only decides what each role is shown.
import type { Role } from "@app/shared/users";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  IconArchive,
  IconBook,
  IconBus,
  IconCar,
  IconCarOff,
  IconCash,
  IconCertificate,
  IconChartBar,
  IconFileInvoice,
  IconHeadset,
  IconLayoutDashboard,
  IconListCheck,
  IconMail,
  IconMapPin,
  IconMessageReply,
  IconPackage,
  IconPhoto,
  IconReportMoney,
  IconSchool,
  IconSettings,
  IconShoppingCart,
  IconTool,
  IconTrophy,
  IconUsers,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { OVERVIEW_PATH } from "./nav-links";

type Icon = ComponentType<{ size?: number; stroke?: number; "aria-hidden"?: boolean | "true" }>;

/** Labels are messages, shown in the reader's language where the navigation draws them. */
export type BackOfficeLink = {
  to: string;
  label: MessageDescriptor;
  icon: Icon;
  roles: readonly Role[];
};
export type BackOfficeGroup = { label: MessageDescriptor | null; links: BackOfficeLink[] };

const STAFF: readonly Role[] = ["staff", "admin"];
const ADMIN: readonly Role[] = ["admin"];

export const BACK_OFFICE_GROUPS: BackOfficeGroup[] = [
  {
    label: null,
    links: [{ to: OVERVIEW_PATH, label: msg`Overview`, icon: IconLayoutDashboard, roles: STAFF }],
  },
  {
    label: msg`Support`,
    links: [
      { to: "/staff/tickets", label: msg`Ticket queue`, icon: IconHeadset, roles: STAFF },
      { to: "/staff/desk-reports", label: msg`Desk reports`, icon: IconChartBar, roles: STAFF },
      {
        to: "/staff/saved-replies",
        label: msg`Saved replies`,
        icon: IconMessageReply,
        roles: STAFF,
      },
    ],
  },
  {
    label: msg`Trips`,
    links: [{ to: "/staff/trips", label: msg`Trips and departures`, icon: IconBus, roles: STAFF }],
  },
  {
    label: msg`Admissions and exams`,
    links: [
      { to: "/newstudentlist", label: msg`New admission list`, icon: IconSchool, roles: STAFF },
      { to: "/staff/courses", label: msg`Courses and batches`, icon: IconBook, roles: STAFF },
      { to: "/staff/teachers", label: msg`Teachers`, icon: IconUsers, roles: STAFF },
      {
        to: "/staff/results",
        label: msg`Results, testimonials and gallery`,
        icon: IconTrophy,
        roles: STAFF,
      },
      { to: "/staff/tests", label: msg`Test series`, icon: IconBook, roles: STAFF },
      {
        to: "/staff/questions",
        label: msg`Question bank`,
        icon: IconListCheck,
        roles: STAFF,
      },
      {
        to: "/entrance-test/results",
        label: msg`Entrance test results`,
        icon: IconCertificate,
        roles: STAFF,
      },
      { to: "/studentlist", label: msg`Students list (old data)`, icon: IconArchive, roles: ADMIN },
      { to: "/teacherup", label: msg`Photo upload`, icon: IconPhoto, roles: ADMIN },
    ],
  },
  {
    label: msg`Shop and billing`,
    links: [
      { to: "/seeorder", label: msg`All orders`, icon: IconShoppingCart, roles: STAFF },
      { to: "/staff/payments", label: msg`Payments`, icon: IconCash, roles: STAFF },
      { to: "/staff/money", label: msg`Money`, icon: IconReportMoney, roles: STAFF },
      { to: "/admin", label: msg`Products`, icon: IconPackage, roles: ADMIN },
      { to: "/billing", label: msg`Billing`, icon: IconFileInvoice, roles: ADMIN },
    ],
  },
  {
    label: msg`People`,
    links: [
      { to: "/alluser", label: msg`All signed users`, icon: IconUsers, roles: ADMIN },
      { to: "/getmapdata", label: msg`Manage map users`, icon: IconMapPin, roles: ADMIN },
      { to: "/voterinsert", label: msg`Voter data`, icon: IconListCheck, roles: ADMIN },
    ],
  },
  {
    label: msg`Operations`,
    links: [
      { to: "/mechanic", label: msg`Manage mechanics`, icon: IconTool, roles: ADMIN },
      { to: "/vdetails", label: msg`Vehicle details`, icon: IconCar, roles: ADMIN },
      { to: "/vdelete", label: msg`Manage vehicles`, icon: IconCarOff, roles: ADMIN },
    ],
  },
  {
    label: msg`Mail`,
    links: [{ to: "/email", label: msg`Send email`, icon: IconMail, roles: ADMIN }],
  },
  {
    label: msg`Institute`,
    links: [{ to: "/settings", label: msg`Settings`, icon: IconSettings, roles: ADMIN }],
  },
];

/** The groups a role sees: only the entries it may open, and no group left empty. */
export function backOfficeGroupsFor(role: Role): BackOfficeGroup[] {
  return BACK_OFFICE_GROUPS.map((group) => ({
    ...group,
    links: group.links.filter((link) => link.roles.includes(role)),
  })).filter((group) => group.links.length > 0);
}

/** The entry an address belongs to: the longest link that is the path or a parent of it. */
export function activeLink(pathname: string, groups: BackOfficeGroup[]): string | undefined {
  let best: string | undefined;
  for (const group of groups) {
    for (const { to } of group.links) {
      const matches = pathname === to || pathname.startsWith(`${to}/`);
      if (matches && (best === undefined || to.length > best.length)) best = to;
    }
  }
  return best;
}
