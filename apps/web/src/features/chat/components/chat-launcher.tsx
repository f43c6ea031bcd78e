// Mounted by the layouts: for a signed-in (and confirmed) user it loads the chat box on demand, so
// socket.io-client stays out of the first bundle and visitors never load it. It waits until a
// moment after the page has loaded (the page's own code, data and first drawing come first; the
// load event alone fires before a lazy page has fetched its data) and the browser is idle, so the
// chat (its code, its socket) does not compete with the page for the network or the main thread.
// Its code failing to load (the connection dropped, as it may during a test) leaves the page as it
// is, without the chat, and is tried again once the browser is back online.

import type { AuthUser } from "@app/shared/users";
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useState,
} from "react";
import { useAuth } from "@/lib/auth";

const loadChatBox = (): ComponentType<{ user: AuthUser }> =>
  lazy(async () => ({ default: (await import("./chat-box")).ChatBox }));

/** Draws nothing when the chat's code could not be loaded, and says so once. */
class WithoutChat extends Component<{ children: ReactNode; onFailed: () => void }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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
  // A failed load is remembered by its lazy component: a new one is made to try again.
  const [chat, setChat] = useState(() => ({ Box: loadChatBox(), tries: 0 }));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return;
    const online = () => {
      setFailed(false);
      setChat((last) => ({ Box: loadChatBox(), tries: last.tries + 1 }));
    };
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [failed]);
  // An account that must first choose its own password has no chat until it has (the server
  // refuses its socket, as it refuses its other calls).
  if (!user || !verified || !settled || user.mustChangeCredentials) return null;
  const { Box, tries } = chat;
  return (
    <WithoutChat key={tries} onFailed={() => setFailed(true)}>
      <Suspense fallback={null}>
        {/* A new account gets a fresh box: no conversation of the previous one stays open. */}
        <Box key={user._id} user={user} />
      </Suspense>
    </WithoutChat>
  );
}
