// A small form whose values live in the page's address (a report's range and filters), read with
// defaults, checked by the schema its API takes, and changed in place (Back leaves the page, not
// each change): `query` is what to ask the API with, or undefined with the `problem` to show.
import { useSearchParams } from "react-router";
import type { z } from "zod";

export function useAddressForm<Values extends Record<string, string>, Schema extends z.ZodType>(
  schema: Schema,
  read: (params: URLSearchParams) => Values,
) {
  const [params, setParams] = useSearchParams();
  const values = read(params);
  const parsed = schema.safeParse(values);
  const set = (changes: Partial<Values>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries({ ...values, ...changes })) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return {
    values,
    query: parsed.success ? (parsed.data as z.output<Schema>) : undefined,
    problem: parsed.success ? undefined : parsed.error.issues[0]?.message,
    set,
  };
}
