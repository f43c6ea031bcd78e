// Bad requests for one route, built from a valid call and the route's input spec: bad tokens,
// bad path segments, bad query values, JSON bodies with one thing wrong, broken JSON, wrong
// content types, oversized bodies, bad uploads and CSV files, and path traversal on file routes.
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { type FormPart, multipartForm } from "../multipart";
import { pngBomb, pngImage } from "../shop-fixtures";
import type { ParamKind, Spec } from "./hostile-routes";
import {
  type Bad,
  badObject,
  describeValue,
  type Field,
  NASTY_STRINGS,
  toJson,
  tooLong,
} from "./hostile-values";
import { badTokens, type World } from "./world";

/** One bad request; `field` is what a 400 must name, `status` an exact status when one is due. */
export type BadCall = {
  options: InjectOptions;
  what: string;
  field: string | null;
  status?: number;
};

const UNKNOWN_ID = "0190c3a4-0000-7000-8000-000000000000";
const ONE_MB = 1024 * 1024;

function urlParts(url: string): { path: string; query: string } {
  const at = url.indexOf("?");
  return at < 0 ? { path: url, query: "" } : { path: url.slice(0, at), query: url.slice(at) };
}

/** Segments a path parameter must refuse (4xx), already written as they go in a URL. */
function badSegment(kind: ParamKind, valid: string): fc.Arbitrary<string> {
  const encoded = (arb: fc.Arbitrary<string>) => arb.map(encodeURIComponent);
  const common = fc.oneof(
    encoded(fc.constantFrom(...NASTY_STRINGS)),
    encoded(tooLong(kind === "id" ? 64 : 100)),
    fc.constantFrom("%00", "a%00b", "%ZZ", "%ED%A0%80", "%2F", "%20", "..%2F..%2Fetc%2Fpasswd"),
    fc.constant(UNKNOWN_ID),
  );
  const numbers = encoded(
    fc.constantFrom("-1", "1.5", "NaN", "Infinity", "1e3", "0x10", " ", "+5", "99999999999", "٣"),
  );
  return (kind === "int" ? fc.oneof(common, numbers) : common).filter(
    (segment) => segment !== "" && segment !== encodeURIComponent(valid),
  );
}

/** Query values a query field must refuse, written as they go in a URL. */
function badQueryValue(field: Field): fc.Arbitrary<string> {
  const encoded = (arb: fc.Arbitrary<string>) => arb.map(encodeURIComponent);
  const broken = fc.constantFrom("%00", "%ED%A0%80", "%ZZ");
  switch (field.kind) {
    case "enum":
      return fc.oneof(
        encoded(fc.constantFrom(...NASTY_STRINGS, "", ...field.values.map((v) => v.toUpperCase()))),
        broken,
      );
    case "int":
      return fc.oneof(
        encoded(
          fc.constantFrom("-1", "0", String(field.max + 1), "1.5", "NaN", "Infinity", "1e999"),
        ),
        encoded(fc.constantFrom("abc", "0x10", "1e1", " 5", "+5", "", "٣")),
        broken,
      );
    case "id":
      return fc.oneof(
        encoded(fc.constantFrom("", "x".repeat(65))),
        broken,
        fc.constant(UNKNOWN_ID),
      );
    case "text":
      // (A query value is decoded leniently: a broken escape such as %ZZ is text like any other.)
      return fc.oneof(encoded(tooLong(field.max)), fc.constant("%00"));
    case "pattern":
      return fc.oneof(encoded(fc.constantFrom(...field.bad.map(String))), broken);
    default:
      throw new Error(`no query values for ${field.kind}`);
  }
}

const AUTH_HEADERS = (world: World, sub: string): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(badTokens(world, sub)).map(([label, token]) => [label, `Bearer ${token}`]),
  ),
  "no scheme": "Bearer",
  "empty bearer": "Bearer ",
  basic: "Basic dXNlcjpwYXNzd29yZA==",
  "two tokens": `Bearer ${world.members.user.token} ${world.members.user.token}`,
  "token without scheme": world.members.user.token,
  "huge token": `Bearer ${"a".repeat(16_000)}`,
  injection: "Bearer ' OR 1=1 --",
});

/** Files an image upload must refuse: not images, other formats, broken, bombs. */
async function badFiles(): Promise<{ what: string; content: Buffer; type: string }[]> {
  const png = await pngImage();
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
    .gif()
    .toBuffer();
  return [
    { what: "text as PNG", content: Buffer.from("hello, not an image"), type: "image/png" },
    {
      what: "HTML as PNG",
      content: Buffer.from("<html><script>alert(1)</script>"),
      type: "image/png",
    },
    {
      what: "SVG with script",
      content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      type: "image/svg+xml",
    },
    { what: "GIF", content: gif, type: "image/gif" },
    { what: "truncated PNG", content: png.subarray(0, 40), type: "image/png" },
    { what: "empty file", content: Buffer.alloc(0), type: "image/png" },
    { what: "pixel bomb", content: pngBomb(), type: "image/png" },
  ];
}

