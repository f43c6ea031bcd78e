// The people and the proof: staff keep teachers, results, testimonials and gallery photos in both
// languages; the public reads only what is published, and a result only with the student's
// consent recorded; visitors are refused 401 and users 403 on every staff call.

import { readdirSync } from "node:fs";
import { join } from "node:path";
import type {
  PublicGalleryPhoto,
  PublicResult,
  PublicTeacher,
  PublicTestimonial,
  StaffGalleryPhoto,
  StaffResult,
  StaffTeacher,
  StaffTestimonial,
} from "@app/shared/people";
import type { TeacherPhoto } from "@app/shared/teachers";
import type { AuthUser } from "@app/shared/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectIssue } from "../../test/error-body";
import { multipartBody, multipartForm } from "../../test/multipart";
import { pngImage } from "../../test/shop-fixtures";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let staff: AuthUser;
let admin: AuthUser;
let user: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createUser(t.app, "staff", "Sam Staff");
  admin = await createUser(t.app, "admin", "Ada Admin");
  user = await createUser(t.app, "user", "Uma User");
});
afterAll(async () => {
  await t?.close();
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, by?: AuthUser, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: by ? auth(by.token) : {},
    ...(payload ? { payload } : {}),
  });

const TEACHER = {
  name: { en: "Rina Sarkar", bn: "রিনা সরকার" },
  subjects: { en: "Physics, Mathematics", bn: "পদার্থবিদ্যা, গণিত" },
  qualifications: { en: "M.Sc. Physics", bn: "" },
  bio: { en: "Twelve years of teaching.", bn: "বারো বছরের শিক্ষকতা।" },
  published: true,
};

const RESULT = {
  studentName: { en: "Arjun Das", bn: "অর্জুন দাস" },
  exam: { en: "Madhyamik", bn: "মাধ্যমিক" },
  year: 2026,
  achievement: { en: "Rank 7", bn: "৭ম স্থান" },
  consent: true,
  consentDate: "2026-06-01",
  published: true,
};

