import { SimpleGrid } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { ContactDetails } from "@/features/contact/components/contact-details";
// Leaflet comes in with this route's chunk only, so it costs the other pages nothing.
import { ContactMap } from "@/features/contact/components/contact-map";

export function ContactRoute() {
  return (
    <>
      <PageHeader title="Contact" subtitle="Call, message or visit us in Palashi." />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ContactDetails />
        <ContactMap />
      </SimpleGrid>
    </>
  );
}
