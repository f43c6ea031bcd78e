// The navigation bar fixed at the top. The layout is chosen once, from the width at load (as the
// product asks; the server's HTML carries both, see lib/layout-width). The phone's bar carries the
// institute's number as a call link, so a visitor on a phone calls in one tap from any page
// (docs/product.md, "Contact").
import { Trans, useLingui } from "@lingui/react/macro";
import { Burger } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPhone } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { LazyPart, lazyPart } from "@/components/lazy-part";
import { LocalizedLink } from "@/components/localized-link";
import { contactLinks } from "@/features/contact/contact-info";
import { useLogout, useUser } from "@/lib/auth";
import { ByWidth, isWideAtLoad } from "@/lib/layout-width";
import { useInstitute } from "@/lib/use-institute";
import classes from "./nav-bar.module.css";

// The narrow bar's drawer loads when the menu is first wanted (React.lazy).
const loadNavDrawer = () => import("./nav-drawer");
const navDrawer = lazyPart(async () => (await loadNavDrawer()).NavDrawer);

// The wide bar (its Education and Tools menus are Mantine's Menu, with Floating UI under it) is a
// chunk of its own (React.lazy): a phone, whose bar is the narrow one, never loads it. A window
// wide at load asks for it with the app's own code, so it is there when the bar first draws.
const loadWideNav = () => import("./wide-nav");
const WideNav = lazy(async () => ({ default: (await loadWideNav()).WideNav }));
if (isWideAtLoad()) void loadWideNav();

export function NavBar() {
  return (
    <ByWidth
      wide={
        <Suspense fallback={<div className={classes.bar} />}>
          <WideNav />
        </Suspense>
      }
      narrow={<NarrowNav />}
    />
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
  const phone = institute.phoneDisplay;

  return (
    <nav aria-label={t`Main`} className={classes.bar}>
      <LocalizedLink to="/" className={classes.brand} data-testid="brand-label">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        {institute.name}
      </LocalizedLink>
      <a
        href={contactLinks(institute).tel}
        className={classes.call}
        aria-label={t`Call ${phone}`}
        title={phone}
      >
        <IconPhone size={18} aria-hidden="true" />
        <Trans>Call</Trans>
      </a>
      <Burger
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
        <LazyPart
          part={navDrawer}
          props={{ opened, onClose: close, onLogout: logout, pathname, user }}
        />
      )}
    </nav>
  );
}
