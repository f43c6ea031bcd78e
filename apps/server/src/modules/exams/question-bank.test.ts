// The question bank as staff use it: categories, questions and their versions, GIFT and Aiken
// import (all or nothing, errors by line) and export that imports back to the same questions;
// users and visitors are refused, and no body sent makes the server fail.
import type {
  Category,
  ImportRefused,
  ImportResult,
  Question,
  QuestionPicture,
  QuestionVersion,
} from "@app/shared/question-bank";
import type { AuthUser } from "@app/shared/users";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody } from "../../test/error-body";
import { multipartBody } from "../../test/multipart";
import { pngImage } from "../../test/shop-fixtures";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let staff: AuthUser;
let admin: AuthUser;
let user: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createUser(t.app, "staff", "Sima Staff");
  admin = await createUser(t.app, "admin", "Arun Admin");
  user = await createUser(t.app, "user", "Uma User");
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: InjectOptions["method"],
  url: string,
  by?: AuthUser,
  payload?: object | string,
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(by ? auth(by.token) : {}),
      ...(typeof payload === "string" ? { "content-type": "text/plain; charset=utf-8" } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });

const importText = (query: string, text: string, by: AuthUser = staff) =>
  call("POST", `/api/exams/questions/import?${query}`, by, text);

/** A question as the bank compares it: its content, without ids, times or versions. */
const contentOf = ({
  title,
  type,
  text,
  options,
  numeric,
  solution,
  difficulty,
  tags,
}: Question) => ({
  title,
  type,
  text,
  options,
  numeric,
  solution,
  difficulty,
  tags,
});

const list = async (query: string, by: AuthUser = staff) => {
  const res = await call("GET", `/api/exams/questions?${query}`, by);
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json<Question[]>(), total: Number(res.headers["x-total-count"]) };
};

const categoryNamed = async (path: string): Promise<Category | undefined> => {
  const res = await call("GET", "/api/exams/categories", staff);
  return res.json<Category[]>().find((category) => category.path === path);
};

const BENGALI_GIFT = [
  "// Two Bengali questions and one numeric; the second line of the third is wrong.",
  "::গতি-১::কোনটি বেগের একক?{",
  "\t=মিটার/সেকেন্ড",
  "\t~কিলোগ্রাম",
  "\t####বেগ \\= সরণ ÷ সময়",
  "}",
  "",
  "// [tag:ভেক্টর] [difficulty:hard]",
  "::গতি-২::কোনগুলি ভেক্টর রাশি?{~%50%বেগ ~%50%বল ~%-100%ভর}",
  "",
  "::g::Acceleration due to gravity in m/s²?{",
  "#9.8:0.05",
  "}",
];

