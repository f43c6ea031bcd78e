// How to reach a person, in a list's row: their mobile and email one under the other (the mobile
// a link to call, never broken: a number cut to "98765432" is a wrong number; the email breaking
// only where EmailText lets it), and their postal address with its PIN code.
import { useLingui } from "@lingui/react/macro";
import { Anchor, Stack, Text } from "@mantine/core";
import classes from "./contact-lines.module.css";
import { EmailText } from "./email-text";

/** `mobile`: an Indian mobile's ten digits, called with +91. */
export function ContactLines({ mobile, email }: { mobile: string; email: string }) {
  return (
    <Stack gap={2}>
      <Anchor href={`tel:+91${mobile}`} size="sm" className={classes.phone}>
        {mobile}
      </Anchor>
      <Text size="sm" c="gray.7">
        <EmailText email={email} />
      </Text>
    </Stack>
  );
}

/** A postal address, wrapping as its column needs, with its PIN code on a line of its own. */
export function AddressLines({ address, pin }: { address: string; pin: string }) {
  const { t } = useLingui();
  return (
    <Stack gap={2}>
      <Text size="sm">{address}</Text>
      <Text size="xs" c="gray.7" className={classes.pin}>
        {t`PIN ${pin}`}
      </Text>
    </Stack>
  );
}
