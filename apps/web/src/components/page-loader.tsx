import { Center, Loader } from "@mantine/core";

/** The spinner shown while a page, its data or the signed-in user is loading. */
export function PageLoader({ label = "Loading" }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
