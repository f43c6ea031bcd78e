// Writes questions as GIFT that Moodle reads and that readGift (gift-format.ts) reads back to the
// same questions: tags and difficulty go in a comment line Moodle reads tags from.
import type { LocalText } from "@app/shared/question-bank";
import type { DraftQuestion } from "./question-files";
import { writeLocalText } from "./question-files";

/** Moodle's escaping of GIFT's reserved characters; a line break becomes `\n`. */
const escaped = (text: string): string =>
  text
    .replace(/\r/g, "")
    .replace(/[\\#=~{}:]/g, (char) => `\\${char}`)
    .replace(/\n/g, "\\n");

/** A text that could read as a format marker or a comment gets an explicit `[plain]` first. */
function textOf(value: LocalText): string {
  const written = escaped(writeLocalText(value));
  return written.startsWith("[") || written.startsWith("//") ? `[plain]${written}` : written;
}

/** A weight as Moodle writes its fractions: at most five decimals, no trailing zeros. */
const weight = (value: number): string => String(Number(value.toFixed(5)));

function answersOf(question: DraftQuestion): string[] {
  if (question.type === "numeric") {
    const { value, tolerance } = question.numeric ?? { value: 0, tolerance: 0 };
    return [`#${value}:${tolerance}`];
  }
  const right = question.options.filter((option) => option.correct).length;
  return question.options.map((option) => {
    const mark =
      question.type === "single"
        ? option.correct
          ? "="
          : "~"
        : option.correct
          ? `~%${weight(100 / right)}%`
          : "~";
    return `\t${mark}${textOf(option.text)}`;
  });
}

function writeQuestion(question: DraftQuestion): string {
  const notes = [
    ...question.tags.map((tag) => `[tag:${tag.replace(/\]/g, "\\]")}]`),
    `[difficulty:${question.difficulty}]`,
  ];
  const title = question.title ? `::${escaped(question.title)}::` : "";
  const answers = answersOf(question);
  const solution = question.solution ? [`\t####${textOf(question.solution)}`] : [];
  const body =
    question.type === "numeric"
      ? `{${answers[0] ?? ""}${solution.length > 0 ? `\n${solution.join("")}\n` : ""}}`
      : `{\n${[...answers, ...solution].join("\n")}\n}`;
  return `// ${notes.join(" ")}\n${title}${textOf(question.text)}${body}\n`;
}

/** The questions grouped by category path, each group under its `$CATEGORY:` line. */
export function writeGift(groups: { path: string; questions: DraftQuestion[] }[]): string {
  const parts: string[] = [];
  for (const group of groups) {
    parts.push(`$CATEGORY: ${group.path}\n`);
    for (const question of group.questions) parts.push(writeQuestion(question));
  }
  return parts.join("\n");
}
