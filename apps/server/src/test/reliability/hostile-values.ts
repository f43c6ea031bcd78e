// Generators of hostile input for the reliability tests: what each kind of field accepts, written
// out independently of the shared schemas (so a schema that is too lax is caught), and fast-check
// arbitraries of values each kind must refuse, of JSON bodies with one thing wrong, and of text
// that is valid but hostile (injection strings, unicode, control characters).
import fc from "fast-check";

/** Strings an attacker or a careless client sends. */
export const NASTY_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5)",
  "%' AND 1=1 --",
  "%_%",
  "\\",
  "\\'",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose
  "${7*7}",
  "javascript:alert(1)",
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "null",
  "undefined",
  "NaN",
  "true",
  "[]",
  "{}",
  "\u202Eevil\u202C",
  "مرحبا بالعالم",
  "שלום עולם",
  "😀👍🏽",
  "👨‍👩‍👧‍👦",
  "a\u200B\u200D\uFEFFb",
  "Ω≈ç√∫",
  "𝕳𝖊𝖑𝖑𝖔",
  "\u0007\u001B[31mred",
  "a\r\nSet-Cookie: a=b",
  "a\tb",
  "٣٤٥",
  "１２３",
  "e\u0301",
] as const;

/** Marks a number JSON cannot spell: the serializer writes it as `1e999` (parsed as Infinity). */
export const INFINITE = "\u0001infinite\u0001";

/** JSON text of a value, with INFINITE written as a number literal that overflows. */
export function toJson(value: unknown): string {
  return JSON.stringify(value).replaceAll(JSON.stringify(INFINITE), "1e999");
}

export type Field = {
  /** Absent is fine (the field is optional). */
  optional?: boolean;
  /** null is fine. */
  nullable?: boolean;
} & (
  | { kind: "text"; max: number; blankOk?: boolean }
  | { kind: "email"; max: number }
  | { kind: "enum"; values: readonly string[] }
  | { kind: "boolean" }
  | { kind: "int"; min: number; max: number; digitStrings: boolean }
  | { kind: "number"; min: number; max: number }
  | { kind: "id" }
  /** A string of a fixed shape (PIN, mobile, date, price); `bad` are values it must refuse. */
  | { kind: "pattern"; bad: readonly unknown[]; numbers: boolean }
  | { kind: "object"; fields: Record<string, Field> }
  | { kind: "array"; of: Field; min: number; max: number; item: unknown }
  /** Accepted and ignored, whatever it holds (fields the specification's client sends). */
  | { kind: "ignored" }
);

/** A request input with one thing wrong; `field` is the field a 400 must name, when it can. */
export type Bad<T> = { value: T; field: string | null; what: string };

const TYPES: Record<string, readonly unknown[]> = {
  string: ["x", "42"],
  number: [42, -1, 1.5, 0],
  boolean: [true, false],
  null: [null],
  array: [[], ["x"], [1, 2]],
  object: [{}, { a: 1 }],
};

/** Values of JSON types the field does not take. */
function wrongTypes(field: Field, accepted: string[]): fc.Arbitrary<unknown> {
  const types = Object.keys(TYPES).filter(
    (type) => !accepted.includes(type) && !(type === "null" && field.nullable),
  );
  return fc.constantFrom(...types.flatMap((type) => TYPES[type] ?? []));
}

/** `unit` repeated to at least `length` characters (code points, as the length limits count). */
const repeatTo = (unit: string, length: number): string =>
  unit.repeat(Math.ceil(length / [...unit].length));

/** Strings longer than `max` characters, of ASCII, accented letters, emoji or markup. */
export const tooLong = (max: number): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom("x", "é", "😀", "<b>", "'", "ক"), fc.integer({ min: 1, max: 300 }))
    .map(([unit, extra]) => repeatTo(unit, max + extra));