describe("teachers", () => {
  it("staff add, change, publish and delete a teacher; the public sees the published ones", async () => {
    const created = await call("POST", "/api/staff/teachers", staff, TEACHER);
    expect(created.statusCode).toBe(201);
    const teacher = created.json<StaffTeacher>();
    expect(teacher).toMatchObject({ name: TEACHER.name, published: true, photo: null });
    // The Bengali qualifications are missing: the back office flags it.
    expect(teacher.missing).toEqual(["bn"]);

    const hidden = await call("POST", "/api/staff/teachers", admin, {
      ...TEACHER,
      name: { en: "Hidden Teacher", bn: "" },
      published: false,
    });
    expect(hidden.statusCode).toBe(201);

    const bn = await call("GET", "/api/people/teachers?lang=bn");
    expect(bn.statusCode).toBe(200);
    const names = bn.json<PublicTeacher[]>().map((one) => one.name);
    expect(names).toContain("রিনা সরকার");
    expect(names).not.toContain("Hidden Teacher");
    const en = (await call("GET", "/api/people/teachers?lang=en")).json<PublicTeacher[]>();
    // A text missing in Bengali shows in English to a Bengali reader, and so on.
    expect(en.find((one) => one._id === teacher._id)?.qualifications).toBe("M.Sc. Physics");

    const changed = await call("PUT", `/api/staff/teachers/${teacher._id}`, staff, {
      ...TEACHER,
      position: 1,
      published: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<StaffTeacher>()).toMatchObject({ position: 1, published: false });
    const after = (await call("GET", "/api/people/teachers")).json<PublicTeacher[]>();
    expect(after.map((one) => one._id)).not.toContain(teacher._id);

    expect((await call("DELETE", `/api/staff/teachers/${teacher._id}`, staff)).statusCode).toBe(
      204,
    );
    expect((await call("GET", `/api/staff/teachers/${teacher._id}`, staff)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/staff/teachers/${teacher._id}`, staff)).statusCode).toBe(
      404,
    );
  });

  it("gives a teacher a photo stored as /teacherup's are, and removes it again", async () => {
    const teacher = (
      await call("POST", "/api/staff/teachers", staff, TEACHER)
    ).json<StaffTeacher>();
    const body = multipartBody("photo", "rina.png", "image/png", await pngImage(1600, 1200));
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/staff/teachers/${teacher._id}/photo`,
      headers: { ...body.headers, ...auth(staff.token) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const photo = res.json<StaffTeacher>().photo ?? "";
    expect(photo).toMatch(/^\/media\/teachers\/[a-f0-9]{32}\.webp$/);
    const file = await t.app.inject({ method: "GET", url: photo });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(800);

    const text = multipartBody("photo", "x.png", "image/png", Buffer.from("not an image"));
    const refused = await t.app.inject({
      method: "PUT",
      url: `/api/staff/teachers/${teacher._id}/photo`,
      headers: { ...text.headers, ...auth(staff.token) },
      payload: text.payload,
    });
    expect(refused.statusCode).toBe(415);

    const removed = await call("DELETE", `/api/staff/teachers/${teacher._id}/photo`, staff);
    expect(removed.json<StaffTeacher>().photo).toBeNull();
    expect((await t.app.inject({ method: "GET", url: photo })).statusCode).toBe(404);
  });

  it("refuses a teacher with no name in any language, and unknown fields", async () => {
    const empty = await call("POST", "/api/staff/teachers", staff, {
      ...TEACHER,
      name: { en: "", bn: "" },
    });
    expect(empty.statusCode).toBe(400);
    expectIssue(empty, "name");
    const extra = await call("POST", "/api/staff/teachers", staff, { ...TEACHER, salary: 1 });
    expect(extra.statusCode).toBe(400);
  });

  it("pages the public list on the server", async () => {
    for (let i = 0; i < 3; i++) {
      await call("POST", "/api/staff/teachers", staff, {
        ...TEACHER,
        name: { en: `Paged ${i}`, bn: "" },
      });
    }
    const res = await call("GET", "/api/people/teachers?limit=2");
    expect(res.json<PublicTeacher[]>()).toHaveLength(2);
    expect(Number(res.headers["x-total-count"])).toBeGreaterThanOrEqual(3);
    expect(res.headers.link).toContain('rel="next"');
  });
});

describe("a /teacherup photo as the teacher's photo (decision 067)", () => {
  const newTeacher = async () =>
    (await call("POST", "/api/staff/teachers", staff, TEACHER)).json<StaffTeacher>();
  const upload = async (by: AuthUser | undefined, teacherId?: string, url = "/api/teachers") => {
    const form = multipartForm([
      { name: "name", value: "Rina Sarkar" },
      { name: "birthdate", value: "1985-07-14" },
      ...(teacherId === undefined ? [] : [{ name: "teacherId", value: teacherId }]),
      { name: "photo", filename: "rina.png", contentType: "image/png", content: await pngImage() },
    ]);
    return t.app.inject({
      method: "POST",
      url,
      headers: { ...form.headers, ...(by ? auth(by.token) : {}) },
      payload: form.payload,
    });
  };
  const choose = (id: string, photoId: string, by?: AuthUser) =>
    call("PUT", `/api/staff/teachers/${id}/teacher-photo`, by, { photoId });
  const bytes = async (url: string) => (await t.app.inject({ method: "GET", url })).rawPayload;
  const storedFiles = () => readdirSync(join(t.config.dataDir, "uploads", "teachers")).sort();

  it("an upload naming a teacher becomes their photo too, a copy the teacher keeps", async () => {
    const teacher = await newTeacher();
    const res = await upload(admin, teacher._id);
    expect(res.statusCode).toBe(201);
    const photo = res.json<TeacherPhoto>();
    // The upload's answer is the specification's, field for field.
    expect(Object.keys(photo).sort()).toEqual([
      "_id",
      "birthdate",
      "createdAt",
      "imageUrl",
      "name",
    ]);
    const linked = (
      await call("GET", `/api/staff/teachers/${teacher._id}`, staff)
    ).json<StaffTeacher>();
    expect(linked.photo).toMatch(/^\/media\/teachers\/[a-f0-9]{32}\.webp$/);
    expect(linked.photo).not.toBe(photo.imageUrl);
    expect((await bytes(linked.photo ?? "")).equals(await bytes(photo.imageUrl))).toBe(true);
    const shown = (await call("GET", "/api/people/teachers?limit=100")).json<PublicTeacher[]>();
    expect(shown.find((one) => one._id === teacher._id)?.photo).toBe(linked.photo);

    // Deleting the upload leaves the teacher's photo; the specification's path links as well.
    expect((await call("DELETE", `/api/teachers/${photo._id}`, admin)).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: linked.photo ?? "" })).statusCode).toBe(200);
    const again = await upload(admin, teacher._id, "/users/add");
    expect(again.statusCode).toBe(201);
    const replaced = (
      await call("GET", `/api/staff/teachers/${teacher._id}`, staff)
    ).json<StaffTeacher>();
    expect(replaced.photo).not.toBe(linked.photo);
    // The photo it replaced is gone with its file.
    expect((await t.app.inject({ method: "GET", url: linked.photo ?? "" })).statusCode).toBe(404);
  });

  it("an upload without a teacher, or with an empty one, stays the upload only", async () => {
    const res = await upload(admin, "");
    expect(res.statusCode).toBe(201);
  });

  it("refuses an upload naming no teacher, or another kind's id, and keeps nothing of it", async () => {
    const result = (await call("POST", "/api/staff/results", staff, RESULT)).json<StaffResult>();
    const before = storedFiles();
    const count = async () =>
      Number((await call("GET", "/api/teachers?limit=1", admin)).headers["x-total-count"]);
    const rows = await count();
    for (const teacherId of ["none", result._id, "x".repeat(65)]) {
      const res = await upload(admin, teacherId);
      expect(res.statusCode, teacherId).toBe(400);
      expectIssue(res, "teacherId", "Please choose one of the teachers");
    }
    expect(storedFiles()).toEqual(before);
    expect(await count()).toBe(rows);
    // Only admins upload, with or without a teacher.
    const teacher = await newTeacher();
    expect((await upload(undefined, teacher._id)).statusCode).toBe(401);
    expect((await upload(staff, teacher._id)).statusCode).toBe(403);
    expect(
      (await call("GET", `/api/staff/teachers/${teacher._id}`, staff)).json<StaffTeacher>().photo,
    ).toBeNull();
  });

  it("an admin picks one of the uploads for a teacher's photo from the teacher's editor", async () => {
    const teacher = await newTeacher();
    const photo = (await upload(admin)).json<TeacherPhoto>();
    const res = await choose(teacher._id, photo._id, admin);
    expect(res.statusCode).toBe(200);
    const chosen = res.json<StaffTeacher>().photo ?? "";
    expect(chosen).not.toBe(photo.imageUrl);
    expect((await bytes(chosen)).equals(await bytes(photo.imageUrl))).toBe(true);
    // The upload stays on /teacherup as it was.
    const listed = (await call("GET", "/api/teachers?limit=100", admin)).json<TeacherPhoto[]>();
    expect(listed.find((one) => one._id === photo._id)).toEqual(photo);
    // Removing the teacher's photo leaves the upload's file.
    await call("DELETE", `/api/staff/teachers/${teacher._id}/photo`, staff);
    expect((await t.app.inject({ method: "GET", url: photo.imageUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: chosen })).statusCode).toBe(404);
  });

  it("three photos chosen for one teacher at once leave only the last one's file", async () => {
    const teacher = await newTeacher();
    const photos = [];
    for (let i = 0; i < 3; i++) photos.push((await upload(admin)).json<TeacherPhoto>());
    const before = storedFiles();
    const answers = await Promise.all(photos.map((photo) => choose(teacher._id, photo._id, admin)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const kept = (
      await call("GET", `/api/staff/teachers/${teacher._id}`, staff)
    ).json<StaffTeacher>().photo;
    // Every copy but the one the teacher ended with was removed, whichever change landed last.
    expect(storedFiles().filter((file) => !before.includes(file))).toEqual([
      kept?.split("/").pop(),
    ]);
  });

  it("refuses visitors, users and staff, an unknown teacher, and a photo that is none of the uploads", async () => {
    const teacher = await newTeacher();
    const photo = (await upload(admin)).json<TeacherPhoto>();
    expect((await choose(teacher._id, photo._id)).statusCode).toBe(401);
    expect((await choose(teacher._id, photo._id, user)).statusCode).toBe(403);
    expect((await choose(teacher._id, photo._id, staff)).statusCode).toBe(403);
    expect((await choose("none", photo._id, admin)).statusCode).toBe(404);

    const gallery = multipartForm([
      { name: "captionEn", value: "Prize day" },
      { name: "photo", filename: "g.png", contentType: "image/png", content: await pngImage() },
    ]);
    const galleryPhoto = (
      await t.app.inject({
        method: "POST",
        url: "/api/staff/gallery",
        headers: { ...gallery.headers, ...auth(staff.token) },
        payload: gallery.payload,
      })
    ).json<StaffGalleryPhoto>();
    const other = await newTeacher();
    // No such photo, another kind's id (a gallery photo, a teacher): 400 on the field.
    for (const photoId of ["none", galleryPhoto._id, other._id]) {
      const res = await choose(teacher._id, photoId, admin);
      expect(res.statusCode, photoId).toBe(400);
      expectIssue(res, "photoId", "Please choose one of the uploaded teacher photos");
    }
    // A deleted upload is no choice either.
    await call("DELETE", `/api/teachers/${photo._id}`, admin);
    expect((await choose(teacher._id, photo._id, admin)).statusCode).toBe(400);
    const odd = await call("PUT", `/api/staff/teachers/${teacher._id}/teacher-photo`, admin, {
      photoId: photo._id,
      file: "x",
    });
    expect(odd.statusCode).toBe(400);
    expect(
      (await call("GET", `/api/staff/teachers/${teacher._id}`, staff)).json<StaffTeacher>().photo,
    ).toBeNull();
  });
});

describe("results and consent", () => {
  it("records who recorded the consent and when; the public sees the result", async () => {
    const res = await call("POST", "/api/staff/results", staff, RESULT);
    expect(res.statusCode).toBe(201);
    const result = res.json<StaffResult>();
    expect(result).toMatchObject({
      consent: true,
      consentDate: "2026-06-01",
      consentRecordedBy: "Sam Staff",
      missing: [],
    });
    const shown = (await call("GET", "/api/people/results?lang=bn")).json<PublicResult[]>();
    expect(shown.find((one) => one._id === result._id)).toMatchObject({
      studentName: "অর্জুন দাস",
      achievement: "৭ম স্থান",
      year: 2026,
    });

    // Another staff member changing the texts keeps who recorded the consent.
    const kept = await call("PUT", `/api/staff/results/${result._id}`, admin, {
      ...RESULT,
      achievement: { en: "Rank 6", bn: "৬ষ্ঠ স্থান" },
    });
    expect(kept.json<StaffResult>().consentRecordedBy).toBe("Sam Staff");
  });

  it("never shows a result without consent, even published; withdrawing consent hides it", async () => {
    const without = await call("POST", "/api/staff/results", staff, {
      ...RESULT,
      studentName: { en: "No Consent", bn: "" },
      consent: false,
      consentDate: null,
    });
    expect(without.statusCode).toBe(201);
    expect(without.json<StaffResult>()).toMatchObject({ consent: false, consentRecordedBy: null });
    const withConsent = (
      await call("POST", "/api/staff/results", staff, {
        ...RESULT,
        studentName: { en: "Will Withdraw", bn: "" },
      })
    ).json<StaffResult>();

    const ids = async () =>
      (await call("GET", "/api/people/results?limit=100")).json<PublicResult[]>().map((r) => r._id);
    expect(await ids()).not.toContain(without.json<StaffResult>()._id);
    expect(await ids()).toContain(withConsent._id);

    const withdrawn = await call("PUT", `/api/staff/results/${withConsent._id}`, staff, {
      ...RESULT,
      consent: false,
      consentDate: null,
    });
    expect(withdrawn.json<StaffResult>()).toMatchObject({
      consent: false,
      consentDate: null,
      consentRecordedBy: null,
    });
    expect(await ids()).not.toContain(withConsent._id);
  });

  it("gives a result the student's photo, shown on the public list, and removes it again", async () => {
    const result = (await call("POST", "/api/staff/results", staff, RESULT)).json<StaffResult>();
    const body = multipartBody("photo", "arjun.png", "image/png", await pngImage(900, 900));
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/staff/results/${result._id}/photo`,
      headers: { ...body.headers, ...auth(staff.token) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const photo = res.json<StaffResult>().photo ?? "";
    expect(photo).toMatch(/^\/media\/results\/[a-f0-9]{32}\.webp$/);
    expect((await t.app.inject({ method: "GET", url: photo })).statusCode).toBe(200);
    const shown = async () =>
      (await call("GET", "/api/people/results?limit=100"))
        .json<PublicResult[]>()
        .find((one) => one._id === result._id)?.photo;
    expect(await shown()).toBe(photo);

    const url = `/api/staff/results/${result._id}/photo`;
    expect((await call("DELETE", url)).statusCode).toBe(401);
    expect((await call("DELETE", url, user)).statusCode).toBe(403);
    expect((await call("DELETE", "/api/staff/results/none/photo", staff)).statusCode).toBe(404);

    const removed = await call("DELETE", url, staff);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<StaffResult>().photo).toBeNull();
    expect(await shown()).toBeNull();
    expect((await t.app.inject({ method: "GET", url: photo })).statusCode).toBe(404);
    // Removing it again is no error: there is simply none.
    expect((await call("DELETE", url, admin)).json<StaffResult>().photo).toBeNull();
  });

  it("refuses consent without the day it was given", async () => {
    const res = await call("POST", "/api/staff/results", staff, { ...RESULT, consentDate: null });
    expect(res.statusCode).toBe(400);
    expectIssue(res, "consentDate");
  });
});

describe("testimonials", () => {
  it("refuses a course that is not one of the courses, in the reader's language", async () => {
    const reader = await createUser(t.app, "staff", "Piyali Sen");
    const bengali = await t.app.inject({
      method: "PUT",
      url: "/api/users/me",
      headers: auth(reader.token),
      payload: { locale: "bn" },
    });
    expect(bengali.statusCode).toBe(200);
    const testimonial = {
      author: { en: "X", bn: "" },
      role: "student",
      text: { en: "Y", bn: "" },
      course: "no-such-course",
    };
    const created = await call("POST", "/api/staff/testimonials", reader, testimonial);
    expect(created.statusCode).toBe(400);
    expectIssue(created, "course", "কোর্সগুলির মধ্যে একটি বেছে নিন");
    const kept = await call("POST", "/api/staff/testimonials", reader, {
      ...testimonial,
      course: null,
    });
    expect(kept.statusCode).toBe(201);
    const id = kept.json<StaffTestimonial>()._id;
    const changed = await call("PUT", `/api/staff/testimonials/${id}`, reader, testimonial);
    expect(changed.statusCode).toBe(400);
    expectIssue(changed, "course", "কোর্সগুলির মধ্যে একটি বেছে নিন");
    expect((await call("DELETE", `/api/staff/testimonials/${id}`, reader)).statusCode).toBe(204);
  });

  it("staff keep testimonials, naming a course; the public reads the published ones", async () => {
    const res = await call("POST", "/api/staff/testimonials", staff, {
      author: { en: "Mita Ghosh", bn: "মিতা ঘোষ" },
      role: "parent",
      text: { en: "My son loves the classes.", bn: "আমার ছেলে ক্লাস খুব ভালোবাসে।" },
      course: "python",
      published: true,
    });
    expect(res.statusCode).toBe(201);
    const testimonial = res.json<StaffTestimonial>();
    const shown = (await call("GET", "/api/people/testimonials?lang=bn")).json<
      PublicTestimonial[]
    >();
    const one = shown.find((item) => item._id === testimonial._id);
    expect(one).toMatchObject({ author: "মিতা ঘোষ", role: "parent" });
    expect(one?.course).toBeTruthy();

    const unknown = await call("POST", "/api/staff/testimonials", staff, {
      author: { en: "X", bn: "" },
      role: "student",
      text: { en: "Y", bn: "" },
      course: "no-such-course",
    });
    expect(unknown.statusCode).toBe(400);
    expectIssue(unknown, "course", "Please choose one of the courses");

    const hidden = await call("PUT", `/api/staff/testimonials/${testimonial._id}`, staff, {
      author: { en: "Mita Ghosh", bn: "" },
      role: "parent",
      text: { en: "My son loves the classes.", bn: "" },
      published: false,
    });
    expect(hidden.json<StaffTestimonial>().missing).toEqual(["bn"]);
    const after = (await call("GET", "/api/people/testimonials")).json<PublicTestimonial[]>();
    expect(after.map((item) => item._id)).not.toContain(testimonial._id);
    expect(
      (await call("DELETE", `/api/staff/testimonials/${testimonial._id}`, staff)).statusCode,
    ).toBe(204);
  });
});

describe("gallery", () => {
  it("stores an uploaded photo with its captions, changes and deletes it", async () => {
    const form = multipartForm([
      { name: "captionEn", value: "Prize day" },
      { name: "captionBn", value: "পুরস্কার বিতরণ" },
      {
        name: "photo",
        filename: "prize.png",
        contentType: "image/png",
        content: await pngImage(2000, 1000),
      },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/staff/gallery",
      headers: { ...form.headers, ...auth(staff.token) },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const photo = res.json<StaffGalleryPhoto>();
    expect(photo.photo).toMatch(/^\/media\/gallery\/[a-f0-9]{32}\.webp$/);
    const file = await t.app.inject({ method: "GET", url: photo.photo });
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1200);

    const shown = (await call("GET", "/api/people/gallery?lang=bn")).json<PublicGalleryPhoto[]>();
    expect(shown.find((one) => one._id === photo._id)?.caption).toBe("পুরস্কার বিতরণ");

    const changed = await call("PUT", `/api/staff/gallery/${photo._id}`, staff, {
      caption: { en: "Prize day 2026", bn: "" },
      published: false,
    });
    expect(changed.json<StaffGalleryPhoto>()).toMatchObject({ published: false, missing: ["bn"] });
    const after = (await call("GET", "/api/people/gallery")).json<PublicGalleryPhoto[]>();
    expect(after.map((one) => one._id)).not.toContain(photo._id);

    expect((await call("DELETE", `/api/staff/gallery/${photo._id}`, staff)).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: photo.photo })).statusCode).toBe(404);
  });
});

describe("who may", () => {
  const staffCalls: [Method, string, object?][] = [
    ["GET", "/api/staff/teachers"],
    ["POST", "/api/staff/teachers", TEACHER],
    ["GET", "/api/staff/results"],
    ["POST", "/api/staff/results", RESULT],
    ["GET", "/api/staff/testimonials"],
    ["GET", "/api/staff/gallery"],
    ["DELETE", "/api/staff/teachers/none"],
  ];

  it("refuses visitors 401 and users 403 on every staff call; admins may", async () => {
    for (const [method, url, body] of staffCalls) {
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await call(method, url, user, body)).statusCode, url).toBe(403);
    }
    expect((await call("GET", "/api/staff/results", admin)).statusCode).toBe(200);
  });

  it("answers 404 for what does not exist", async () => {
    for (const url of [
      "/api/staff/teachers/none",
      "/api/staff/results/none",
      "/api/staff/testimonials/none",
    ]) {
      expect((await call("GET", url, staff)).statusCode, url).toBe(404);
    }
    expect((await call("DELETE", "/api/staff/gallery/none", staff)).statusCode).toBe(404);
  });
});
