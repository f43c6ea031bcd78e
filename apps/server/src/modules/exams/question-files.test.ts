// The GIFT and Aiken readers and the GIFT writer: what they read, the line each error names,
// escapes, Bengali, and that what is written reads back the same.
import { describe, expect, it } from "vitest";
import { readAiken } from "./aiken-format";
import { GIFT, readGift } from "./gift-format";
import { writeGift } from "./gift-writer";
import { READ } from "./question-files";

const ids = (errors: { line: number; message: { id: string } }[]) =>
  errors.map((error) => [error.line, error.message.id]);

describe("reading GIFT", () => {
  it("reads titles, one right answer, weights, numbers, the solution and comments", () => {
    const { questions, errors } = readGift(
      [
        "// A comment before the category [tag:ignored]",
        "$CATEGORY: $course$/top/Physics/Kinematics",
        "",
        "// [tag:Speed] [tag:units] [difficulty:hard]",
        "::Speed::What is the SI unit of speed?{",
        "  =metre per second",
        "  ~kilometre per hour",
        "  ####Distance over time: m/s.",
        "}",
        "",
        "Which are vectors?{~%50%velocity ~%50%force ~%-100%mass}",
        "",
        "g in m/s²?{#9.8:0.1}",
        "",
        "A range{#1..2}",
      ].join("\n"),
      100,
    );
    expect(errors).toEqual([]);
    expect(questions.map((q) => [q.line, q.categoryPath])).toEqual([
      [5, "Physics/Kinematics"],
      [11, "Physics/Kinematics"],
      [13, "Physics/Kinematics"],
      [15, "Physics/Kinematics"],
    ]);
    expect(questions[0]?.question).toEqual({
      title: "Speed",
      type: "single",
      text: { en: "What is the SI unit of speed?" },
      options: [
        { text: { en: "metre per second" }, correct: true },
        { text: { en: "kilometre per hour" }, correct: false },
      ],
      numeric: null,
      solution: { en: "Distance over time: m/s." },
      difficulty: "hard",
      tags: ["speed", "units"],
    });
    expect(questions[1]?.question).toMatchObject({
      type: "multiple",
      options: [{ correct: true }, { correct: true }, { correct: false }],
      difficulty: "medium",
    });
    expect(questions[2]?.question).toMatchObject({
      type: "numeric",
      numeric: { value: 9.8, tolerance: 0.1 },
    });
    expect(questions[3]?.question.numeric).toEqual({ value: 1.5, tolerance: 0.5 });
  });

  it("reads questions written right under their category line, each at its own line", () => {
    const { questions, errors } = readGift(
      [
        "$CATEGORY: $course$/top/Physics",
        "$CATEGORY: $course$/top/Physics/Optics",
        "Speed of light?{=c ~2c}",
        "",
        "$CATEGORY: Chemistry",
        "// [difficulty:easy]",
        "H₂O is?{=water ~salt}",
      ].join("\n"),
      10,
    );
    expect(errors).toEqual([]);
    expect(questions.map((q) => [q.line, q.categoryPath, q.question.difficulty])).toEqual([
      [3, "Physics/Optics", "medium"],
      [7, "Chemistry", "easy"],
    ]);
  });

  it("undoes escapes and reads Bengali, alone or beside English", () => {
    const { questions, errors } = readGift(
      [
        "::a\\:b::2 \\= 1 + 1 \\{yes\\} \\~ \\# 5\\nnext line \\\\ done{=ঠিক ~ভুল}",
        "",
        '<span lang\\="en" class\\="multilang">Speed?</span><span lang\\="bn" class\\="multilang">বেগ?</span>{#3}',
      ].join("\n"),
      10,
    );
    expect(errors).toEqual([]);
    expect(questions[0]?.question).toMatchObject({
      title: "a:b",
      text: { en: "2 = 1 + 1 {yes} ~ # 5\nnext line \\ done" },
      options: [
        { text: { bn: "ঠিক" }, correct: true },
        { text: { bn: "ভুল" }, correct: false },
      ],
    });
    expect(questions[1]?.question.text).toEqual({ en: "Speed?", bn: "বেগ?" });
  });

  it("names the line of each question it refuses, and goes on to the next", () => {
    const { questions, errors } = readGift(
      [
        "Fine?{=yes ~no}", // 1
        "",
        "// no answers", // 3
        "Nothing here", // 4
        "",
        "Essay{}", // 6
        "",
        "True?{T}", // 8
        "",
        "Two right{=a =b ~c}", // 10
        "",
        "Feedback{=a#good ~b}", // 12
        "",
        "Open{=a ~b", // 14
        "",
        "Blank _ here{=a ~b} in the middle.", // 16
        "",
        "Number{#three}", // 18
        "",
        "Match{=a->b =c->d}", // 20
        "",
        "Short{=Paris}", // 22
        "",
        "Spread over",
        "lines{", // 25
        "=a ~b ~%150%c}",
      ].join("\n"),
      100,
    );
    expect(questions.map((q) => q.line)).toEqual([1]);
    expect(ids(errors)).toEqual([
      [4, GIFT.noAnswers.id],
      [6, GIFT.unsupported.id],
      [8, GIFT.unsupported.id],
      [10, GIFT.oneRight.id],
      [12, GIFT.answerFeedback.id],
      [14, GIFT.braces.id],
      [16, GIFT.missingWord.id],
      [18, GIFT.number.id],
      [20, GIFT.unsupported.id],
      [22, GIFT.unsupported.id],
      [25, GIFT.weight.id],
    ]);
    expect(errors[1]?.values).toEqual({ kind: "Essay" });
  });

  it("stops at the most questions a file may hold", () => {
    const source = Array.from({ length: 5 }, (_, i) => `Q${i}{=a ~b}`).join("\n\n");
    const { errors } = readGift(source, 3);
    expect(ids(errors)).toEqual([[7, READ.tooManyQuestions.id]]);
  });

  it("writes what it reads back the same, Bengali, escapes and odd starts included", () => {
    const questions = [
      {
        title: "Weird: {title}",
        type: "single" as const,
        text: { en: "[not a format] 2 = 2 # ~ \\ end\nline two", bn: "বেগ = দূরত্ব / সময়" },
        options: [
          { text: { bn: "ঠিক" }, correct: true },
          { text: { en: "// not a comment" }, correct: false },
        ],
        numeric: null,
        solution: { bn: "সমাধান: ১০" },
        difficulty: "easy" as const,
        tags: ["গতি", "a]b"],
      },
      {
        type: "multiple" as const,
        text: { en: "English text with বাংলা word" },
        options: [
          { text: { en: "a" }, correct: true },
          { text: { en: "b" }, correct: true },
          { text: { en: "c" }, correct: true },
          { text: { en: "d" }, correct: false },
        ],
        numeric: null,
        solution: null,
        difficulty: "medium" as const,
        tags: [],
      },
      {
        type: "numeric" as const,
        text: { bn: "g-এর মান?" },
        options: [],
        numeric: { value: -0.000125, tolerance: 0 },
        solution: { en: "Known." },
        difficulty: "hard" as const,
        tags: [],
      },
    ];
    const text = writeGift([{ path: "ভৌতবিজ্ঞান/Kinematics", questions }]);
    const read = readGift(text, 10);
    expect(read.errors).toEqual([]);
    expect(read.questions.map((q) => q.categoryPath)).toEqual([
      "ভৌতবিজ্ঞান/Kinematics",
      "ভৌতবিজ্ঞান/Kinematics",
      "ভৌতবিজ্ঞান/Kinematics",
    ]);
    expect(read.questions.map((q) => q.question)).toEqual(
      questions.map((q) => ({ title: undefined, ...q })),
    );
  });
});

