import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { DuesList } from "@/features/money/components/dues-list";

/** /staff/money/dues (staff and admins): the instalments still owed, overdue, per student or batch. */
export function StaffMoneyDuesRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Dues`}
        actions={
          <Anchor component={Link} to="/staff/money">
            <Trans>Back to money</Trans>
          </Anchor>
        }
      />
      <DuesList />
    </>
  );
}
