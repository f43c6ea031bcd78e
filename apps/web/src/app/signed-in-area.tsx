// The signed-in screens' layout route (router.tsx loads it with React Router's `lazy`): Mantine's
// modals manager, whose confirmation dialogs (lib/confirm) only these screens open. In a chunk of
// its own, so the public pages do not load the dialog's code (Modal, its scroll area and focus
// trap, Floating UI).
import { ModalsProvider } from "@mantine/modals";
import { Outlet } from "react-router";

export function SignedInArea() {
  return (
    <ModalsProvider>
      <Outlet />
    </ModalsProvider>
  );
}
