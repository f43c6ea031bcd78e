// The navigation bar fixed at the top. The layout is chosen once, from the width at load (as the
// product asks; the server's HTML carries both, see lib/layout-width).
import { Trans, useLingui } from "@lingui/react/macro";
import { Burger } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { LocalizedLink } from "@/components/localized-link";
import { useLogout, useUser } from "@/lib/auth";
import { ByWidth } from "@/lib/layout-width";
import { useInstitute } from "@/lib/use-institute";
import { EducationMenu, ToolsMenu } from "./education-menu";
import classes from "./nav-bar.module.css";
import { accountLinks, HOME_LINK, isActive, mainLinks, type NavItem } from "./nav-links";

// The narrow bar's drawer loads when the menu is first wanted (React.lazy).
const loadNavDrawer = () => import("./nav-drawer");
const NavDrawer = lazy(async () => ({ default: (await loadNavDrawer()).NavDrawer }));

export function NavBar() {
  return <ByWidth wide={<WideNav />} narrow={<NarrowNav />} />;
}

function ItemLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const { i18n } = useLingui();
  const active = isActive(pathname, item.to);
  return (
    <li>
      <LocalizedLink
        to={item.to}
        className={classes.item}
        aria-current={active ? "page" : undefined}
      >
        {i18n._(item.label)}
      </LocalizedLink>
    </li>
  );
}

function WideNav() {
  const { pathname } = useLocation();
  const user = useUser();
  const logout = useLogout();
  const { t } = useLingui();
  const institute = useInstitute();
  return (
    <nav aria-label={t`Main`} className={classes.bar}>
      {/* The institute's mark and name (docs/product.md: back office), at every wide width. */}
      <LocalizedLink to="/" className={classes.logoLink} data-testid="brand-logo">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span className={classes.logoName}>{institute.name}</span>
      </LocalizedLink>
      <ul className={classes.list}>
        <ItemLink item={HOME_LINK} pathname={pathname} />
        <li>
          <EducationMenu pathname={pathname} />
        </li>
        <li>
          <ToolsMenu pathname={pathname} />
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
              <Trans>Logout</Trans>
            </button>
          </li>
        )}
      </ul>
      <LanguageSwitcher compact />
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
  const { t } = useLingui();
  const institute = useInstitute();

  return (
    <nav aria-label={t`Main`} className={classes.bar}>
      <LocalizedLink to="/" className={classes.brand} data-testid="brand-label">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        {institute.name}
      </LocalizedLink>
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
        aria-label={opened ? t`Close menu` : t`Open menu`}
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
