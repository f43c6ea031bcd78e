// Fields several forms ask for alike, each with its label, input mode and autocomplete hint: the
// account's email and password (sign-in, registration, accounts), and what an applicant and a customer give
// (the admission and order forms): the address, gender, PIN code and mobile; and the GST of what
// the institute sells (the course and product forms): its HSN or SAC code and its rate.

import { GENDERS, MOBILE_SHAPE } from "@app/shared/admissions";
import { formatCount } from "@app/shared/format";
import { GST_RATES } from "@app/shared/gst";
import { useLingui } from "@lingui/react/macro";
import {
  Group,
  NativeSelect,
  PasswordInput,
  type PasswordInputProps,
  Radio,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { useUser } from "@/lib/auth";
import { genderName } from "@/lib/gender";
import { useLanguage } from "@/lib/i18n";

/** The signed-in account's name and email, shown read-only: the server takes both from it. */
export function AccountFields() {
  const { t } = useLingui();
  const user = useUser();
  return (
    <>
      <TextInput label={t`Name`} value={user?.name ?? ""} readOnly />
      <TextInput label={t`Email`} type="email" value={user?.email ?? ""} readOnly />
    </>
  );
}

export function AddressField(props: GetInputPropsReturnType) {
  const { t } = useLingui();
  return (
    <Textarea
      label={t`Address`}
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
  const { t, i18n } = useLingui();
  return (
    <Radio.Group label={t`Gender`} withAsterisk {...props}>
      <Group mt="xs">
        {GENDERS.map((gender) => {
          const name = genderName(i18n, gender);
          return (
            <Radio
              key={gender}
              value={gender}
              label={name.charAt(0).toUpperCase() + name.slice(1)}
            />
          );
        })}
      </Group>
    </Radio.Group>
  );
}

export function PinField(props: GetInputPropsReturnType) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`PIN code`}
      withAsterisk
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={6}
      {...props}
    />
  );
}

export function MobileField(props: GetInputPropsReturnType) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  // The shape the shared schema checks (and its refusal names), in the reader's digits.
  const [length, a, b, c, d] = [
    MOBILE_SHAPE.length,
    MOBILE_SHAPE.a,
    MOBILE_SHAPE.b,
    MOBILE_SHAPE.c,
    MOBILE_SHAPE.d,
  ].map((digit) => formatCount(digit, locale));
  return (
    <TextInput
      label={t`Mobile`}
      withAsterisk
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      description={t`${length} digits, starting with ${a}, ${b}, ${c} or ${d}`}
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

/** An HSN (goods) or SAC (services) code; `description` names the usual one of the form's things. */
export function HsnSacField(props: GetInputPropsReturnType & { description: string }) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`HSN or SAC code`}
      withAsterisk
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      {...props}
    />
  );
}

/** The GST rate, one of the five; the form keeps it as text ("18"), the select's value. */
export function GstRateField(props: GetInputPropsReturnType) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  return (
    <NativeSelect
      label={t`GST rate`}
      withAsterisk
      data={GST_RATES.map((rate) => ({
        value: String(rate),
        label: `${formatCount(rate, locale)}%`,
      }))}
      {...props}
    />
  );
}
