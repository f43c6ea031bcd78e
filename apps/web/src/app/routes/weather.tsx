import { PageHeader } from "@/components/page-header";
import { WeatherLookup } from "@/features/weather/components/weather-lookup";

export function WeatherRoute() {
  return (
    <>
      <PageHeader title="Weather" subtitle="Find the current temperature of any town" />
      <WeatherLookup />
    </>
  );
}
