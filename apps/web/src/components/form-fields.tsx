// Fields several forms ask for alike, each with its label, input mode and autocomplete hint: the
// account's email and password (sign-in, registration, accounts), and what an applicant and a customer give
// (the admission and order forms): the address, gender, PIN code and mobile.

import { GENDERS } from "@app/shared/admissions";
import { useLingui } from "@lingui/react/macro";
import {
  Group,
  PasswordInput,
  type PasswordInputProps,
  Radio,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { useUser } from "@/lib/auth";

/** The signed-in account's name and email, shown read-only: the server takes both from it. */
export function AccountFields() {
  const user = useUser();
  return (
    <>
      <TextInput label="Name" value={user?.name ?? ""} readOnly />
      <TextInput label="Email" type="email" value={user?.email ?? ""} readOnly />
    </>
  );
}

export function AddressField(props: GetInputPropsReturnType) {
  return (
    <Textarea
      label="Address"
      withAsterisk
      autosize
      minRows={2}
      maxRows={6}
      autoComplete="street-address"
      {...props}
    />
  );
}

export function GenderField(props: GetInputPropsReturnType) {
  return (
    <Radio.Group label="Gender" withAsterisk {...props}>
      <Group mt="xs">
        {GENDERS.map((gender) => (
          <Radio
            key={gender}
            value={gender}
            label={gender.charAt(0).toUpperCase() + gender.slice(1)}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

export function PinField(props: GetInputPropsReturnType) {
  return (
    <TextInput
      label="PIN code"
      withAsterisk
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={6}
      {...props}
    />
  );
}

export function MobileField(props: GetInputPropsReturnType) {
  return (
    <TextInput
      label="Mobile"
      withAsterisk
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      description="10 digits, starting with 6, 7, 8 or 9"
      {...props}
    />
  );
}

export function EmailField(props: GetInputPropsReturnType & { name?: string }) {
  const { t } = useLingui();
  return <TextInput label={t`Email`} type="email" autoComplete="email" {...props} />;
}

/**
 * Mantine's PasswordInput marks a refused value only for the eye (data-invalid, unlike its other
 * inputs): this tells assistive technology too. Its error is already its description.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
