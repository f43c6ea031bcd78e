// The language an account reads in, and what the server says written in the reader's language:
// the signed-in account's, else the one Accept-Language prefers among ours, else English. Its
// refusals (its own, the shared schemas', zod's), its mails and its PDFs.
import {
  type AuthUser,
  EMAIL_TAKEN,
  LINK_REFUSED,
  type SignedInUser,
  USER_EXISTS,
} from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody } from "../../test/error-body";
import { lettersWithin } from "../../test/pdf-glyphs";
import { pdfTextOf } from "../../test/pdf-text";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp-server";
import {
  auth,
  buildTestApp,
  createUser,
  PASSWORD,
  type TestApp,
  uniqueEmail,
} from "../../test/test-app";

let t: TestApp;
let smtp: TestSmtpServer;
let email: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ smtpUrl: smtp.url });
  email = (await createUser(t.app, "user", "Bina Bose")).email;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const BENGALI = { "accept-language": "bn-IN,bn;q=0.9,en;q=0.8" };
const ENGLISH = { "accept-language": "en-IN,en;q=0.9" };

const register = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/users", headers, payload });

/** An account that reads Bengali, signed in. */
async function bengaliAccount(name = "রীতা সাহা"): Promise<AuthUser> {
  const res = await register(
    {},
    { name, email: uniqueEmail("bn"), password: PASSWORD, locale: "bn" },
  );
  expect(res.statusCode).toBe(201);
  return res.json<AuthUser>();
}

const wrongPassword = (headers: Record<string, string | undefined>) =>
  t.app.inject({
    method: "POST",
    url: "/api/users/login",
    headers,
    payload: { email, password: "not the password at all" },
  });

describe("a refused sign-in", () => {
  it("answers in Bengali when the browser prefers Bengali", async () => {
    const res = await wrongPassword({ "accept-language": "bn-IN,bn;q=0.9,en;q=0.8" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: "ইমেল বা পাসওয়ার্ড ভুল" });
  });

  it("answers in English with no preference, or one for a language the site lacks", async () => {
    for (const headers of [{}, { "accept-language": "fr-FR,de;q=0.8" }]) {
      const res = await wrongPassword(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: "Invalid credentials" });
    }
  });
});

describe("an account's language", () => {
  it("is the one it registered in, English unless told", async () => {
    const english = await createUser(t.app, "user", "Amit Paul");
    expect(english).toMatchObject({ locale: "en", latinDigits: false });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users",
      payload: { name: "রীতা সাহা", email: uniqueEmail("user"), password: PASSWORD, locale: "bn" },
    });
    expect(res.statusCode).toBe(201);
    const bengali = res.json<AuthUser>();
    expect(bengali.locale).toBe("bn");
    const me = await t.app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: auth(bengali.token),
    });
    expect(me.json<SignedInUser>()).toMatchObject({ locale: "bn", latinDigits: false });
  });

  it("changes on the profile, one setting at a time", async () => {
    const user = await createUser(t.app, "user", "Sonali Ghosh");
    const put = (payload: object) =>
      t.app.inject({ method: "PUT", url: "/api/users/me", headers: auth(user.token), payload });
    const changed = await put({ locale: "bn", latinDigits: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<SignedInUser>()).toMatchObject({
      locale: "bn",
      latinDigits: true,
      name: "Sonali Ghosh",
    });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: auth(user.token),
    });
    expect(me.json<SignedInUser>()).toMatchObject({ locale: "bn", latinDigits: true });
    const back = await put({ locale: "en" });
    expect(back.json<SignedInUser>().locale).toBe("en");
  });

  it("refuses an empty change, an unknown field or language, and a visitor", async () => {
    const user = await createUser(t.app, "user", "Kakoli Dey");
    for (const payload of [{}, { locale: "hi" }, { role: "admin" }, { latinDigits: "yes" }]) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/users/me",
        headers: auth(user.token),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const visitor = await t.app.inject({
      method: "PUT",
      url: "/api/users/me",
      payload: { locale: "bn" },
    });
    expect(visitor.statusCode).toBe(401);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: auth(user.token),
    });
    expect(me.json<SignedInUser>()).toMatchObject({ role: "user", locale: "en" });
  });
});

