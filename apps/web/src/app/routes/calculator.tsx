import { PageHeader } from "@/components/page-header";
import { TemperatureConverter } from "@/features/converter/components/temperature-converter";

export function CalculatorRoute() {
  return (
    <>
      <PageHeader
        title="Fahrenheit to Celsius converter"
        subtitle="Type in either field; the other one follows. Results are rounded to 3 decimals."
      />
      <TemperatureConverter />
    </>
  );
}
