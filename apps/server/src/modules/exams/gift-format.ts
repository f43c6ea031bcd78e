// Reads Moodle's GIFT format, the part of it our question types need (decision 039): multiple
// choice with one right answer (`{=right ~wrong}`), several right answers by weight
// (`{~%50%a ~%50%b ~%-100%c}`), numeric answers (`{#3.5:0.1}`, `{#1..2}`), titles (`::title::`),
// `$CATEGORY:` lines, `//` comments (with Moodle's `[tag:…]` and our `[difficulty:…]`), escapes
// and general feedback (`####`) as the solution. Every other question type is an error at its line.
import {
  DIFFICULTIES,
  type Difficulty,
  type LocalText,
  MAX_OPTIONS,
  MIN_OPTIONS,
} from "@app/shared/question-bank";
import type { MessageDescriptor } from "@lingui/core";
import {
  type DraftQuestion,
  type FormatError,
  linesOf,
  READ,
  type ReadQuestion,
  type ReadResult,
  readLocalText,
} from "./question-files";

export const GIFT = {
  titleOpen: /*i18n*/ {
    id: "exams.gift.titleOpen",
    message: "The title is not closed: write it as ::title::",
  },
  noAnswers: /*i18n*/ {
    id: "exams.gift.noAnswers",
    message: "The question has no answers: write them in braces, e.g. '{'=right ~wrong'}'",
  },
  braces: /*i18n*/ {
    id: "exams.gift.braces",
    message: "The braces do not match; write a literal brace as \\'{' or \\'}'",
  },
  missingWord: /*i18n*/ {
    id: "exams.gift.missingWord",
    message: "Text after the answers (a missing-word question) is not supported",
  },
  unsupported: /*i18n*/ {
    id: "exams.gift.unsupported",
    message:
      "{kind} questions are not supported; use multiple choice (=, ~, %weight%) or a number (#)",
  },
  answerFeedback: /*i18n*/ {
    id: "exams.gift.answerFeedback",
    message:
      "Feedback on one answer (#) is not kept; move it to the solution (####) or escape it as \\#",
  },
  oneRight: /*i18n*/ {
    id: "exams.gift.oneRight",
    message: "A question with right answers marked = must have exactly one, and no %weights%",
  },
  noneRight: /*i18n*/ {
    id: "exams.gift.noneRight",
    message: "No answer is right: mark one with = or give right ones a positive %weight%",
  },
  weight: /*i18n*/ {
    id: "exams.gift.weight",
    message: "A weight is a percentage from -100 to 100, written %50%",
  },
  fewOptions: /*i18n*/ {
    id: "exams.gift.fewOptions",
    message: "A question needs from {min} to {max} answers",
  },
  emptyOption: /*i18n*/ {
    id: "exams.gift.emptyOption",
    message: "An answer is empty",
  },
  number: /*i18n*/ {
    id: "exams.gift.number",
    message: "A numeric answer is written '{#3.5:0.1}' or '{#3.4..3.6}', with one answer only",
  },
  category: /*i18n*/ {
    id: "exams.gift.category",
    message: "A category path has an empty name (write it as Physics/Kinematics)",
  },
  difficulty: /*i18n*/ {
    id: "exams.gift.difficulty",
    message: "The difficulty must be easy, medium or hard",
  },
} satisfies Record<string, MessageDescriptor>;

// Escaped characters are swapped for private-use characters before the text is split (as Moodle
// swaps them for placeholders), so a split never sees them, and swapped back in each piece.
const ESCAPES: Record<string, string> = {
  "\\": "\ue000",
  ":": "\ue001",
  "#": "\ue002",
  "=": "\ue003",
  "{": "\ue004",
  "}": "\ue005",
  "~": "\ue006",
  n: "\ue007",
};
const UNESCAPED: Record<string, string> = {
  "\ue000": "\\",
  "\ue001": ":",
  "\ue002": "#",
  "\ue003": "=",
  "\ue004": "{",
  "\ue005": "}",
  "\ue006": "~",
  "\ue007": "\n",
};
const hideEscapes = (text: string) =>
  text.replace(/\\([\\:#={}~n])/g, (_whole, char: string) => ESCAPES[char] ?? char);
const showEscapes = (text: string) =>
  text.replace(/[\ue000-\ue007]/g, (char) => UNESCAPED[char] ?? char);

/** A text as written: escapes undone, Moodle's `[format]` marker dropped, trimmed. */
function plain(text: string): string {
  return showEscapes(text.trim().replace(/^\[(?:html|moodle|plain|markdown)\]/, "")).trim();
}

type Block = { lines: string[]; numbers: number[]; comments: string[] };

/** The file's questions: runs of lines between blank lines, comment lines set apart. */
function blocksOf(source: string): Block[] {
  const blocks: Block[] = [];
  let block: Block = { lines: [], numbers: [], comments: [] };
  const flush = () => {
    if (block.lines.length > 0) blocks.push(block);
    block = { lines: [], numbers: [], comments: [] };
  };
  linesOf(source).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === "") flush();
    else if (trimmed.startsWith("//")) block.comments.push(trimmed);
    else {
      block.lines.push(line);
      block.numbers.push(index + 1);
    }
  });
  flush();
  return blocks;
}

