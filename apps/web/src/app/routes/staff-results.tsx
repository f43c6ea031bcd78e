import { useLingui } from "@lingui/react/macro";
import { Stack } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { StaffGalleryTable } from "@/features/people/components/staff-gallery";
import { StaffResultsTable } from "@/features/people/components/staff-results";
import { StaffTestimonialsTable } from "@/features/people/components/staff-testimonials";

export function StaffResultsRoute() {
  const { t } = useLingui();
  return (
    <Stack gap="xl">
      <PageHeader
        title={t`Results, testimonials and gallery`}
        subtitle={t`What the home page shows as proof, in English and Bengali.`}
      />
      <StaffResultsTable />
      <StaffTestimonialsTable />
      <StaffGalleryTable />
    </Stack>
  );
}
