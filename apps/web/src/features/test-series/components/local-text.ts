import type { Language } from "@app/shared/i18n";

/** A bank text ({en?, bn?}) in the reader's language, else the other one. */
export const localText = (
  text: { en?: string | undefined; bn?: string | undefined },
  language: Language,
) => (language === "bn" ? (text.bn ?? text.en) : (text.en ?? text.bn)) ?? "";
