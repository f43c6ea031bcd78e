import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { StaffQueue } from "@/features/tickets/components/staff-queue";

export function StaffTicketsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Support queue`} />
      <Text mb="md">
        <Trans>
          Admissions to review?{" "}
          <Anchor component={Link} to="/newstudentlist">
            Open the new admission list
          </Anchor>
        </Trans>
      </Text>
      <StaffQueue />
    </>
  );
}
