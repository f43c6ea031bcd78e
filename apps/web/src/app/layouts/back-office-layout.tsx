// The back office (docs/product.md: back office): the staff's own layout, apart from the
// public site. A header with the institute's name, a 200 px side navigation grouped by the work
// showing each role only what it may open (a drawer below 720 px), one account menu with the one
// Logout, the page, and a footer crediting the developer company.
import { formatYear } from "@app/shared/format";
import type { Role } from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Avatar,
  Burger,
  Drawer,
  Group,
  Menu,
  NavLink,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconLogout, IconSelector, IconUserCircle, IconWorld } from "@tabler/icons-react";
import { useEffect, useId, useRef } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { SkipLink } from "@/components/skip-link";
import { ChatLauncher } from "@/features/chat/components/chat-launcher";
import { logout, useUser } from "@/lib/auth";
import { useLanguage } from "@/lib/i18n";
import { useInstitute } from "@/lib/use-institute";
import { useStickyHeaderHeight } from "@/lib/use-sticky-header-height";
import classes from "./back-office-layout.module.css";
import { activeLink, type BackOfficeGroup, backOfficeGroupsFor } from "./back-office-links";
import { rememberLogoutMessage } from "./logout-message";
import { OVERVIEW_PATH } from "./nav-links";

const DEVELOPER = "Plassey Softech";

/** Signs out and reloads the site on the home page, which then says so (spec: it reloads). */
function logoutAndReload(): void {
  rememberLogoutMessage();
  logout();
  window.location.assign("/");
}

function NavGroup({
  group,
  active,
  onNavigate,
}: {
  group: BackOfficeGroup;
  active: string | undefined;
  onNavigate?: () => void;
}) {
  const { i18n } = useLingui();
  const labelId = useId();
  return (
    <div className={classes.group}>
      {group.label !== null && (
        <Text id={labelId} className={classes.groupLabel}>
          {i18n._(group.label)}
        </Text>
      )}
      <ul aria-labelledby={group.label !== null ? labelId : undefined} className={classes.list}>
        {group.links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              component={Link}
              to={to}
              label={i18n._(label)}
              leftSection={<Icon size={18} stroke={1.6} aria-hidden="true" />}
              active={to === active}
              // White on the darkest brand shade keeps the active entry readable on the panel's grey.
              variant="filled"
              color="brand.9"
              aria-current={to === active ? "page" : undefined}
              onClick={onNavigate}
              className={classes.link}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function AccountMenu({ name, email, role }: { name: string; email: string; role: Role }) {
  const { t } = useLingui();
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
  const roleLabel = role === "admin" ? t`Administrator` : t`Staff`;
  return (
    <Menu position="top-start" width={220} withinPortal>
      <Menu.Target>
        {/* Named by what it shows (name and role) and what it opens: no aria-label to drift. */}
        <UnstyledButton className={classes.account}>
          <Avatar variant="filled" color="brand.9" radius="xl" size={32} aria-hidden="true">
            {initials || "?"}
          </Avatar>
          <span className={classes.accountText}>
            <Text component="span" size="sm" fw={600} truncate="end" display="block">
              {name}
            </Text>{" "}
            <Text component="span" size="xs" c="gray.7" truncate="end" display="block">
              {roleLabel}
            </Text>
            <VisuallyHidden>
              {" "}
              <Trans>account menu</Trans>
            </VisuallyHidden>
          </span>
          <IconSelector size={16} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{email}</Menu.Label>
        <Menu.Item
          component={Link}
          to="/profile"
          leftSection={<IconUserCircle size={16} aria-hidden="true" />}
        >
          <Trans>Profile</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to="/" leftSection={<IconWorld size={16} aria-hidden="true" />}>
          <Trans>Public site</Trans>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red.9"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={logoutAndReload}
        >
          <Trans>Logout</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const user = useUser();
  // The layout is shown only to staff and admins (staff-area-layout); anyone else gets no links.
  const groups = user ? backOfficeGroupsFor(user.role) : [];
  const active = activeLink(pathname, groups);
  const links = useRef<HTMLDivElement>(null);
  // The page's entry stays in view: a panel scrolled to its top still shows where one is after
  // arriving on a page near its end, also once the panel has its final height (the header's is
  // measured after the first paint) or the window changes.
  useEffect(() => {
    const element = links.current;
    if (!element || active === undefined) return;
    const reveal = () =>
      element.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest" });
    reveal();
    const observer = new ResizeObserver(reveal);
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return (
    <>
      <div ref={links} className={classes.links}>
        {groups.map((group) => (
          <NavGroup
            key={group.label?.id ?? "home"}
            group={group}
            active={active}
            onNavigate={onNavigate}
          />
        ))}
      </div>
      {user && <AccountMenu name={user.name} email={user.email} role={user.role} />}
    </>
  );
}

export function BackOfficeLayout() {
  const { t } = useLingui();
  const NAV_NAME = t`Back office`;
  const institute = useInstitute();
  // The year in the reader's digits (২০২৬ in Bengali unless the account chose Latin ones).
  const year = formatYear(new Date(), useLanguage().locale);
  const headerRef = useStickyHeaderHeight<HTMLElement>();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <div className={classes.page}>
      <SkipLink />
      <header ref={headerRef} className={classes.header}>
        <Group gap="xs" wrap="nowrap" className={classes.headerRow}>
          <Burger
            size="sm"
            opened={opened}
            onClick={toggle}
            className={classes.burger}
            aria-label={opened ? t`Close back office menu` : t`Open back office menu`}
            aria-expanded={opened}
          />
          <Link to={OVERVIEW_PATH} className={classes.brand}>
            <img src="/favicon.svg" alt="" width={28} height={28} className={classes.logo} />
            <span className={classes.brandName}>{institute.name}</span>
            <span className={classes.brandArea}>{NAV_NAME}</span>
          </Link>
          <Link to="/" className={classes.siteLink}>
            <IconWorld size={16} aria-hidden="true" />
            <Trans>Public site</Trans>
          </Link>
        </Group>
      </header>
      <div className={classes.body}>
        <nav aria-label={NAV_NAME} className={classes.panel}>
          <SideNav />
        </nav>
        {/* The footer in the page's column: the side panel, sticky within this row, then
            stays whole down to the page's end instead of sliding under the header. */}
        <div className={classes.column}>
          <main id="main" tabIndex={-1} className={classes.main}>
            <Outlet />
          </main>
          <footer className={classes.footer}>
            <p>
              <Trans>
                Developed by {DEVELOPER} · © {year} {institute.name}
              </Trans>
            </p>
          </footer>
        </div>
      </div>
      <ChatLauncher />
      <Drawer
        opened={opened}
        onClose={close}
        title={NAV_NAME}
        size={260}
        closeButtonProps={{ "aria-label": t`Close back office menu` }}
        classNames={{ body: classes.drawerBody }}
      >
        <nav aria-label={NAV_NAME} className={classes.drawerNav}>
          <SideNav onNavigate={close} />
        </nav>
      </Drawer>
    </div>
  );
}
