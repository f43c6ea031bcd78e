// A text staff write in each language (a product's name, say), as the page's reader reads it:
// theirs when written, else the other language's (packages/shared/src/localized-text.ts).
import { type LocalizedText, textIn } from "@app/shared/localized-text";
import { useLanguage } from "./i18n";

export function useTextIn(): (text: LocalizedText) => string {
  const { language } = useLanguage();
  return (text) => textIn(text, language);
}
