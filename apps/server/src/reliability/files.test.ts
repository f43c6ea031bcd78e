// Files: hostile uploads on every upload route (product images POST /cloudinary, the profile
// picture PUT /api/users/me/avatar, teacher photos POST /users/add) and hostile paths on /media/.
// Decompression bombs are refused before decoding; image+script polyglots are stored only as a
// re-encoded WebP without the script, under a random name, served as image/webp with nosniff; the
// client's file name is never used for a path; nothing under /media/ reaches outside the upload
// folder. No answer is a 5xx, a refusal is 400/413/415 with {message}, and a refused upload leaves
// no file or row behind.
import { existsSync, lstatSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { basename, join, relative } from "node:path";
import type { AuthUser } from "@app/shared/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeProductImage } from "../modules/products/product-image-storage";
import { encodeTeacherPhoto } from "../modules/teachers/teacher-photo-storage";
import { encodeAvatar } from "../modules/users/avatar-storage";
import { type FormPart, multipartForm } from "../test/multipart";
import { allPassed, recordFigures } from "../test/reliability-report";
import { jpegImage, pngBomb, pngChunk, pngImage, pngOf } from "../test/shop-fixtures";
import { ADMIN, auth, buildTestApp, createUser, login, type TestApp } from "../test/test-app";

let t: TestApp;
/** A file beside the data folder, which a traversal from /media/ might aim at. */
const outsideCanary = join(tmpdir(), `portal-files-canary-${process.pid}.txt`);
let port: number;
let admin: AuthUser;
let user: AuthUser;

/** Counted for the figures. */
const tried = { uploads: 0, refused: 0, reencoded: 0, mediaPaths: 0, servedOutside: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
  admin = await login(t.app, ADMIN.email, ADMIN.password);
  user = await createUser(t.app);
});

// biome-ignore lint/correctness/noEmptyPattern: vitest requires a destructured first argument
afterAll(async ({}, file) => {
  if (allPassed(file)) {
    recordFigures("Files", 50, [
      { label: "hostile uploads tried (3 upload routes)", value: tried.uploads },
      { label: "refused with 400/413/415, nothing left behind", value: tried.refused },
      { label: "accepted only as a re-encoded WebP under a random name", value: tried.reencoded },
      { label: "hostile /media/ paths tried", value: tried.mediaPaths },
      { label: "files served from outside the upload folder", value: tried.servedOutside },
    ]);
  }
  rmSync(outsideCanary, { force: true });
  await t?.close();
});

// ---------------------------------------------------------------------------------------------
// Hostile files

/** A real JPEG whose frame header is rewritten to claim 65500×65500 pixels. */
async function jpegBomb(): Promise<Buffer> {
  const jpeg = Buffer.from(await jpegImage(16, 16));
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(65_500, sof + 5);
  jpeg.writeUInt16BE(65_500, sof + 7);
  return jpeg;
}

/** A real GIF whose screen and image descriptor are rewritten to claim 65535×65535 pixels. */
async function gifBomb(): Promise<Buffer> {
  const gif = Buffer.from(await gifImage());
  gif.writeUInt16LE(65_535, 6);
  gif.writeUInt16LE(65_535, 8);
  const descriptor = gifDescriptorOffset(gif);
  gif.writeUInt16LE(65_535, descriptor + 5);
  gif.writeUInt16LE(65_535, descriptor + 7);
  return gif;
}

/** A real lossy WebP whose VP8 frame header is rewritten to claim 16383×16383 pixels. */
async function webpBomb(): Promise<Buffer> {
  const webp = Buffer.from(
    await sharp(await pngImage(16, 16))
      .webp()
      .toBuffer(),
  );
  const start = webp.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
  webp.writeUInt16LE(0x3fff, start + 3);
  webp.writeUInt16LE(0x3fff, start + 5);
  return webp;
}

const gifImage = (): Promise<Buffer> =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#33aa66" } })
    .gif()
    .toBuffer();

/** Where the first image descriptor (0x2c) starts: after the header, colour table and extensions. */
function gifDescriptorOffset(gif: Buffer): number {
  const packed = gif[10] ?? 0;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  // Each extension: 0x21, a label, then data sub-blocks (a length byte each) up to a 0 length.
  while (gif[at] === 0x21) {
    at += 2;
    while ((gif[at] ?? 0) !== 0) at += (gif[at] ?? 0) + 1;
    at++;
  }
  if (gif[at] !== 0x2c) throw new Error("no GIF image descriptor found");
  return at;
}

