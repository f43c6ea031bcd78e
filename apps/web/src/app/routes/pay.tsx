import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Text } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { type DebtKind, debtRef } from "@/features/payments/api/payments";
import { PayDebt } from "@/features/payments/components/pay-debt";

const KINDS: DebtKind[] = ["instalment", "order", "booking"];

/** /pay?instalment=… (or order, booking): pay one debt of the signed-in user's. */
export function PayRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const kind = KINDS.find((name) => params.get(name));
  const id = kind ? params.get(kind) : null;
  return (
    <>
      <PageHeader title={t`Pay`} />
      {kind && id ? (
        <PayDebt debt={debtRef(kind, id)} />
      ) : (
        <Text>
          <Trans>
            Choose what to pay from{" "}
            <Anchor component={Link} to="/profile" underline="always">
              your profile
            </Anchor>
            .
          </Trans>
        </Text>
      )}
    </>
  );
}
