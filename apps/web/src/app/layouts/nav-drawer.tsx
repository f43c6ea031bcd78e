// The narrow bar's menu drawer. Mantine's Drawer (modal, focus trap, scroll lock, transitions)
// loads when the menu is first wanted (NavBar), not with the first page.

import type { AuthUser } from "@app/shared/users";
import { useLingui } from "@lingui/react/macro";
import { Box, Drawer, NavLink as MantineNavLink, Stack } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { useLocalizedPath } from "@/components/localized-link";
import classes from "./nav-drawer.module.css";
import {
  ACADEMIC_LINKS,
  accountLinks,
  EDUCATION_LABEL,
  HOME_LINK,
  isActive,
  mainLinks,
  type NavItem,
  TOOL_LINKS,
  TOOLS_LABEL,
} from "./nav-links";

export function NavDrawer({
  opened,
  onClose,
  onLogout,
  pathname,
  user,
}: {
  opened: boolean;
  onClose: () => void;
  onLogout: () => void;
  pathname: string;
  user: AuthUser | null;
}) {
  const { t, i18n } = useLingui();
  const localized = useLocalizedPath();
  const groupActive = ACADEMIC_LINKS.some((item) => isActive(pathname, item.to));
  const toolActive = TOOL_LINKS.some((item) => isActive(pathname, item.to));
  // The drawer first renders closed, then opens: Mantine notes the element to give focus back to
  // on close (the menu button) only when `opened` changes, not when it starts out true.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const drawerLink = (item: NavItem) => {
    const active = isActive(pathname, item.to);
    return (
      <MantineNavLink
        key={item.to}
        component={Link}
        to={localized(item.to)}
        label={i18n._(item.label)}
        className={classes.row}
        active={active}
        aria-current={active ? "page" : undefined}
        onClick={onClose}
      />
    );
  };

  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      title={t`Menu`}
      position="right"
      size="xs"
      closeButtonProps={{ "aria-label": t`Close menu` }}
    >
      <Stack gap={0}>
        {drawerLink(HOME_LINK)}
        <MantineNavLink
          component="button"
          type="button"
          label={i18n._(EDUCATION_LABEL)}
          className={classes.row}
          defaultOpened={groupActive}
          active={groupActive}
        >
          {ACADEMIC_LINKS.map(drawerLink)}
        </MantineNavLink>
        <MantineNavLink
          component="button"
          type="button"
          label={i18n._(TOOLS_LABEL)}
          className={classes.row}
          defaultOpened={toolActive}
          active={toolActive}
        >
          {TOOL_LINKS.map(drawerLink)}
        </MantineNavLink>
        {mainLinks(false).map(drawerLink)}
        {accountLinks(user?.role ?? null).map(drawerLink)}
        {user && (
          <MantineNavLink
            component="button"
            type="button"
            label={t`Logout`}
            className={classes.row}
            onClick={() => {
              onClose();
              onLogout();
            }}
          />
        )}
      </Stack>
      <Box mt="md" px="xs" className={classes.language}>
        <LanguageSwitcher onSwitch={onClose} />
      </Box>
    </Drawer>
  );
}
