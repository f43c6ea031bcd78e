// The office on an OpenStreetMap map (Leaflet). Loaded only with the contact page's code.
import "leaflet/dist/leaflet.css";
import { Anchor, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { icon, type Map as LeafletMap } from "leaflet";
import markerIconUrl from "leaflet/dist/images/marker-icon.png";
import markerIconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import markerShadowUrl from "leaflet/dist/images/marker-shadow.png";
import { useCallback } from "react";
import { MapContainer, Marker, Popup, TileLayer } from "react-leaflet";
import { googleMapsLink, OFFICE_POSITION, OFFICE_ZOOM, OWNER } from "../contact-info";
import classes from "./contact-map.module.css";

// Leaflet's default icon guesses its image folder from its CSS, which bundling breaks;
// the images imported here are the bundled ones, with Leaflet's own sizes.
const officeIcon = icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

const MAP_LABEL = `Map of the ${OWNER.organisation} office in Palashi, West Bengal`;
const MARKER_LABEL = `${OWNER.organisation} office`;

export function ContactMap() {
  // Leaflet owns the container element; it gets its name and role once the map exists.
  const nameContainer = useCallback((map: LeafletMap | null) => {
    const container = map?.getContainer();
    if (!container) return;
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", MAP_LABEL);
  }, []);

  return (
    <Stack gap="xs">
      <MapContainer
        ref={nameContainer}
        center={[OFFICE_POSITION.lat, OFFICE_POSITION.lng]}
        zoom={OFFICE_ZOOM}
        // The wheel scrolls the page, not the map; arrow keys pan it once focused, Tab moves on.
        scrollWheelZoom={false}
        className={classes.map}
      >
        <TileLayer
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
          subdomains={["a", "b", "c"]}
        />
        <Marker
          position={[OFFICE_POSITION.lat, OFFICE_POSITION.lng]}
          icon={officeIcon}
          alt={MARKER_LABEL}
          title={MARKER_LABEL}
        >
          <Popup>
            <strong>{OWNER.organisation}</strong>
            <br />
            {OWNER.addressLines[0]}
          </Popup>
        </Marker>
      </MapContainer>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Drag or use the arrow keys to move the map; + and − zoom.
        </Text>
        <Anchor href={googleMapsLink} target="_blank" rel="noopener noreferrer" fw={500}>
          See on Google Map
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          <IconExternalLink size={14} aria-hidden="true" style={{ marginInlineStart: 4 }} />
        </Anchor>
      </Group>
    </Stack>
  );
}