const withNul = fc.constantFrom("\u0000", "a\u0000b", "\u0000' OR 1=1 --");
/** Half of a surrogate pair: not text (it cannot be written as UTF-8). */
const loneSurrogate = fc.constantFrom("a\ud800b", "\udfff", "x\ud83d");
const blank = fc.constantFrom("", " ", "\t\n", "\u00a0", "\u3000", "\r\n");
/** A string that is not one of `values`, hostile or near-miss. */
const notOneOf = (values: readonly string[]) =>
  fc
    .oneof(
      fc.constantFrom(...NASTY_STRINGS),
      fc.string({ maxLength: 20 }),
      fc.constantFrom(...values.flatMap((v) => [v.toUpperCase(), ` ${v}`, `${v}\n`, `${v}x`])),
    )
    .filter((text) => !values.includes(text));

const NOT_NUMBERS = ["NaN", "Infinity", "-Infinity", "1e3", "0x10", "1.5", "-1", "", " ", "+5"];

/** Values the field must refuse, and whether the 400 can name the field. */
export function invalidValue(field: Field): fc.Arbitrary<{ value: unknown; named: boolean }> {
  const named = (arb: fc.Arbitrary<unknown>) => arb.map((value) => ({ value, named: true }));
  // The NUL check runs before the schema for every route, so its message names the body only.
  const nul = withNul.map((value) => ({ value, named: false }));
  switch (field.kind) {
    case "text":
      return fc.oneof(
        named(wrongTypes(field, ["string"])),
        named(tooLong(field.max)),
        nul,
        named(loneSurrogate),
        ...(field.blankOk ? [] : [named(blank)]),
      );
    case "email":
      return fc.oneof(
        named(wrongTypes(field, ["string"])),
        named(fc.constantFrom(...NASTY_STRINGS, "a@", "@b.in", "a b@c.in", "plain")),
        named(tooLong(field.max).map((text) => `${text}@x.in`)),
        nul,
      );
    case "enum":
      return fc.oneof(named(wrongTypes(field, ["string"])), named(notOneOf(field.values)), nul);
    case "boolean":
      return fc.oneof(
        named(wrongTypes(field, ["boolean"])),
        named(fc.constantFrom("true", "false", "yes", 1, 0)),
      );
    case "int": {
      const numbers = fc.constantFrom(
        field.min - 1,
        field.max + 1,
        field.min + 0.5,
        1e308,
        -1e308,
        2 ** 53 + 2,
        INFINITE,
      );
      const strings = field.digitStrings
        ? fc.oneof(
            fc.constantFrom(...NOT_NUMBERS, String(field.max + 1), "٣", "1_000"),
            fc.constantFrom(...NASTY_STRINGS),
          )
        : fc.oneof(fc.constantFrom(String(field.min), ...NOT_NUMBERS), fc.string());
      return fc.oneof(
        named(numbers),
        named(strings),
        named(wrongTypes(field, ["number", "string"])),
      );
    }
    case "number":
      return fc.oneof(
        named(fc.constantFrom(field.min - 0.001, field.max + 0.001, 1e308, -1e308, INFINITE)),
        named(fc.oneof(fc.constantFrom(...NOT_NUMBERS, "12"), fc.string())),
        named(wrongTypes(field, ["number"])),
      );
    case "id":
      return fc.oneof(
        named(wrongTypes(field, ["string"])),
        named(fc.constantFrom("", "x".repeat(65), "x".repeat(5000))),
        nul,
      );
    case "pattern":
      return fc.oneof(
        named(fc.constantFrom(...field.bad)),
        named(wrongTypes(field, field.numbers ? ["string", "number"] : ["string"])),
        nul,
      );
    case "object":
      return named(wrongTypes(field, ["object"]));
    case "array":
      return fc.oneof(
        named(wrongTypes(field, ["array"])),
        named(fc.constant(Array.from({ length: field.max + 1 }, () => field.item))),
        ...(field.min > 0 ? [named(fc.constant([]))] : []),
      );
    case "ignored":
      throw new Error("an ignored field has no invalid value");
  }
}

