// The uploaded teacher photos (a page at a time): each photo named, the empty state before the
// first upload, and a failed load with a retry.
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { failQuery, loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { teacherPhotosQueryKey } from "../api/get-teacher-photos";
import { TeacherPhotoList } from "./teacher-photo-list";

beforeAll(loadLanguages);

function withPhotos(names: string[]) {
  const client = queryCache();
  const items = names.map((name, index) => ({
    _id: `p${index}`,
    name,
    birthdate: "1990-04-14",
    imageUrl: `/uploads/p${index}.webp`,
    createdAt: "2026-11-27T10:00:00.000Z",
  }));
  client.setQueryData(teacherPhotosQueryKey, {
    pages: [{ items, total: items.length }],
    pageParams: [1],
  });
  return client;
}

describe("the uploaded teacher photos", () => {
  it("say none is uploaded before the first", () => {
    const text = textOf(renderScreen(<TeacherPhotoList />, { client: withPhotos([]) }));
    expect(text).toBe("Uploaded photos No photos uploaded yet");
  });

  it("show each photo with its teacher's name", () => {
    const markup = renderScreen(<TeacherPhotoList />, { client: withPhotos(["Asha Sen"]) });
    expect(markup).toContain('alt="Photo of Asha Sen"');
    expect(textOf(markup)).toContain("Asha Sen Born");
  });

  it("say they could not load, and offer to try again", async () => {
    const client = queryCache();
    await failQuery(
      client,
      teacherPhotosQueryKey,
      new ApiError("The server is not answering", 503),
    );
    expect(textOf(renderScreen(<TeacherPhotoList />, { client }))).toBe(
      "Uploaded photos Could not load the photos The server is not answering Try again",
    );
  });
});