const MALFORMED_JSON = ['{"a":', "{", "nul", "[1,", '{"a":1}}', "'x'", "{a:1}", '{"a":"\\u0000"}'];

/** Broken JSON, wrong body types and content types, and an oversized body. */
function jsonBodyCalls(base: InjectOptions, hasSchema: boolean): BadCall[] {
  const send = (
    payload: string | Buffer,
    type: string,
    what: string,
    status?: number,
  ): BadCall => ({
    options: { ...base, headers: { ...base.headers, "content-type": type }, payload },
    what,
    field: null,
    ...(status === undefined ? {} : { status }),
  });
  const calls = [
    ...MALFORMED_JSON.map((text) => send(text, "application/json", `malformed JSON ${text}`, 400)),
    send("", "application/json", "empty JSON body", 400),
    send('{"__proto__":{"role":"admin"}}', "application/json", "__proto__ key", 400),
    send(
      '{"constructor":{"prototype":{"role":"admin"}}}',
      "application/json",
      "constructor key",
      400,
    ),
    send("<a/>", "application/xml", "XML", 415),
    send("a=1&role=admin", "application/x-www-form-urlencoded", "form-urlencoded", 415),
    send(Buffer.from([0, 1, 2, 255]), "application/octet-stream", "binary", 415),
    send(toJson({ text: "x".repeat(ONE_MB + 10) }), "application/json", "1 MB JSON body", 413),
  ];
  if (hasSchema) {
    for (const body of [[], "x", 1, null, true]) {
      calls.push(
        send(JSON.stringify(body), "application/json", `body ${JSON.stringify(body)}`, 400),
      );
    }
    calls.push(send("hello", "text/plain", "text/plain body"));
    calls.push(
      send(
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
        "multipart/form-data; boundary=x",
        "multipart body",
      ),
    );
  }
  return calls;
}

/** Calls of a multipart upload route with one thing wrong. */
async function formCalls(
  base: InjectOptions,
  form: NonNullable<Spec["form"]>,
): Promise<{ fixed: BadCall[]; generated: fc.Arbitrary<BadCall> }> {
  const png = await pngImage();
  const filePart = (content = png, type = "image/png"): FormPart => ({
    name: form.file,
    filename: "upload.png",
    contentType: type,
    content,
  });
  const textParts = (fields: Record<string, string>): FormPart[] =>
    Object.entries(fields).map(([name, value]) => ({ name, value }));
  const valid = Object.fromEntries(Object.entries(form.fields).map(([k, f]) => [k, f.valid]));
  const call = (
    parts: FormPart[],
    what: string,
    field: string | null,
    status?: number,
  ): BadCall => {
    const body = multipartForm(parts);
    return {
      options: { ...base, headers: { ...base.headers, ...body.headers }, payload: body.payload },
      what,
      field,
      ...(status === undefined ? {} : { status }),
    };
  };
  const fixed: BadCall[] = [
    ...(await badFiles())
      .filter(({ what }) => !(what === "GIF" && form.gif))
      .map(({ what, content, type }) =>
        call([...textParts(valid), filePart(content, type)], what, null),
      ),
    call(textParts(valid), `no ${form.file}`, form.file),
    call(
      [...textParts(valid), ...Array.from({ length: form.maxFiles + 1 }, () => filePart())],
      `${form.maxFiles + 1} files`,
      null,
      413,
    ),
    call(
      [...textParts(valid), filePart(Buffer.alloc(ONE_MB + 1000, 7))],
      "file over 1 MB",
      null,
      413,
    ),
    {
      options: {
        ...base,
        headers: { ...base.headers, "content-type": "application/json" },
        payload: "{}",
      },
      what: "JSON instead of a form",
      field: null,
      status: 415,
    },
    {
      options: {
        ...base,
        headers: { ...base.headers, "content-type": "multipart/form-data; boundary=x" },
        payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
      },
      what: "form cut short",
      field: null,
      status: 400,
    },
    {
      options: {
        ...base,
        headers: { ...base.headers, "content-type": "multipart/form-data" },
        payload: "garbage",
      },
      what: "form without boundary",
      field: null,
      status: 400,
    },
  ];
  const names = Object.keys(form.fields);
  const required = names.filter((name) => !form.fields[name]?.optional);
  const options: fc.Arbitrary<BadCall>[] = [];
  if (names.length > 0) {
    options.push(
      fc.constantFrom(...names).chain((name) =>
        fc.constantFrom(...(form.fields[name]?.bad ?? [])).map((value) =>
          call(
            [...textParts({ ...valid, [name]: value }), filePart()],
            `${name} = ${describeValue(value)}`,
            // A NUL in a form field is refused by the field's own rule.
            name,
          ),
        ),
      ),
    );
  }
  if (required.length > 0) {
    options.push(
      fc.constantFrom(...required).map((name) => {
        const { [name]: _gone, ...rest } = valid;
        return call([...textParts(rest), filePart()], `${name} missing`, name);
      }),
    );
  }
  options.push(fc.constantFrom(...fixed));
  return { fixed, generated: fc.oneof(...options) };
}

