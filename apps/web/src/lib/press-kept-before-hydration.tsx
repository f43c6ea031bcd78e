// A button that only a script handles (the phone's menu, a password's show/hide) does nothing on a
// server-rendered page until React has hydrated it: public/start-app.js keeps a press made before
// hydration starts (window.portalEarlyPress), with the key or pointer that made it, and sends for
// the app at once. This component, placed after the controls it serves, makes the press again once
// they are hydrated: its effect runs in the same commit as theirs, after them. Hydration keeps the
// server's elements, so it is the very button that was pressed.
// The press is made again as the events a person's press makes (keydown and keyup, or pointer and
// mouse down and up), then a click unless the keydown was taken: a control may answer any of them
// (Mantine's show/hide button answers mousedown and keydown, not click). They are sent after the
// commit, so a button in a part React has not hydrated yet (a page in a Suspense boundary of its
// own) is hydrated at once by React for the first of them, as for a person's press.
// From the moment hydration starts React replays a press itself.

import { useEffect } from "react";

/** A press made before hydration started: on `button`, by the key `key` or else by a pointer. */
export type EarlyPress = { button: HTMLButtonElement; key?: string };

declare global {
  interface Window {
    /** A button pressed before hydration started (public/start-app.js keeps it). */
    portalEarlyPress?: EarlyPress;
    /** Set as hydration starts (main.tsx): from then on React replays a press itself. */
    portalHydrating?: boolean;
  }
}

/** Makes `press` again on its button, as the events a person's press makes. */
export function pressAgain({ button, key }: EarlyPress) {
  const send = (event: Event) => button.dispatchEvent(event);
  let taken = false;
  if (key !== undefined) {
    const init = { key, code: key === " " ? "Space" : key, bubbles: true, cancelable: true };
    taken = !send(new KeyboardEvent("keydown", init));
    send(new KeyboardEvent("keyup", init));
  } else {
    // A person's click follows even when a mousedown handler prevents its default.
    const init = { bubbles: true, cancelable: true, button: 0, view: window };
    send(new PointerEvent("pointerdown", { ...init, isPrimary: true }));
    send(new MouseEvent("mousedown", init));
    send(new PointerEvent("pointerup", { ...init, isPrimary: true }));
    send(new MouseEvent("mouseup", init));
  }
  if (!taken && button.isConnected) button.click();
}

export function PressKeptBeforeHydration() {
  useEffect(() => {
    const pressed = window.portalEarlyPress;
    window.portalEarlyPress = undefined;
    if (!pressed?.button.isConnected) return;
    const press = setTimeout(() => pressAgain(pressed));
    return () => clearTimeout(press);
  }, []);
  return null;
}
