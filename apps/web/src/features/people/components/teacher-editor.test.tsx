// A teacher's photo in the back office: an admin may also choose one of the photos uploaded on the
// photo upload page (decision 067), which the label names as the back office's navigation does,
// in the reader's language, not by its address.
import type { StaffTeacher } from "@app/shared/people";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, renderScreen, textOf } from "@/test/render-screen";
import { TeacherPhoto } from "./teacher-editor";

beforeAll(loadLanguages);

const TEACHER: StaffTeacher = {
  _id: "6650c0ffee0000000000abcd",
  name: { en: "Anita Sen", bn: "অনিতা সেন" },
  subjects: { en: "Chemistry", bn: "রসায়ন" },
  qualifications: { en: "", bn: "" },
  bio: { en: "", bn: "" },
  position: 1,
  published: true,
  photo: null,
  missing: [],
  createdAt: "2026-11-28T06:00:00.000Z",
  updatedAt: "2026-11-28T06:00:00.000Z",
};

describe("a teacher's photo", () => {
  it("names the photo upload page in words, in English and in Bengali", () => {
    const english = textOf(renderScreen(<TeacherPhoto teacher={TEACHER} canChooseUploaded />));
    expect(english).toContain("Or one of the photos uploaded on the “Photo upload” page");
    const bengali = textOf(
      renderScreen(<TeacherPhoto teacher={TEACHER} canChooseUploaded />, { language: "bn" }),
    );
    expect(bengali).toContain("“ছবি আপলোড” পাতায়");
    for (const text of [english, bengali]) expect(text).not.toContain("/teacherup");
  });

  it("offers staff no uploaded photos", () => {
    const text = textOf(renderScreen(<TeacherPhoto teacher={TEACHER} />));
    expect(text).not.toContain("Photo upload");
  });
});
