// The specification's quiz (/test) and entrance test as seeded tests of the test series
// (decision 054): their questions go into the question bank (category "Specification tests/Quiz"
// and ".../Entrance test", English and Bengali, the same answers), and two tests on the engine
// hold them, found by `exam_tests.system_key` ('quiz', 'entrance'). Their results tables record
// which question versions each submission showed, so a later edit in the bank changes no review.
// The seed data is copied here, not imported: a migration must write the same rows whatever the
// code looks like later.
import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

type Text = { en: string; bn: string };
type Seeded = { text: Text; options: [Text, Text, Text, Text]; correct: 0 | 1 | 2 | 3 };
const t = (en: string, bn: string): Text => ({ en, bn });

const QUIZ: Seeded[] = [
  {
    text: t(
      "Grand Central Terminal, Park Avenue, New York is the world's",
      "নিউ ইয়র্কের পার্ক অ্যাভিনিউয়ের গ্র্যান্ড সেন্ট্রাল টার্মিনাল পৃথিবীর",
    ),
    options: [
      t("largest railway station", "বৃহত্তম রেলস্টেশন"),
      t("highest railway station", "সবচেয়ে উঁচু রেলস্টেশন"),
      t("longest railway station", "দীর্ঘতম রেলস্টেশন"),
      t("none of the above", "উপরের কোনোটিই নয়"),
    ],
    correct: 0,
  },
  {
    text: t("Entomology is the science that studies", "কীটতত্ত্ব বিজ্ঞানের যে শাখা, তার আলোচ্য বিষয় হল"),
    options: [
      t("behavior of human beings", "মানুষের আচরণ"),
      t("insects", "কীটপতঙ্গ"),
      t(
        "the origin and history of technical and scientific terms",
        "প্রযুক্তিগত ও বৈজ্ঞানিক পরিভাষার উৎপত্তি ও ইতিহাস",
      ),
      t("the formation of rocks", "শিলার গঠন"),
    ],
    correct: 1,
  },
  {
    text: t(
      "Eritrea, which became the 182nd member of the UN in 1993, is in the continent of",
      "১৯৯৩ সালে রাষ্ট্রসংঘের ১৮২তম সদস্য হওয়া ইরিত্রিয়া যে মহাদেশে অবস্থিত, তা হল",
    ),
    options: [
      t("Asia", "এশিয়া"),
      t("Africa", "আফ্রিকা"),
      t("Europe", "ইউরোপ"),
      t("Australia", "অস্ট্রেলিয়া"),
    ],
    correct: 1,
  },
  {
    text: t("Garampani sanctuary is located at", "গরমপানি অভয়ারণ্য কোথায় অবস্থিত?"),
    options: [
      t("Junagarh, Gujarat", "জুনাগড়, গুজরাট"),
      t("Diphu, Assam", "ডিফু, অসম"),
      t("Kohima, Nagaland", "কোহিমা, নাগাল্যান্ড"),
      t("Gangtok, Sikkim", "গ্যাংটক, সিকিম"),
    ],
    correct: 1,
  },
  {
    text: t(
      "For which of the following disciplines is Nobel Prize awarded?",
      "নীচের কোন কোন বিষয়ে নোবেল পুরস্কার দেওয়া হয়?",
    ),
    options: [
      t("Physics and Chemistry", "পদার্থবিদ্যা ও রসায়ন"),
      t("Physiology or Medicine", "শারীরবিদ্যা বা চিকিৎসাবিজ্ঞান"),
      t("Literature, Peace and Economics", "সাহিত্য, শান্তি ও অর্থনীতি"),
      t("all of the above", "উপরের সবকটিই"),
    ],
    correct: 3,
  },
];

