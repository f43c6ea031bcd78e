// The server's side of the public pages' server rendering (decision 022): it loads the web app's
// server build, lets the page's requests reach the API through inject(), puts the markup, the
// page's stylesheets and chunks and its state into index.html, has Beasties inline the critical
// CSS, and falls back to the page drawn in the browser when the render fails. The server build here is a small stand-in module with the
// real one's interface; the real React render is proven by the browser tests
// (e2e/server-render.spec.ts) against the real build.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { compileSheet, encodePlan } from "beasties/compiler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/test-app";
import { pageAssets } from "./server-render";

// index.html as Vite builds it: the entry's module script, its chunks preloaded, its stylesheet.
const INDEX =
  '<!doctype html><html><head><meta name="description" content="Generic" />' +
  '<title>Plassey Institute</title><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
  '<body><div id="root"><!--app--><div class="app-shell-header"></div><!--/app--></div></body></html>';

const MANIFEST = {
  "index.html": { file: "assets/index-1.js", css: ["assets/index-1.css"], isEntry: true },
  "src/app/routes/fees.tsx": {
    file: "assets/fees-1.js",
    css: ["assets/fees-1.css"],
    imports: ["index.html", "_table-1.js", "_vendor-1.js"],
  },
  "_table-1.js": {
    file: "assets/table-1.js",
    css: ["assets/table-1.css"],
    imports: ["index.html"],
  },
  "_vendor-1.js": { file: "assets/vendor-1.js" },
};

// The stand-in server build: the fee page's markup from GET /api/courses through the transport it
// is given, the way the real one's queries reach the API; /calculator fails as a render can.
const ENTRY = `
export async function renderPage(url, api) {
  if (url.startsWith("/calculator")) throw new Error("the render failed");
  const answer = await api("/api/courses", { headers: { Accept: "application/json" } });
  const { courses } = await answer.json();
  const rows = courses.map((c) => "<tr><td>" + c.name + "</td><td>" + c.totalFee + "</td></tr>");
  const markup = "<main><h1>Fees</h1><table>" + rows.join("") + "</table></main>";
  const bytes = new TextEncoder().encode(markup);
  const stream = new ReadableStream({
    start(controller) {
      // In two pieces, as React streams.
      controller.enqueue(bytes.slice(0, 10));
      controller.enqueue(bytes.slice(10));
      controller.close();
    },
  });
  return {
    stream,
    state: JSON.stringify({ queries: [{ queryKey: ["courses"], status: answer.status }] }),
    modules: url.startsWith("/fees") ? ["src/app/routes/fees.tsx"] : [],
  };
}
`;

// The build's stylesheets, of which the stand-in fee page uses some rules: its heading and its
// table's cells, not the app shell (the markup replaces it) nor a class it does not have.
const STYLESHEETS = {
  "assets/index-1.css":
    ":root{--heading:var(--ink);--ink:#123;--unread:red}h1{margin:0;color:var(--heading)}" +
    ".app-shell-header{min-height:61px}.unused{color:blue}",
  "assets/fees-1.css": "main table td{padding:4px}.fees-unused{color:red}",
  "assets/table-1.css": "tr:hover{background:#eee}",
};

/** The build's critical-CSS plans, as apps/web/build/critical-css-plans.ts writes them. */
const PLANS = Object.entries(STYLESHEETS).map(([file, css]) =>
  encodePlan(compileSheet(css, { href: `/${file}` })),
);

/**
 * A web build as `npm run build` lays it out, with `entry` as its server build; its dist/ path.
 * `withPlans: false` is a build made before the critical-CSS plans existed.
 */
