// The "Signed-in devices" section of /profile: every session of the account, with a sign-out for
// each other device and one for all of them. This device signs out with the usual Logout.

import { formatCount, formatDateTime } from "@app/shared/format";
import type { Session } from "@app/shared/users";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { QueryStates } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useEndOtherSessions } from "../api/end-other-sessions";
import { useEndSession } from "../api/end-session";
import { useSessions } from "../api/get-sessions";
import { deviceName } from "../utils/device-name";

function DeviceRow({
  session,
  ending,
  onEnd,
}: {
  session: Session;
  ending: boolean;
  onEnd: (session: Session) => void;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const name = deviceName(session.userAgent, i18n);
  const signedIn = formatDateTime(session.createdAt, locale);
  const lastUsed = formatDateTime(session.lastUsedAt, locale);
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
                <Trans>This device</Trans>
              </Badge>
            )}
          </Group>
          <Text size="sm">
            <Trans>Signed in {signedIn}</Trans>
          </Text>
          <Text size="sm">
            <Trans>Last used {lastUsed}</Trans>
          </Text>
        </Stack>
        {!session.current && (
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            loading={ending}
            onClick={() => onEnd(session)}
            aria-label={t`Sign out ${name}, signed in ${signedIn}`}
          >
            <Trans>Sign out</Trans>
          </Button>
        )}
      </Group>
    </Paper>
  );
}

export function SignedInDevices() {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const sessions = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const headingId = "signed-in-devices-heading";
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const onEnd = (session: Session) =>
    endSession.mutate(session._id, {
      onSuccess: () => notifySuccess(t`${deviceName(session.userAgent, i18n)} is signed out`),
      onError: notifyError,
    });

  const onEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) =>
        notifySuccess(
          t`Signed out of ${plural(ended, {
            one: `${formatCount(ended, locale)} other device`,
            other: `${formatCount(ended, locale)} other devices`,
          })}`,
        ),
      onError: notifyError,
    });

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id={headingId}>
          <Trans>Signed-in devices</Trans>
        </Title>
        <Button
          variant="outline"
          color="red.9"
          onClick={onEndOthers}
          loading={endOthers.isPending}
          disabled={others === 0}
        >
          <Trans>Sign out everywhere else</Trans>
        </Button>
      </Group>
      <QueryStates
        query={sessions}
        data={sessions.data}
        loadingLabel={t`Loading your signed-in devices`}
        errorTitle={t`Could not load your signed-in devices`}
        empty={t`No device is signed in.`}
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
