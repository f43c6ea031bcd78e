// The public layout: a skip link, the navigation bar kept at the top, the page, and the footer.
import { Container } from "@mantine/core";
import { Outlet } from "react-router";
import { SkipLink } from "@/components/skip-link";
import { ChatLauncher } from "@/features/chat/components/chat-launcher";
import { useStickyHeaderHeight } from "@/lib/use-sticky-header-height";
import { Footer } from "./footer";
import { LogoutMessage } from "./logout-message";
import classes from "./main-layout.module.css";
import { NavBar } from "./nav-bar";

export function MainLayout() {
  const headerRef = useStickyHeaderHeight<HTMLElement>();
  return (
    <div className={classes.page}>
      <SkipLink />
      <header ref={headerRef} className={classes.header}>
        <NavBar />
      </header>
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        size="lg"
        px="md"
        py="md"
        className={classes.main}
      >
        <LogoutMessage />
        <Outlet />
      </Container>
      <Footer />
      <ChatLauncher />
    </div>
  );
}
