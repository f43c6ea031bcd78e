// The "Signed-in devices" section of /profile: every session of the account, with a sign-out for
// each other device and one for all of them. This device signs out with the usual Logout.

import { formatDateTime } from "@app/shared/format";
import type { Session } from "@app/shared/users";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { QueryStates } from "@/components/query-states";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useEndOtherSessions } from "../api/end-other-sessions";
import { useEndSession } from "../api/end-session";
import { useSessions } from "../api/get-sessions";
import { deviceName } from "../utils/device-name";

const otherDevices = (count: number) => (count === 1 ? "1 other device" : `${count} other devices`);

function DeviceRow({
  session,
  ending,
  onEnd,
}: {
  session: Session;
  ending: boolean;
  onEnd: (session: Session) => void;
}) {
  const name = deviceName(session.userAgent);
  const signedIn = formatDateTime(session.createdAt);
  return (
    <Paper component="li" withBorder p="sm" data-testid="signed-in-device">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {name}
            </Text>
            {session.current && (
              <Badge color="brand.9" variant="filled">
                This device
              </Badge>
            )}
          </Group>
          <Text size="sm">Signed in {signedIn}</Text>
          <Text size="sm">Last used {formatDateTime(session.lastUsedAt)}</Text>
        </Stack>
        {!session.current && (
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            loading={ending}
            onClick={() => onEnd(session)}
            aria-label={`Sign out ${name}, signed in ${signedIn}`}
          >
            Sign out
          </Button>
        )}
      </Group>
    </Paper>
  );
}

export function SignedInDevices() {
  const sessions = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const headingId = "signed-in-devices-heading";
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const onEnd = (session: Session) =>
    endSession.mutate(session._id, {
      onSuccess: () => notifySuccess(`${deviceName(session.userAgent)} is signed out`),
      onError: notifyError,
    });

  const onEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => notifySuccess(`Signed out of ${otherDevices(ended)}`),
      onError: notifyError,
    });

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id={headingId}>
          Signed-in devices
        </Title>
        <Button
          variant="outline"
          color="red.9"
          onClick={onEndOthers}
          loading={endOthers.isPending}
          disabled={others === 0}
        >
          Sign out everywhere else
        </Button>
      </Group>
      <QueryStates
        query={sessions}
        loadingLabel="Loading your signed-in devices"
        errorTitle="Could not load your signed-in devices"
        empty="No device is signed in."
      >
        {(items) => (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
            {items.map((session) => (
              <DeviceRow
                key={session._id}
                session={session}
                ending={endSession.isPending && endSession.variables === session._id}
                onEnd={onEnd}
              />
            ))}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
