import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { StaffQueue } from "@/features/tickets/components/staff-queue";

export function StaffTicketsRoute() {
  return (
    <>
      <PageHeader title="Support queue" />
      <Text mb="md">
        Admissions to review?{" "}
        <Anchor component={Link} to="/newstudentlist">
          Open the new admission list
        </Anchor>
      </Text>
      <StaffQueue />
    </>
  );
}
