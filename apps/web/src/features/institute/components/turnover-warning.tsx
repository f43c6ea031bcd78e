// Settings: a warning while the financial year's invoiced turnover nears ₹5 crore, from which
// every invoice needs an IRN from the e-invoice portal (docs/accountant.md); this portal does not
// make IRNs, so the accountant must be told in time.
import { formatFinancialYear, formatRupeesFromPaise } from "@app/shared/format";
import { Trans } from "@lingui/react/macro";
import { Alert } from "@mantine/core";
import { useLanguage } from "@/lib/i18n";
import { useTurnover } from "../api/get-turnover";

export function TurnoverWarning() {
  const turnover = useTurnover();
  const { locale } = useLanguage();
  if (!turnover.data?.approaching) return null;
  const invoiced = formatRupeesFromPaise(turnover.data.invoicedPaise, locale);
  const threshold = formatRupeesFromPaise(turnover.data.thresholdPaise, locale);
  const year = formatFinancialYear(turnover.data.financialYear, locale);
  return (
    <Alert color={turnover.data.reached ? "red" : "orange"} title={<Trans>E-invoicing</Trans>}>
      <Trans>
        Invoiced this financial year ({year}): {invoiced}. From {threshold} of turnover, every
        invoice needs an IRN from the e-invoice portal, which this site does not make: please
        arrange e-invoicing with your accountant.
      </Trans>
    </Alert>
  );
}