const VOTER_HEADER =
  "sl_no,state,district,assembly_constituency,total_voter,number_of_hindu,number_of_muslim";

/** Text bodies a question import refuses before reading them: not UTF-8, too big, not text. */
function textFileCalls(base: InjectOptions): BadCall[] {
  const send = (payload: string | Buffer, type: string, what: string, status: number): BadCall => ({
    options: { ...base, headers: { ...base.headers, "content-type": type }, payload },
    what,
    field: null,
    status,
  });
  return [
    send(Buffer.from([0x51, 0xff, 0xfe, 0x7b, 0x7d]), "text/plain", "not UTF-8", 400),
    send("x".repeat(2 * ONE_MB + 1), "text/plain", "over 2 MB", 413),
    send('{"text":"Q{=a ~b}"}', "application/json", "JSON instead of text", 415),
    send("Q{=a ~b}", "text/csv", "CSV instead of text", 415),
  ];
}

/** CSV imports with one bad line, after good ones: all or nothing, so nothing may be stored. */
function csvCalls(base: InjectOptions): { fixed: BadCall[]; generated: fc.Arbitrary<BadCall> } {
  const good = (n: number) => `${9000 + n},West Bengal,Nadia,Krishnanagar,100,40,50`;
  const csv = (text: string | Buffer, what: string, status?: number): BadCall => ({
    options: { ...base, headers: { ...base.headers, "content-type": "text/csv" }, payload: text },
    what,
    field: null,
    ...(status === undefined ? {} : { status }),
  });
  const rows = (bad: string) => `${VOTER_HEADER}\n${good(1)}\n${good(2)}\n${bad}\n`;
  const fixed: BadCall[] = [
    csv("", "empty CSV"),
    csv(`${VOTER_HEADER},role\n${good(1)},admin\n`, "unknown column"),
    csv(`sl_no,state\n1,x\n`, "missing columns"),
    csv(rows("1,2,3"), "short line"),
    csv(rows(`${good(3)},extra`), "long line"),
    csv(rows("1,West Bengal,Nadia,Krishnanagar,10,9,9"), "Hindu + Muslim above total"),
    csv(rows(`${good(1)}`), "same key twice"),
    csv(rows('"unclosed,West Bengal'), "unclosed quote"),
    csv(Buffer.from([0xff, 0xfe, 0x00, 0x41]), "not UTF-8"),
    csv(`${VOTER_HEADER}\n${"x,".repeat(ONE_MB)}\n`, "over 1 MB", 413),
    csv(
      `${VOTER_HEADER}\n${Array.from({ length: 10_001 }, (_, n) => good(n)).join("\n")}\n`,
      "10001 rows",
    ),
    {
      options: {
        ...base,
        headers: { ...base.headers, "content-type": "application/json" },
        payload: "{}",
      },
      what: "JSON instead of CSV",
      field: null,
      status: 415,
    },
  ];
  // One bad cell: a count or sl_no that is not a whole number in range, or an empty or too long
  // text field.
  const badCount = fc.oneof(
    fc.constantFrom(...NASTY_STRINGS),
    fc.constantFrom("-1", "1.5", "NaN", "", "1e3", "99999999999", "0x10"),
  );
  const badText = fc.constantFrom("", "   ", "x".repeat(101));
  const generated = fc
    .oneof(
      fc.tuple(fc.constantFrom(0, 4, 5, 6), badCount),
      fc.tuple(fc.constantFrom(1, 2, 3), badText),
    )
    .map(([index, value]) => {
      const fields = good(7).split(",");
      fields[index] = `"${value.replaceAll('"', '""')}"`;
      return csv(rows(fields.join(",")), `column ${index} = ${describeValue(value)}`);
    });
  return { fixed, generated: fc.oneof(generated, fc.constantFrom(...fixed)) };
}

