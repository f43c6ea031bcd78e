// The institute's details (docs/product.md: back office): anyone reads them, only an admin changes them, every field is
// checked, and what an admin saves is what the site and the invoice PDF show from then on.
import { INSTITUTE, type InstituteSettings } from "@app/shared/institute";
import type { Invoice } from "@app/shared/invoices";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectIssue } from "../../test/error-body";
import { pdfTextOf } from "../../test/pdf-text";
import { addProduct } from "../../test/shop-fixtures";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";
import { writeInstituteJson } from "./institute.repository";

let t: TestApp;
let admin: AuthUser;
let staff: AuthUser;
let user: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, "admin", "Ada Admin");
  staff = await createUser(t.app, "staff", "Sam Staff");
  user = await createUser(t.app, "user", "Uma User");
});
afterAll(async () => {
  await t?.close();
});

const CHANGED: InstituteSettings = {
  name: "Palashi Study Centre",
  addressLines: ["3 Ghat Road", "Berhampore 742101"],
  email: "office@palashi-centre.example",
  phoneDisplay: "+91 90000 11111",
  phoneDigits: "919000011111",
  hours: "Every day, 8:00 to 20:00",
  hoursBn: "প্রতিদিন, সকাল ৮টা থেকে রাত ৮টা",
  director: { name: "Mita Sen", nameBn: "মিতা সেন", role: "Principal", roleBn: "অধ্যক্ষ" },
  brandColor: "#1864ab",
  nameBn: "",
  addressLinesBn: [],
  gstRegistration: "unregistered",
  gstin: "",
  legalName: "",
  tradeName: "",
  stateCode: "19",
  pricesIncludeTax: true,
};

const read = () => t.app.inject({ method: "GET", url: "/api/institute" });
const save = (token: string | undefined, payload: object) =>
  t.app.inject({
    method: "PUT",
    url: "/api/institute",
    headers: token ? auth(token) : {},
    payload,
  });

