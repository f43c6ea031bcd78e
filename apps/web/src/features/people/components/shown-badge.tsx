import { useLingui } from "@lingui/react/macro";
import { Badge } from "@mantine/core";

/** Whether the public site shows a teacher, result, testimonial or photo. */
export function ShownBadge({ shown }: { shown: boolean }) {
  const { t } = useLingui();
  return shown ? (
    <Badge color="green.9" variant="light" tt="none">{t`Shown`}</Badge>
  ) : (
    <Badge color="gray.8" variant="light" tt="none">{t`Hidden`}</Badge>
  );
}
