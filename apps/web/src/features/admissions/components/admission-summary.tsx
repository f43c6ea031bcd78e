// One stored application: what the applicant sent and where it stands.
import type { Admission, AdmissionStatus } from "@app/shared/admissions";
import { formatDateTime } from "@app/shared/format";
import { Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { AdmissionStatusBadge } from "./admission-status-badge";

/** What the applicant can do next, per the server's rule: one open admission per user. */
export const NEXT_STEP: Record<AdmissionStatus, string> = {
  pending: "Our staff will review your application. You cannot send another one while it is open.",
  accepted: "You have been admitted. Please visit the office to complete your enrolment.",
  waitlisted:
    "You are on the waiting list. We will tell you when a place opens; you cannot send another application meanwhile.",
  rejected: "This application was not accepted. You may send a new application.",
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function AdmissionSummary({
  admission,
  showNextStep = true,
}: {
  admission: Admission;
  showNextStep?: boolean;
}) {
  const details: [string, string][] = [
    ["Name", admission.name],
    ["Email", admission.email],
    ["Course", admission.courseName],
    ["Class", admission.classes === null ? "Not given" : String(admission.classes)],
    ["Gender", capitalise(admission.gender)],
    ["Mobile", admission.mobile],
    ["PIN code", admission.pin],
    ["Address", admission.address],
  ];
  return (
    <Paper withBorder p="md" data-admission={admission._id}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>Status:</Text>
          <AdmissionStatusBadge status={admission.status} />
          <Text size="sm" c="dimmed">
            Applied on {formatDateTime(admission.createdAt)}
          </Text>
        </Group>
        {showNextStep && <Text size="sm">{NEXT_STEP[admission.status]}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4}>
          {details.map(([label, value]) => (
            <Text key={label} size="sm" style={{ overflowWrap: "anywhere" }}>
              <Text span fw={600} size="sm">
                {label}:
              </Text>{" "}
              {value}
            </Text>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