describe("reading Aiken", () => {
  it("reads questions with A) and A. options, Bengali too", () => {
    const { questions, errors } = readAiken(
      [
        "Which planet is red?",
        "A) Venus",
        "B) Mars",
        "ANSWER: B",
        "",
        "কোন গ্রহ লাল?",
        "A. শুক্র",
        "B. মঙ্গল",
        "C. বুধ",
        "ANSWER: B",
      ].join("\r\n"),
      10,
    );
    expect(errors).toEqual([]);
    expect(questions.map((q) => q.line)).toEqual([1, 6]);
    expect(questions[1]?.question).toMatchObject({
      type: "single",
      text: { bn: "কোন গ্রহ লাল?" },
      options: [
        { text: { bn: "শুক্র" }, correct: false },
        { text: { bn: "মঙ্গল" }, correct: true },
        { text: { bn: "বুধ" }, correct: false },
      ],
    });
  });

  it("names the line of each mistake", () => {
    const { questions, errors } = readAiken(
      [
        "A) an option first", // 1
        "",
        "Q two", // 3
        "A) x",
        "B) y",
        "ANSWER: D", // 6
        "",
        "Q three", // 8
        "A) x",
        "B) y",
        "", // no ANSWER
        "Q four", // 12
        "A) only one",
        "ANSWER: A",
        "",
        "Q five", // 16
        "A) x",
        "B) y",
        "ANSWER: A",
      ].join("\n"),
      10,
    );
    expect(questions.map((q) => q.line)).toEqual([16]);
    expect(errors.map((e) => e.line)).toEqual([1, 6, 8, 12]);
  });
});
