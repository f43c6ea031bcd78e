// Mantine's toast stack, a module of its own so that app/provider.tsx loads it with the first toast.
import { Notifications } from "@mantine/notifications";
import classes from "./toast-stack.module.css";

/** Toasts (lib/notify): top-right below the sticky header, a success closing after 5 s. */
export function ToastStack() {
  return (
    <Notifications position="top-right" autoClose={5000} classNames={{ root: classes.stack }} />
  );
}
