// The navigation bar on a wide window (nav-bar.tsx loads it there): the institute's mark and name,
// the Education and Tools menus, the main and account links, and the language switcher.
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { LocalizedLink } from "@/components/localized-link";
import { useLogout, useUser } from "@/lib/auth";
import { useInstitute } from "@/lib/use-institute";
import { EducationMenu, ToolsMenu } from "./education-menu";
import classes from "./nav-bar.module.css";
import { accountLinks, HOME_LINK, isActive, mainLinks, type NavItem } from "./nav-links";

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

export function WideNav() {
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
