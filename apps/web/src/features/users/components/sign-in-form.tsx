// The administrator's sign-in ('Welcome Back!'): email, password with show/hide, Sign In.
import { ADMIN_LOGIN_REFUSED, type AdminLoginInput, AdminLoginSchema } from "@app/shared/users";
import { ActionIcon, Alert, Anchor, Button, Group, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useDisclosure } from "@mantine/hooks";
import { IconEye, IconEyeOff } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useAdminSignIn } from "../api/admin-sign-in";

export function SignInForm() {
  const navigate = useNavigate();
  const signIn = useAdminSignIn();
  const [visible, { toggle }] = useDisclosure(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<AdminLoginInput>({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: schemaResolver(AdminLoginSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    signIn.mutate(values, {
      onSuccess: () => navigate("/", { replace: true }),
      // A wrong pair, an unknown account and a non-admin all read the same.
      onError: (error) =>
        setRefusal(
          error instanceof ApiError && error.status === 401
            ? ADMIN_LOGIN_REFUSED
            : errorMessage(error),
        ),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps("email")}
        />
        <TextInput
          label="Password"
          type={visible ? "text" : "password"}
          autoComplete="current-password"
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={toggle}
              aria-label={visible ? "Hide password" : "Show password"}
              aria-pressed={visible}
            >
              {visible ? (
                <IconEyeOff size={18} aria-hidden="true" />
              ) : (
                <IconEye size={18} aria-hidden="true" />
              )}
            </ActionIcon>
          }
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot Password
          </Anchor>
        </Group>
        <Button type="submit" loading={signIn.isPending} fullWidth>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