/** Key names a client may try to slip in: privileges, ids, prices, prototype names. */
const extraKey = (known: Record<string, unknown>) =>
  fc
    .oneof(
      fc.constantFrom(
        "role",
        "isAdmin",
        "status",
        "user_id",
        "user",
        "_id",
        "id",
        "price",
        "pricePaise",
        "createdAt",
        "marks",
        "score",
        "$where",
        "toString",
        "valueOf",
        "hasOwnProperty",
      ),
      fc.string({ minLength: 1, maxLength: 12 }),
    )
    .filter((key) => !(key in known) && key !== "__proto__" && key !== "constructor");

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * JSON objects like `valid` with one thing wrong: a required field missing, an unknown field
 * added, or one field (at any depth) holding a value of the wrong type, size or shape.
 */
export function badObject(
  fields: Record<string, Field>,
  valid: Record<string, unknown>,
  path = "",
): fc.Arbitrary<Bad<Record<string, unknown>>> {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const required = Object.keys(fields).filter((key) => !fields[key]?.optional);
  const checked = Object.keys(fields).filter((key) => fields[key]?.kind !== "ignored");
  const options: fc.Arbitrary<Bad<Record<string, unknown>>>[] = [
    fc.tuple(extraKey(fields), fc.jsonValue({ maxDepth: 1 })).map(([key, value]) => ({
      value: { ...valid, [key]: value },
      field: path || key,
      what: `unknown field ${JSON.stringify(key)}`,
    })),
  ];
  if (required.length > 0) {
    options.push(
      fc.constantFrom(...required).map((key) => {
        const { [key]: _gone, ...rest } = valid;
        return { value: rest, field: at(key), what: `${at(key)} missing` };
      }),
    );
  }
  if (checked.length > 0) {
    options.push(
      fc.constantFrom(...checked).chain((key) => {
        const field = fields[key] as Field;
        const inner = valid[key];
        const replaced = invalidValue(field).map(({ value, named }) => ({
          value: { ...valid, [key]: value },
          field: named ? at(key) : null,
          what: `${at(key)} = ${describeValue(value)}`,
        }));
        if (field.kind === "object" && isObject(inner)) {
          const nested = badObject(field.fields, inner, at(key)).map((bad) => ({
            ...bad,
            value: { ...valid, [key]: bad.value },
          }));
          return fc.oneof(replaced, nested);
        }
        const [first, ...rest] = Array.isArray(inner) ? inner : [];
        if (field.kind === "array" && field.of.kind === "object" && isObject(first)) {
          const nested = badObject(field.of.fields, first, `${at(key)}.0`).map((bad) => ({
            ...bad,
            value: { ...valid, [key]: [bad.value, ...rest] },
          }));
          return fc.oneof(replaced, nested);
        }
        return replaced;
      }),
    );
  }
  return fc.oneof(...options);
}

/** A short description of a generated value for failure messages. */
export function describeValue(value: unknown): string {
  const text = value === INFINITE ? "1e999" : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
}

/** Text of exactly `max` characters, of astral (two UTF-16 units each), Bengali and markup ones. */
export const atLimit = (max: number): string[] =>
  ["😀", "ক", "'", "<"].map((unit) => unit.repeat(max));

/**
 * Text that is valid but hostile: injection strings, markup, right-to-left and zero-width
 * characters, emoji, combining marks, control characters, any code point but NUL, and long runs.
 * Leading and trailing white space is left out (fields are trimmed by design).
 */
export function hostileText(max: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.constantFrom(...NASTY_STRINGS),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
      fc.string({ unit: "binary", minLength: 1, maxLength: 40 }),
      fc
        .array(fc.constantFrom(...NASTY_STRINGS), { minLength: 2, maxLength: 6 })
        .map((parts) => parts.join(" ")),
      fc.constantFrom("ক", "😀", "'", "<").map((unit) => repeatTo(unit, max)),
    )
    .map((text) => [...text.replaceAll("\u0000", "").trim()].slice(0, max).join(""))
    .filter((text) => text.length > 0 && text.trim() === text && !/\p{Cs}/u.test(text));
}
