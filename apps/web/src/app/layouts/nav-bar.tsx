// The navigation bar fixed at the top. The layout is chosen once, from the width at load (spec §2).
import { Burger, Drawer, NavLink as MantineNavLink, Menu, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { useLogout, useUser } from "@/lib/auth";
import classes from "./nav-bar.module.css";
import {
  ACADEMIC_LINKS,
  accountLinks,
  HOME_LINK,
  isActive,
  mainLinks,
  type NavItem,
} from "./nav-links";

const NARROW_BREAKPOINT = 720;
const IS_WIDE = window.innerWidth >= NARROW_BREAKPOINT;

export function NavBar() {
  return IS_WIDE ? <WideNav /> : <NarrowNav />;
}

function ItemLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = isActive(pathname, item.to);
  return (
    <li>
      <Link to={item.to} className={classes.item} aria-current={active ? "page" : undefined}>
        {item.label}
      </Link>
    </li>
  );
}

function WideNav() {
  const { pathname } = useLocation();
  const user = useUser();
  const logout = useLogout();
  const groupActive = ACADEMIC_LINKS.some((item) => isActive(pathname, item.to));
  return (
    <nav aria-label="Main" className={classes.bar}>
      <ul className={classes.list}>
        <ItemLink item={HOME_LINK} pathname={pathname} />
        <li>
          {/* The focus placeholder div is not a menu item and fails axe's aria-required-children. */}
          <Menu
            position="bottom-start"
            shadow="md"
            withinPortal
            withInitialFocusPlaceholder={false}
          >
            <Menu.Target>
              <button type="button" className={classes.item} data-active={groupActive || undefined}>
                Education
                <IconChevronDown size={14} aria-hidden="true" />
              </button>
            </Menu.Target>
            <Menu.Dropdown>
              {ACADEMIC_LINKS.map((item) => (
                <Menu.Item
                  key={item.to}
                  component={Link}
                  to={item.to}
                  aria-current={isActive(pathname, item.to) ? "page" : undefined}
                >
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </li>
        {mainLinks(true).map((item) => (
          <ItemLink key={item.to} item={item} pathname={pathname} />
        ))}
        {accountLinks(user?.role ?? null).map((item) => (
          <ItemLink key={item.to} item={item} pathname={pathname} />
        ))}
        {user && (
          <li>
            <button type="button" className={classes.item} onClick={logout}>
              Logout
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}

function NarrowNav() {
  const { pathname } = useLocation();
  const user = useUser();
  const logout = useLogout();
  const [opened, { toggle, close }] = useDisclosure(false);
  const groupActive = ACADEMIC_LINKS.some((item) => isActive(pathname, item.to));

  const drawerLink = (item: NavItem) => {
    const active = isActive(pathname, item.to);
    return (
      <MantineNavLink
        key={item.to}
        component={Link}
        to={item.to}
        label={item.label}
        active={active}
        aria-current={active ? "page" : undefined}
        onClick={close}
      />
    );
  };

  return (
    <nav aria-label="Main" className={classes.bar}>
      <Link to="/" className={classes.brand} data-testid="brand-label">
        Plassey Institute
      </Link>
      <Burger
        ml="auto"
        opened={opened}
        onClick={toggle}
        aria-label={opened ? "Close menu" : "Open menu"}
        aria-expanded={opened}
      />
      <Drawer
        opened={opened}
        onClose={close}
        title="Menu"
        position="right"
        size="xs"
        closeButtonProps={{ "aria-label": "Close menu" }}
      >
        <Stack gap={0}>
          {drawerLink(HOME_LINK)}
          <MantineNavLink
            component="button"
            type="button"
            label="Academic"
            defaultOpened={groupActive}
            active={groupActive}
          >
            {ACADEMIC_LINKS.map(drawerLink)}
          </MantineNavLink>
          {mainLinks(false).map(drawerLink)}
          {accountLinks(user?.role ?? null).map(drawerLink)}
          {user && (
            <MantineNavLink
              component="button"
              type="button"
              label="Logout"
              onClick={() => {
                close();
                logout();
              }}
            />
          )}
        </Stack>
      </Drawer>
    </nav>
  );
}
