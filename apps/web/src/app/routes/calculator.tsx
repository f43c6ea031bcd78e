import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { TemperatureConverter } from "@/features/converter/components/temperature-converter";

export function CalculatorRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Fahrenheit to Celsius converter`}
        subtitle={t`Type in either field; the other one follows. Results are rounded to 3 decimals.`}
      />
      <TemperatureConverter />
    </>
  );
}
