import { AppShell, Container } from "@mantine/core";
import { Outlet } from "react-router";
import { NavBar } from "./nav-bar";

export function MainLayout() {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <NavBar />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