describe("the question bank's import and export", () => {
  it("imports nothing from a file with a malformed question, and names its line", async () => {
    const broken = [...BENGALI_GIFT];
    broken[11] = "#nine point eight";
    const res = await importText("format=gift&category=Physics/Kinematics", broken.join("\n"));
    expect(res.statusCode, res.body).toBe(422);
    const result = res.json<ImportResult>();
    expect(result.imported).toBe(0);
    expect(result.errors).toEqual([{ line: 11, message: expect.stringContaining("{#3.5:0.1}") }]);
    expect(await categoryNamed("Physics/Kinematics")).toBeUndefined();
    expect((await list("q=ভেক্টর")).total).toBe(0);
  });

  it("imports the fixed file into a path it makes, and exports it back to equal questions", async () => {
    const res = await importText(
      "format=gift&category=Physics/Kinematics",
      BENGALI_GIFT.join("\n"),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>()).toEqual({ imported: 3, errors: [] });
    const kinematics = await categoryNamed("Physics/Kinematics");
    expect(kinematics).toMatchObject({ name: "Kinematics", questions: 3 });
    const physics = await categoryNamed("Physics");
    expect(kinematics?.parentId).toBe(physics?._id);

    const imported = (await list(`category=${physics?._id}&sort=createdAt`)).rows;
    expect(imported.map(contentOf)).toEqual([
      {
        title: "গতি-১",
        type: "single",
        text: { bn: "কোনটি বেগের একক?" },
        options: [
          { text: { bn: "মিটার/সেকেন্ড" }, correct: true },
          { text: { bn: "কিলোগ্রাম" }, correct: false },
        ],
        numeric: null,
        solution: { bn: "বেগ = সরণ ÷ সময়" },
        difficulty: "medium",
        tags: [],
      },
      {
        title: "গতি-২",
        type: "multiple",
        text: { bn: "কোনগুলি ভেক্টর রাশি?" },
        options: [
          { text: { bn: "বেগ" }, correct: true },
          { text: { bn: "বল" }, correct: true },
          { text: { bn: "ভর" }, correct: false },
        ],
        numeric: null,
        solution: null,
        difficulty: "hard",
        tags: ["ভেক্টর"],
      },
      {
        title: "g",
        type: "numeric",
        text: { en: "Acceleration due to gravity in m/s²?" },
        options: [],
        numeric: { value: 9.8, tolerance: 0.05 },
        solution: null,
        difficulty: "medium",
        tags: [],
      },
    ]);

    const exported = await call(
      "GET",
      "/api/exams/questions/export?format=gift&category=Physics",
      admin,
    );
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(exported.body).toContain("$CATEGORY: Physics/Kinematics");

    // Imported again (its $CATEGORY line files it in the same place), each question twice.
    const again = await importText("format=gift", exported.body);
    expect(again.json<ImportResult>()).toEqual({ imported: 3, errors: [] });
    const both = (await list(`category=${kinematics?._id}&sort=createdAt`)).rows.map(contentOf);
    expect(both).toHaveLength(6);
    expect(both.slice(3)).toEqual(both.slice(0, 3));
  });

  it("imports Aiken into a category named by id, and refuses a bad answer letter by line", async () => {
    const add = await call("POST", "/api/exams/categories", staff, { name: "Biology" });
    expect(add.statusCode, add.body).toBe(201);
    const biology = add.json<Category>();
    const aiken =
      "কোষের শক্তিঘর কোনটি?\nA) নিউক্লিয়াস\nB) মাইটোকন্ড্রিয়া\nANSWER: B\n\nDNA is in the?\nA. Nucleus\nB. Wall\nANSWER: A\n";
    const bad = await importText(
      `format=aiken&category=${biology._id}`,
      aiken.replace("ANSWER: A", "ANSWER: E"),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ImportResult>().errors.map((e) => e.line)).toEqual([9]);
    const good = await importText(`format=aiken&category=${biology._id}`, aiken);
    expect(good.json<ImportResult>()).toEqual({ imported: 2, errors: [] });
    const { rows } = await list(`category=${biology._id}&type=single&sort=createdAt`);
    expect(rows.map((q) => [q.text, q.options.find((o) => o.correct)?.text])).toEqual([
      [{ bn: "কোষের শক্তিঘর কোনটি?" }, { bn: "মাইটোকন্ড্রিয়া" }],
      [{ en: "DNA is in the?" }, { en: "Nucleus" }],
    ]);
  });

  it("answers errors in the reader's language and refuses a file without a category", async () => {
    const res = await call("POST", "/api/exams/questions/import?format=gift", staff, "Q{=a ~b}");
    expect(res.statusCode).toBe(422);
    expect(res.json<ImportRefused>()).toMatchObject({
      message: "The file has errors; nothing was imported",
      issues: [{ path: "line.1", message: expect.stringContaining("$CATEGORY:") }],
      requestId: expect.any(String),
      imported: 0,
      errors: [{ line: 1, message: expect.stringContaining("$CATEGORY:") }],
    });
    const reader = await createUser(t.app, "staff", "Bina Bengali");
    await t.app.db
      .updateTable("users")
      .set({ locale: "bn" })
      .where("id", "=", reader._id)
      .execute();
    const bengali = await call("POST", "/api/exams/questions/import?format=gift", reader, "Q{T}\n");
    expect(bengali.json<ImportRefused>()).toMatchObject({
      message: "ফাইলে ভুল আছে; কোনো প্রশ্নই যোগ করা হয়নি",
      errors: [{ line: 1, message: expect.stringContaining("ধরনের প্রশ্ন নেওয়া হয় না") }],
    });
  });
});

describe("a file that holds no question", () => {
  it("is refused by name, not answered as an import of nothing", async () => {
    for (const [format, text] of [
      ["gift", ""],
      ["gift", "// only a comment\n\n$CATEGORY: Physics\n"],
      ["aiken", "\n\n"],
    ]) {
      const res = await importText(`format=${format}&category=Physics`, text ?? "");
      expect(res.statusCode, `${format}: ${res.body}`).toBe(422);
      expect(res.json<ImportResult>()).toMatchObject({
        imported: 0,
        errors: [{ line: 1, message: "The file holds no questions" }],
      });
    }
  });

  it("reads a question written right under its category line", async () => {
    const res = await importText(
      "format=gift",
      [
        "$CATEGORY: $course$/top/Biology/Cells",
        "Where is DNA kept?{=the nucleus ~the membrane}",
      ].join("\n"),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>()).toEqual({ imported: 1, errors: [] });
    expect(await categoryNamed("Biology/Cells")).toMatchObject({ questions: 1 });
  });
});