class GiftError extends Error {
  constructor(
    readonly at: number,
    readonly descriptor: MessageDescriptor,
    readonly values?: Record<string, string | number>,
  ) {
    super(descriptor.id);
  }
}

function localText(raw: string, at: number): LocalText {
  const read = readLocalText(plain(raw));
  if ("unknownLanguage" in read) {
    throw new GiftError(at, READ.bengaliOrEnglishOnly, { language: read.unknownLanguage });
  }
  return read;
}

/** Moodle's `[tag:…]` (with `\]` for a bracket inside) and our `[difficulty:…]` in comments. */
function commentFields(comments: string[], at: number) {
  const text = comments.join("\n");
  const tags = [...text.matchAll(/\[tag:((?:\\\]|[^\]\p{Cc}])+)\]/gu)].map((match) =>
    (match[1] ?? "").replace(/\\\]/g, "]").trim().toLowerCase(),
  );
  const level = /\[difficulty:([^\]]*)\]/.exec(text)?.[1]?.trim();
  if (level !== undefined && !(DIFFICULTIES as readonly string[]).includes(level)) {
    throw new GiftError(at, GIFT.difficulty);
  }
  return {
    tags: [...new Set(tags.filter((tag) => tag !== ""))],
    difficulty: (level ?? "medium") as Difficulty,
  };
}

const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

