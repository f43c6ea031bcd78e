import { type LoginInput, LoginSchema } from "@app/shared/users";
import { Anchor, Button, Group, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { Link } from "react-router";
import { FormError } from "@/components/form-error";
import { EmailField, PasswordField } from "@/components/form-fields";
import { showFieldErrors } from "@/lib/form-errors";
import { useLogin } from "../api/login";
import { useAfterSignIn } from "./use-return-path";

export function LoginForm() {
  const afterSignIn = useAfterSignIn();
  const loginMutation = useLogin();
  const form = useForm<LoginInput>({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: schemaResolver(LoginSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    loginMutation.mutate(values, {
      onSuccess: afterSignIn,
      onError: showFieldErrors(form),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <EmailField {...form.getInputProps("email")} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <FormError error={loginMutation.error} title="You were not signed in" />
        <Button type="submit" loading={loginMutation.isPending} fullWidth>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
