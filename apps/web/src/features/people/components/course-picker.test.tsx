// The testimonial's course is one of the courses: a course found shows its name and code, and a
// code kept from before that is no course (a course since deleted) is shown and named as such.
import { beforeAll, describe, expect, it } from "vitest";
import { staffCoursesQueryKey } from "@/features/courses/api/staff-courses";
import { ApiError } from "@/lib/api-client";
import { failQuery, loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { CoursePicker } from "./course-picker";

beforeAll(loadLanguages);

const noop = () => {};

describe("the testimonial's course", () => {
  it("offers to choose one, or none", () => {
    const text = textOf(renderScreen(<CoursePicker value="" onChange={noop} />));
    expect(text).toContain("Course (optional)");
    expect(text).toContain("The course it speaks of, as on the courses pages");
  });

  it("says a kept code is no course, in the reader's language", async () => {
    const client = queryCache();
    await failQuery(
      client,
      [...staffCoursesQueryKey, "one", "spoken-english"],
      new ApiError("No such course", 404),
    );
    const en = textOf(
      renderScreen(<CoursePicker value="spoken-english" onChange={noop} />, { client }),
    );
    expect(en).toContain('"spoken-english" is not one of the courses: choose one, or clear it');
    const bn = textOf(
      renderScreen(<CoursePicker value="spoken-english" onChange={noop} />, {
        client,
        language: "bn",
      }),
    );
    expect(bn).toContain('"spoken-english" কোনো কোর্স নয়');
  });
});