const SCRIPT = "<script>alert(document.cookie)</script>";
const HTML = `<!doctype html><html><body><h1>polyglot</h1>${SCRIPT}</body></html>`;
/** Words that must never come back from a stored upload. */
const TELLTALES = ["<script", "alert(", "<html", "polyglot", "javascript:"];

/** A valid PNG carrying HTML and script in a text chunk and again after its end. */
async function pngPolyglot(): Promise<Buffer> {
  const png = await pngImage(50, 40);
  const ihdrEnd = 8 + 25;
  return Buffer.concat([
    png.subarray(0, ihdrEnd),
    pngChunk("tEXt", Buffer.from(`Comment\0${HTML}`, "latin1")),
    png.subarray(ihdrEnd),
    Buffer.from(HTML),
  ]);
}

/** A valid JPEG with a comment segment that is HTML and JavaScript, and HTML after its end. */
async function jpegPolyglot(): Promise<Buffer> {
  const jpeg = await jpegImage(50, 40);
  const comment = Buffer.from(`*/=1;alert(1);/*${HTML}`);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    comment,
    jpeg.subarray(2),
    Buffer.from(HTML),
  ]);
}

/** A valid GIF with a comment extension holding HTML and script, and HTML after its trailer. */
async function gifPolyglot(): Promise<Buffer> {
  const gif = await gifImage();
  const at = gifDescriptorOffset(gif);
  const text = Buffer.from(HTML).subarray(0, 255);
  return Buffer.concat([
    gif.subarray(0, at),
    Buffer.from([0x21, 0xfe, text.length]),
    text,
    Buffer.from([0x00]),
    gif.subarray(at),
    Buffer.from(HTML),
  ]);
}

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">${SCRIPT}<rect width="10" height="10"/></svg>`;

// ---------------------------------------------------------------------------------------------
// The three upload routes

type Route = {
  name: string;
  method: "POST" | "PUT";
  url: string;
  field: string;
  fields: Record<string, string>;
  token: () => string;
  /** Formats the route accepts (checked by content). */
  accepts: readonly string[];
  /** The addresses of the stored images in a 2xx answer. */
  urls: (body: Record<string, unknown>) => string[];
};

const ROUTES: Route[] = [
  {
    name: "product image",
    method: "POST",
    url: "/cloudinary",
    field: "photo",
    fields: { name: "Hostile", title: "A hostile upload", price: "100", sellprice: "90" },
    token: () => admin.token,
    accepts: ["png", "jpeg"],
    urls: (body) => [String(body.filename1), String(body.thumb1)],
  },
  {
    name: "profile picture",
    method: "PUT",
    url: "/api/users/me/avatar",
    field: "avatar",
    fields: {},
    token: () => user.token,
    accepts: ["png", "jpeg", "webp", "gif"],
    urls: (body) => [String(body.avatarUrl)],
  },
  {
    name: "teacher photo",
    method: "POST",
    url: "/users/add",
    field: "photo",
    fields: { name: "Hostile Teacher", birthdate: "1980-05-17" },
    token: () => admin.token,
    accepts: ["png", "jpeg"],
    urls: (body) => [String(body.imageUrl)],
  },
];

type HostileFile = { filename: string; contentType: string; content: Buffer };

function upload(route: Route, file: HostileFile, extra: FormPart[] = []) {
  tried.uploads++;
  const form = multipartForm([
    ...Object.entries(route.fields).map(([name, value]) => ({ name, value })),
    ...extra,
    { name: route.field, ...file },
  ]);
  return t.app.inject({
    method: route.method,
    url: route.url,
    headers: { ...form.headers, ...auth(route.token()) },
    payload: form.payload,
  });
}

/** Every file under the data folder (relative paths), and the rows uploads make. */
async function stored(): Promise<{
  files: string[];
  products: number;
  teachers: number;
  avatar: string | null;
}> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(t.config.dataDir, path));
    }
  };
  walk(t.config.dataDir);
  const count = async (table: "products" | "teacher_photos") =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const row = await t.app.db
    .selectFrom("users")
    .select("avatar_file")
    .where("id", "=", user._id)
    .executeTakeFirstOrThrow();
  return {
    files: files.sort(),
    products: await count("products"),
    teachers: await count("teacher_photos"),
    avatar: row.avatar_file,
  };
}

/** Names the server gives stored uploads: random hex, WebP, nothing from the client. */
const STORED_NAME = /^uploads\/(avatars|products|teachers)\/[a-f0-9]{32}(-400)?\.webp$/;

