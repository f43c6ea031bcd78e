// The alert inside a form whose save was refused (lib/form-errors.ts says which failures get it).
import { Alert, type MantineSpacing } from "@mantine/core";
import { errorMessage } from "@/lib/api-client";

/**
 * Nothing while `error` is null or undefined (a mutation's error before and after a failure).
 * `mt` spaces it in a form that is not a Stack.
 */
export function FormError({
  error,
  title,
  mt,
}: {
  error: unknown;
  title?: string;
  mt?: MantineSpacing;
}) {
  if (error === null || error === undefined) return null;
  return (
    <Alert color="red" title={title} role="alert" mt={mt}>
      {errorMessage(error)}
    </Alert>
  );
}
