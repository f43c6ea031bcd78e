import { Anchor, Paper, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { PageHeader } from "@/components/page-header";
import { LoginForm } from "@/features/users/components/login-form";

export function LoginRoute() {
  const { state } = useLocation();
  return (
    <Paper maw={420} mx="auto" p="lg" withBorder>
      <PageHeader title="Login" subtitle="Please log in to get support" />
      <LoginForm />
      <Text mt="md" size="sm">
        No account yet?{" "}
        <Anchor component={Link} to="/register" state={state}>
          Create one
        </Anchor>
      </Text>
    </Paper>
  );
}