function expectOnlyServerNamedUploads(files: string[]): void {
  const uploads = files.filter((file) => file.startsWith("uploads/"));
  expect(uploads.filter((file) => !STORED_NAME.test(file))).toEqual([]);
}

/** GET over real HTTP with the path sent exactly as written (no client-side normalising). */
function rawGet(
  path: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** The refusal is a 4xx the API promises, with a message, and nothing was stored. */
async function expectRefused(
  res: { statusCode: number; json: () => unknown },
  before: Awaited<ReturnType<typeof stored>>,
  statuses: number[],
): Promise<void> {
  tried.refused++;
  expect(statuses).toContain(res.statusCode);
  expect(res.json()).toMatchObject({ message: expect.any(String) });
  expect(await stored()).toEqual(before);
}

/** The upload was stored only as a re-encoded WebP without the hostile content, served safely. */
async function expectReencoded(
  route: Route,
  res: { statusCode: number; json: () => Record<string, unknown> },
): Promise<void> {
  tried.reencoded++;
  expect([200, 201]).toContain(res.statusCode);
  const state = await stored();
  expectOnlyServerNamedUploads(state.files);
  for (const url of route.urls(res.json())) {
    expect(url).toMatch(/^\/media\/(avatars|products|teachers)\/[a-f0-9]{32}(-400)?\.webp$/);
    const served = await rawGet(url);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.body.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(served.body.subarray(8, 12).toString("latin1")).toBe("WEBP");
    const onDisk = readFileSync(join(t.config.dataDir, "uploads", url.slice("/media/".length)));
    expect(onDisk.equals(served.body)).toBe(true);
    const text = served.body.toString("latin1").toLowerCase();
    for (const word of TELLTALES) expect(text).not.toContain(word);
    // Decodes as the plain image it claims to be.
    expect((await sharp(served.body).metadata()).format).toBe("webp");
  }
}

describe("decompression bombs", () => {
  it("refuses images whose header claims billions of pixels with 413, before decoding", async () => {
    const bombs: { format: string; file: HostileFile }[] = [
      {
        format: "png",
        file: { filename: "bomb.png", contentType: "image/png", content: pngBomb() },
      },
      {
        format: "jpeg",
        file: { filename: "bomb.jpg", contentType: "image/jpeg", content: await jpegBomb() },
      },
      {
        format: "gif",
        file: { filename: "bomb.gif", contentType: "image/gif", content: await gifBomb() },
      },
      {
        format: "webp",
        file: { filename: "bomb.webp", contentType: "image/webp", content: await webpBomb() },
      },
    ];
    for (const route of ROUTES) {
      for (const bomb of bombs) {
        const before = await stored();
        const res = await upload(route, bomb.file);
        // A format the route takes is too large; one it does not take is the wrong type.
        const expected = route.accepts.includes(bomb.format) ? 413 : 415;
        expect({ route: route.name, bomb: bomb.format, status: res.statusCode }).toEqual({
          route: route.name,
          bomb: bomb.format,
          status: expected,
        });
        if (expected === 413) expect(res.json<{ message: string }>().message).toMatch(/megapixels/);
        await expectRefused(res, before, [expected]);
        // Refused from the header, before decoding: the test does not time it, but a server that
        // decoded twelve gigapixel images would run far past the test's timeout and fail there.
      }
    }
  });

  it("refuses a product whose third image is a bomb without keeping the first two", async () => {
    const route = ROUTES[0] as Route;
    const before = await stored();
    const good = async () => ({
      name: "photo",
      filename: "ok.png",
      contentType: "image/png",
      content: await pngImage(),
    });
    const res = await upload(
      route,
      { filename: "bomb.png", contentType: "image/png", content: pngBomb() },
      [await good(), await good()],
    );
    await expectRefused(res, before, [413]);
  });

  it("shrinks a 6 KB PNG that inflates to 48 megapixels (within the limit) like any photo", async () => {
    // 8000×6000 1-bit pixels, all zero: 6 MB of rows that deflate to a few kilobytes.
    const rows = Buffer.alloc((1 + 8000 / 8) * 6000);
    const content = pngOf(8000, 6000, rows, 1);
    expect(content.length).toBeLessThan(10_000);
    for (const route of ROUTES) {
      const res = await upload(route, { filename: "wide.png", contentType: "image/png", content });
      await expectReencoded(route, res);
      for (const url of route.urls(res.json())) {
        const { width = 0, height = 0 } = await sharp((await rawGet(url)).body).metadata();
        expect(Math.max(width, height)).toBeLessThanOrEqual(1200);
      }
    }
  });
});

describe("image and script in one file", () => {
  it("stores PNG, JPEG and GIF polyglots only re-encoded, served as image/webp with nosniff", async () => {
    const polyglots: { format: string; file: HostileFile }[] = [
      {
        format: "png",
        file: { filename: "poly.png", contentType: "image/png", content: await pngPolyglot() },
      },
      {
        format: "jpeg",
        file: { filename: "poly.jpg", contentType: "image/jpeg", content: await jpegPolyglot() },
      },
      {
        format: "gif",
        file: { filename: "poly.gif", contentType: "image/gif", content: await gifPolyglot() },
      },
      // A real PNG sent as HTML: the declared type is ignored; the content decides.
      {
        format: "png",
        file: { filename: "page.html", contentType: "text/html", content: await pngPolyglot() },
      },
    ];
    for (const polyglot of polyglots) {
      // The hostile file is still the image it claims to be, script and all.
      expect((await sharp(polyglot.file.content).metadata()).format).toBe(polyglot.format);
      expect(polyglot.file.content.toString("latin1")).toContain("<script>");
    }
    for (const route of ROUTES) {
      for (const polyglot of polyglots) {
        const before = await stored();
        const res = await upload(route, polyglot.file);
        if (route.accepts.includes(polyglot.format)) await expectReencoded(route, res);
        else await expectRefused(res, before, [415]);
      }
    }
  });

  it("refuses script and markup dressed as images with 415", async () => {
    const png = await pngImage();
    const fakes: HostileFile[] = [
      { filename: "x.png", contentType: "image/png", content: Buffer.from(HTML) },
      { filename: "x.svg", contentType: "image/svg+xml", content: Buffer.from(SVG) },
      { filename: "x.png", contentType: "image/png", content: Buffer.from(SVG) },
      // Script first, image after: not an image at all.
      {
        filename: "x.png",
        contentType: "image/png",
        content: Buffer.concat([Buffer.from(HTML), png]),
      },
      // The classic GIF-header-as-JavaScript trick, not a decodable GIF.
      { filename: "x.gif", contentType: "image/gif", content: Buffer.from("GIF89a=1;alert(1)//") },
      { filename: "x.js", contentType: "application/javascript", content: Buffer.from("alert(1)") },
      // A PNG cut off in the middle of its pixel data.
      { filename: "x.png", contentType: "image/png", content: png.subarray(0, png.length - 30) },
    ];
    for (const route of ROUTES) {
      for (const file of fakes) {
        const before = await stored();
        await expectRefused(await upload(route, file), before, [415]);
      }
      // An empty file: no photo (400) or not an image (415), never a 500.
      const before = await stored();
      const empty = { filename: "empty.png", contentType: "image/png", content: Buffer.alloc(0) };
      await expectRefused(await upload(route, empty), before, [400, 415]);
    }
  });

  it("has every image check refuse an empty or non-image buffer as 415, whatever calls it", async () => {
    // sharp() itself throws on an empty buffer, before any promise: the checks must catch that.
    for (const encode of [encodeProductImage, encodeAvatar, encodeTeacherPhoto]) {
      for (const input of [Buffer.alloc(0), Buffer.from(HTML)]) {
        await expect(encode(input)).rejects.toMatchObject({ statusCode: 415 });
      }
      await expect(encode(pngBomb())).rejects.toMatchObject({ statusCode: 413 });
    }
  });
});

describe("file names", () => {
  const marker = `evil${Date.now().toString(36)}`;
  const names = [
    `../../../../${marker}.png`,
    `..%2f..%2f..%2f${marker}.png`,
    `/tmp/${marker}.png`,
    `..\\..\\..\\${marker}.png`,
    `C:\\Windows\\${marker}.png`,
    `${marker}\u0000.png.html`,
    `.${marker}.png`,
    `${marker}.webp/../../../../x.png`,
    `${"a".repeat(4000)}.png`,
    `${marker}\u202egnp.html`,
  ];

  it("never uses the client's file name: paths, NUL, backslashes and dotfiles store as random names", async () => {
    const content = await pngImage();
    for (const route of ROUTES) {
      for (const filename of names) {
        const res = await upload(route, { filename, contentType: "image/png", content });
        await expectReencoded(route, res);
      }
    }
    const { files } = await stored();
    expect(files.filter((file) => file.includes(marker))).toEqual([]);
    for (const dir of [tmpdir(), "/tmp", join(t.config.dataDir, ".."), "/"]) {
      expect(existsSync(join(dir, `${marker}.png`))).toBe(false);
    }
  });

  it("ignores an RFC 5987 filename* with a path the same way", async () => {
    const content = await pngImage();
    for (const route of ROUTES) {
      tried.uploads++;
      const boundary = `----files${Date.now()}`;
      const fields = Object.entries(route.fields).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
      const payload = Buffer.concat([
        Buffer.from(fields.join("")),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${route.field}"; ` +
            `filename*=UTF-8''..%2F..%2F..%2F${marker}.png\r\nContent-Type: image/png\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          ...auth(route.token()),
        },
        payload,
      });
      await expectReencoded(route, res);
    }
    expect((await stored()).files.filter((file) => file.includes(marker))).toEqual([]);
  });
});

describe("/media/", () => {
  it("serves nothing outside the upload folder, whatever the path's spelling", async () => {
    const secret = `canary-${Date.now()}`;
    // Files a traversal would aim at: in the data folder, beside it, and the database itself.
    writeFileSync(join(t.config.dataDir, "secret.txt"), secret);
    writeFileSync(outsideCanary, secret);
    const res = await upload(ROUTES[1] as Route, {
      filename: "me.png",
      contentType: "image/png",
      content: await pngImage(),
    });
    await expectReencoded(ROUTES[1] as Route, res);
    const avatar = String(res.json<{ avatarUrl: string }>().avatarUrl).split("/").pop() ?? "";
    const canary = basename(outsideCanary);
    const targets = ["secret.txt", "jwt-secret", "portal.sqlite", `../${canary}`];
    const paths: string[] = [];
    for (const target of targets) {
      const up = `../${target}`;
      const enc = (s: string) => s.replaceAll("/", "%2f");
      paths.push(
        `/media/${up}`,
        `/media/avatars/../${up}`,
        `/media/${enc(up)}`,
        `/media/avatars/${enc(`../${up}`)}`,
        `/media/${up.replaceAll(".", "%2e")}`,
        `/media/${up.replaceAll("..", "%2e%2e").replaceAll("/", "%2F")}`,
        `/media/${up.replaceAll("/", "\\")}`,
        `/media/${up.replaceAll("/", "%5c")}`,
        `/media/avatars/..%5c..%5c${target}`,
        `/media/%252e%252e/${target}`,
        `/media/..%252f${target}`,
        `/media/%c0%ae%c0%ae/${target}`,
        `/media/....//${target}`,
        `/media/.%2e/${target}`,
        `/media/avatars/..;/../${target}`,
        `/media/${join(t.config.dataDir, target)}`,
        `/media/${encodeURIComponent(join(t.config.dataDir, target))}`,
        `/media//${join(t.config.dataDir, target)}`,
      );
    }
    paths.push(
      "/media//etc/passwd",
      "/media/%2fetc%2fpasswd",
      "/media/file:///etc/passwd",
      "/media/C:%5cWindows%5cwin.ini",
      "/media/\\\\server\\share\\x",
      "/media/%00",
      `/media/avatars/${avatar}%00.txt`,
      "/media/%",
      "/media/avatars/",
      "/media/",
      `/media/avatars/${avatar}/..`,
      `/media/${"../".repeat(40)}etc/passwd`,
    );
    const fiveHundreds: string[] = [];
    const leaks: string[] = [];
    const unexpected: string[] = [];
    for (const path of paths) {
      tried.mediaPaths++;
      const answer = await rawGet(path);
      if (answer.status >= 500) fiveHundreds.push(`${path} → ${answer.status}`);
      const body = answer.body.toString("latin1");
      if (body.includes(secret) || body.includes("SQLite format") || body.includes("root:")) {
        leaks.push(`${path} → ${answer.status}`);
      }
      // A refusal, never the file: 400 bad address, 403 forbidden path, 404 no such file; with
      // a message.
      let message: unknown;
      try {
        message = (JSON.parse(body) as { message?: unknown }).message;
      } catch {
        message = undefined;
      }
      if (![400, 403, 404].includes(answer.status) || typeof message !== "string") {
        unexpected.push(`${path} → ${answer.status} ${body.slice(0, 80)}`);
      }
    }
    tried.servedOutside += leaks.length;
    expect(fiveHundreds).toEqual([]);
    expect(leaks).toEqual([]);
    expect(unexpected).toEqual([]);
    // The stored picture itself is served, by its own name only.
    const own = await rawGet(`/media/avatars/${avatar}`);
    expect(own.status).toBe(200);
    expect(own.headers["content-type"]).toBe("image/webp");
    expect(lstatSync(join(t.config.dataDir, "uploads", "avatars", avatar)).isFile()).toBe(true);
  });
});
