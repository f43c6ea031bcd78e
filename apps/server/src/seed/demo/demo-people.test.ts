// The demo people: teachers with photos, results with consent, testimonials and gallery photos,
// every one of them public, so the home page shows each section; seeded once.
import type {
  PublicGalleryPhoto,
  PublicResult,
  PublicTeacher,
  PublicTestimonial,
} from "@app/shared/people";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/test-app";
import { seedDemoData } from "./demo-data";
import { seedDemoPeople } from "./demo-people";

let t: TestApp;
const quiet = { info: () => {} };

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.app.db, quiet);
});
afterAll(async () => {
  await t?.close();
});

const get = async <T>(url: string) => (await t.app.inject({ method: "GET", url })).json<T>();

describe("demo people", () => {
  it("seeds teachers, consented results, testimonials and gallery photos, once", async () => {
    expect(await seedDemoPeople(t.app.db, t.config.dataDir)).toBe(true);
    expect(await seedDemoPeople(t.app.db, t.config.dataDir)).toBe(false);
    const teachers = await get<PublicTeacher[]>("/api/people/teachers?lang=bn");
    expect(teachers.map((one) => one.name)).toEqual(["রিনা সরকার", "অমল দে", "সাবিনা খাতুন"]);
    const photo = await t.app.inject({ method: "GET", url: teachers[0]?.photo ?? "" });
    expect((await sharp(photo.rawPayload).metadata()).format).toBe("webp");
    expect(await get<PublicResult[]>("/api/people/results")).toHaveLength(3);
    expect(await get<PublicTestimonial[]>("/api/people/testimonials")).toHaveLength(2);
    const gallery = await get<PublicGalleryPhoto[]>("/api/people/gallery");
    expect(gallery).toHaveLength(3);
    const image = await t.app.inject({ method: "GET", url: gallery[0]?.photo ?? "" });
    expect(image.statusCode).toBe(200);
  });
});
