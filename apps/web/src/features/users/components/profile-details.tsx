import { formatDateTime } from "@app/shared/format";
import { Paper, Stack, Text } from "@mantine/core";
import { useUser } from "@/lib/auth";
import { EmailConfirmationAlert } from "./email-confirmation-alert";

export function ProfileDetails() {
  const user = useUser();
  if (!user) return null;
  return (
    <>
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text>Name: {user.name}</Text>
          <Text style={{ overflowWrap: "anywhere" }}>Email: {user.email}</Text>
          <Text>Role: {user.role}</Text>
          {user.createdAt && <Text>Member since: {formatDateTime(user.createdAt)}</Text>}
        </Stack>
      </Paper>
      <EmailConfirmationAlert />
    </>
  );
}
