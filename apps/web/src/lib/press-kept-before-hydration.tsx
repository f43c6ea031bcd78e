// A button that only a script handles (the phone's menu) does nothing on a server-rendered page
// until React has hydrated it: public/start-app.js keeps a press made before hydration starts
// (window.portalEarlyPress) and sends for the app at once. This component, placed after the
// controls it serves, presses the kept button again once they are hydrated: its effect runs in
// the same commit as theirs, after them. Hydration keeps the server's elements, so it is the very
// button that was pressed. From the moment hydration starts React replays a press itself. A control
// inside a Suspense boundary of its own (the wide Education dropdown) hydrates in a later pass,
// which this does not wait for: a press on it before hydration is still lost.

import { useEffect } from "react";

declare global {
  interface Window {
    /** A button pressed before hydration started (public/start-app.js keeps it). */
    portalEarlyPress?: HTMLButtonElement;
    /** Set as hydration starts (main.tsx): from then on React replays a press itself. */
    portalHydrating?: boolean;
  }
}

export function PressKeptBeforeHydration() {
  useEffect(() => {
    const pressed = window.portalEarlyPress;
    window.portalEarlyPress = undefined;
    if (pressed?.isConnected) pressed.click();
  }, []);
  return null;
}
