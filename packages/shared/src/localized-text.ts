// What staff write for the public (a course's name, a trip's rules, a product's description) in
// each of the site's languages. Either language may be left empty while its translation is
// pending; a reader then sees the other one, and the back office shows what is missing.
// The database keeps each language in a column of its own (`name_en`, `name_bn`), '' when empty.
import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./i18n";
import { sharedText } from "./messages";

export type LocalizedText = Record<Language, string>;

const ONE_LANGUAGE_AT_LEAST = sharedText(
  /*i18n*/ {
    id: "shared.localizedText.empty",
    message: "Write it in at least one language",
  },
);

/**
 * A text staff write in every language, each at most `max` characters, at least one of them not
 * empty (`{ en: "Plassey", bn: "" }` is kept, and shows "Plassey" to a Bengali reader too).
 */
export function localizedText(max: number) {
  const one = z.string().trim().max(max);
  return z
    .strictObject(
      Object.fromEntries(LANGUAGES.map((language) => [language, one])) as Record<
        Language,
        typeof one
      >,
    )
    .refine((text) => LANGUAGES.some((language) => text[language] !== ""), {
      error: ONE_LANGUAGE_AT_LEAST,
    });
}

/** The same, where the whole text may be empty (an optional description). */
export function optionalLocalizedText(max: number) {
  const one = z.string().trim().max(max);
  return z.strictObject(
    Object.fromEntries(LANGUAGES.map((language) => [language, one.default("")])) as Record<
      Language,
      z.ZodDefault<typeof one>
    >,
  );
}

/**
 * The text a reader of `language` sees: theirs when written, else the default language's, else
 * whichever language has it ('' when none does).
 */
export function textIn(text: LocalizedText, language: Language): string {
  if (text[language]) return text[language];
  if (text[DEFAULT_LANGUAGE]) return text[DEFAULT_LANGUAGE];
  return LANGUAGES.map((other) => text[other]).find((value) => value !== "") ?? "";
}

/** The languages a text still lacks while another language has it (what the back office flags). */
export function missingLanguages(text: LocalizedText): Language[] {
  if (LANGUAGES.every((language) => text[language] === "")) return [];
  return LANGUAGES.filter((language) => text[language] === "");
}

/** A row's `<field>_en`, `<field>_bn` columns as one text. */
export function textFromColumns<Field extends string>(
  row: { [Key in `${Field}_${Language}`]: string | null },
  field: Field,
): LocalizedText {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      row[`${field}_${language}` as `${Field}_${Language}`] ?? "",
    ]),
  ) as LocalizedText;
}

/** A text as the `<field>_en`, `<field>_bn` columns it is stored in. */
export function columnsFromText<Field extends string>(
  text: LocalizedText,
  field: Field,
): { [Key in `${Field}_${Language}`]: string } {
  return Object.fromEntries(
    LANGUAGES.map((language) => [`${field}_${language}`, text[language]]),
  ) as { [Key in `${Field}_${Language}`]: string };
}
