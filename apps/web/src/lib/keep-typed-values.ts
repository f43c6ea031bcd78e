// A form on a page the server rendered can be typed into (or filled in by a password manager)
// before the page's script has taken it over: React's hydration leaves the text in the fields, but
// the form's state does not have it, and the next render of a controlled field would put the
// state's empty value back. Right after hydration this reads what the named fields hold into the
// form's state, so nothing typed is lost: the fields' initial values come from the page.
import type { UseFormReturnType } from "@mantine/form";
import { useEffect, useRef } from "react";

/**
 * The ref goes on the <form>; each text field's `name` is its key in the form's values, or the
 * name `names` gives that key.
 */
export function useKeepTypedValues<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  names: Partial<Record<keyof V & string, string>> = {},
) {
  const ref = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form first mounts
  useEffect(() => {
    const fields = ref.current?.elements;
    if (!fields) return;
    const values = form.getValues();
    const typed: Record<string, string> = {};
    for (const [key, value] of Object.entries(values)) {
      const field = fields.namedItem(names[key as keyof V & string] ?? key);
      const isText = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
      if (isText && typeof value === "string" && field.value !== value) typed[key] = field.value;
    }
    if (Object.keys(typed).length > 0) form.setValues(typed as Partial<V>);
  }, []);
  return ref;
}
