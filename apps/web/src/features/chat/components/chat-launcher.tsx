// Mounted by the layouts: for a signed-in (and confirmed) user it loads the chat box on demand, so
// socket.io-client stays out of the first bundle and visitors never load it.
import { lazy, Suspense } from "react";
import { useAuth } from "@/lib/auth";

const ChatBox = lazy(async () => ({ default: (await import("./chat-box")).ChatBox }));

export function ChatLauncher() {
  const { user, verified } = useAuth();
  if (!user || !verified) return null;
  return (
    <Suspense fallback={null}>
      {/* A new account gets a fresh box: no conversation of the previous one stays open. */}
      <ChatBox key={user._id} user={user} />
    </Suspense>
  );
}
