// The public teachers' and results' pages show a page of the list at a time, with a pager under it
// once there is more than a page: the whole list is never asked for.
import type { PublicGalleryPhoto, PublicResult, PublicTeacher } from "@app/shared/people";
import { beforeAll, describe, expect, it } from "vitest";
import { TablePager } from "@/components/table-pager";
import { loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import {
  getPublicGalleryPagesQueryOptions,
  getPublicResultsQueryOptions,
  getPublicTeachersQueryOptions,
} from "../api/people";
import { GalleryPages, ResultCards, TeacherCards } from "./people-cards";

beforeAll(loadLanguages);

const teacher = (n: number): PublicTeacher => ({
  _id: `t${n}`,
  name: `Teacher ${n}`,
  subjects: "Physics",
  qualifications: "",
  bio: "",
  photo: null,
});

const result = (n: number): PublicResult => ({
  _id: `r${n}`,
  studentName: `Student ${n}`,
  exam: "WBJEE",
  year: 2026,
  achievement: `Rank ${n}`,
  photo: null,
});

const paging = (page: number) => ({ page, onPage: () => {}, label: "Teachers", Pager: TablePager });

describe("the teachers' page", () => {
  it("shows its page of teachers and a pager that says where it is", () => {
    const client = queryCache();
    const items = Array.from({ length: 6 }, (_, i) => teacher(25 + i));
    client.setQueryData(getPublicTeachersQueryOptions("en", 24, 2).queryKey, { items, total: 30 });
    const text = textOf(renderScreen(<TeacherCards limit={24} paging={paging(2)} />, { client }));
    expect(text).toContain("Teacher 25");
    expect(text).toContain("Showing 25–30 of 30");
  });

  it("has no pager when every teacher fits on one page", () => {
    const client = queryCache();
    const items = [teacher(1), teacher(2)];
    client.setQueryData(getPublicTeachersQueryOptions("en", 24, 1).queryKey, { items, total: 2 });
    const text = textOf(renderScreen(<TeacherCards limit={24} paging={paging(1)} />, { client }));
    expect(text).toContain("Teacher 2");
    expect(text).not.toContain("Showing");
  });
});

describe("the results' page", () => {
  it("pages the results in Bengali, in Bengali digits", () => {
    const client = queryCache();
    const items = Array.from({ length: 24 }, (_, i) => result(i + 1));
    client.setQueryData(getPublicResultsQueryOptions("bn", 24, 1).queryKey, { items, total: 50 });
    const text = textOf(
      renderScreen(<ResultCards limit={24} paging={paging(1)} />, { client, language: "bn" }),
    );
    expect(text).toContain("Student 24");
    expect(text).toContain("৫০টির মধ্যে ১–২৪ দেখানো হচ্ছে");
  });
});

const photo = (n: number): PublicGalleryPhoto => ({
  _id: `p${n}`,
  photo: `photo-${n}.webp`,
  caption: `Photo ${n}`,
});

describe("the results page's gallery", () => {
  it("shows its first photos and offers the rest, however many there are", () => {
    const client = queryCache();
    const items = Array.from({ length: 24 }, (_, i) => photo(i + 1));
    client.setQueryData(getPublicGalleryPagesQueryOptions("en", 24).queryKey, {
      pages: [{ items, total: 130 }],
      pageParams: [1],
    });
    const screen = renderScreen(<GalleryPages pageSize={24} />, { client });
    const text = textOf(screen);
    expect(text).toContain("Photo 24");
    expect(text).toContain("Showing 24 of 130");
    expect(text).toContain("Show more photos");
  });

  it("offers no more once every photo is shown", () => {
    const client = queryCache();
    client.setQueryData(getPublicGalleryPagesQueryOptions("en", 24).queryKey, {
      pages: [{ items: [photo(1), photo(2)], total: 2 }],
      pageParams: [1],
    });
    const text = textOf(renderScreen(<GalleryPages pageSize={24} />, { client }));
    expect(text).toContain("Photo 2");
    expect(text).not.toContain("Show more photos");
  });
});
