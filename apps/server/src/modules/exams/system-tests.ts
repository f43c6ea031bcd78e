// The specification's quiz and entrance test are seeded tests of the test series (decision 054).
// Staff edit them and their questions like any other, within what the specification's endpoints
// can answer: one section of five fixed questions, each a single-answer question with four
// options, whole-number marks. Neither test, nor a question either holds, can be deleted.
import type { QuestionContent } from "@app/shared/question-bank";
import type { Section, TestContent } from "@app/shared/test-series";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { ConflictError, invalidField } from "../../lib/errors";

export const SYSTEM = {
  questionShape: /*i18n*/ {
    id: "exams.system.questionShape",
    message:
      "This question is in the quiz or the entrance test: keep it a single-answer question with four options",
  },
  questionKept: /*i18n*/ {
    id: "exams.system.questionKept",
    message:
      "This question is in the quiz or the entrance test and cannot be deleted; edit it instead",
  },
  testShape: /*i18n*/ {
    id: "exams.system.testShape",
    message:
      "The quiz and the entrance test keep one section of five fixed questions, each a single-answer question with four options, and whole-number marks",
  },
  testKept: /*i18n*/ {
    id: "exams.system.testKept",
    message: "The quiz and the entrance test cannot be deleted; edit them instead",
  },
};

/** How many questions, and options each, the specification's endpoints answer. */
const QUESTIONS = 5;
const OPTIONS = 4;

/** The ids of the questions the two system tests hold. */
async function systemQuestionIds(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db
    .selectFrom("exam_tests")
    .select("sections")
    .where("system_key", "is not", null)
    .execute();
  const ids = new Set<string>();
  for (const row of rows) {
    let sections: Section[] = [];
    try {
      sections = JSON.parse(row.sections) as Section[];
    } catch {
      sections = [];
    }
    for (const section of sections) for (const id of section.questionIds) ids.add(id);
  }
  return ids;
}

const fits = (content: Pick<QuestionContent, "type" | "options">) =>
  content.type === "single" && content.options.length === OPTIONS;

/** A question of a system test stays single-answer with four options (400 otherwise). */
export async function checkSystemQuestionChange(
  db: Kysely<Database>,
  id: string,
  content: QuestionContent,
): Promise<void> {
  if (!fits(content) && (await systemQuestionIds(db)).has(id))
    throw invalidField(content.type === "single" ? "options" : "type", SYSTEM.questionShape);
}

/** A question of a system test is not deleted (409). */
export async function checkSystemQuestionRemoval(db: Kysely<Database>, id: string): Promise<void> {
  if ((await systemQuestionIds(db)).has(id)) throw new ConflictError(SYSTEM.questionKept);
}

/** A system test keeps the shape its endpoint answers (400 otherwise). */
export async function checkSystemTestChange(
  db: Kysely<Database>,
  row: { system_key: string | null },
  content: TestContent,
): Promise<void> {
  if (row.system_key === null) return;
  const [section, ...others] = content.sections;
  const whole = (value: number) => Number.isInteger(value);
  const ids = new Set(section?.questionIds ?? []);
  const shaped =
    section !== undefined &&
    others.length === 0 &&
    section.draws.length === 0 &&
    section.questionIds.length === QUESTIONS &&
    ids.size === QUESTIONS &&
    whole(section.marking.correct) &&
    whole(section.marking.wrong) &&
    whole(section.marking.unanswered);
  if (!shaped) throw invalidField("sections", SYSTEM.testShape);
  const questions = await db
    .selectFrom("questions")
    .innerJoin("question_versions", "question_versions.id", "questions.version_id")
    .select(["questions.type", "question_versions.content"])
    .where("questions.id", "in", [...ids])
    .where("questions.deleted_at", "is", null)
    .execute();
  const allFit =
    questions.length === QUESTIONS &&
    questions.every((question) => {
      try {
        const content = JSON.parse(question.content) as Pick<QuestionContent, "options">;
        return fits({ type: question.type, options: content.options ?? [] });
      } catch {
        return false;
      }
    });
  if (!allFit) throw invalidField("sections", SYSTEM.testShape);
}

/** A system test is not deleted (409). */
export function checkSystemTestRemoval(row: { system_key: string | null }): void {
  if (row.system_key !== null) throw new ConflictError(SYSTEM.testKept);
}
