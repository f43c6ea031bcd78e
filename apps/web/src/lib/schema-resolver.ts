// A form's own check with a shared zod schema (Mantine's schemaResolver), its refusals in the
// reader's language: a shared schema's message is a descriptor's English text (@app/shared/messages),
// written in the language of the page the form is on when it is shown.
import { inLanguage, type Translator } from "@app/shared/messages";
import { useLingui } from "@lingui/react";
import { schemaResolver } from "@mantine/form";
import type { ReactNode } from "react";

type FormErrors = Record<string, ReactNode>;
/** A schema a form is checked with (a shared zod schema). */
export type FormSchema = Parameters<typeof schemaResolver>[0];

/** `errors` with each message in the language of `i18n` (a message it does not know as it is). */
export function errorsInLanguage(i18n: Translator, errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      path,
      typeof message === "string" ? inLanguage(i18n, message) : message,
    ]),
  );
}

/**
 * `schema`'s check of a form's values, synchronous, its refusals in the language of `i18n`. Every
 * form checks with this or `useSchemaResolver`, never with Mantine's `schemaResolver` alone, whose
 * refusals are the shared schema's English on every page (biome.json forbids importing it
 * elsewhere).
 */
export function schemaCheck(schema: FormSchema, i18n: Translator): (values: unknown) => FormErrors {
  const check = schemaResolver(schema, { sync: true });
  return (values) => errorsInLanguage(i18n, check(values));
}

/** `schema`'s check of a form's values, synchronous, its refusals in the reader's language. */
export function useSchemaResolver(schema: FormSchema): (values: unknown) => FormErrors {
  const { i18n } = useLingui();
  return schemaCheck(schema, i18n);
}
