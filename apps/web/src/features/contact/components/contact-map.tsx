// The office on an OpenStreetMap map (Leaflet). Loaded only with the contact page's code.
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { Popup } from "react-leaflet";
import { OsmMap } from "@/components/osm-map";
import { useInstitute } from "@/lib/use-institute";
import { googleMapsLink, OFFICE_POSITION, OFFICE_ZOOM } from "../contact-info";

export function ContactMap() {
  const { t } = useLingui();
  const institute = useInstitute();
  const name = institute.name;
  return (
    <Stack gap="xs">
      <OsmMap
        label={t`Map of the ${name} office`}
        position={OFFICE_POSITION}
        zoom={OFFICE_ZOOM}
        markerLabel={`${institute.name} office`}
      >
        <Popup>
          <strong>{institute.name}</strong>
          <br />
          {institute.addressLines[0]}
        </Popup>
      </OsmMap>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          <Trans>Drag or use the arrow keys to move the map; + and − zoom.</Trans>
        </Text>
        <Anchor href={googleMapsLink} target="_blank" rel="noopener noreferrer" fw={500}>
          <Trans>See on Google Map</Trans>
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          <IconExternalLink size={14} aria-hidden="true" style={{ marginInlineStart: 4 }} />
        </Anchor>
      </Group>
    </Stack>
  );
}