const ENTRANCE: Seeded[] = [
  {
    text: t("What does CPU stand for?", "CPU-এর পূর্ণ রূপ কী?"),
    options: [
      t("Central Processing Unit", "সেন্ট্রাল প্রসেসিং ইউনিট (কেন্দ্রীয় প্রক্রিয়াকরণ একক)"),
      t("Computer Personal Unit", "কম্পিউটার পার্সোনাল ইউনিট (কম্পিউটারের ব্যক্তিগত একক)"),
      t("Central Program Utility", "সেন্ট্রাল প্রোগ্রাম ইউটিলিটি (কেন্দ্রীয় প্রোগ্রাম সহায়ক)"),
      t("Control Processing Unit", "কন্ট্রোল প্রসেসিং ইউনিট (নিয়ন্ত্রণ প্রক্রিয়াকরণ একক)"),
    ],
    correct: 0,
  },
  {
    text: t(
      "Which number comes next in the series 2, 6, 12, 20, 30, ...?",
      "২, ৬, ১২, ২০, ৩০, ... এই সংখ্যাশ্রেণির পরের সংখ্যাটি কত?",
    ),
    options: [t("36", "৩৬"), t("40", "৪০"), t("42", "৪২"), t("44", "৪৪")],
    correct: 2,
  },
  {
    text: t("Which of these is an input device?", "নীচের কোনটি ইনপুট যন্ত্র?"),
    options: [
      t("Monitor", "মনিটর"),
      t("Printer", "প্রিন্টার"),
      t("Keyboard", "কি-বোর্ড"),
      t("Speaker", "স্পিকার"),
    ],
    correct: 2,
  },
  {
    text: t(
      "A train covers 120 km in 2 hours. What is its average speed?",
      "একটি ট্রেন ২ ঘণ্টায় ১২০ কিমি পথ যায়। ট্রেনটির গড় গতিবেগ কত?",
    ),
    options: [
      t("50 km/h", "৫০ কিমি/ঘণ্টা"),
      t("60 km/h", "৬০ কিমি/ঘণ্টা"),
      t("80 km/h", "৮০ কিমি/ঘণ্টা"),
      t("240 km/h", "২৪০ কিমি/ঘণ্টা"),
    ],
    correct: 1,
  },
  {
    text: t("How many bits make one byte?", "কত বিটে এক বাইট হয়?"),
    options: [t("4", "৪"), t("16", "১৬"), t("32", "৩২"), t("8", "৮")],
    correct: 3,
  },
];

type SystemTest = {
  key: "quiz" | "entrance";
  category: string;
  questionTitle: string;
  questions: Seeded[];
  title: Text;
  instructions: Text;
  durationMinutes: number;
  marking: { correct: number; wrong: number; unanswered: number };
};

const TESTS: SystemTest[] = [
  {
    key: "quiz",
    category: "Quiz",
    questionTitle: "Quiz question",
    questions: QUIZ,
    title: t("Quiz", "কুইজ"),
    instructions: t(
      "The quiz on /test: five questions, 1 mark for each right answer, no negative marking. A signed-in reader submits it once; the first submission is final.",
      "/test পাতার কুইজ: পাঁচটি প্রশ্ন, প্রতিটি সঠিক উত্তরে ১ নম্বর, ভুল উত্তরে নম্বর কাটা যায় না। সাইন-ইন করা পাঠক একবারই জমা দিতে পারেন; প্রথম জমাই চূড়ান্ত।",
    ),
    durationMinutes: 10,
    marking: { correct: 1, wrong: 0, unanswered: 0 },
  },
  {
    key: "entrance",
    category: "Entrance test",
    questionTitle: "Entrance test question",
    questions: ENTRANCE,
    title: t("Entrance test", "প্রবেশিকা পরীক্ষা"),
    instructions: t(
      "The test has 5 multiple-choice questions on general aptitude and computer basics. Each has exactly one right answer. A right answer earns 2 marks. A wrong answer carries a penalty of 1 mark. A question left unanswered scores 0. You can take the test only once and submit it only once.",
      "পরীক্ষায় সাধারণ দক্ষতা ও কম্পিউটারের প্রাথমিক বিষয়ে ৫টি বহুনির্বাচনী প্রশ্ন আছে। প্রতিটির ঠিক একটিই সঠিক উত্তর। সঠিক উত্তরে ২ নম্বর পাবেন। ভুল উত্তরে ১ নম্বর কাটা যাবে। উত্তর না দেওয়া প্রশ্নে ০ নম্বর। পরীক্ষাটি একবারই দিতে পারবেন এবং একবারই জমা দিতে পারবেন।",
    ),
    durationMinutes: 10,
    marking: { correct: 2, wrong: -1, unanswered: 0 },
  },
];

