// Mantine's modals provider, listening for `modals.openConfirmModal`; see DeferredModals.
import { ModalsProvider } from "@mantine/modals";

export function ModalsHost() {
  return <ModalsProvider />;
}
