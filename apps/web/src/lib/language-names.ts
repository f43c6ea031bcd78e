// A language's name in the reader's language ("Bengali" in English, "বাংলা" in Bengali), for the
// screens that say which language a text is in or still lacks. A third language in LANGUAGES
// fails the type check here until it is named (docs/languages.md).
import type { Language } from "@app/shared/i18n";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const LANGUAGE_LABELS: Record<Language, MessageDescriptor> = {
  en: msg`English`,
  bn: msg`Bengali`,
};

export const languageName = (i18n: I18n, language: Language): string =>
  i18n._(LANGUAGE_LABELS[language]);
