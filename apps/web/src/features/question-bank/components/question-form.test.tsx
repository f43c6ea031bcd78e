// The question's form shows each refusal of the shared schema (the server's own check) under the
// field it is about, in the reader's language: the text, the options, the numeric answer.
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, renderScreen, textOf } from "@/test/render-screen";
import {
  QuestionFields,
  type QuestionValues,
  useQuestionForm,
  useQuestionValidation,
  valuesOf,
} from "./question-form";

beforeAll(loadLanguages);

/** The form as it stands after a submit of `values`: the schema's refusals under their fields. */
function Submitted({ values }: { values: QuestionValues }) {
  const errors = useQuestionValidation()(values);
  const form = useQuestionForm(values, errors);
  return <QuestionFields form={form} />;
}

const render = (values: QuestionValues, language: "en" | "bn" = "en") =>
  textOf(renderScreen(<Submitted values={values} />, { language }));

const between = (text: string, before: string, message: string, after: string) => {
  const at = text.indexOf(message);
  expect(at, `"${message}" in: ${text}`).toBeGreaterThan(-1);
  expect(text.indexOf(before)).toBeLessThan(at);
  expect(text.indexOf(after)).toBeGreaterThan(at);
};

describe("the question's form", () => {
  it("shows an empty question's refusals under the category, the text and the options", () => {
    const text = render(valuesOf(undefined));
    between(text, "Category", "Choose the question's category", "Difficulty");
    between(
      text,
      "Question (Bengali)",
      "Please enter the question in English or Bengali",
      "Answer type",
    );
    between(
      text,
      "Option 4 is correct",
      "Exactly one option must be correct",
      "Solution (optional)",
    );
    // An option left empty is refused under that option.
    between(
      text,
      "Option 1 (Bengali)",
      "Please enter the option in English or Bengali",
      "Option 1 is correct",
    );
  });

  it("refuses a multiple-choice question without a correct option, and a numeric one without its answer", () => {
    const filled: QuestionValues = {
      ...valuesOf(undefined, "c1"),
      type: "multiple",
      text: { en: "", bn: "কোনগুলি মৌলিক সংখ্যা?" },
      options: [
        { key: 1, text: { en: "2", bn: "" }, correct: false, picture: null },
        { key: 2, text: { en: "4", bn: "" }, correct: false, picture: "not-a-stored-picture" },
      ],
    };
    const multiple = render(filled);
    expect(multiple).not.toContain("Choose the question's category");
    expect(multiple).not.toContain("Please enter the question in English or Bengali");
    between(multiple, "Option 2 is correct", "At least one option must be correct", "Solution");
    // A picture the bank did not store is refused under that option's picture.
    between(
      multiple,
      "Option 2 (Bengali)",
      "Upload the picture again: this one is not a picture of the question bank",
      "Option 2 is correct",
    );

    const numeric = render({ ...filled, type: "numeric", numeric: { value: "", tolerance: -1 } });
    between(numeric, "Correct answer", "The answer must be a number", "Tolerance (±)");
    between(numeric, "Tolerance (±)", "The tolerance cannot be negative", "Solution");
  });

  it("says the refusals in Bengali on a Bengali page", () => {
    const text = render(valuesOf(undefined), "bn");
    expect(text).not.toContain("Exactly one option must be correct");
    expect(text).not.toContain("Choose the question's category");
    expect(text).toMatch(/[\u0980-\u09FF]/);
  });
});
