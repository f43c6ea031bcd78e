// Mantine's modals provider, listening for confirmation requests; see lib/confirm.
import { ModalsProvider } from "@mantine/modals";
import { useEffect } from "react";
import { modalsMounted } from "@/lib/confirm";

export function ModalsHost() {
  // The provider's own effects (its listeners) have run by the time this one does.
  useEffect(modalsMounted, []);
  return <ModalsProvider />;
}
