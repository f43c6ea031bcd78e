// One stored application: what the applicant sent and where it stands.
import type { Admission, AdmissionStatus } from "@app/shared/admissions";
import { formatCount, formatDateTime } from "@app/shared/format";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { genderName } from "@/lib/gender";
import { useLanguage } from "@/lib/i18n";
import { useTextIn } from "@/lib/use-text-in";
import { AdmissionStatusBadge } from "./admission-status-badge";

/** What the applicant can do next, per the server's rule: one open admission per user. */
const NEXT_STEP: Record<AdmissionStatus, MessageDescriptor> = {
  pending: msg`Our staff will review your application. You cannot send another one while it is open.`,
  accepted: msg`You have been admitted. Please visit the office to complete your enrolment.`,
  waitlisted: msg`You are on the waiting list. We will tell you when a place opens; you cannot send another application meanwhile.`,
  rejected: msg`This application was not accepted. You may send a new application.`,
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function AdmissionSummary({
  admission,
  showNextStep = true,
}: {
  admission: Admission;
  showNextStep?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const textIn = useTextIn();
  const applied = formatDateTime(admission.createdAt, locale);
  const details: [string, string][] = [
    [t`Name`, admission.name],
    [t`Email`, admission.email],
    [t`Course`, textIn(admission.courseText)],
    ...(admission.batchName ? ([[t`Batch`, admission.batchName]] as [string, string][]) : []),
    [t`Class`, admission.classes === null ? t`Not given` : formatCount(admission.classes, locale)],
    [t`Gender`, capitalise(genderName(i18n, admission.gender))],
    [t`Mobile`, admission.mobile],
    [t`PIN code`, admission.pin],
    [t`Address`, admission.address],
    ...(admission.guardianName || admission.guardianPhone
      ? ([
          [
            t`Guardian`,
            [admission.guardianName, admission.guardianPhone].filter(Boolean).join(", "),
          ],
        ] as [string, string][])
      : []),
  ];
  return (
    <Paper withBorder p="md" data-admission={admission._id}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>
            <Trans>Status:</Trans>
          </Text>
          <AdmissionStatusBadge status={admission.status} />
          <Text size="sm" c="dimmed">
            <Trans>Applied on {applied}</Trans>
          </Text>
        </Group>
        {showNextStep && <Text size="sm">{i18n._(NEXT_STEP[admission.status])}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4}>
          {details.map(([label, value]) => (
            <Text key={label} size="sm" style={{ overflowWrap: "anywhere" }}>
              <Text span fw={600} size="sm">
                {t`${label}:`}
              </Text>{" "}
              {value}
            </Text>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
