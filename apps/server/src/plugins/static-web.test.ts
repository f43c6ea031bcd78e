import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let webDir: string;
const INDEX = `<!doctype html><title>Portal</title><div id=root>${"shell ".repeat(100)}</div>`;
const SCRIPT = `console.log(${JSON.stringify("app ".repeat(500))})`;

/** A built site as the web build leaves it: each text file with .br and .gz copies beside it. */
function writeWithCopies(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), "portal-web-"));
  mkdirSync(join(webDir, "assets"));
  writeWithCopies(join(webDir, "index.html"), INDEX);
  writeWithCopies(join(webDir, "assets", "index-abc123.js"), SCRIPT);
  writeWithCopies(join(webDir, "assets", "index-abc123.js.map"), '{"version":3,"sources":[]}');
  t = await buildTestApp({ webDistDir: webDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const html = "text/html,application/xhtml+xml,*/*;q=0.8";

describe("source maps", () => {
  it("are not served, compressed or not", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const res = await t.app.inject({
        url: "/assets/index-abc123.js.map",
        headers: { "accept-encoding": encoding },
      });
      expect(res.statusCode, encoding).toBe(404);
      expect(res.body).not.toContain('"version":3');
    }
    expect((await t.app.inject({ url: "/assets/index-abc123.js" })).statusCode).toBe(200);
  });
});

describe("compressed web files", () => {
  it("sends Brotli, then gzip, then the plain file, as the browser accepts, with the same caching", async () => {
    const url = "/assets/index-abc123.js";
    const br = await t.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await t.app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("sends index.html compressed both at / and as the fallback of page paths, never cached", async () => {
    for (const url of ["/", "/tickets"]) {
      const br = await t.app.inject({ url, headers: { accept: html, "accept-encoding": "br" } });
      expect(br.statusCode).toBe(200);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["content-type"]).toContain("text/html");
      expect(br.headers["cache-control"]).toBe("no-cache");
      expect(br.headers.vary).toContain("accept-encoding");
      // A public page (/) has its own title and preview tags (decision 022); any other, the file.
      const page = url === "/" ? expect.stringContaining('<meta property="og:title"') : INDEX;
      expect(brotliDecompressSync(br.rawPayload).toString()).toEqual(page);

      const plain = await t.app.inject({ url, headers: { accept: html } });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toEqual(page);
    }
  });

  it("compresses a rendered page as the browser's Accept-Encoding and its q-values allow", async () => {
    const encodingFor = async (header?: string) => {
      const res = await t.app.inject({
        url: "/fees",
        headers: { accept: html, ...(header === undefined ? {} : { "accept-encoding": header }) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toContain("accept-encoding");
      return res.headers["content-encoding"] ?? null;
    };
    expect(await encodingFor("gzip, deflate, br, zstd")).toBe("br");
    expect(await encodingFor("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(await encodingFor("identity")).toBeNull();
    expect(await encodingFor()).toBeNull();
  });
});
