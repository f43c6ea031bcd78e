// The alert inside a form whose save was refused (lib/form-errors.ts says which failures get it).
import { Alert, List, type MantineSpacing } from "@mantine/core";
import { placeRefusal, type ServerFieldOptions } from "@/lib/form-errors";

/**
 * Nothing while `error` is null or undefined (a mutation's error before and after a failure), nor
 * when each issue of the refusal is under a field of `form` (showFieldErrors put it there): the
 * alert says only what no field says. `mt` spaces it in a form that is not a Stack.
 */
export function FormError({
  error,
  form,
  renamed,
  title,
  mt,
}: {
  error: unknown;
  /** The form whose fields show the refusal's issues; without one, every issue is said here. */
  form?: { getValues: () => object };
  title?: string;
  mt?: MantineSpacing;
} & ServerFieldOptions) {
  if (error === null || error === undefined) return null;
  const { alert } = placeRefusal(error, form, { renamed });
  if (alert.length === 0) return null;
  return (
    <Alert color="red" title={title} role="alert" mt={mt}>
      {alert.length === 1 ? (
        alert[0]
      ) : (
        <List size="sm">
          {alert.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
