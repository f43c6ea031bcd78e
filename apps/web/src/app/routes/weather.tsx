import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { WeatherLookup } from "@/features/weather/components/weather-lookup";

export function WeatherRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Weather`} subtitle={t`Find the current temperature of any town`} />
      <WeatherLookup />
    </>
  );
}