describe("refusals in the reader's language", () => {
  it("writes ours and the shared schemas' in Bengali for a browser that prefers it", async () => {
    const taken = await register(BENGALI, { name: "Tapas Roy", email, password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(errorBody(taken)).toMatchObject({
      message: "এই ব্যবহারকারী আগেই আছেন",
      issues: [{ path: "email", message: "এই ইমেলে আগেই একটি অ্যাকাউন্ট আছে" }],
    });
  });

  it("writes zod's own messages and a shared schema's in Bengali, under `issues`", async () => {
    const res = await register(BENGALI, {
      name: "ক".repeat(101),
      email: "not an address",
      password: PASSWORD,
      favourite: "blue",
    });
    expect(res.statusCode).toBe(400);
    const { message, issues } = errorBody(res);
    // zod's own (a too-long name) through zod's Bengali locale, with its limit.
    const name = issues.find((issue) => issue.path === "name");
    expect(name?.message).toMatch(/^অনেক বড়: .*100 অক্ষর হতে হবে$/);
    // The shared schema's own message, from the catalogue.
    expect(issues).toContainEqual({ path: "email", message: "একটি সঠিক ইমেল দিন" });
    expect(issues).toContainEqual({ path: "favourite", message: 'অচেনা ঘর: "favourite"' });
    expect(message).toBe(issues[0]?.message);
  });

  it("follows a signed-in account's Bengali even when the browser asks for English", async () => {
    const user = await bengaliAccount();
    const wrong = await t.app.inject({
      method: "PUT",
      url: "/api/users/me/password",
      headers: { ...ENGLISH, ...auth(user.token) },
      payload: { currentPassword: "not the password", newPassword: "a-new-password-1" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong)).toMatchObject({
      message: "আপনার বর্তমান পাসওয়ার্ডটি ঠিক নয়",
      issues: [{ path: "currentPassword", message: "আপনার বর্তমান পাসওয়ার্ডটি ঠিক নয়" }],
    });
    const hindi = await t.app.inject({
      method: "PUT",
      url: "/api/users/me",
      headers: { ...ENGLISH, ...auth(user.token) },
      payload: { locale: "hi" },
    });
    expect(hindi.statusCode).toBe(400);
    expect(errorBody(hindi).issues).toEqual([
      { path: "locale", message: 'অবৈধ অপশন: "en" | "bn" এর মধ্যে একটি প্রত্যাশিত' },
    ]);
    const link = await t.app.inject({
      method: "POST",
      url: "/api/users/reset-password",
      headers: ENGLISH,
      payload: { token: `${"a".repeat(30)}.${"b".repeat(30)}`, password: "a-new-password-1" },
    });
    // Nobody is signed in there: the browser's English.
    expect(errorBody(link).message).toBe(LINK_REFUSED);
  });

  it("stays in English word for word for an English reader", async () => {
    for (const headers of [ENGLISH, {}]) {
      const taken = await register(headers, { name: "Tapas Roy", email, password: PASSWORD });
      expect(errorBody(taken)).toMatchObject({
        message: USER_EXISTS,
        issues: [{ path: "email", message: EMAIL_TAKEN }],
      });
      const res = await register(headers, {
        name: "k".repeat(101),
        email: "not an address",
        password: PASSWORD,
        favourite: "blue",
      });
      const { issues } = errorBody(res);
      expect(issues).toContainEqual({
        path: "name",
        message: "Too big: expected string to have <=100 characters",
      });
      expect(issues).toContainEqual({ path: "email", message: "Please enter a valid email" });
      expect(issues).toContainEqual({
        path: "favourite",
        message: 'Unrecognized key: "favourite"',
      });
    }
  });
});

describe("mails in the recipient's language", () => {
  it("sends a Bengali account its reset link in Bengali, whoever asks", async () => {
    const user = await bengaliAccount("সুদীপ্তা পাল");
    // Asked from an English browser: the mail follows the account, not the asker.
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/users/forgot-password",
      headers: ENGLISH,
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(202);
    const subject = "নতুন পাসওয়ার্ড ঠিক করুন";
    const sent = () =>
      smtp.received.find((one) => one.rcptTo.includes(user.email) && one.subject === subject);
    const deadline = Date.now() + 5000;
    while (!sent() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const mail = sent();
    expect(mail).toBeDefined();
    // The confirmation mail of its registration was Bengali too.
    expect(smtp.received.map((one) => one.subject)).toContain("আপনার ইমেল ঠিকানা নিশ্চিত করুন");
    expect(mail?.text).toMatch(/^নমস্কার সুদীপ্তা পাল,\n\nকেউ \(আশা করি আপনিই\)/);
    // The link opens the reset page in Bengali: its address starts with /bn/ (docs/languages.md).
    const site = t.config.publicUrl;
    expect(mail?.text).toContain(`${site}/bn/reset-password?token=`);
    expect(mail?.text).toMatch(/\/bn\/reset-password\?token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\n/);
    expect(mail?.text).toContain("আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।");
    expect(mail?.text).not.toContain("Hello");
    // And so does the confirmation link of its registration.
    const verify = smtp.received.find(
      (one) => one.rcptTo.includes(user.email) && one.subject === "আপনার ইমেল ঠিকানা নিশ্চিত করুন",
    );
    expect(verify?.text).toContain(`${site}/bn/verify-email?token=`);
  });

  it("links an English account to the English pages", async () => {
    const user = await createUser(t.app, "user", "Bela Das");
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/users/forgot-password",
      headers: BENGALI,
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(202);
    const sent = () =>
      smtp.received.find(
        (one) => one.rcptTo.includes(user.email) && one.subject === "Choose a new password",
      );
    const deadline = Date.now() + 5000;
    while (!sent() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(sent()?.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
  });
});

describe("the prospectus in the reader's language", () => {
  const prospectus = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: "GET", url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain("accept-language");
    return pdfTextOf(res.rawPayload);
  };

  it("is Bengali with ?lang=bn or a Bengali browser, English otherwise", async () => {
    for (const text of [
      await prospectus("/api/courses/prospectus?lang=bn"),
      await prospectus("/api/courses/prospectus", BENGALI),
    ]) {
      // Headings in Bengali (pdf.js reads a vowel sign drawn before its consonant first, so the
      // letters are there in some order), fees in Bengali digits.
      expect(lettersWithin(text, "কোর্স ও ফি মেয়াদ মোট ফি ভর্তি", "Bengali")).toEqual([]);
      expect(text).toMatch(/₹[০-৯]/);
      expect(text).not.toContain("Courses and fees");
    }
    const english = await prospectus("/api/courses/prospectus?lang=en", BENGALI);
    expect(english).toContain("Courses and fees");
    expect(english).not.toMatch(/\p{Script=Bengali}/u);
  });
});

describe("the error handler's own refusals", () => {
  it("are in Bengali for a Bengali reader: a malformed JSON body, a body too large", async () => {
    const post = (payload: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/users/login",
        headers: { ...BENGALI, "content-type": "application/json" },
        payload,
      });
    const malformed = await post('{"email": ');
    expect(malformed.statusCode).toBe(400);
    expect(errorBody(malformed).message).toBe("পাঠানো JSON পড়া যাচ্ছে না");
    const english = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      headers: { ...ENGLISH, "content-type": "application/json" },
      payload: '{"email": ',
    });
    expect(errorBody(english).message).toBe("Malformed JSON body");
  });
});

describe("numbers in a refusal", () => {
  const tooLongReply = async (digits: { latinDigits: boolean }) => {
    const staff = await createUser(t.app, "staff", "Mitali Das");
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/users/me",
      headers: auth(staff.token),
      payload: { locale: "bn", ...digits },
    });
    expect(changed.statusCode).toBe(200);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/saved-replies",
      headers: { ...auth(staff.token), ...ENGLISH },
      payload: { title: "x".repeat(1001), text: { en: "Hello", bn: "" } },
    });
    expect(res.statusCode).toBe(400);
    return errorBody(res).message;
  };

  it("are in Bengali digits for a Bengali account", async () => {
    expect(await tooLongReply({ latinDigits: false })).toContain("শিরোনাম সর্বাধিক ১০০ অক্ষরের");
  });

  it("are in Latin digits for a Bengali account that chose them, the words still Bengali", async () => {
    const message = await tooLongReply({ latinDigits: true });
    expect(message).toContain("শিরোনাম সর্বাধিক 100 অক্ষরের");
    expect(message).not.toMatch(/[০-৯]/);
    expect(message).toMatch(/\p{Script=Bengali}/u);
  });
});

