// Mounted by the layouts: for a signed-in (and confirmed) user it loads the chat box on demand, so
// socket.io-client stays out of the first bundle and visitors never load it. It waits until a
// moment after the page has loaded (the page's own code, data and first drawing come first; the
// load event alone fires before a lazy page has fetched its data) and the browser is idle, so the
// chat (its code, its socket) does not compete with the page for the network or the main thread.
// Its code failing to load (the connection dropped, as it may during a test) leaves the page as it
// is, without the chat, and is tried again once the browser is back online.

import { startTransition, useEffect, useState } from "react";
import { LazyPart, lazyPart } from "@/components/lazy-part";
import { useAuth } from "@/lib/auth";

const chatBox = lazyPart(async () => (await import("./chat-box")).ChatBox);

/** How long after the load event the chat waits before asking for an idle moment. */
const AFTER_LOAD_MS = 1500;

// Once settled, the page stays settled: a later layout (admin ↔ main) shows the chat at once.
let pageSettled = false;

/** True a moment after the page has loaded, once the main thread is idle. */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(pageSettled);
  useEffect(() => {
    if (pageSettled) return;
    let cancel = () => {};
    const done = () => {
      pageSettled = true;
      // A transition: the chat box draws in slices, not in one long task.
      startTransition(() => setSettled(true));
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === "function") {
        const id = window.requestIdleCallback(done, { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        // Safari has no requestIdleCallback; a short pause does the same job there.
        const id = window.setTimeout(done, 200);
        cancel = () => window.clearTimeout(id);
      }
    };
    const afterLoad = () => {
      const id = window.setTimeout(whenIdle, AFTER_LOAD_MS);
      cancel = () => window.clearTimeout(id);
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    return () => {
      window.removeEventListener("load", afterLoad);
      cancel();
    };
  }, []);
  return settled;
}

export function ChatLauncher() {
  const { user, verified } = useAuth();
  const settled = usePageSettled();
  // An account that must first choose its own password has no chat until it has (the server
  // refuses its socket, as it refuses its other calls).
  if (!user || !verified || !settled || user.mustChangeCredentials) return null;
  // A new account gets a fresh box: no conversation of the previous one stays open.
  return <LazyPart key={user._id} part={chatBox} props={{ user }} />;
}
