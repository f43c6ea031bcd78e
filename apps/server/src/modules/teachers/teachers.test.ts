import { existsSync } from "node:fs";
import { join } from "node:path";
import type { TeacherPhoto } from "@app/shared/teachers";
import type { AuthUser } from "@app/shared/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectIssue } from "../../test/error-body";
import { type FormPart, multipartForm } from "../../test/multipart";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: AuthUser;

beforeAll(async () => {
  t = await buildTestApp({ uploadMaxMb: 1 });
  admin = await createUser(t.app, "admin");
});
afterAll(async () => {
  await t?.close();
});

const png = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: "#cc6633" } })
    .jpeg()
    .toBuffer();

const photoPart = (content: Buffer, filename = "teacher.png", contentType = "image/png") => ({
  name: "photo",
  filename,
  contentType,
  content,
});

const upload = (token: string | undefined, parts: FormPart[]) => {
  const body = multipartForm(parts);
  return t.app.inject({
    method: "POST",
    url: "/users/add",
    headers: { ...body.headers, ...(token ? auth(token) : {}) },
    payload: body.payload,
  });
};

describe("POST /users/add", () => {
  it("stores a real PNG re-encoded and resized, and answers 201 with the record", async () => {
    const res = await upload(admin.token, [
      { name: "name", value: "Rina Sarkar" },
      { name: "birthdate", value: "1985-07-14" },
      photoPart(await png()),
    ]);
    expect(res.statusCode).toBe(201);
    const photo = res.json<TeacherPhoto>();
    expect(photo).toMatchObject({ name: "Rina Sarkar", birthdate: "1985-07-14" });
    expect(photo.imageUrl).toMatch(/^\/media\/teachers\/[a-f0-9]{32}\.webp$/);

    const file = await t.app.inject({ method: "GET", url: photo.imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers["cache-control"]).toContain("max-age=31536000");
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([800, 600]);
  });

  it("accepts a JPEG, fields after the file, and keeps small images small", async () => {
    const res = await upload(admin.token, [
      photoPart(await jpeg(), "teacher.jpg", "image/jpeg"),
      { name: "name", value: "Amal Dey" },
      { name: "birthdate", value: "1970-01-01" },
    ]);
    expect(res.statusCode).toBe(201);
    const file = await t.app.inject({ method: "GET", url: res.json<TeacherPhoto>().imageUrl });
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 400]);
  });

  it("answers at the specification's path with a trailing slash too (users/add/)", async () => {
    const body = multipartForm([
      { name: "name", value: "Slash Teacher" },
      { name: "birthdate", value: "1991-03-03" },
      photoPart(await png(40, 40)),
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/users/add/",
      headers: { ...body.headers, ...auth(admin.token) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
  });

  it("needs an admin", async () => {
    const parts = [
      { name: "name", value: "X" },
      { name: "birthdate", value: "1990-01-01" },
      photoPart(await png(10, 10)),
    ];
    expect((await upload(undefined, parts)).statusCode).toBe(401);
    const user = await createUser(t.app);
    expect((await upload(user.token, parts)).statusCode).toBe(403);
    const staff = await createUser(t.app, "staff");
    expect((await upload(staff.token, parts)).statusCode).toBe(403);
  });

  it("refuses a text file named .png with 415", async () => {
    const res = await upload(admin.token, [
      { name: "name", value: "Fake" },
      { name: "birthdate", value: "1990-01-01" },
      photoPart(Buffer.from("hello, I am not an image")),
    ]);
    expect(res.statusCode).toBe(415);
    expectIssue(res, "photo");
  });

  it("refuses an image of another format (GIF) with 415", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const res = await upload(admin.token, [
      { name: "name", value: "Gif" },
      { name: "birthdate", value: "1990-01-01" },
      photoPart(gif, "x.png"),
    ]);
    expect(res.statusCode).toBe(415);
  });

  it("refuses a file over UPLOAD_MAX_MB, or a second photo, with 413 naming the field", async () => {
    const fields = [
      { name: "name", value: "Big" },
      { name: "birthdate", value: "1990-01-01" },
    ];
    const big = await upload(admin.token, [
      ...fields,
      photoPart(Buffer.alloc(1024 * 1024 + 10, 1)),
    ]);
    expect(big.statusCode).toBe(413);
    expectIssue(big, "photo", "Each photo must be at most 1 MB");
    const photo = photoPart(await png(10, 10));
    const two = await upload(admin.token, [...fields, photo, photo]);
    expect(two.statusCode).toBe(413);
    expectIssue(two, "photo", "Please choose at most one photo");
  });

  it.each([
    ["a missing name", [{ name: "birthdate", value: "1990-01-01" }], "name"],
    [
      "a blank name",
      [
        { name: "name", value: "  " },
        { name: "birthdate", value: "1990-01-01" },
      ],
      "name",
    ],
    ["a missing birthdate", [{ name: "name", value: "A" }], "birthdate"],
    [
      "a malformed birthdate",
      [
        { name: "name", value: "A" },
        { name: "birthdate", value: "14/07/1985" },
      ],
      "birthdate",
    ],
    [
      "an impossible date",
      [
        { name: "name", value: "A" },
        { name: "birthdate", value: "2001-02-30" },
      ],
      "birthdate",
    ],
    [
      "a future birthdate",
      [
        { name: "name", value: "A" },
        { name: "birthdate", value: "2999-01-01" },
      ],
      "birthdate",
    ],
  ])("refuses %s with 400 naming the field", async (_name, fields, field) => {
    const res = await upload(admin.token, [...fields, photoPart(await png(10, 10))]);
    expect(res.statusCode).toBe(400);
    expectIssue(res, field);
  });

  it("refuses a form without a photo, or an empty one, with 400", async () => {
    const fields = [
      { name: "name", value: "A" },
      { name: "birthdate", value: "1990-01-01" },
    ];
    const none = await upload(admin.token, fields);
    expect(none.statusCode).toBe(400);
    expectIssue(none, "photo");
    const empty = await upload(admin.token, [...fields, photoPart(Buffer.alloc(0), "")]);
    expect(empty.statusCode).toBe(400);
  });

  it("refuses a JSON body with 415", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/users/add",
      headers: auth(admin.token),
      payload: { name: "A", birthdate: "1990-01-01" },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe("teacher photo list", () => {
  it("lists the uploads newest first for admins only, and deletes them with their file", async () => {
    const add = async (name: string) =>
      (
        await upload(admin.token, [
          { name: "name", value: name },
          { name: "birthdate", value: "1980-05-05" },
          photoPart(await png(20, 20)),
        ])
      ).json<TeacherPhoto>();
    await add("Older Teacher");
    const newer = await add("Newer Teacher");

    const list = (token?: string) =>
      t.app.inject({ method: "GET", url: "/api/teachers", headers: token ? auth(token) : {} });
    expect((await list()).statusCode).toBe(401);
    const user = await createUser(t.app);
    expect((await list(user.token)).statusCode).toBe(403);
    const photos = (await list(admin.token)).json<TeacherPhoto[]>();
    expect(photos[0]).toEqual(newer);
    expect(photos.map((p) => p.name)).toContain("Older Teacher");

    const file = join(
      t.config.dataDir,
      "uploads",
      "teachers",
      newer.imageUrl.split("/").pop() ?? "",
    );
    expect(existsSync(file)).toBe(true);
    const remove = (id: string, token = admin.token) =>
      t.app.inject({ method: "DELETE", url: `/api/teachers/${id}`, headers: auth(token) });
    expect((await remove(newer._id, user.token)).statusCode).toBe(403);
    expect((await remove(newer._id)).statusCode).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect((await remove(newer._id)).statusCode).toBe(404);
    expect((await list(admin.token)).json<TeacherPhoto[]>().map((p) => p._id)).not.toContain(
      newer._id,
    );
  });
});