function webBuild(entry: string, { withPlans = true } = {}): string {
  const root = mkdtempSync(join(tmpdir(), "portal-web-"));
  const webDir = join(root, "dist");
  mkdirSync(join(webDir, ".vite"), { recursive: true });
  mkdirSync(join(root, "dist-ssr"));
  writeFileSync(join(webDir, "index.html"), INDEX);
  writeFileSync(join(webDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  if (withPlans) writeFileSync(join(webDir, ".vite", "critical-css.json"), JSON.stringify(PLANS));
  writeFileSync(join(root, "dist-ssr", "entry-server.js"), entry);
  return webDir;
}

let site: TestApp;

beforeAll(async () => {
  site = await buildTestApp({
    publicUrl: "https://institute.example",
    webDistDir: webBuild(ENTRY),
  });
});
afterAll(async () => {
  await site?.close();
});

describe("a server-rendered public page", () => {
  it("carries the page's markup, made from the API's data, in place of the app shell", async () => {
    const res = await site.app.inject({ method: "GET", url: "/fees" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain(
      '<div id="root"><main><h1>Fees</h1><table><tr><td>Fullstack (MERN)</td><td>17000</td></tr>',
    );
    expect(res.body).not.toContain("app-shell-header");
    // The page's own head is still there.
    expect(res.body).toContain("<title>Course fees | Plassey Institute</title>");
  });

  it("sends the page's query cache for hydration, after the markup", async () => {
    const res = await site.app.inject({ method: "GET", url: "/fees" });
    const state = res.body.match(
      /<script type="application\/json" id="server-state">(.*?)<\/script>/,
    );
    expect(JSON.parse(state?.[1] ?? "null")).toEqual({
      queries: [{ queryKey: ["courses"], status: 200 }],
    });
    expect(res.body.indexOf('id="server-state"')).toBeGreaterThan(res.body.indexOf("</main>"));
    expect(res.body.indexOf('id="server-state"')).toBeLessThan(res.body.indexOf("</body>"));
  });

  it("writes the rules its markup uses into the head, and links its stylesheets after the page", async () => {
    const res = await site.app.inject({ method: "GET", url: "/fees" });
    const headEnd = res.body.indexOf("</head>");
    const head = res.body.slice(0, headEnd);
    const critical = [...head.matchAll(/<style>(.*?)<\/style>/g)].map((match) => match[1]).join("");
    expect(critical).toContain(":root{--heading:var(--ink);--ink:#123;--unread:red}");
    expect(critical).toContain("h1{margin:0;color:var(--heading)}");
    expect(critical).toContain("main table td{padding:4px}");
    expect(critical).toContain("tr:hover{background:#eee}");
    for (const unused of ["app-shell-header", ".unused", "fees-unused"]) {
      expect(critical).not.toContain(unused);
    }
    // Beasties' default: each stylesheet preloaded where it was linked, and linked at the end of
    // the body, which the first paint does not wait for (no script needed, so the CSP holds).
    const end = res.body.slice(res.body.lastIndexOf("</main>"));
    for (const file of Object.keys(STYLESHEETS)) {
      expect(head).toMatch(
        new RegExp(`<link rel="preload" crossorigin href="/${file}" as="style">`),
      );
      expect(head).not.toContain(`<link rel="stylesheet" crossorigin href="/${file}">`);
      expect(end).toContain(`<link rel="stylesheet" crossorigin href="/${file}">`);
    }
  });

  it("links the page's stylesheets in the head, none twice, for a build without plans", async () => {
    const older = await buildTestApp({ webDistDir: webBuild(ENTRY, { withPlans: false }) });
    try {
      const res = await older.app.inject({ method: "GET", url: "/fees" });
      expect(res.body).toContain("<td>Fullstack (MERN)</td>");
      const head = res.body.slice(0, res.body.indexOf("</head>"));
      for (const file of ["index-1.css", "fees-1.css", "table-1.css"]) {
        expect(head).toContain(`<link rel="stylesheet" crossorigin href="/assets/${file}">`);
        expect(res.body.split(`href="/assets/${file}"`)).toHaveLength(2);
      }
      expect(head).not.toContain("<style>");
    } finally {
      await older.close();
    }
  });

  it("keeps index.html's entry script and preloads the page's own chunks beside it", async () => {
    const res = await site.app.inject({ method: "GET", url: "/fees" });
    expect(res.body).toContain(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    );
    for (const file of ["vendor-1.js", "fees-1.js", "table-1.js"]) {
      expect(
        res.body.split(`<link rel="modulepreload" crossorigin href="/assets/${file}">`),
      ).toHaveLength(2);
    }
  });

  it("renders the account pages a mailed link opens, with index.html's head", async () => {
    for (const url of ["/reset-password?token=abc", "/forgot-password"]) {
      const res = await site.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<h1>Fees</h1>");
      expect(res.body, url).toContain("<title>Plassey Institute</title>");
      expect(res.body, url).not.toContain('rel="canonical"');
    }
  });

  it("is compressed for a client that accepts it", async () => {
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const res = await site.app.inject({
        method: "GET",
        url: "/fees",
        headers: { "accept-encoding": encoding },
      });
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toBe("accept-encoding");
      expect(decode(res.rawPayload).toString()).toContain("<td>Fullstack (MERN)</td>");
    }
  });

  it("falls back to the page drawn in the browser when the render fails", async () => {
    const res = await site.app.inject({ method: "GET", url: "/calculator" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("app-shell-header");
    expect(res.body).not.toContain("server-state");
    expect(res.body).toContain("<title>Temperature converter | Plassey Institute</title>");
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it("is not rendered for a product that does not exist: 404, drawn in the browser", async () => {
    for (const query of ["id=no-such-product", "id=a&id=b", `id=${"x".repeat(65)}`, "id=", ""]) {
      const res = await site.app.inject({ method: "GET", url: `/single?${query}` });
      expect(res.statusCode, query).toBe(404);
      expect(res.headers["content-type"], query).toBe("text/html; charset=utf-8");
      expect(res.body, query).not.toContain("server-state");
    }
  });

  it("does not publish the build manifest or the critical-CSS plans", async () => {
    for (const file of ["manifest.json", "critical-css.json"]) {
      const res = await site.app.inject({ method: "GET", url: `/.vite/${file}` });
      expect(res.statusCode, file).toBe(404);
    }
  });
});

describe("a page the server does not render", () => {
  it("is index.html as the build wrote it", async () => {
    for (const url of ["/tickets", "/staff/tickets?status=open", "/no-such-page"]) {
      const res = await site.app.inject({
        method: "GET",
        url,
        headers: { accept: "text/html" },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });
});

describe("pageAssets", () => {
  it("follows a page's imports once each, leaving out the entry's own files", () => {
    expect(pageAssets(MANIFEST, ["src/app/routes/fees.tsx", "src/app/routes/fees.tsx"])).toEqual({
      css: ["assets/fees-1.css", "assets/table-1.css"],
      js: ["assets/fees-1.js", "assets/table-1.js", "assets/vendor-1.js"],
    });
    expect(pageAssets(MANIFEST, ["src/app/routes/unknown.tsx"])).toEqual({ css: [], js: [] });
  });
});

describe("a web build whose server build cannot be used", () => {
  it("still starts, and the public pages are drawn in the browser", async () => {
    // A half-written server build.
    const broken = await buildTestApp({
      webDistDir: webBuild("export async function renderPage("),
    });
    try {
      const res = await broken.app.inject({ method: "GET", url: "/fees" });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("app-shell-header");
      expect(res.body).not.toContain("server-state");
    } finally {
      await broken.close();
    }
  });
});
