import { useLingui } from "@lingui/react/macro";
import { SimpleGrid } from "@mantine/core";
import { lazy } from "react";
import { BrowserOnly } from "@/components/browser-only";
import { PageHeader } from "@/components/page-header";
import { ContactDetails } from "@/features/contact/components/contact-details";
import classes from "./contact.module.css";

// Leaflet loads in the browser only, after the page (it reads `window` as it loads), and costs the
// other pages nothing.
const ContactMap = lazy(async () => ({
  default: (await import("@/features/contact/components/contact-map")).ContactMap,
}));

export function ContactRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Contact`} subtitle={t`Call, message or visit us in Palashi.`} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ContactDetails />
        <BrowserOnly fallback={<div className={classes.mapSpace} />}>
          <ContactMap />
        </BrowserOnly>
      </SimpleGrid>
    </>
  );
}
