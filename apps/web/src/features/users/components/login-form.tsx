import { type LoginInput, LoginSchema } from "@app/shared/users";
import { Button, PasswordInput, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useNavigate } from "react-router";
import { FormError } from "@/components/form-error";
import { EmailField } from "@/components/form-fields";
import { showFieldErrors } from "@/lib/form-errors";
import { useLogin } from "../api/login";
import { useReturnPath } from "./use-return-path";

export function LoginForm() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const loginMutation = useLogin();
  const form = useForm<LoginInput>({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: schemaResolver(LoginSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    loginMutation.mutate(values, {
      onSuccess: () => navigate(returnPath, { replace: true }),
      onError: showFieldErrors(form),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <EmailField {...form.getInputProps("email")} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          {...form.getInputProps("password")}
        />
        <FormError error={loginMutation.error} title="You were not signed in" />
        <Button type="submit" loading={loginMutation.isPending} fullWidth>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
