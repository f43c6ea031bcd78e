import { Anchor, Paper, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { PageHeader } from "@/components/page-header";
import { RegisterForm } from "@/features/users/components/register-form";

export function RegisterRoute() {
  const { state } = useLocation();
  return (
    <Paper maw={420} mx="auto" p="lg" withBorder>
      <PageHeader title="Register" subtitle="Please create an account" />
      <RegisterForm />
      <Text mt="md" size="sm">
        Already registered?{" "}
        <Anchor component={Link} to="/login" state={state}>
          Log in
        </Anchor>
      </Text>
    </Paper>
  );
}