function numericAnswer(answer: string, at: number): DraftQuestion["numeric"] {
  let text = answer.trim();
  // Moodle's form with one answer, `{#=3.5:0.1}`, is the same answer.
  if (text.startsWith("=") && !text.slice(1).includes("=")) text = text.slice(1).trim();
  if (/[=~#%]/.test(text)) throw new GiftError(at, GIFT.number);
  const range = /^(.+?)\.\.(.+)$/.exec(text);
  const parts = range ? [range[1], range[2]] : text.split(":");
  if (parts.length > 2 || parts.some((part) => !NUMBER.test((part ?? "").trim()))) {
    throw new GiftError(at, GIFT.number);
  }
  const [first, second] = parts.map((part) => Number((part ?? "").trim()));
  if (first === undefined) throw new GiftError(at, GIFT.number);
  if (range && second !== undefined) {
    if (second < first) throw new GiftError(at, GIFT.number);
    return { value: (first + second) / 2, tolerance: (second - first) / 2 };
  }
  const tolerance = second ?? 0;
  if (tolerance < 0 || !Number.isFinite(first) || !Number.isFinite(tolerance)) {
    throw new GiftError(at, GIFT.number);
  }
  return { value: first, tolerance };
}

const WEIGHT = /^%(-?\d+(?:\.\d+)?)%/;

function choices(answers: string, at: number): Pick<DraftQuestion, "type" | "options"> {
  const single = answers.includes("=");
  const pieces = answers.replace(/=/g, "~=").split("~");
  // Text before the first ~ or = is a wrong answer, as Moodle reads it.
  if (pieces[0]?.trim() === "") pieces.shift();
  const options: { text: LocalText; correct: boolean; weight: number }[] = [];
  for (const piece of pieces) {
    let rest = piece.trim();
    let weight = 0;
    if (rest.startsWith("=")) {
      weight = 100;
      rest = rest.slice(1).trim();
      if (WEIGHT.test(rest)) throw new GiftError(at, GIFT.oneRight);
    } else {
      const match = WEIGHT.exec(rest);
      if (match) {
        weight = Number(match[1]);
        if (!(weight >= -100 && weight <= 100)) throw new GiftError(at, GIFT.weight);
        rest = rest.slice(match[0].length).trim();
      } else if (rest.startsWith("%")) throw new GiftError(at, GIFT.weight);
    }
    if (rest.includes("#")) throw new GiftError(at, GIFT.answerFeedback);
    const text = localText(rest, at);
    if (text.en === undefined && text.bn === undefined) throw new GiftError(at, GIFT.emptyOption);
    options.push({ text, correct: weight > 0, weight });
  }
  if (options.length < MIN_OPTIONS || options.length > MAX_OPTIONS) {
    throw new GiftError(at, GIFT.fewOptions, { min: MIN_OPTIONS, max: MAX_OPTIONS });
  }
  if (single) {
    const right = options.filter((option) => option.weight === 100).length;
    const partial = options.some((option) => option.weight > 0 && option.weight < 100);
    if (right !== 1 || partial) throw new GiftError(at, GIFT.oneRight);
  } else if (!options.some((option) => option.correct)) {
    throw new GiftError(at, GIFT.noneRight);
  }
  return {
    type: single ? "single" : "multiple",
    options: options.map(({ text, correct }) => ({ text, correct })),
  };
}

/** The answers' kind when it is one we do not take, for the error. */
function unsupportedKind(answers: string): string | undefined {
  if (answers === "") return "Essay";
  if (answers.includes("->") && answers.includes("=")) return "Matching";
  const beforeFeedback = answers.split("#")[0]?.trim() ?? "";
  if (["T", "TRUE", "F", "FALSE"].includes(beforeFeedback)) return "True-false";
  if (!answers.includes("~")) return "Short-answer";
  return undefined;
}

function readQuestion(block: Block, categoryPath: string | undefined): ReadQuestion {
  const start = block.numbers[0] ?? 1;
  const source = hideEscapes(block.lines.join("\n"));
  /** The file's line number of an offset in `source`. */
  const lineAt = (offset: number) =>
    block.numbers[source.slice(0, offset).split("\n").length - 1] ?? start;
  // `base`: where `text` starts in `source`, so an offset in `text` finds its line.
  let base = source.length - source.trimStart().length;
  let text = source.trim();
  let title: string | undefined;
  if (text.startsWith("::")) {
    const end = text.indexOf("::", 2);
    if (end < 0) throw new GiftError(start, GIFT.titleOpen);
    title = plain(text.slice(2, end)) || undefined;
    text = text.slice(end + 2);
    base += end + 2;
  }
  const open = text.indexOf("{");
  const close = text.indexOf("}");
  if (open < 0 && close < 0) throw new GiftError(start, GIFT.noAnswers);
  if (open < 0 || close < open) {
    throw new GiftError(lineAt(base + (close >= 0 ? close : open)), GIFT.braces);
  }
  const at = lineAt(base + open);
  const after = text.slice(close + 1);
  if (after.includes("{") || after.includes("}")) {
    throw new GiftError(lineAt(base + close + 1 + after.search(/[{}]/)), GIFT.braces);
  }
  if (after.trim() !== "") throw new GiftError(at, GIFT.missingWord);
  let answers = text.slice(open + 1, close).trim();
  let solution: LocalText | null = null;
  const feedback = answers.lastIndexOf("####");
  if (feedback >= 0) {
    const written = localText(answers.slice(feedback + 4), at);
    solution = written.en === undefined && written.bn === undefined ? null : written;
    answers = answers.slice(0, feedback).trim();
  }
  const questionText = localText(text.slice(0, open), start);
  const fields = commentFields(block.comments, start);
  let shape: Pick<DraftQuestion, "type" | "options" | "numeric">;
  if (answers.startsWith("#")) {
    shape = { type: "numeric", options: [], numeric: numericAnswer(answers.slice(1), at) };
  } else {
    const kind = unsupportedKind(answers);
    if (kind) throw new GiftError(at, GIFT.unsupported, { kind });
    shape = { ...choices(answers, at), numeric: null };
  }
  if (questionText.en === undefined && questionText.bn === undefined) {
    throw new GiftError(start, READ.textMissing);
  }
  return {
    line: start,
    categoryPath,
    question: { title, text: questionText, solution, ...shape, ...fields },
  };
}

/** `$CATEGORY: $course$/top/Physics/Kinematics` as our path `Physics/Kinematics`. */
function categoryOf(text: string, at: number): string {
  const segments = plain(text)
    .replace(/^\$[a-z0-9]+\$\//i, "")
    .replace(/^top(\/|$)/, "")
    .split("/")
    .map((name) => name.trim());
  if (segments.some((name) => name === "")) throw new GiftError(at, GIFT.category);
  return segments.join("/");
}

/** Every question of a GIFT file and every error, each at its line. */
export function readGift(source: string, maxQuestions: number): ReadResult {
  const questions: ReadQuestion[] = [];
  const errors: FormatError[] = [];
  let category: string | undefined;
  let count = 0;
  for (let block of blocksOf(source)) {
    try {
      // A category is a line of its own; a question written right under it, with no blank line
      // between, is read after it (as Moodle reads it).
      let first = hideEscapes(block.lines[0] ?? "").trim();
      while (first.startsWith("$CATEGORY:")) {
        category = categoryOf(first.slice("$CATEGORY:".length), block.numbers[0] ?? 1);
        block = {
          lines: block.lines.slice(1),
          numbers: block.numbers.slice(1),
          comments: block.comments,
        };
        first = hideEscapes(block.lines[0] ?? "").trim();
      }
      if (block.lines.length === 0) continue;
      const start = block.numbers[0] ?? 1;
      count += 1;
      if (count > maxQuestions) {
        errors.push({ line: start, message: READ.tooManyQuestions, values: { max: maxQuestions } });
        break;
      }
      questions.push(readQuestion(block, category));
    } catch (error) {
      if (!(error instanceof GiftError)) throw error;
      errors.push({
        line: error.at,
        message: error.descriptor,
        ...(error.values ? { values: error.values } : {}),
      });
    }
  }
  return { questions, errors };
}
