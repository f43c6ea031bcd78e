// A map with OpenStreetMap tiles (Leaflet, no key) and one marker, named for screen readers. Loaded
// only with the pages that show a map (contact, user tracking).
import "leaflet/dist/leaflet.css";
import { icon, type Map as LeafletMap } from "leaflet";
import markerIconUrl from "leaflet/dist/images/marker-icon.png";
import markerIconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import markerShadowUrl from "leaflet/dist/images/marker-shadow.png";
import { type ReactNode, useCallback } from "react";
import { MapContainer, Marker, TileLayer } from "react-leaflet";
import classes from "./osm-map.module.css";

// Leaflet's default icon guesses its image folder from its CSS, which bundling breaks;
// the images imported here are the bundled ones, with Leaflet's own sizes.
const markerIcon = icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

type OsmMapProps = {
  /** The map region's accessible name. */
  label: string;
  position: { lat: number; lng: number };
  zoom: number;
  minZoom?: number;
  /** The marker's text alternative and title. */
  markerLabel: string;
  /** 420 px high on wide screens instead of 360. */
  tall?: boolean;
  /** A popup or tooltip of the marker. */
  children?: ReactNode;
};

export function OsmMap({
  label,
  position,
  zoom,
  minZoom,
  markerLabel,
  tall = false,
  children,
}: OsmMapProps) {
  // Leaflet owns the container element; it gets its name and role once the map exists.
  const nameContainer = useCallback(
    (map: LeafletMap | null) => {
      const container = map?.getContainer();
      if (!container) return;
      container.setAttribute("role", "region");
      container.setAttribute("aria-label", label);
    },
    [label],
  );
  return (
    <MapContainer
      ref={nameContainer}
      center={[position.lat, position.lng]}
      zoom={zoom}
      minZoom={minZoom}
      // The wheel scrolls the page, not the map; arrow keys pan it once focused, Tab moves on.
      scrollWheelZoom={false}
      className={tall ? `${classes.map} ${classes.tall}` : classes.map}
    >
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
        subdomains={["a", "b", "c"]}
      />
      <Marker
        position={[position.lat, position.lng]}
        icon={markerIcon}
        alt={markerLabel}
        title={markerLabel}
      >
        {children}
      </Marker>
    </MapContainer>
  );
}