describe("the shared schemas' refusals, each in the reader's language", () => {
  const bengaliAdmin = async (latinDigits = false) => {
    const admin = await createUser(t.app, "admin", "Ratna Pal");
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/users/me",
      headers: auth(admin.token),
      payload: { locale: "bn", latinDigits },
    });
    expect(res.statusCode).toBe(200);
    return auth(admin.token);
  };

  it("an invoice with no line, a mail with no subject and an over-long search", async () => {
    const headers = { ...(await bengaliAdmin()), ...ENGLISH };
    const invoice = await t.app.inject({
      method: "POST",
      url: "/api/invoices",
      headers,
      payload: { lines: [] },
    });
    expect(invoice.statusCode).toBe(400);
    expect(errorBody(invoice).message).toBe("অন্তত একটি পণ্য যোগ করুন");
    const mail = await t.app.inject({
      method: "POST",
      url: "/api/mail",
      headers,
      payload: { sendmail: "a@example.com", subject: "", text: "Hello" },
    });
    expect(mail.statusCode).toBe(400);
    expect(errorBody(mail).message).toBe("একটি বিষয় লিখুন");
    const search = await t.app.inject({
      method: "GET",
      url: `/api/mail/outbox?q=${"x".repeat(201)}`,
      headers,
    });
    expect(search.statusCode).toBe(400);
    expect(errorBody(search).message).toBe("খোঁজার লেখা সর্বাধিক ২০০ অক্ষরের হতে পারে");
  });

  it("writes a refusal's numbers in the digits the Bengali reader chose", async () => {
    // The bulk action's limits are values of the message, never digits of its translation.
    const bulk = async (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/staff/tickets/bulk",
        headers,
        payload: { ids: [], action: { kind: "status", status: "closed" } },
      });
    const latin = await bulk({ ...(await bengaliAdmin(true)), ...ENGLISH });
    expect(latin.statusCode).toBe(400);
    expect(errorBody(latin).message).toBe("অনুগ্রহ করে 1 থেকে 100টি টিকিট বেছে নিন");
    const bengali = await bulk({ ...(await bengaliAdmin()), ...ENGLISH });
    expect(bengali.statusCode).toBe(400);
    expect(errorBody(bengali).message).toBe("অনুগ্রহ করে ১ থেকে ১০০টি টিকিট বেছে নিন");
  });

  it("writes the same refusal in English for an English reader", async () => {
    const admin = await createUser(t.app, "admin", "Arup Sen");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/invoices",
      headers: { ...auth(admin.token), ...ENGLISH },
      payload: { lines: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).message).toBe("Please add at least one product");
  });
});
