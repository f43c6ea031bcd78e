// What the GIFT and Aiken readers share: the question they read, the error they report at a
// line, and how a text becomes English or Bengali (decision 039).
import type { Difficulty, LocalText, QuestionType } from "@app/shared/question-bank";
import type { MessageDescriptor } from "@lingui/core";

/** A question as a file gives it, before it is checked like one sent as JSON. */
export type DraftQuestion = {
  title?: string | undefined;
  type: QuestionType;
  text: LocalText;
  options: { text: LocalText; correct: boolean }[];
  numeric: { value: number; tolerance: number } | null;
  solution: LocalText | null;
  difficulty: Difficulty;
  tags: string[];
};

export type ReadQuestion = {
  /** The line the question starts on (1-based). */
  line: number;
  /** The category a `$CATEGORY:` line before it named, as a path of names. */
  categoryPath: string | undefined;
  question: DraftQuestion;
};

export type FormatError = {
  line: number;
  message: MessageDescriptor;
  values?: Record<string, string | number>;
};

export type ReadResult = { questions: ReadQuestion[]; errors: FormatError[] };

export const READ = {
  bengaliOrEnglishOnly: /*i18n*/ {
    id: "exams.import.languageUnknown",
    message: "Only English (en) and Bengali (bn) texts are kept, not {language}",
  },
  textMissing: /*i18n*/ {
    id: "exams.import.textMissing",
    message: "The question has no text",
  },
  tooManyQuestions: /*i18n*/ {
    id: "exams.import.tooManyQuestions",
    message: "A file may hold at most {max, number} questions; split it and import each part",
  },
  notUtf8: /*i18n*/ {
    id: "exams.import.notText",
    message: "The file holds a character that is not allowed (NUL or a broken character)",
  },
  noQuestions: /*i18n*/ {
    id: "exams.import.noQuestions",
    message: "The file holds no questions",
  },
} satisfies Record<string, MessageDescriptor>;

/** Bengali letters, signs and digits. */
const BENGALI = /[\u0980-\u09ff]/;

// Moodle's multilang filter writes a text in several languages as spans, one per language; a
// text with both English and Bengali is written that way so Moodle shows the reader's language.
const SPAN =
  /<span\s+(?:lang="([a-z-]+)"\s+class="multilang"|class="multilang"\s+lang="([a-z-]+)")\s*>([\s\S]*?)<\/span>/g;

/**
 * A file's text as English or Bengali: multilang spans give each language; otherwise a text with
 * any Bengali letter is Bengali, any other English. Answers the language of an unknown span as an
 * error's value.
 */
export function readLocalText(raw: string): LocalText | { unknownLanguage: string } {
  const text = raw.trim();
  const spans = [...text.matchAll(SPAN)];
  if (spans.length > 0 && text.replace(SPAN, "").trim() === "") {
    const result: LocalText = {};
    for (const span of spans) {
      const language = span[1] ?? span[2] ?? "";
      const value = (span[3] ?? "").trim();
      if (language === "en") result.en = value;
      else if (language === "bn") result.bn = value;
      else return { unknownLanguage: language };
    }
    return result;
  }
  if (text === "") return {};
  return BENGALI.test(text) ? { bn: text } : { en: text };
}

/** The one piece of text that `readLocalText` reads back as `value`. */
export function writeLocalText(value: LocalText): string {
  const { en, bn } = value;
  if (en !== undefined && bn !== undefined) {
    return `<span lang="en" class="multilang">${en}</span><span lang="bn" class="multilang">${bn}</span>`;
  }
  const one = en ?? bn ?? "";
  const read = readLocalText(one);
  const same =
    "unknownLanguage" in read ? false : en !== undefined ? read.en === en : read.bn === bn;
  if (same) return one;
  return en !== undefined
    ? `<span lang="en" class="multilang">${en}</span>`
    : `<span lang="bn" class="multilang">${bn}</span>`;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A storable text: no NUL, no half of a surrogate pair (decision 006). */
export const isStorableText = (text: string): boolean =>
  !text.includes("\u0000") && !LONE_SURROGATE.test(text);

/** The lines of a file, whatever its line ends, without a byte-order mark. */
export const linesOf = (source: string): string[] =>
  source.replace(/^\ufeff/, "").split(/\r\n|\r|\n/);