/** Paths that try to leave a file route's folder. */
function traversalCalls(prefix: string): BadCall[] {
  return [
    "../jwt-secret",
    "%2e%2e/jwt-secret",
    "..%2fjwt-secret",
    "..%2f..%2fportal.sqlite",
    "%2e%2e%2f%2e%2e%2fpackage.json",
    "avatars/..%2f..%2fjwt-secret",
    "....//jwt-secret",
    "..\\jwt-secret",
    "%00",
    "x%00.png",
    "%ZZ",
    `${"a".repeat(5000)}.png`,
  ].map((rest) => ({
    options: { method: "GET", url: `${prefix}${rest}` },
    what: `path ${prefix}${rest.slice(0, 40)}`,
    field: null,
  }));
}

export type RoutePlan = { fixed: BadCall[]; generated: fc.Arbitrary<BadCall> | null };

/** Every bad request the route must refuse, from a valid call `base` made as `sub`'s account. */
export async function planFor(
  world: World,
  route: string,
  spec: Spec,
  base: InjectOptions,
  protectedRoute: boolean,
  sub: string,
): Promise<RoutePlan> {
  const [method = "GET", pattern = ""] = route.split(" ");
  const fixed: BadCall[] = [];
  const generated: fc.Arbitrary<BadCall>[] = [];
  const baseUrl = String(base.url ?? "");
  const { path } = urlParts(baseUrl);

  if (protectedRoute) {
    for (const [what, header] of Object.entries(AUTH_HEADERS(world, sub))) {
      const headers = { ...base.headers, authorization: header };
      fixed.push({
        options: { ...base, headers },
        what: `auth: ${what}`,
        field: null,
        status: 401,
      });
    }
  }
  if (pattern.endsWith("/*")) fixed.push(...traversalCalls(pattern.slice(0, -1)));

  if (spec.params) {
    const patternParts = pattern.split("/");
    const pathParts = path.split("/");
    const names = Object.keys(spec.params);
    // Always tried, whatever the seed: segments the router itself cannot take.
    for (const name of names) {
      const index = patternParts.indexOf(`:${name}`);
      for (const segment of ["%ZZ", "%00", encodeURIComponent("😀".repeat(120)), "x".repeat(300)]) {
        const parts = [...pathParts];
        parts[index] = segment;
        fixed.push({
          options: { ...base, url: parts.join("/") },
          what: `${name} = ${segment.slice(0, 40)}`,
          field: null,
        });
      }
    }
    generated.push(
      fc.constantFrom(...names).chain((name) => {
        const index = patternParts.indexOf(`:${name}`);
        const kind = spec.params?.[name] ?? "id";
        const valid = decodeURIComponent(pathParts[index] ?? "");
        return badSegment(kind, valid).map((segment) => {
          const parts = [...pathParts];
          parts[index] = segment;
          return {
            options: { ...base, url: parts.join("/") },
            what: `${name} = ${segment.slice(0, 60)}`,
            field: null,
          };
        });
      }),
    );
  }
  if (spec.query) {
    const entries = Object.entries(spec.query);
    generated.push(
      fc.constantFrom(...entries).chain(([name, field]) =>
        fc
          .oneof(
            badQueryValue(field).map((value) => `${name}=${value}`),
            // The same parameter twice is a list, not a value.
            fc.constant(`${name}=1&${name}=2`),
          )
          .map((query) => ({
            options: { ...base, url: `${path}?${query}` },
            what: `query ${query.slice(0, 80)}`,
            field: null,
          })),
      ),
    );
  }
  if (spec.body) {
    const valid = base.payload as Record<string, unknown>;
    fixed.push(...jsonBodyCalls(base, true));
    generated.push(
      badObject(spec.body, valid).map((bad: Bad<Record<string, unknown>>) => ({
        options: {
          ...base,
          headers: { ...base.headers, "content-type": "application/json" },
          payload: toJson(bad.value),
        },
        what: bad.what,
        field: bad.field,
      })),
    );
  } else if (spec.form) {
    const form = await formCalls(base, spec.form);
    fixed.push(...form.fixed);
    generated.push(form.generated);
  } else if (spec.csv) {
    const csv = csvCalls(base);
    fixed.push(...csv.fixed);
    generated.push(csv.generated);
  } else if (spec.textFile) {
    fixed.push(...textFileCalls(base));
  } else if (["POST", "PUT", "PATCH", "DELETE"].includes(method)) {
    // No body is read: a body that cannot be parsed is still refused, never half-handled.
    fixed.push(...jsonBodyCalls(base, false));
  }
  if (generated.length === 0 && fixed.length > 0) generated.push(fc.constantFrom(...fixed));
  return { fixed, generated: generated.length > 0 ? fc.oneof(...generated) : null };
}
