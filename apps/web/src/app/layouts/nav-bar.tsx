// The navigation bar fixed at the top. The layout is chosen once, from the width at load (spec §2;
// the server's HTML carries both, see lib/layout-width).
import { Burger } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "react-router";
import { useLogout, useUser } from "@/lib/auth";
import { ByWidth, isWideAtLoad } from "@/lib/layout-width";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import classes from "./nav-bar.module.css";
import {
  ACADEMIC_LINKS,
  accountLinks,
  HOME_LINK,
  isActive,
  mainLinks,
  type NavItem,
} from "./nav-links";

// The dropdown and the drawer are the heavy parts of the bar; each loads on its own (see there).
const EducationMenu = lazyWithPreload<{ pathname: string }, typeof import("./education-menu")>(
  () => import("./education-menu"),
  "EducationMenu",
);
const loadNavDrawer = () => import("./nav-drawer");
const NavDrawer = lazy(async () => ({ default: (await loadNavDrawer()).NavDrawer }));

/**
 * Loads what the bar needs on its first render: the Education dropdown where the wide bar is drawn
 * (wide screens, and the server's HTML, which has both layouts), so its button works from the
 * start (main.tsx renders once this is done).
 */
export async function preloadNavBar(): Promise<void> {
  if (typeof window === "undefined" || isWideAtLoad())
    await EducationMenu.preload().catch(() => {});
}

export function NavBar() {
  return <ByWidth wide={<WideNav />} narrow={<NarrowNav />} />;
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
      {/* The institute's mark (issue 19); the spec's brand label stays a narrow-screen thing. */}
      <Link to="/" className={classes.logoLink} data-testid="brand-logo">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span className={classes.logoName}>Plassey Institute</span>
      </Link>
      <ul className={classes.list}>
        <ItemLink item={HOME_LINK} pathname={pathname} />
        <li>
          <Suspense
            fallback={
              // Stands in for the dropdown's button should its code not have arrived (it is loaded
              // before the first render, see preloadNavBar).
              <button type="button" className={classes.item} data-active={groupActive || undefined}>
                Education
                <IconChevronDown size={14} aria-hidden="true" />
              </button>
            }
          >
            <EducationMenu pathname={pathname} />
          </Suspense>
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
  // Mounted from the first opening on, so closing keeps its transition.
  const [wanted, setWanted] = useState(false);
  // Fetch the drawer's code as soon as a press looks likely, so it opens without a wait.
  const prefetch = () => void loadNavDrawer();

  return (
    <nav aria-label="Main" className={classes.bar}>
      <Link to="/" className={classes.brand} data-testid="brand-label">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        Plassey Institute
      </Link>
      <Burger
        ml="auto"
        opened={opened}
        onClick={() => {
          setWanted(true);
          toggle();
        }}
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
        aria-label={opened ? "Close menu" : "Open menu"}
        aria-expanded={opened}
      />
      {wanted && (
        <Suspense fallback={null}>
          <NavDrawer
            opened={opened}
            onClose={close}
            onLogout={logout}
            pathname={pathname}
            user={user}
          />
        </Suspense>
      )}
    </nav>
  );
}
