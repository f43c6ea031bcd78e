import { useLingui } from "@lingui/react/macro";
import { Center, Loader, VisuallyHidden } from "@mantine/core";

/**
 * The spinner shown while a page, its data or the signed-in user is loading. The spinner itself
 * is decoration: a label on it would be an ARIA attribute its element may not carry (axe), so
 * the status region says the words instead.
 */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label ?? t`Loading`}</VisuallyHidden>
    </Center>
  );
}
