// Watches the browser's position (continuously, as the product asks) until stopped or the page closes.
import { useCallback, useEffect, useRef, useState } from "react";

export type Position = { lat: number; long: number; speed: number | null; accuracy: number };
export type PositionError = { code: number; message: string };

export function isGeolocationSupported(): boolean {
  return typeof navigator !== "undefined" && "geolocation" in navigator;
}

export function useWatchPosition() {
  const [position, setPosition] = useState<Position | null>(null);
  const [error, setError] = useState<PositionError | null>(null);
  const [watching, setWatching] = useState(false);
  const watchId = useRef<number | null>(null);

  const stop = useCallback(() => {
    if (watchId.current !== null) navigator.geolocation.clearWatch(watchId.current);
    watchId.current = null;
    setWatching(false);
    // A stopped watch's last fix goes stale; it must not be submitted later as current.
    setPosition(null);
    setError(null);
  }, []);

  /** Returns false when this browser has no geolocation. */
  const start = useCallback((): boolean => {
    if (!isGeolocationSupported()) return false;
    // Pressing again after an error (e.g. permission granted meanwhile) starts a fresh watch.
    if (watchId.current !== null) navigator.geolocation.clearWatch(watchId.current);
    setError(null);
    watchId.current = navigator.geolocation.watchPosition(
      ({ coords }) => {
        setError(null);
        setPosition({
          lat: coords.latitude,
          long: coords.longitude,
          // Browsers report null (or NaN) when they cannot tell the speed.
          speed: coords.speed === null || Number.isNaN(coords.speed) ? null : coords.speed,
          accuracy: coords.accuracy,
        });
      },
      ({ code, message }) => setError({ code, message }),
      // No timeout: a watch waits for the first fix rather than failing while the GPS warms up.
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    setWatching(true);
    return true;
  }, []);

  // The watch keeps the GPS busy; it must not outlive the page.
  useEffect(
    () => () => {
      if (watchId.current !== null) navigator.geolocation.clearWatch(watchId.current);
      watchId.current = null;
    },
    [],
  );

  return { position, error, watching, start, stop };
}