describe("the institute's details", () => {
  it("start as the built-in ones, for anyone", async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(INSTITUTE);
  });

  it("may be changed by an admin only", async () => {
    expect((await save(undefined, CHANGED)).statusCode).toBe(401);
    expect((await save(user.token, CHANGED)).statusCode).toBe(403);
    expect((await save(staff.token, CHANGED)).statusCode).toBe(403);
    expect((await read()).json()).toEqual(INSTITUTE);
  });

  it("refuses a bad field by name and keeps what was there", async () => {
    const bad = [
      { ...CHANGED, name: " " },
      { ...CHANGED, email: "not-an-email" },
      { ...CHANGED, phoneDigits: "+91 90000 11111" },
      { ...CHANGED, addressLines: [] },
      { ...CHANGED, addressLines: ["a", "b", "c", "d", "e"] },
      { ...CHANGED, director: { name: "Mita Sen" } },
      { ...CHANGED, logo: "https://evil.example/x.png" },
    ];
    for (const payload of bad) {
      const res = await save(admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    expect((await read()).json()).toEqual(INSTITUTE);
  });

  it("refuses a Bengali office hours, director's name or role longer than the English may be, naming it", async () => {
    const tooLong = [
      [{ ...CHANGED, hoursBn: "স".repeat(121) }, "hoursBn", "At most 120 characters"],
      [
        { ...CHANGED, director: { ...CHANGED.director, nameBn: "ম".repeat(101) } },
        "director.nameBn",
        "At most 100 characters",
      ],
      [
        { ...CHANGED, director: { ...CHANGED.director, roleBn: "অ".repeat(101) } },
        "director.roleBn",
        "At most 100 characters",
      ],
    ] as const;
    for (const [payload, path, message] of tooLong) {
      const res = await save(admin.token, payload);
      expect(res.statusCode, path).toBe(400);
      expectIssue(res, path, message);
    }
    expect((await read()).json()).toEqual(INSTITUTE);
    // At the English fields' lengths they are taken.
    const atMost = await save(admin.token, {
      ...CHANGED,
      hoursBn: "স".repeat(120),
      director: { ...CHANGED.director, nameBn: "ম".repeat(100), roleBn: "অ".repeat(100) },
    });
    expect(atMost.statusCode, atMost.body).toBe(200);
    expect((await save(admin.token, INSTITUTE)).statusCode).toBe(200);
  });

  it("once saved, are what the site and the invoice PDF show", async () => {
    const saved = await save(admin.token, {
      ...CHANGED,
      name: `  ${CHANGED.name}  `,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(CHANGED);
    // The Bengali office hours and director (in CHANGED) come back as saved.
    expect((await read()).json()).toEqual(CHANGED);

    const product = await addProduct(t.app, admin.token, { name: "Notebook" });
    const invoice = await t.app.inject({
      method: "POST",
      url: "/api/invoices",
      headers: auth(admin.token),
      payload: { lines: [{ productId: product._id, qty: 1 }] },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/invoices/${invoice.json<Invoice>()._id}/pdf`,
      headers: auth(admin.token),
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfTextOf(pdf.rawPayload);
    expect(text).toContain(CHANGED.name);
    expect(text).toContain("3 Ghat Road");
    expect(text).toContain(CHANGED.phoneDisplay);
    expect(text).not.toContain(INSTITUTE.name);
  });

  it("of details saved before the Bengali office hours and director were fields read with them empty", async () => {
    const {
      hoursBn: _,
      director: { nameBn: __, roleBn: ___, ...director },
      ...older
    } = CHANGED;
    await writeInstituteJson(
      t.app.db,
      JSON.stringify({ ...older, director }),
      new Date().toISOString(),
    );
    expect((await read()).json()).toEqual({
      ...CHANGED,
      hoursBn: "",
      director: { ...CHANGED.director, nameBn: "", roleBn: "" },
    });
  });
});

describe("the brand colour", () => {
  it("is refused, by name, when white text on it (or on its text shades) would be hard to read", async () => {
    for (const brandColor of ["#ffff00", "#767676", "teal", "#12345", "#0000ffaa"]) {
      const res = await save(admin.token, { ...CHANGED, brandColor });
      expect(res.statusCode, brandColor).toBe(400);
      expect(res.json<{ message: string }>().message, brandColor).toMatch(/brand colour/);
    }
    expect((await save(admin.token, { ...CHANGED, brandColor: "#5f5f5f" })).statusCode).toBe(200);
  });

  it("of details saved before it was a setting is the built-in one, the rest as saved", async () => {
    const { brandColor: _, ...older } = CHANGED;
    await writeInstituteJson(t.app.db, JSON.stringify(older), new Date().toISOString());
    expect((await read()).json()).toEqual({ ...CHANGED, brandColor: INSTITUTE.brandColor });
  });

  it("colours the mark that link previews show", async () => {
    const { default: sharp } = await import("sharp");
    const cornerOf = async () => {
      const res = await t.app.inject({ method: "GET", url: "/og-image.png" });
      expect(res.statusCode).toBe(200);
      // A pixel of the square's edge, away from the letter and the rounded corners.
      const { data } = await sharp(res.rawPayload)
        .extract({ left: 256, top: 20, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return `#${[...data.subarray(0, 3)].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
    };
    expect((await save(admin.token, { ...CHANGED, brandColor: "#b30000" })).statusCode).toBe(200);
    expect(await cornerOf()).toBe("#b30000");
    expect((await save(admin.token, { ...CHANGED, brandColor: "#1864ab" })).statusCode).toBe(200);
    expect(await cornerOf()).toBe("#1864ab");
  });
});

describe("the mails' signature", () => {
  it("carries the details an admin saved", async () => {
    const saved = await save(admin.token, CHANGED);
    expect(saved.statusCode).toBe(200);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/mail",
      headers: auth(admin.token),
      payload: { sendmail: "parent@example.test", subject: "Fees", text: "Due on the 10th." },
    });
    expect(res.statusCode).toBe(201);
    // No SMTP server here: the outbox keeps the text as it would have gone.
    const outbox = await t.app.db
      .selectFrom("outbox")
      .select("text")
      .where("recipient", "=", "parent@example.test")
      .executeTakeFirstOrThrow();
    expect(outbox.text).toBe(
      "Due on the 10th.\n\n-- \nPalashi Study Centre\n3 Ghat Road, Berhampore 742101\n+91 90000 11111 · office@palashi-centre.example",
    );
  });
});
