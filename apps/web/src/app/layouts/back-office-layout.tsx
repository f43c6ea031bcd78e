// The admin layout (PRODUCT §2): the navigation bar, a 200 px side panel with every admin link
// and Logout (a drawer below 720 px), the page, and a footer crediting the developer company.
import { Burger, Button, Drawer, NavLink, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconLogout } from "@tabler/icons-react";
import { Link, Outlet, useLocation } from "react-router";
import { ChatLauncher } from "@/features/chat/components/chat-launcher";
import { logout } from "@/lib/auth";
import { useStickyHeaderHeight } from "@/lib/use-sticky-header-height";
import classes from "./admin-layout.module.css";
import { ADMIN_LINKS } from "./admin-links";
import { rememberLogoutMessage } from "./logout-message";
import { NavBar } from "./nav-bar";
import { isActive } from "./nav-links";

const DEVELOPER = "Plassey Softech";

/** Signs out and reloads the site on the home page, which then says so (spec: it reloads). */
function logoutAndReload(): void {
  rememberLogoutMessage();
  logout();
  window.location.assign("/");
}

function PanelLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {ADMIN_LINKS.map((item) => {
        const active = isActive(pathname, item.to);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={active}
            // White on the darkest blue keeps the active entry readable on the panel's grey.
            variant="filled"
            color="blue.9"
            aria-current={active ? "page" : undefined}
            onClick={onNavigate}
          />
        );
      })}
      <Button
        mt="sm"
        variant="light"
        color="red"
        leftSection={<IconLogout size={16} aria-hidden="true" />}
        onClick={logoutAndReload}
      >
        Logout
      </Button>
    </Stack>
  );
}

export function AdminLayout() {
  const headerRef = useStickyHeaderHeight<HTMLElement>();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <header ref={headerRef} className={classes.header}>
        <NavBar />
      </header>
      <div className={classes.toolbar}>
        <Burger
          size="sm"
          opened={opened}
          onClick={toggle}
          aria-label={opened ? "Close admin menu" : "Open admin menu"}
          aria-expanded={opened}
        />
        <Text fw={600}>Admin panel</Text>
      </div>
      <div className={classes.body}>
        <nav aria-label="Admin panel" className={classes.panel}>
          <PanelLinks />
        </nav>
        <main id="main" tabIndex={-1} className={classes.main}>
          <Outlet />
        </main>
      </div>
      <footer className={classes.footer}>
        <p>Developed by {DEVELOPER}</p>
        <p>© {new Date().getFullYear()} Plassey Institute</p>
      </footer>
      <ChatLauncher />
      <Drawer
        opened={opened}
        onClose={close}
        title="Admin panel"
        size={240}
        closeButtonProps={{ "aria-label": "Close admin menu" }}
      >
        <nav aria-label="Admin panel">
          <PanelLinks onNavigate={close} />
        </nav>
      </Drawer>
    </div>
  );
}
