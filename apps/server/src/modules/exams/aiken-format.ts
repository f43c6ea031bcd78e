// Reads Moodle's Aiken format: a question's text, its options `A) …` or `A. …`, then
// `ANSWER: B`. Every question it holds has one right option.
import { MAX_OPTIONS, MIN_OPTIONS } from "@app/shared/question-bank";
import type { MessageDescriptor } from "@lingui/core";
import {
  type FormatError,
  linesOf,
  READ,
  type ReadQuestion,
  type ReadResult,
  readLocalText,
} from "./question-files";

export const AIKEN = {
  optionFirst: /*i18n*/ {
    id: "exams.aiken.optionFirst",
    message: "An option comes before its question's text",
  },
  answerFirst: /*i18n*/ {
    id: "exams.aiken.answerFirst",
    message: "ANSWER comes before the question's options",
  },
  fewOptions: /*i18n*/ {
    id: "exams.aiken.fewOptions",
    message: "A question needs from {min} to {max} options",
  },
  letter: /*i18n*/ {
    id: "exams.aiken.letter",
    message: "The answer {letter} is not one of the question's options",
  },
  sameLetter: /*i18n*/ {
    id: "exams.aiken.sameLetter",
    message: "The option {letter} is written twice",
  },
  noAnswer: /*i18n*/ {
    id: "exams.aiken.noAnswer",
    message: "The question has no ANSWER line (e.g. ANSWER: B) after its options",
  },
} satisfies Record<string, MessageDescriptor>;

const OPTION = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(\S*)\s*$/i;

type Pending = { line: number; text: string[]; options: { letter: string; text: string }[] };

/** Every question of an Aiken file and every error, each at its line. */
export function readAiken(source: string, maxQuestions: number): ReadResult {
  const questions: ReadQuestion[] = [];
  const errors: FormatError[] = [];
  let pending: Pending | undefined;
  // After an error the rest of that question is skipped, up to its ANSWER or a blank line.
  let skipping = false;
  const fail = (
    line: number,
    message: MessageDescriptor,
    values?: Record<string, string | number>,
  ) => {
    errors.push({ line, message, ...(values ? { values } : {}) });
    pending = undefined;
    skipping = true;
  };
  const lines = linesOf(source);
  for (const [index, raw] of lines.entries()) {
    const number = index + 1;
    const line = raw.trim();
    if (line === "") {
      skipping = false;
      if (pending && pending.options.length > 0) fail(pending.line, AIKEN.noAnswer);
      skipping = false;
      continue;
    }
    const answer = ANSWER.exec(line);
    if (skipping) {
      if (answer) skipping = false;
      continue;
    }
    const option = OPTION.exec(line);
    if (answer) {
      if (!pending || pending.options.length === 0) {
        fail(number, AIKEN.answerFirst);
        skipping = false;
        continue;
      }
      const question = pending;
      pending = undefined;
      const letter = (answer[1] ?? "").toUpperCase();
      if (question.options.length < MIN_OPTIONS || question.options.length > MAX_OPTIONS) {
        fail(question.line, AIKEN.fewOptions, { min: MIN_OPTIONS, max: MAX_OPTIONS });
        skipping = false;
        continue;
      }
      if (!question.options.some((o) => o.letter === letter)) {
        fail(number, AIKEN.letter, { letter: letter || "?" });
        skipping = false;
        continue;
      }
      if (questions.length >= maxQuestions) {
        errors.push({
          line: question.line,
          message: READ.tooManyQuestions,
          values: { max: maxQuestions },
        });
        break;
      }
      const text = readLocalText(question.text.join("\n"));
      const options = question.options.map((o) => ({
        text: readLocalText(o.text),
        correct: o.letter === letter,
      }));
      const unknown = [text, ...options.map((o) => o.text)].find((t) => "unknownLanguage" in t);
      if (unknown && "unknownLanguage" in unknown) {
        fail(question.line, READ.bengaliOrEnglishOnly, { language: unknown.unknownLanguage });
        skipping = false;
        continue;
      }
      questions.push({
        line: question.line,
        categoryPath: undefined,
        question: {
          type: "single",
          text: text as { en?: string; bn?: string },
          options: options as { text: { en?: string; bn?: string }; correct: boolean }[],
          numeric: null,
          solution: null,
          difficulty: "medium",
          tags: [],
        },
      });
      continue;
    }
    if (option && pending && pending.text.length > 0) {
      const letter = option[1] ?? "";
      if (pending.options.some((o) => o.letter === letter)) {
        fail(number, AIKEN.sameLetter, { letter });
        continue;
      }
      pending.options.push({ letter, text: option[2] ?? "" });
      continue;
    }
    if (option && !pending) {
      fail(number, AIKEN.optionFirst);
      continue;
    }
    if (pending && pending.options.length > 0) {
      // A text line after options: the question before it never had its ANSWER.
      fail(pending.line, AIKEN.noAnswer);
      skipping = false;
    }
    if (!pending) pending = { line: number, text: [], options: [] };
    pending.text.push(line);
  }
  if (pending && !skipping) fail(pending.line, AIKEN.noAnswer);
  return { questions, errors };
}