describe("the question bank's questions and categories", () => {
  const question = (categoryId: string, extra: object = {}) => ({
    categoryId,
    type: "single",
    text: { en: "Unit of force?", bn: "বলের একক কী?" },
    options: [
      { text: { en: "newton", bn: "নিউটন" }, correct: true },
      { text: { en: "joule" }, correct: false },
    ],
    tags: ["Units", "force"],
    ...extra,
  });

  it("keeps every version when a question is edited, and a deleted one's versions", async () => {
    const chemistry = (
      await call("POST", "/api/exams/categories", staff, { name: "Chemistry" })
    ).json<Category>();
    const added = await call("POST", "/api/exams/questions", staff, question(chemistry._id));
    expect(added.statusCode, added.body).toBe(201);
    const first = added.json<Question>();
    expect(first).toMatchObject({ version: 1, tags: ["units", "force"], difficulty: "medium" });

    const edited = await call(
      "PUT",
      `/api/exams/questions/${first._id}`,
      admin,
      question(chemistry._id, { difficulty: "easy", text: { en: "SI unit of force?" } }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const second = edited.json<Question>();
    expect(second).toMatchObject({ _id: first._id, version: 2, difficulty: "easy" });
    expect(second.versionId).not.toBe(first.versionId);
    // Saving it unchanged writes no version.
    const same = await call(
      "PUT",
      `/api/exams/questions/${first._id}`,
      admin,
      question(chemistry._id, { difficulty: "easy", text: { en: "SI unit of force?" } }),
    );
    expect(same.json<Question>().version).toBe(2);

    const old = await call("GET", `/api/exams/question-versions/${first.versionId}`, staff);
    expect(old.json<QuestionVersion>()).toMatchObject({
      questionId: first._id,
      version: 1,
      text: { en: "Unit of force?", bn: "বলের একক কী?" },
      createdBy: "Sima Staff",
    });

    expect((await call("DELETE", `/api/exams/categories/${chemistry._id}`, staff)).statusCode).toBe(
      409,
    );
    expect((await call("DELETE", `/api/exams/questions/${first._id}`, staff)).statusCode).toBe(204);
    expect((await call("GET", `/api/exams/questions/${first._id}`, staff)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/exams/questions/${first._id}`, staff)).statusCode).toBe(404);
    const kept = await call("GET", `/api/exams/question-versions/${second.versionId}`, staff);
    expect(kept.json<QuestionVersion>().version).toBe(2);
    // Its versions still point at the category, so it stays.
    expect((await call("DELETE", `/api/exams/categories/${chemistry._id}`, staff)).statusCode).toBe(
      409,
    );
  });

  it("pages, searches and filters by category with its subcategories, type, difficulty, tag", async () => {
    const maths = (
      await call("POST", "/api/exams/categories", staff, { name: "Maths" })
    ).json<Category>();
    const algebra = (
      await call("POST", "/api/exams/categories", staff, { name: "Algebra", parentId: maths._id })
    ).json<Category>();
    for (let n = 1; n <= 7; n += 1) {
      const res = await call(
        "POST",
        "/api/exams/questions",
        staff,
        n % 2 === 0
          ? question(algebra._id, {
              text: { bn: `বীজগণিত প্রশ্ন ${n}` },
              difficulty: "hard",
              tags: ["even"],
            })
          : {
              categoryId: maths._id,
              type: "numeric",
              text: { en: `Sum number ${n}` },
              numeric: { value: n, tolerance: 0 },
            },
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const page = await list(`category=${maths._id}&limit=3&page=2`);
    expect(page.total).toBe(7);
    expect(page.rows).toHaveLength(3);
    expect((await list(`category=${algebra._id}`)).total).toBe(3);
    expect((await list(`category=${maths._id}&type=numeric`)).total).toBe(4);
    expect((await list(`category=${maths._id}&difficulty=hard&tag=EVEN`)).total).toBe(3);
    expect((await list("q=বীজগণিত প্রশ্ন 4")).rows.map((q) => q.text)).toEqual([
      { bn: "বীজগণিত প্রশ্ন 4" },
    ]);
    expect((await list("q=SUM NUMBER")).total).toBe(4);
    expect((await call("GET", "/api/exams/questions?category=nope", staff)).statusCode).toBe(400);
  });

  it("renames and moves categories, never under themselves, and refuses a twin name", async () => {
    const top = (
      await call("POST", "/api/exams/categories", staff, { name: "WBCS" })
    ).json<Category>();
    const child = (
      await call("POST", "/api/exams/categories", staff, { name: "History", parentId: top._id })
    ).json<Category>();
    expect(child.path).toBe("WBCS/History");
    expect(
      (await call("POST", "/api/exams/categories", staff, { name: "history", parentId: top._id }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await call("PUT", `/api/exams/categories/${top._id}`, staff, {
          name: "WBCS",
          parentId: child._id,
        })
      ).statusCode,
    ).toBe(400);
    const moved = await call("PUT", `/api/exams/categories/${child._id}`, staff, {
      name: "Indian History",
      parentId: null,
    });
    expect(moved.json<Category>()).toMatchObject({ path: "Indian History", parentId: null });
    expect((await call("DELETE", `/api/exams/categories/${top._id}`, staff)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/exams/categories/${top._id}`, staff)).statusCode).toBe(404);
  });

  it("refuses visitors (401), users (403), unknown ids (404) and bad input (400)", async () => {
    expect((await call("GET", "/api/exams/questions")).statusCode).toBe(401);
    expect((await call("GET", "/api/exams/categories")).statusCode).toBe(401);
    expect((await call("GET", "/api/exams/questions", user)).statusCode).toBe(403);
    expect((await importText("format=gift&category=X", "Q{=a ~b}", user)).statusCode).toBe(403);
    expect((await call("GET", "/api/exams/questions/export?format=gift", user)).statusCode).toBe(
      403,
    );
    expect(
      (await call("GET", "/api/exams/questions/0196a2b4-7c3d-7e8f-9a0b-1c2d3e4f5a6b", staff))
        .statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/exams/question-versions/nope", staff)).statusCode).toBe(404);
    expect(
      (await call("GET", "/api/exams/questions/export?format=gift&category=Nowhere", staff))
        .statusCode,
    ).toBe(404);

    const cat = (
      await call("POST", "/api/exams/categories", staff, { name: "NEET" })
    ).json<Category>();
    const noneRight = await call("POST", "/api/exams/questions", staff, {
      ...question(cat._id),
      options: [
        { text: { en: "a" }, correct: false },
        { text: { en: "b" }, correct: false },
      ],
    });
    expect(noneRight.statusCode).toBe(400);
    expect(errorBody(noneRight).issues).toEqual([
      { path: "options", message: "Exactly one option must be correct" },
    ]);
    const noText = await call("POST", "/api/exams/questions", staff, {
      ...question(cat._id),
      text: {},
    });
    expect(errorBody(noText).issues[0]?.path).toBe("text");
    expect((await call("POST", "/api/exams/categories", staff, { name: "a/b" })).statusCode).toBe(
      400,
    );
    expect((await importText("format=moodlexml&category=X", "Q{=a ~b}")).statusCode).toBe(400);
  });

  it("answers a hostile body with a refusal, never a failure", async () => {
    const cat = (
      await call("POST", "/api/exams/categories", staff, { name: "SSC" })
    ).json<Category>();
    const texts = [
      "",
      "{",
      "}",
      "{}{}{}",
      "::",
      "::::{=}",
      "$CATEGORY:",
      "$CATEGORY: a//b\n\nQ{=a ~b}",
      "Q{#}",
      "Q{#1..}",
      "Q{#1e999:1}",
      "Q{~%NaN%a ~b}",
      "Q{=a ~}",
      "Q\u0000{=a ~b}",
      "Q\ud800{=a ~b}",
      "\\".repeat(1000),
      "~".repeat(10_000),
      `Q{${"~a ".repeat(500)}=b}`,
      `${"x".repeat(20_000)}{=a ~b}`,
      "ANSWER: A",
      "A) x\nANSWER: A",
      '<span lang="fr" class="multilang">Bonjour</span>{=a ~b}',
    ];
    for (const format of ["gift", "aiken"]) {
      for (const text of texts) {
        const res = await importText(`format=${format}&category=${cat._id}`, text);
        expect(
          [200, 400, 422],
          `${format}: ${JSON.stringify(text.slice(0, 40))} ${res.body}`,
        ).toContain(res.statusCode);
      }
    }
    const bytes = await t.app.inject({
      method: "POST",
      url: `/api/exams/questions/import?format=gift&category=${cat._id}`,
      headers: { ...auth(staff.token), "content-type": "text/plain" },
      payload: Buffer.from([0x51, 0xff, 0xfe, 0x7b, 0x7d]),
    });
    expect(bytes.statusCode).toBe(400);
    const big = await importText(
      `format=gift&category=${cat._id}`,
      "x".repeat(2 * 1024 * 1024 + 1),
    );
    expect(big.statusCode).toBe(413);
    const json = await call(
      "POST",
      `/api/exams/questions/import?format=gift&category=${cat._id}`,
      staff,
      {
        text: "Q{=a ~b}",
      },
    );
    expect(json.statusCode).toBe(415);
    for (const body of [
      { categoryId: cat._id, type: "numeric", text: { en: "x" }, numeric: { value: "1" } },
      { categoryId: cat._id, type: "single", text: { en: "x" }, options: "a" },
      { categoryId: cat._id, type: "single", text: "x" },
      { categoryId: cat._id, type: "essay", text: { en: "x" } },
      { categoryId: "nope", type: "numeric", text: { en: "x" }, numeric: { value: 1 } },
      { categoryId: cat._id, type: "numeric", text: { en: "x" }, numeric: { value: 1 }, extra: 1 },
      {
        categoryId: cat._id,
        type: "numeric",
        text: { en: "x" },
        numeric: { value: 1, tolerance: -1 },
      },
    ]) {
      const res = await call("POST", "/api/exams/questions", staff, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("pictures in questions", () => {
  const upload = (content: Buffer, by?: AuthUser, type = "image/png") => {
    const body = multipartBody("picture", "diagram.png", type, content);
    return t.app.inject({
      method: "POST",
      url: "/api/exams/question-pictures",
      headers: { ...body.headers, ...(by ? auth(by.token) : {}) },
      payload: body.payload,
    });
  };

  it("stores staff's PNG as a WebP it serves, and refuses visitors, users and what is no picture", async () => {
    const png = await pngImage(1600, 900);
    expect((await upload(png)).statusCode).toBe(401);
    expect((await upload(png, user)).statusCode).toBe(403);
    const text = await upload(Buffer.from("not a picture"), staff, "image/png");
    expect(text.statusCode).toBe(415);
    const stored = await upload(png, staff);
    expect(stored.statusCode, stored.body).toBe(201);
    const { picture, url } = stored.json<QuestionPicture>();
    expect(picture).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(url).toBe(`/media/questions/${picture}`);
    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("keeps the pictures of the text, an option and the solution in the version, and refuses one it does not hold", async () => {
    const category = (
      await call("POST", "/api/exams/categories", staff, { name: "Optics" })
    ).json<Category>();
    const picture = async () =>
      (await upload(await pngImage(), staff)).json<QuestionPicture>().picture;
    const [figure, option, solution] = [await picture(), await picture(), await picture()];
    const body = {
      categoryId: category._id,
      type: "single",
      text: { en: "Which ray is reflected?" },
      picture: figure,
      options: [
        { text: { en: "A" }, correct: true, picture: option },
        { text: { en: "B" }, correct: false },
      ],
      solution: { en: "The angle of incidence equals the angle of reflection." },
      solutionPicture: solution,
    };
    const added = await call("POST", "/api/exams/questions", staff, body);
    expect(added.statusCode, added.body).toBe(201);
    const question = added.json<Question>();
    expect(question).toMatchObject({ picture: figure, solutionPicture: solution });
    expect(question.options.map((item) => item.picture ?? null)).toEqual([option, null]);
    const version = await call("GET", `/api/exams/question-versions/${question.versionId}`, staff);
    expect(version.json<QuestionVersion>()).toMatchObject({ picture: figure });

    // Saved unchanged: no new version. A name the bank never stored, or not a name: 400 at it.
    const again = await call("PUT", `/api/exams/questions/${question._id}`, staff, body);
    expect(again.json<Question>().version).toBe(1);
    const unknown = await call("PUT", `/api/exams/questions/${question._id}`, staff, {
      ...body,
      solutionPicture: `${"0".repeat(32)}.webp`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorBody(unknown).issues?.[0]?.path).toBe("solutionPicture");
    const hostile = await call("POST", "/api/exams/questions", staff, {
      ...body,
      picture: "../../secrets.webp",
    });
    expect(hostile.statusCode).toBe(400);
    expect(errorBody(hostile).issues?.[0]?.path).toBe("picture");
  });
});

describe("a question's picture files (decision 064)", () => {
  const upload = async () => {
    const body = multipartBody("picture", "diagram.png", "image/png", await pngImage());
    const res = await t.app.inject({
      method: "POST",
      url: "/api/exams/question-pictures",
      headers: { ...body.headers, ...auth(staff.token) },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<QuestionPicture>().picture;
  };
  const stored = async (name: string) =>
    (await t.app.inject({ method: "GET", url: `/media/questions/${name}` })).statusCode === 200;
  const question = (categoryId: string, pictures: { text: string; option: string | null }) => ({
    categoryId,
    type: "single",
    text: { en: `Which lens? ${pictures.text}` },
    picture: pictures.text,
    options: [
      { text: { en: "Convex" }, correct: true, picture: pictures.option },
      { text: { en: "Concave" }, correct: false },
    ],
  });

  it("go when an edit replaces or removes them and no attempt drew the version; stay while a current version names them", async () => {
    const category = (
      await call("POST", "/api/exams/categories", staff, { name: "Lenses" })
    ).json<Category>();
    const [first, option, second] = [await upload(), await upload(), await upload()];
    const added = await call(
      "POST",
      "/api/exams/questions",
      staff,
      question(category._id, { text: first, option }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const { _id } = added.json<Question>();
    // The text's picture replaced, the option's kept: the first file goes, the others stay.
    const edited = await call(
      "PUT",
      `/api/exams/questions/${_id}`,
      staff,
      question(category._id, { text: second, option }),
    );
    expect(edited.json<Question>().version).toBe(2);
    expect(await stored(first)).toBe(false);
    expect(await stored(option)).toBe(true);
    expect(await stored(second)).toBe(true);
    // The option's picture removed: its file goes.
    await call(
      "PUT",
      `/api/exams/questions/${_id}`,
      staff,
      question(category._id, { text: second, option: null }),
    );
    expect(await stored(option)).toBe(false);
    expect(await stored(second)).toBe(true);
    // Deleted: the last picture goes too.
    expect((await call("DELETE", `/api/exams/questions/${_id}`, staff)).statusCode).toBe(204);
    expect(await stored(second)).toBe(false);
  });

  it("stay for a version an attempt drew, through an edit and the question's deletion, and for another question naming them", async () => {
    const category = (
      await call("POST", "/api/exams/categories", staff, { name: "Mirrors" })
    ).json<Category>();
    const [drawn, later, shared] = [await upload(), await upload(), await upload()];
    const added = await call(
      "POST",
      "/api/exams/questions",
      staff,
      question(category._id, { text: drawn, option: shared }),
    );
    const { _id } = added.json<Question>();
    // Another question names the shared picture too.
    const other = await call(
      "POST",
      "/api/exams/questions",
      staff,
      question(category._id, { text: shared, option: null }),
    );
    expect(other.statusCode, other.body).toBe(201);
    const test = await call("POST", "/api/exams/tests", staff, {
      title: { en: "Mirrors weekly", bn: "দর্পণ সাপ্তাহিক" },
      published: true,
      durationMinutes: 10,
      sections: [
        {
          title: { en: "Optics", bn: "আলোকবিদ্যা" },
          marking: { correct: 4, wrong: -1 },
          questionIds: [_id],
        },
      ],
    });
    expect(test.statusCode, test.body).toBe(201);
    const attempt = await call(
      "POST",
      `/api/exams/tests/${test.json<{ _id: string }>()._id}/attempts`,
      user,
    );
    expect(attempt.statusCode, attempt.body).toBe(201);
    await call(
      "PUT",
      `/api/exams/questions/${_id}`,
      staff,
      question(category._id, { text: later, option: null }),
    );
    expect(await stored(drawn)).toBe(true);
    expect(await stored(shared)).toBe(true);
    expect((await call("DELETE", `/api/exams/questions/${_id}`, staff)).statusCode).toBe(204);
    // The drawn version keeps its pictures; the version nobody drew loses its own.
    expect(await stored(drawn)).toBe(true);
    expect(await stored(shared)).toBe(true);
    expect(await stored(later)).toBe(false);
    const shown = await call(
      "GET",
      `/api/exams/attempts/${attempt.json<{ id: string }>().id}/result`,
      user,
    );
    expect(shown.statusCode).toBe(200);
  });
});
