import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { RemindersList } from "@/features/money/components/reminders-list";

/** /staff/money/reminders (staff and admins): the fee reminders sent, and how each went. */
export function StaffMoneyRemindersRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Fee reminders`}
        actions={
          <Anchor component={Link} to="/staff/money">
            <Trans>Back to money</Trans>
          </Anchor>
        }
      />
      <RemindersList />
    </>
  );
}