const ROOT_CATEGORY = "Specification tests";

/** A version's JSON in the question bank's stored key order (questions.service storedContent). */
const content = (title: string, question: Seeded) =>
  JSON.stringify({
    title,
    type: "single",
    text: question.text,
    options: question.options.map((text, index) => ({ text, correct: index === question.correct })),
    numeric: null,
    solution: null,
    difficulty: "easy",
    tags: [],
  });

// biome-ignore lint/suspicious/noExplicitAny: a migration has no schema type
type Db = Kysely<any>;

async function category(db: Db, parentId: string | null, name: string, now: string) {
  let query = db.selectFrom("question_categories").select("id").where("name", "=", name);
  query =
    parentId === null
      ? query.where("parent_id", "is", null)
      : query.where("parent_id", "=", parentId);
  const found = await query.executeTakeFirst();
  if (found) return found.id as string;
  const id = randomUUID();
  await db
    .insertInto("question_categories")
    .values({ id, parent_id: parentId, name, created_at: now, updated_at: now })
    .execute();
  return id;
}

export const specificationTests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("exam_tests").addColumn("system_key", "varchar(16)").execute();
    await db.schema
      .createIndex("exam_tests_system_key_idx")
      .on("exam_tests")
      .column("system_key")
      .unique()
      .execute();
    // The question versions each submission showed, in question order (JSON array of ids).
    await db.schema.alterTable("quiz_results").addColumn("version_ids", "text").execute();
    await db.schema.alterTable("entrance_attempts").addColumn("version_ids", "text").execute();

    const any = db as Db;
    const now = new Date().toISOString();
    const root = await category(any, null, ROOT_CATEGORY, now);
    for (const test of TESTS) {
      const categoryId = await category(any, root, test.category, now);
      const questionIds: string[] = [];
      const versionIds: string[] = [];
      for (const [index, question] of test.questions.entries()) {
        const id = randomUUID();
        const versionId = randomUUID();
        const title = `${test.questionTitle} ${index + 1}`;
        await any
          .insertInto("questions")
          .values({
            id,
            category_id: categoryId,
            version_id: versionId,
            version: 1,
            type: "single",
            difficulty: "easy",
            title,
            text_en: question.text.en,
            text_bn: question.text.bn,
            deleted_at: null,
            created_by: null,
            updated_by: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await any
          .insertInto("question_versions")
          .values({
            id: versionId,
            question_id: id,
            version: 1,
            content: content(title, question),
            created_by: null,
            created_at: now,
          })
          .execute();
        questionIds.push(id);
        versionIds.push(versionId);
      }
      await any
        .insertInto("exam_tests")
        .values({
          id: randomUUID(),
          system_key: test.key,
          title_en: test.title.en,
          title_bn: test.title.bn,
          instructions_en: test.instructions.en,
          instructions_bn: test.instructions.bn,
          // Taken through their own pages (/test and the entrance test), not the test series list.
          published: 0,
          duration_minutes: test.durationMinutes,
          opens_at: null,
          closes_at: null,
          shuffle_questions: 0,
          shuffle_options: 0,
          max_attempts: 1,
          audience: "everyone",
          batch_ids: "[]",
          sections: JSON.stringify([
            {
              title: t("Questions", "প্রশ্ন"),
              marking: test.marking,
              questionIds,
              draws: [],
            },
          ]),
          results_at: null,
          ranks_at: null,
          solutions_at: null,
          created_by: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      // Every earlier submission showed exactly these questions.
      const table = test.key === "quiz" ? "quiz_results" : "entrance_attempts";
      await sql`update ${sql.table(table)} set version_ids = ${JSON.stringify(versionIds)}`.execute(
        db,
      );
    }
  },
};
