// The authorization matrix: one row per HTTP route the server registers, with the status each of
// the five actors must get for a call that would succeed for an allowed actor, made against data
// owned by "user". HEAD routes Fastify adds beside a GET take that GET's row.
import { LANGUAGES, pathInLanguage } from "@app/shared/i18n";
import { INSTITUTE } from "@app/shared/institute";
import { ACCOUNT_PAGES } from "@app/shared/public-pages";
import type { InjectOptions } from "fastify";
import { INDEXED_PAGES } from "../../modules/seo/page-head";
import { createLink } from "../../modules/users/account-links.repository";
import { multipartBody, multipartForm } from "../multipart";
import { pngImage } from "../shop-fixtures";
import { ADMIN, auth, createUser, login, PASSWORD, uniqueEmail } from "../test-app";
import { LEGACY_TWINS, moveUrl } from "./legacy-twins";
import {
  type Actor,
  as,
  freshVoter,
  makers,
  type RouteKey,
  VALID_ADMISSION,
  VALID_ANSWERS,
  validOrder,
  type World,
} from "./world";

export type Expect = Record<Actor, number>;

export type Row = {
  route: RouteKey;
  expect: Expect;
  /** The call as `actor` makes it (the token is added by the runner); may make a fresh record. */
  call: (world: World, actor: Actor) => InjectOptions | Promise<InjectOptions>;
};

/** Public: every actor, signed in or not. */
const everyone = (status: number): Expect => ({
  visitor: status,
  user: status,
  other: status,
  staff: status,
  admin: status,
});
/** Any signed-in account; each acts on its own data. */
const signedIn = (status: number, overrides: Partial<Expect> = {}): Expect => ({
  visitor: 401,
  user: status,
  other: status,
  staff: status,
  admin: status,
  ...overrides,
});
/** The user's own record: another user is told it does not exist; staff and admins see it. */
const ownerOrStaff = (status: number): Expect => ({
  visitor: 401,
  user: status,
  other: 404,
  staff: status,
  admin: status,
});
const staffOnly = (status: number): Expect => ({
  visitor: 401,
  user: 403,
  other: 403,
  staff: status,
  admin: status,
});
const adminOnly = (status: number): Expect => ({
  visitor: 401,
  user: 403,
  other: 403,
  staff: 403,
  admin: status,
});

const get = (url: string): InjectOptions => ({ method: "GET", url });
const json = (method: InjectOptions["method"], url: string, payload: object): InjectOptions => ({
  method,
  url,
  payload,
});
/** Whom `actor` chats with in the user↔staff conversation: staff for users, the user for staff. */
const counterpart = (world: World, actor: Actor): string =>
  actor === "staff" || actor === "admin" ? world.members.user._id : world.members.staff._id;

/**
 * A call that ends sessions or changes a password is made as a fresh account of the actor's role
 * (its token in the call's own Authorization header), so the actor's own session, which the other
 * rows use, stays. The visitor sends none.
 */
async function asFreshAccount(world: World, actor: Actor, call: InjectOptions) {
  if (actor === "visitor") return call;
  const role = actor === "other" ? "user" : actor;
  const account = await createUser(world.t.app, role, `Fresh ${actor}`);
  return { ...call, headers: auth(account.token) };
}

/** A fresh saved reply, made by staff; answers its id. */
async function savedReply(world: World): Promise<string> {
  const res = await as(world, "staff", {
    method: "POST",
    url: "/api/saved-replies",
    payload: { title: "Greeting", text: { en: "Hello {customer}", bn: "নমস্কার {customer}" } },
  });
  if (res.statusCode !== 201) throw new Error(`saved reply failed: ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

/** A trip's texts as staff send them, in both languages. */
const TRIP_INPUT = {
  title: { en: "River cruise", bn: "নদীভ্রমণ" },
  description: { en: "A day on the Bhagirathi", bn: "ভাগীরথীতে একদিন" },
  duration: { en: "One day", bn: "একদিন" },
  pickupPoints: [{ en: "Bus stand", bn: "বাস স্ট্যান্ড" }],
};
/** A departure a month from now, its seats enough for every row's bookings. */
const departureInput = () => {
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return { date: day, seats: 500, adultPricePaise: 150_000, childPricePaise: 75_000 };
};
const BOOKING_INPUT = { adults: 1, children: 1, pickupPoint: 0, passengers: ["Una", "Ujjal"] };

/** A fresh trip, made by staff; answers its id. */
async function freshTrip(world: World): Promise<string> {
  const res = await as(world, "staff", {
    method: "POST",
    url: "/api/staff/trips",
    payload: TRIP_INPUT,
  });
  if (res.statusCode !== 201) throw new Error(`trip failed: ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

/** A fresh trip with one photo, added by staff: its id and the photo's stored name. */
async function tripWithPhoto(world: World): Promise<{ id: string; file: string }> {
  const id = await freshTrip(world);
  const res = await as(world, "staff", {
    method: "POST",
    url: `/api/staff/trips/${id}/photos`,
    ...(await pngForm("photo")),
  });
  if (res.statusCode !== 200) throw new Error(`trip photo failed: ${res.body}`);
  const [photo] = res.json<{ photos: { file: string }[] }>().photos;
  if (!photo) throw new Error("trip photo missing");
  return { id, file: photo.file };
}

/** The people and the proof (decision 043) as staff send them. */
const TEACHER_INPUT = {
  name: { en: "Rina Sarkar", bn: "রিনা সরকার" },
  subjects: { en: "Physics", bn: "পদার্থবিদ্যা" },
  published: true,
};
const RESULT_INPUT = {
  studentName: { en: "Arjun Das", bn: "অর্জুন দাস" },
  exam: { en: "Madhyamik", bn: "মাধ্যমিক" },
  year: 2026,
  achievement: { en: "Rank 7", bn: "৭ম স্থান" },
  consent: true,
  consentDate: "2026-06-01",
  published: true,
};
const TESTIMONIAL_INPUT = {
  author: { en: "Mita Ghosh", bn: "মিতা ঘোষ" },
  role: "parent",
  text: { en: "Good teachers.", bn: "ভালো শিক্ষক।" },
  published: true,
};

/** A fresh teacher, result, testimonial (made by staff, through `path`); answers its id. */
async function freshStaffRecord(world: World, path: string, payload: object): Promise<string> {
  const res = await as(world, "staff", { method: "POST", url: path, payload });
  if (res.statusCode !== 201) throw new Error(`${path} failed: ${res.body}`);
  return res.json<{ _id: string }>()._id;
}
const freshTeacher = (w: World) => freshStaffRecord(w, "/api/staff/teachers", TEACHER_INPUT);
const freshResult = (w: World) => freshStaffRecord(w, "/api/staff/results", RESULT_INPUT);
const freshTestimonial = (w: World) =>
  freshStaffRecord(w, "/api/staff/testimonials", TESTIMONIAL_INPUT);
async function galleryUpload(): Promise<Pick<InjectOptions, "payload" | "headers">> {
  const form = multipartForm([
    { name: "captionEn", value: "Prize day" },
    {
      name: "photo",
      filename: "prize.png",
      contentType: "image/png",
      content: await pngImage(),
    },
  ]);
  return { payload: form.payload, headers: form.headers };
}
async function freshGalleryPhoto(world: World): Promise<string> {
  const res = await as(world, "staff", {
    method: "POST",
    url: "/api/staff/gallery",
    ...(await galleryUpload()),
  });
  if (res.statusCode !== 201) throw new Error(`gallery failed: ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

/** A fresh departure of the Plassey trip, made by staff; answers its id. */
async function freshDeparture(world: World): Promise<string> {
  const res = await as(world, "staff", {
    method: "POST",
    url: "/api/staff/trips/plassey/departures",
    payload: departureInput(),
  });
  if (res.statusCode !== 201) throw new Error(`departure failed: ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

// Kept per world: a test file's world is its own database, and files may share these modules.
const sharedDepartures = new WeakMap<World, string>();
/** The departure the rows that only read share (made once per world). */
async function departure(world: World): Promise<string> {
  const known = sharedDepartures.get(world);
  if (known) return known;
  const id = await freshDeparture(world);
  sharedDepartures.set(world, id);
  return id;
}

/** A fresh booking of the user's on the shared departure; answers its id. */
async function userBooking(world: World): Promise<string> {
  const res = await as(world, "user", {
    method: "POST",
    url: `/api/trips/departures/${await departure(world)}/bookings`,
    payload: BOOKING_INPUT,
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

/** A fresh order of the user's; answers its id. */
async function userOrder(world: World): Promise<string> {
  const res = await as(world, "user", {
    method: "POST",
    url: "/api/users/order",
    payload: validOrder(world.product._id),
  });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

/** A fresh payment of the user's for a fresh order (docs/payments.md); answers it. */
async function userPayment(
  world: World,
  method: "razorpay" | "upi" = "razorpay",
): Promise<{ id: string; gateway: { orderId: string } | null }> {
  const res = await as(world, "user", {
    method: "POST",
    url: "/api/payments",
    payload: { for: { order: await userOrder(world) }, method },
  });
  if (res.statusCode !== 201) throw new Error(`payment failed: ${res.body}`);
  return res.json();
}

/** A fresh order of the user's paid in cash at the desk; answers the payment's id. */
async function paidAtDesk(world: World): Promise<string> {
  const res = await as(world, "staff", {
    method: "POST",
    url: "/api/staff/payments",
    payload: { for: { order: await userOrder(world) }, amountPaise: 100, method: "cash" },
  });
  if (res.statusCode !== 201) throw new Error(`desk payment failed: ${res.body}`);
  return res.json<{ id: string }>().id;
}

let utrCount = 0;
/** A UTR of its own for each call: one UTR is confirmed once (docs/payments.md). */
function freshUtr(): string {
  utrCount += 1;
  return `4123${String(utrCount).padStart(8, "0")}`;
}

/** A UPI payment of the user's whose UTR waits for staff; answers its id. */
async function submittedUpi(world: World): Promise<string> {
  const { id } = await userPayment(world, "upi");
  const res = await as(world, "user", {
    method: "POST",
    url: `/api/payments/${id}/upi-reference`,
    payload: { utr: freshUtr() },
  });
  if (res.statusCode !== 200) throw new Error(`UTR failed: ${res.body}`);
  return id;
}

const sharedEnrolments = new WeakMap<World, string>();
/** An enrolment of the user's (on the user's admission), with one instalment; made once per world. */
async function userEnrolment(world: World): Promise<string> {
  const known = sharedEnrolments.get(world);
  if (known) return known;
  const db = world.t.app.db;
  const id = `enrol-${Date.now()}`;
  const now = new Date().toISOString();
  await db
    .insertInto("enrolments")
    .values({
      id,
      admission_id: world.mine.admissionId,
      user_id: world.members.user._id,
      course: "mern",
      batch_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("instalments")
    .values({
      id: `${id}-1`,
      enrolment_id: id,
      user_id: world.members.user._id,
      position: 1,
      amount_paise: 100_000_000,
      due_date: now.slice(0, 10),
      created_at: now,
    })
    .execute();
  sharedEnrolments.set(world, id);
  return id;
}

let courseCodes = 0;
/** A course's body as staff write it (PUT), two instalments that add up. */
const COURSE_BODY = {
  group: "school",
  board: "wbbse",
  level: "Class X",
  durationMonths: 12,
  name: { en: "Class X", bn: "দশম শ্রেণি" },
  totalFee: 1_200_000,
  feePlan: {
    kind: "instalments",
    instalments: [
      { amount: 600_000, dueAfterMonths: 0 },
      { amount: 600_000, dueAfterMonths: 6 },
    ],
  },
};
/** A fresh course, made by staff; answers its code. */
async function freshCourse(world: World): Promise<string> {
  courseCodes += 1;
  const code = `matrix-${courseCodes}`;
  const res = await as(
    world,
    "staff",
    json("POST", "/api/staff/courses", { code, ...COURSE_BODY }),
  );
  if (res.statusCode !== 201) throw new Error(`course failed: ${res.body}`);
  return code;
}
const BATCH_BODY = {
  name: "Morning",
  startDate: "2099-01-10",
  days: ["mon", "wed"],
  startTime: "07:00",
  endTime: "09:00",
  seats: 20,
};
/** A fresh batch of the python course, made by staff; answers its id. */
async function freshBatch(world: World): Promise<string> {
  const res = await as(
    world,
    "staff",
    json("POST", "/api/staff/courses/python/batches", BATCH_BODY),
  );
  if (res.statusCode !== 201) throw new Error(`batch failed: ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

let bankNames = 0;
/** A fresh question-bank category, made by staff; answers its id. */
async function bankCategory(world: World): Promise<string> {
  bankNames += 1;
  const res = await as(world, "staff", {
    method: "POST",
    url: "/api/exams/categories",
    payload: { name: `Topic ${bankNames}` },
  });
  if (res.statusCode !== 201) throw new Error(`category failed: ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

/** A question for the bank in `categoryId`. */
const bankQuestionBody = (categoryId: string) => ({
  categoryId,
  type: "numeric",
  text: { en: "2 + 2?", bn: "২ + ২ = ?" },
  numeric: { value: 4, tolerance: 0 },
});

/** A fresh question, made by staff; answers its id and its first version's id. */
async function bankQuestion(world: World): Promise<{ id: string; versionId: string }> {
  const res = await as(world, "staff", {
    method: "POST",
    url: "/api/exams/questions",
    payload: bankQuestionBody(await bankCategory(world)),
  });
  if (res.statusCode !== 201) throw new Error(`question failed: ${res.body}`);
  const { _id, versionId } = res.json<{ _id: string; versionId: string }>();
  return { id: _id, versionId };
}

/** A published test of one fresh bank question, made by staff; answers its id and the question's. */
async function seriesTest(world: World): Promise<{ id: string; questionId: string }> {
  const question = await bankQuestion(world);
  const res = await as(world, "staff", {
    method: "POST",
    url: "/api/exams/tests",
    payload: {
      title: { en: "Matrix mock", bn: "ম্যাট্রিক্স মক" },
      published: true,
      durationMinutes: 30,
      maxAttempts: 5,
      ranksAt: "2020-01-01T00:00:00Z",
      sections: [
        {
          title: { en: "Arithmetic", bn: "" },
          marking: { correct: 4, wrong: -1 },
          questionIds: [question.id],
        },
      ],
    },
  });
  if (res.statusCode !== 201) throw new Error(`test failed: ${res.body}`);
  return { id: res.json<{ _id: string }>()._id, questionId: question.id };
}

/** An attempt the user started at a fresh test; answers its id and its question's. */
async function userAttempt(world: World): Promise<{ id: string; questionId: string }> {
  const test = await seriesTest(world);
  const res = await as(world, "user", {
    method: "POST",
    url: `/api/exams/tests/${test.id}/attempts`,
  });
  if (res.statusCode !== 201) throw new Error(`attempt failed: ${res.body}`);
  return { id: res.json<{ id: string }>().id, questionId: test.questionId };
}

/** The user's own attempt: everyone else, staff too, is told it does not exist. */
const ownerOnly = (status: number): Expect => ({
  visitor: 401,
  user: status,
  other: 404,
  staff: 404,
  admin: 404,
});

/** Uploads a photo as `actor` and answers its id. */
async function uploadAs(world: World, actor: Exclude<Actor, "visitor">): Promise<string> {
  const res = await as(world, actor, {
    method: "POST",
    url: "/api/ticket-attachments",
    ...multipartBody("file", "bus.png", "image/png", await pngImage()),
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

/** The address of a photo the user sent with a note on their ticket (`suffix`: "/thumbnail"). */
async function attachedFile(world: World, suffix: string): Promise<string> {
  const upload = await uploadAs(world, "user");
  const ticket = world.mine.ticket._id;
  const note = await as(world, "user", {
    method: "POST",
    url: `/api/tickets/${ticket}/notes`,
    payload: { text: "A photo", attachments: [upload] },
  });
  if (note.statusCode !== 201) throw new Error(`note failed: ${note.body}`);
  return `/api/tickets/${ticket}/attachments/${upload}${suffix}`;
}

/** A fresh account's one-time link of `purpose`, as the mail would carry it. */
async function freshLink(world: World, purpose: "password-reset" | "email-verification") {
  const account = await createUser(world.t.app, "user", "Link Holder");
  return createLink(world.t.app.db, account._id, purpose, 30 * 60 * 1000);
}

async function pngForm(field: string, extra: { name: string; value: string }[] = []) {
  const image = await pngImage();
  return multipartForm([
    ...extra,
    { name: field, filename: "a.png", contentType: "image/png", content: image },
  ]);
}

const SPEC_ROWS: Row[] = [
  // The OpenAPI document and its UI are public: they describe the calls, not anyone's data.
  { route: "GET /api/docs", expect: everyone(200), call: () => get("/api/docs") },
  {
    route: "GET /api/docs/static/index.html",
    expect: everyone(302),
    call: () => get("/api/docs/static/index.html"),
  },
  {
    route: "GET /api/docs/static/swagger-initializer.js",
    expect: everyone(200),
    call: () => get("/api/docs/static/swagger-initializer.js"),
  },
  {
    route: "GET /api/docs/static/*",
    expect: everyone(200),
    call: () => get("/api/docs/static/swagger-ui.css"),
  },
  { route: "GET /api/docs/json", expect: everyone(200), call: () => get("/api/docs/json") },
  { route: "GET /api/docs/yaml", expect: everyone(200), call: () => get("/api/docs/yaml") },
  { route: "GET /api/health", expect: everyone(200), call: () => get("/api/health") },
  {
    route: "GET /api/health/ready",
    expect: everyone(200),
    call: () => get("/api/health/ready"),
  },
  { route: "GET /api/health/live", expect: everyone(200), call: () => get("/api/health/live") },
  // Uploaded pictures are public under random, never reused names; the site is public.
  { route: "GET /media/*", expect: everyone(200), call: (w) => get(w.product.filename1) },
  { route: "GET /*", expect: everyone(200), call: () => get("/assets/app-1234.js") },

  // Accounts
  {
    route: "POST /api/users",
    expect: everyone(201),
    call: () =>
      json("POST", "/api/users/", {
        name: "New",
        email: uniqueEmail("reg"),
        password: "secret-pass",
      }),
  },
  {
    route: "POST /api/users/login",
    expect: everyone(200),
    call: (w) => json("POST", "/api/users/login", w.loginTarget),
  },
  {
    // Public by design: the credentials decide, and only an admin's are accepted.
    route: "POST /api/users/admin-login",
    expect: everyone(200),
    call: () => json("POST", "/api/users/admin-login", ADMIN),
  },
  {
    route: "POST /api/users/admin-create",
    expect: adminOnly(201),
    call: () =>
      json("POST", "/api/users/admin-create", {
        name: "Made",
        email: uniqueEmail("made"),
        password: "secret-pass",
      }),
  },
  { route: "GET /api/users/me", expect: signedIn(200), call: () => get("/api/users/me") },
  {
    route: "PUT /api/users/me/avatar",
    expect: signedIn(200),
    call: async () => {
      const body = multipartBody("avatar", "me.png", "image/png", await pngImage());
      return { method: "PUT", url: "/api/users/me/avatar", ...body };
    },
  },
  {
    route: "DELETE /api/users/me/avatar",
    expect: signedIn(200),
    call: () => ({ method: "DELETE", url: "/api/users/me/avatar" }),
  },
  {
    route: "POST /api/users/logout",
    expect: signedIn(204),
    call: (w, actor) => asFreshAccount(w, actor, { method: "POST", url: "/api/users/logout" }),
  },
  {
    route: "GET /api/users/me/sessions",
    expect: signedIn(200),
    call: () => get("/api/users/me/sessions"),
  },
  {
    // Each account ends one of its own other sessions; another account's is 404 (sessions.test).
    route: "DELETE /api/users/me/sessions/:id",
    expect: signedIn(204),
    call: async (w, actor) => {
      if (actor === "visitor") {
        return { method: "DELETE", url: "/api/users/me/sessions/0190c3a4-0000-7000-8000-0" };
      }
      const role = actor === "other" ? "user" : actor;
      const account = await createUser(w.t.app, role, `Two devices ${actor}`);
      const second = await login(w.t.app, account.email, PASSWORD);
      const sid = JSON.parse(
        Buffer.from(second.token.split(".")[1] ?? "", "base64url").toString("utf8"),
      ).sid as string;
      return {
        method: "DELETE",
        url: `/api/users/me/sessions/${sid}`,
        headers: auth(account.token),
      };
    },
  },
  {
    route: "DELETE /api/users/me/sessions",
    expect: signedIn(200),
    call: (w, actor) =>
      asFreshAccount(w, actor, { method: "DELETE", url: "/api/users/me/sessions" }),
  },
  {
    // Each actor changes its own language; a visitor has none.
    route: "PUT /api/users/me",
    expect: signedIn(200),
    call: () => json("PUT", "/api/users/me", { locale: "bn", latinDigits: false }),
  },
  {
    route: "PUT /api/users/me/password",
    expect: signedIn(204),
    call: (w, actor) =>
      asFreshAccount(
        w,
        actor,
        json("PUT", "/api/users/me/password", {
          currentPassword: PASSWORD,
          newPassword: "a-new-secret-pass",
        }),
      ),
  },
  {
    route: "POST /api/users/forgot-password",
    expect: everyone(202),
    call: (w) => json("POST", "/api/users/forgot-password", { email: w.members.user.email }),
  },
  {
    // Public: the link's token is the credential.
    route: "POST /api/users/reset-password",
    expect: everyone(204),
    call: async (w) =>
      json("POST", "/api/users/reset-password", {
        token: await freshLink(w, "password-reset"),
        password: "chosen-by-the-link",
      }),
  },
  {
    route: "POST /api/users/verify-email",
    expect: everyone(200),
    call: async (w) =>
      json("POST", "/api/users/verify-email", {
        token: await freshLink(w, "email-verification"),
      }),
  },
  {
    route: "POST /api/users/me/verification",
    expect: signedIn(202),
    call: () => json("POST", "/api/users/me/verification", {}),
  },
  {
    route: "GET /api/users/alluser",
    expect: adminOnly(200),
    call: () => get("/api/users/alluser"),
  },
  {
    // A fresh account each time: deleting "user" would take the other rows' data with it.
    route: "DELETE /api/users/:id",
    expect: adminOnly(204),
    call: async (w) => ({
      method: "DELETE",
      url: `/api/users/${(await createUser(w.t.app, "user", "Doomed"))._id}`,
    }),
  },
  {
    route: "PATCH /api/users/:id/role",
    expect: adminOnly(200),
    call: (w) => json("PATCH", `/api/users/${w.members.user._id}/role`, { role: "user" }),
  },

  // Support desk
  {
    route: "POST /api/tickets",
    expect: signedIn(201),
    call: () => json("POST", "/api/tickets/", { product: "iskon", description: "Hello" }),
  },
  { route: "GET /api/tickets", expect: signedIn(200), call: () => get("/api/tickets/") },
  {
    route: "GET /api/tickets/:id",
    expect: ownerOrStaff(200),
    call: (w) => get(`/api/tickets/${w.mine.ticket._id}`),
  },
  {
    route: "PUT /api/tickets/:id",
    expect: ownerOrStaff(200),
    call: async (w) => {
      const ticket = await makers(w).ticket("user");
      return json("PUT", `/api/tickets/${ticket._id}`, { status: "closed" });
    },
  },
  {
    // A fresh closed ticket each time, since a ticket is rated once. Staff see it but only its
    // customer rates it.
    route: "POST /api/tickets/:id/rating",
    expect: { visitor: 401, user: 200, other: 404, staff: 403, admin: 403 },
    call: async (w) => {
      const ticket = await makers(w).ticket("user");
      const closed = await as(w, "user", {
        method: "PUT",
        url: `/api/tickets/${ticket._id}`,
        payload: { status: "closed" },
      });
      if (closed.statusCode !== 200) throw new Error(`closing failed: ${closed.body}`);
      return json("POST", `/api/tickets/${ticket._id}/rating`, { score: 5, comment: "Thanks" });
    },
  },
  {
    route: "GET /api/tickets/:ticketId/notes",
    expect: ownerOrStaff(200),
    call: (w) => get(`/api/tickets/${w.mine.ticket._id}/notes`),
  },
  {
    route: "POST /api/tickets/:ticketId/notes",
    expect: ownerOrStaff(201),
    call: (w) => json("POST", `/api/tickets/${w.mine.ticket._id}/notes`, { text: "More" }),
  },
  {
    route: "POST /api/payments",
    // Users pay their own debts only: anyone else is told it does not exist.
    expect: { visitor: 401, user: 201, other: 404, staff: 404, admin: 404 },
    call: async (w) =>
      json("POST", "/api/payments", { for: { order: await userOrder(w) }, method: "upi" }),
  },
  {
    route: "GET /api/payments",
    expect: signedIn(200),
    call: () => get("/api/payments"),
  },
  {
    route: "GET /api/payments/methods",
    expect: signedIn(200),
    call: () => get("/api/payments/methods"),
  },
  {
    route: "GET /api/payments/debt",
    expect: ownerOrStaff(200),
    call: async (w) => get(`/api/payments/debt?order=${await userOrder(w)}`),
  },
  {
    route: "GET /api/payments/mine",
    expect: signedIn(200),
    call: () => get("/api/payments/mine"),
  },
  {
    route: "GET /api/payments/:id",
    expect: ownerOrStaff(200),
    call: async (w) => get(`/api/payments/${(await userPayment(w, "upi")).id}`),
  },
  {
    route: "POST /api/payments/:id/verify",
    expect: ownerOrStaff(200),
    call: async (w) => {
      const payment = await userPayment(w);
      const { checkout } = w.razorpay.pay(payment.gateway?.orderId ?? "");
      return json("POST", `/api/payments/${payment.id}/verify`, checkout);
    },
  },
  {
    route: "POST /api/payments/:id/upi-reference",
    expect: ownerOrStaff(200),
    call: async (w) =>
      json("POST", `/api/payments/${(await userPayment(w, "upi")).id}/upi-reference`, {
        utr: freshUtr(),
      }),
  },
  {
    route: "GET /api/payments/:id/receipt.pdf",
    expect: ownerOrStaff(200),
    call: async (w) => get(`/api/payments/${await paidAtDesk(w)}/receipt.pdf`),
  },
  {
    route: "POST /api/payments/:id/refunds",
    expect: adminOnly(201),
    call: async (w) => ({
      method: "POST",
      url: `/api/payments/${await paidAtDesk(w)}/refunds`,
      headers: { "idempotency-key": `matrix-${Date.now()}-${Math.random().toString(36).slice(2)}` },
      payload: { amountPaise: 100, reason: "Returned" },
    }),
  },
  {
    route: "POST /api/payments/razorpay/webhook",
    // The gateway signs its calls; no account is involved.
    expect: everyone(200),
    call: (w) => {
      const hook = w.razorpay.webhook("payment.authorized", {});
      return {
        method: "POST",
        url: "/api/payments/razorpay/webhook",
        headers: hook.headers,
        payload: hook.body,
      };
    },
  },
  {
    route: "GET /api/enrolments/mine",
    expect: signedIn(200),
    call: () => get("/api/enrolments/mine"),
  },
  {
    route: "GET /api/enrolments/:id",
    expect: ownerOrStaff(200),
    call: async (w) => get(`/api/enrolments/${await userEnrolment(w)}`),
  },
  {
    route: "PUT /api/enrolments/:id/whatsapp-reminders",
    expect: ownerOnly(200),
    call: async (w) =>
      json("PUT", `/api/enrolments/${await userEnrolment(w)}/whatsapp-reminders`, { on: true }),
  },
  {
    route: "PUT /api/enrolments/:id/whatsapp-results",
    expect: ownerOnly(200),
    call: async (w) =>
      json("PUT", `/api/enrolments/${await userEnrolment(w)}/whatsapp-results`, { on: true }),
  },
  {
    route: "GET /api/staff/enrolments",
    expect: staffOnly(200),
    call: () => get("/api/staff/enrolments"),
  },
  {
    route: "GET /api/staff/enrolments/:id/plan-changes",
    expect: staffOnly(200),
    call: async (w) => get(`/api/staff/enrolments/${await userEnrolment(w)}/plan-changes`),
  },
  {
    route: "PUT /api/staff/enrolments/:id/plan",
    expect: staffOnly(200),
    call: async (w) =>
      json("PUT", `/api/staff/enrolments/${await userEnrolment(w)}/plan`, {
        instalments: [{ amountPaise: 100_000_000, dueDate: "2027-01-01" }],
        reason: "Same fee, one date",
      }),
  },
  {
    route: "GET /api/staff/dues",
    expect: staffOnly(200),
    call: () => get("/api/staff/dues?overdue=true"),
  },
  {
    route: "GET /api/staff/payments",
    expect: staffOnly(200),
    call: () => get("/api/staff/payments?received=true&method=cash&q=test"),
  },
  {
    // The matrix's server has no mail server or WhatsApp: staff are let in, and told so (409).
    route: "POST /api/staff/reminders/run",
    expect: staffOnly(409),
    call: () => ({ method: "POST", url: "/api/staff/reminders/run" }),
  },
  {
    route: "GET /api/staff/reminders",
    expect: staffOnly(200),
    call: () => get("/api/staff/reminders?status=failed"),
  },
  {
    route: "GET /api/staff/dues/summary",
    expect: staffOnly(200),
    call: () => get("/api/staff/dues/summary"),
  },
  {
    route: "GET /api/staff/money/collections",
    expect: staffOnly(200),
    call: () => get("/api/staff/money/collections?from=2026-04-01&to=2026-04-30&by=day"),
  },
  {
    route: "GET /api/staff/money/payments.csv",
    expect: staffOnly(200),
    call: () => get("/api/staff/money/payments.csv?from=2026-04-01&to=2026-04-30&method=cash"),
  },
  {
    route: "POST /api/staff/payments",
    expect: staffOnly(201),
    call: async (w) =>
      json("POST", "/api/staff/payments", {
        for: { order: await userOrder(w) },
        amountPaise: 100,
        method: "cash",
      }),
  },
  {
    route: "POST /api/staff/payments/:id/confirm",
    expect: staffOnly(200),
    call: async (w) => ({
      method: "POST",
      url: `/api/staff/payments/${await submittedUpi(w)}/confirm`,
    }),
  },
  {
    route: "POST /api/staff/payments/:id/reject",
    expect: staffOnly(200),
    call: async (w) =>
      json("POST", `/api/staff/payments/${await submittedUpi(w)}/reject`, {
        reason: "Not on the statement",
      }),
  },
  {
    route: "GET /api/trips",
    expect: everyone(200),
    call: () => get("/api/trips?lang=bn"),
  },
  {
    route: "POST /api/trips/departures/:id/bookings",
    expect: signedIn(201),
    call: async (w) =>
      json("POST", `/api/trips/departures/${await departure(w)}/bookings`, BOOKING_INPUT),
  },
  {
    route: "GET /api/trips/bookings/mine",
    expect: signedIn(200),
    call: () => get("/api/trips/bookings/mine"),
  },
  {
    route: "GET /api/trips/rules/mine",
    expect: signedIn(200),
    call: () => get("/api/trips/rules/mine"),
  },
  {
    route: "GET /api/trips/bookings/:id",
    expect: ownerOrStaff(200),
    call: async (w) => get(`/api/trips/bookings/${await userBooking(w)}`),
  },
  {
    route: "POST /api/trips/bookings/:id/cancel",
    expect: ownerOrStaff(200),
    call: async (w) => ({
      method: "POST",
      url: `/api/trips/bookings/${await userBooking(w)}/cancel`,
    }),
  },
  {
    route: "GET /api/staff/trips",
    expect: staffOnly(200),
    call: () => get("/api/staff/trips"),
  },
  {
    route: "POST /api/staff/trips",
    expect: staffOnly(201),
    call: () => json("POST", "/api/staff/trips", TRIP_INPUT),
  },
  {
    route: "GET /api/staff/trips/:id",
    expect: staffOnly(200),
    call: () => get("/api/staff/trips/plassey"),
  },
  {
    route: "PUT /api/staff/trips/:id",
    expect: staffOnly(200),
    call: async (w) => json("PUT", `/api/staff/trips/${await freshTrip(w)}`, TRIP_INPUT),
  },
  {
    route: "DELETE /api/staff/trips/:id",
    expect: staffOnly(204),
    call: async (w) => ({ method: "DELETE", url: `/api/staff/trips/${await freshTrip(w)}` }),
  },
  {
    route: "PUT /api/staff/trips/:id/photo",
    expect: staffOnly(200),
    call: async (w) => {
      const body = multipartBody("photo", "trip.png", "image/png", await pngImage());
      return { method: "PUT", url: `/api/staff/trips/${await freshTrip(w)}/photo`, ...body };
    },
  },
  {
    route: "DELETE /api/staff/trips/:id/photo",
    expect: staffOnly(200),
    call: async (w) => ({ method: "DELETE", url: `/api/staff/trips/${await freshTrip(w)}/photo` }),
  },
  {
    route: "POST /api/staff/trips/:id/photos",
    expect: staffOnly(200),
    call: async (w) => ({
      method: "POST",
      url: `/api/staff/trips/${await freshTrip(w)}/photos`,
      ...(await pngForm("photo")),
    }),
  },
  {
    route: "PUT /api/staff/trips/:id/photos",
    expect: staffOnly(200),
    call: async (w) => {
      const trip = await tripWithPhoto(w);
      return {
        method: "PUT",
        url: `/api/staff/trips/${trip.id}/photos`,
        payload: { photos: [trip.file] },
      };
    },
  },
  {
    route: "DELETE /api/staff/trips/:id/photos/:file",
    expect: staffOnly(200),
    call: async (w) => {
      const trip = await tripWithPhoto(w);
      return { method: "DELETE", url: `/api/staff/trips/${trip.id}/photos/${trip.file}` };
    },
  },
  {
    route: "GET /api/staff/trips/:id/departures",
    expect: staffOnly(200),
    call: () => get("/api/staff/trips/plassey/departures"),
  },
  {
    route: "POST /api/staff/trips/:id/departures",
    expect: staffOnly(201),
    call: async (w) =>
      json("POST", `/api/staff/trips/${await freshTrip(w)}/departures`, departureInput()),
  },
  {
    route: "GET /api/staff/departures/:id",
    expect: staffOnly(200),
    call: async (w) => get(`/api/staff/departures/${await departure(w)}`),
  },
  {
    route: "PUT /api/staff/departures/:id",
    expect: staffOnly(200),
    call: async (w) =>
      json("PUT", `/api/staff/departures/${await freshDeparture(w)}`, departureInput()),
  },
  {
    route: "DELETE /api/staff/departures/:id",
    expect: staffOnly(204),
    call: async (w) => ({
      method: "DELETE",
      url: `/api/staff/departures/${await freshDeparture(w)}`,
    }),
  },
  {
    route: "GET /api/people/teachers",
    expect: everyone(200),
    call: () => get("/api/people/teachers?lang=bn"),
  },
  {
    route: "GET /api/people/results",
    expect: everyone(200),
    call: () => get("/api/people/results"),
  },
  {
    route: "GET /api/people/testimonials",
    expect: everyone(200),
    call: () => get("/api/people/testimonials"),
  },
  {
    route: "GET /api/people/gallery",
    expect: everyone(200),
    call: () => get("/api/people/gallery"),
  },
  {
    route: "GET /api/staff/teachers",
    expect: staffOnly(200),
    call: () => get("/api/staff/teachers"),
  },
  {
    route: "POST /api/staff/teachers",
    expect: staffOnly(201),
    call: () => json("POST", "/api/staff/teachers", TEACHER_INPUT),
  },
  {
    route: "GET /api/staff/teachers/:id",
    expect: staffOnly(200),
    call: async (w) => get(`/api/staff/teachers/${await freshTeacher(w)}`),
  },
  {
    route: "PUT /api/staff/teachers/:id",
    expect: staffOnly(200),
    call: async (w) => json("PUT", `/api/staff/teachers/${await freshTeacher(w)}`, TEACHER_INPUT),
  },
  {
    route: "DELETE /api/staff/teachers/:id",
    expect: staffOnly(204),
    call: async (w) => ({ method: "DELETE", url: `/api/staff/teachers/${await freshTeacher(w)}` }),
  },
  {
    route: "PUT /api/staff/teachers/:id/photo",
    expect: staffOnly(200),
    call: async (w) => {
      const body = multipartBody("photo", "teacher.png", "image/png", await pngImage());
      return { method: "PUT", url: `/api/staff/teachers/${await freshTeacher(w)}/photo`, ...body };
    },
  },
  {
    // One of /teacherup's photos as the teacher's: the admin's only (decision 067).
    route: "PUT /api/staff/teachers/:id/teacher-photo",
    expect: adminOnly(200),
    call: async (w) =>
      json("PUT", `/api/staff/teachers/${await freshTeacher(w)}/teacher-photo`, {
        photoId: (await makers(w).teacher())._id,
      }),
  },
  {
    route: "DELETE /api/staff/teachers/:id/photo",
    expect: staffOnly(200),
    call: async (w) => ({
      method: "DELETE",
      url: `/api/staff/teachers/${await freshTeacher(w)}/photo`,
    }),
  },
  {
    route: "GET /api/staff/results",
    expect: staffOnly(200),
    call: () => get("/api/staff/results"),
  },
  {
    route: "POST /api/staff/results",
    expect: staffOnly(201),
    call: () => json("POST", "/api/staff/results", RESULT_INPUT),
  },
  {
    route: "GET /api/staff/results/:id",
    expect: staffOnly(200),
    call: async (w) => get(`/api/staff/results/${await freshResult(w)}`),
  },
  {
    route: "PUT /api/staff/results/:id",
    expect: staffOnly(200),
    call: async (w) => json("PUT", `/api/staff/results/${await freshResult(w)}`, RESULT_INPUT),
  },
  {
    route: "DELETE /api/staff/results/:id",
    expect: staffOnly(204),
    call: async (w) => ({ method: "DELETE", url: `/api/staff/results/${await freshResult(w)}` }),
  },
  {
    route: "PUT /api/staff/results/:id/photo",
    expect: staffOnly(200),
    call: async (w) => {
      const body = multipartBody("photo", "student.png", "image/png", await pngImage());
      return { method: "PUT", url: `/api/staff/results/${await freshResult(w)}/photo`, ...body };
    },
  },
  {
    route: "DELETE /api/staff/results/:id/photo",
    expect: staffOnly(200),
    call: async (w) => ({
      method: "DELETE",
      url: `/api/staff/results/${await freshResult(w)}/photo`,
    }),
  },
  {
    route: "GET /api/staff/testimonials",
    expect: staffOnly(200),
    call: () => get("/api/staff/testimonials"),
  },
  {
    route: "POST /api/staff/testimonials",
    expect: staffOnly(201),
    call: () => json("POST", "/api/staff/testimonials", TESTIMONIAL_INPUT),
  },
  {
    route: "GET /api/staff/testimonials/:id",
    expect: staffOnly(200),
    call: async (w) => get(`/api/staff/testimonials/${await freshTestimonial(w)}`),
  },
  {
    route: "PUT /api/staff/testimonials/:id",
    expect: staffOnly(200),
    call: async (w) =>
      json("PUT", `/api/staff/testimonials/${await freshTestimonial(w)}`, TESTIMONIAL_INPUT),
  },
  {
    route: "DELETE /api/staff/testimonials/:id",
    expect: staffOnly(204),
    call: async (w) => ({
      method: "DELETE",
      url: `/api/staff/testimonials/${await freshTestimonial(w)}`,
    }),
  },
  {
    route: "GET /api/staff/gallery",
    expect: staffOnly(200),
    call: () => get("/api/staff/gallery"),
  },
  {
    route: "POST /api/staff/gallery",
    expect: staffOnly(201),
    call: async () => ({ method: "POST", url: "/api/staff/gallery", ...(await galleryUpload()) }),
  },
  {
    route: "PUT /api/staff/gallery/:id",
    expect: staffOnly(200),
    call: async (w) =>
      json("PUT", `/api/staff/gallery/${await freshGalleryPhoto(w)}`, {
        caption: { en: "Prize day", bn: "পুরস্কার" },
      }),
  },
  {
    route: "DELETE /api/staff/gallery/:id",
    expect: staffOnly(204),
    call: async (w) => ({
      method: "DELETE",
      url: `/api/staff/gallery/${await freshGalleryPhoto(w)}`,
    }),
  },
  {
    route: "GET /api/staff/departures/:id/bookings",
    expect: staffOnly(200),
    call: async (w) => get(`/api/staff/departures/${await departure(w)}/bookings`),
  },
  {
    route: "GET /api/saved-replies",
    expect: staffOnly(200),
    call: () => get("/api/saved-replies"),
  },
  {
    route: "POST /api/saved-replies",
    expect: staffOnly(201),
    call: () =>
      json("POST", "/api/saved-replies", {
        title: "Thanks",
        text: { en: "Thank you, {customer}.", bn: "" },
      }),
  },
  {
    route: "PUT /api/saved-replies/:id",
    expect: staffOnly(200),
    call: async (w) =>
      json("PUT", `/api/saved-replies/${await savedReply(w)}`, {
        title: "Hi",
        text: { en: "Hello", bn: "নমস্কার" },
      }),
  },
  {
    route: "DELETE /api/saved-replies/:id",
    expect: staffOnly(204),
    call: async (w) => ({ method: "DELETE", url: `/api/saved-replies/${await savedReply(w)}` }),
  },
  {
    route: "GET /api/exams/categories",
    expect: staffOnly(200),
    call: () => get("/api/exams/categories"),
  },
  {
    route: "POST /api/exams/categories",
    expect: staffOnly(201),
    call: (_w, actor) => json("POST", "/api/exams/categories", { name: `Subject of ${actor}` }),
  },
  {
    route: "PUT /api/exams/categories/:id",
    expect: staffOnly(200),
    call: async (w, actor) =>
      json("PUT", `/api/exams/categories/${await bankCategory(w)}`, { name: `Renamed ${actor}` }),
  },
  {
    route: "DELETE /api/exams/categories/:id",
    expect: staffOnly(204),
    call: async (w) => ({
      method: "DELETE",
      url: `/api/exams/categories/${await bankCategory(w)}`,
    }),
  },
  {
    route: "GET /api/exams/questions",
    expect: staffOnly(200),
    call: () => get("/api/exams/questions?q=2"),
  },
  {
    route: "POST /api/exams/questions",
    expect: staffOnly(201),
    call: async (w) =>
      json("POST", "/api/exams/questions", bankQuestionBody(await bankCategory(w))),
  },
  {
    route: "POST /api/exams/question-pictures",
    expect: staffOnly(201),
    call: async () => ({
      method: "POST",
      url: "/api/exams/question-pictures",
      ...multipartBody("picture", "figure.png", "image/png", await pngImage()),
    }),
  },
  {
    route: "POST /api/exams/questions/import",
    expect: staffOnly(200),
    call: () => ({
      method: "POST",
      url: "/api/exams/questions/import?format=aiken&category=Imported/Matrix",
      headers: { "content-type": "text/plain; charset=utf-8" },
      payload: "দুই আর দুই কত?\nA) চার\nB) পাঁচ\nANSWER: A\n",
    }),
  },
  {
    route: "GET /api/exams/questions/export",
    expect: staffOnly(200),
    call: () => get("/api/exams/questions/export?format=gift"),
  },
  {
    route: "GET /api/exams/questions/:id",
    expect: staffOnly(200),
    call: async (w) => get(`/api/exams/questions/${(await bankQuestion(w)).id}`),
  },
  {
    route: "PUT /api/exams/questions/:id",
    expect: staffOnly(200),
    call: async (w) => {
      const question = await bankQuestion(w);
      return json("PUT", `/api/exams/questions/${question.id}`, {
        ...bankQuestionBody(await bankCategory(w)),
        difficulty: "easy",
      });
    },
  },
  {
    route: "DELETE /api/exams/questions/:id",
    expect: staffOnly(204),
    call: async (w) => ({
      method: "DELETE",
      url: `/api/exams/questions/${(await bankQuestion(w)).id}`,
    }),
  },
  {
    route: "GET /api/exams/question-versions/:id",
    expect: staffOnly(200),
    call: async (w) => get(`/api/exams/question-versions/${(await bankQuestion(w)).versionId}`),
  },
  {
    route: "GET /api/exams/tests",
    expect: staffOnly(200),
    call: () => get("/api/exams/tests?q=mock"),
  },
  {
    route: "POST /api/exams/tests",
    expect: staffOnly(201),
    call: async (w) =>
      json("POST", "/api/exams/tests", {
        title: { en: "Mock", bn: "" },
        durationMinutes: 10,
        sections: [
          {
            title: { en: "One", bn: "" },
            marking: { correct: 1, wrong: 0 },
            questionIds: [(await bankQuestion(w)).id],
          },
        ],
      }),
  },
  {
    route: "GET /api/exams/tests/:id",
    expect: staffOnly(200),
    call: async (w) => get(`/api/exams/tests/${(await seriesTest(w)).id}`),
  },
  {
    route: "PUT /api/exams/tests/:id",
    expect: staffOnly(200),
    call: async (w) => {
      const test = await seriesTest(w);
      return json("PUT", `/api/exams/tests/${test.id}`, {
        title: { en: "Renamed mock", bn: "" },
        durationMinutes: 20,
        sections: [
          {
            title: { en: "One", bn: "" },
            marking: { correct: 1, wrong: 0 },
            questionIds: [test.questionId],
          },
        ],
      });
    },
  },
  {
    route: "DELETE /api/exams/tests/:id",
    expect: staffOnly(204),
    call: async (w) => ({ method: "DELETE", url: `/api/exams/tests/${(await seriesTest(w)).id}` }),
  },
  {
    route: "GET /api/exams/tests/:id/attempts",
    expect: staffOnly(200),
    call: async (w) => get(`/api/exams/tests/${(await seriesTest(w)).id}/attempts`),
  },
  {
    route: "GET /api/exams/tests/:id/statistics",
    expect: staffOnly(200),
    call: async (w) => get(`/api/exams/tests/${(await seriesTest(w)).id}/statistics`),
  },
  {
    route: "GET /api/exams/tests/:id/leaderboard",
    expect: signedIn(200),
    call: async (w) => get(`/api/exams/tests/${(await seriesTest(w)).id}/leaderboard`),
  },
  {
    route: "GET /api/exams/my-tests",
    expect: signedIn(200),
    call: () => get("/api/exams/my-tests"),
  },
  {
    route: "GET /api/exams/my-tests/:id",
    expect: signedIn(200),
    call: async (w) => get(`/api/exams/my-tests/${(await seriesTest(w)).id}`),
  },
  {
    route: "POST /api/exams/tests/:id/attempts",
    expect: signedIn(201),
    call: async (w) => ({
      method: "POST",
      url: `/api/exams/tests/${(await seriesTest(w)).id}/attempts`,
    }),
  },
  {
    route: "GET /api/exams/attempts/:id",
    expect: ownerOnly(200),
    call: async (w) => get(`/api/exams/attempts/${(await userAttempt(w)).id}`),
  },
  {
    route: "PUT /api/exams/attempts/:id/answers/:questionId",
    expect: ownerOnly(200),
    call: async (w) => {
      const attempt = await userAttempt(w);
      return json("PUT", `/api/exams/attempts/${attempt.id}/answers/${attempt.questionId}`, {
        response: { value: 4 },
      });
    },
  },
  {
    route: "POST /api/exams/attempts/:id/visits/:questionId",
    expect: ownerOnly(204),
    call: async (w) => {
      const attempt = await userAttempt(w);
      return {
        method: "POST",
        url: `/api/exams/attempts/${attempt.id}/visits/${attempt.questionId}`,
      };
    },
  },
  {
    route: "POST /api/exams/attempts/:id/focus-loss",
    expect: ownerOnly(200),
    call: async (w) => ({
      method: "POST",
      url: `/api/exams/attempts/${(await userAttempt(w)).id}/focus-loss`,
    }),
  },
  {
    route: "POST /api/exams/attempts/:id/submit",
    expect: ownerOnly(200),
    call: async (w) => ({
      method: "POST",
      url: `/api/exams/attempts/${(await userAttempt(w)).id}/submit`,
    }),
  },
  {
    route: "GET /api/exams/attempts/:id/result",
    expect: ownerOrStaff(200),
    call: async (w) => get(`/api/exams/attempts/${(await userAttempt(w)).id}/result`),
  },
  {
    route: "GET /api/exams/my-attempts",
    expect: signedIn(200),
    call: () => get("/api/exams/my-attempts"),
  },
  { route: "GET /robots.txt", expect: everyone(200), call: () => get("/robots.txt") },
  { route: "GET /sitemap.xml", expect: everyone(200), call: () => get("/sitemap.xml") },
  { route: "GET /og-image.png", expect: everyone(200), call: () => get("/og-image.png") },
  // The public pages served with their own head, and the account pages a mailed link opens,
  // rendered on the server for anyone, each in every language (`/fees`, `/bn/fees`).
  ...LANGUAGES.flatMap((language) => [
    ...[...INDEXED_PAGES, ...ACCOUNT_PAGES].map((page): Row => {
      const path = pathInLanguage(page, language);
      return { route: `GET ${path}`, expect: everyone(200), call: () => get(path) };
    }),
    {
      route: `GET ${pathInLanguage("/single", language)}`,
      expect: everyone(200),
      call: (w: World) => get(`${pathInLanguage("/single", language)}?id=${w.product._id}`),
    } satisfies Row,
  ]),
  // Any other page under a language's prefix: the app's page in that language, drawn in the browser.
  {
    route: "GET /bn/*",
    expect: everyone(200),
    call: () => ({ method: "GET", url: "/bn/test", headers: { accept: "text/html" } }),
  },
  {
    route: "POST /api/ticket-attachments",
    expect: signedIn(201),
    call: async () => ({
      method: "POST",
      url: "/api/ticket-attachments",
      ...multipartBody("file", "bus.png", "image/png", await pngImage()),
    }),
  },
  {
    // Each deletes an upload of its own (the visitor tries the user's).
    route: "DELETE /api/ticket-attachments/:attachmentId",
    expect: signedIn(204),
    call: async (w, actor) => {
      const upload = await uploadAs(w, actor === "visitor" ? "user" : actor);
      return { method: "DELETE", url: `/api/ticket-attachments/${upload}` };
    },
  },
  {
    route: "GET /api/tickets/:id/attachments/:attachmentId",
    expect: ownerOrStaff(200),
    call: async (w) => get(await attachedFile(w, "")),
  },
  {
    route: "GET /api/tickets/:id/attachments/:attachmentId/thumbnail",
    expect: ownerOrStaff(200),
    call: async (w) => get(await attachedFile(w, "/thumbnail")),
  },
  {
    route: "GET /api/staff/tickets",
    expect: staffOnly(200),
    call: () => get("/api/staff/tickets"),
  },
  { route: "GET /api/institute", expect: everyone(200), call: () => get("/api/institute") },
  {
    route: "PUT /api/institute",
    expect: adminOnly(200),
    call: () => json("PUT", "/api/institute", INSTITUTE),
  },
  {
    route: "PUT /api/tickets/:id/assignee",
    expect: staffOnly(200),
    call: (w) =>
      json("PUT", `/api/tickets/${w.mine.ticket._id}/assignee`, {
        assignee: w.members.staff._id,
      }),
  },
  {
    route: "GET /api/staff/ticket-views/counts",
    expect: staffOnly(200),
    call: () => get("/api/staff/ticket-views/counts"),
  },
  {
    route: "GET /api/staff/ticket-views",
    expect: staffOnly(200),
    call: () => get("/api/staff/ticket-views"),
  },
  {
    route: "POST /api/staff/ticket-views",
    expect: staffOnly(201),
    call: () => json("POST", "/api/staff/ticket-views", { name: "Late buses", filters: {} }),
  },
  {
    // Each deletes a view of its own (the others try a view of staff's).
    route: "DELETE /api/staff/ticket-views/:id",
    expect: staffOnly(204),
    call: async (w, actor) => {
      const view = await as(w, actor === "admin" ? "admin" : "staff", {
        method: "POST",
        url: "/api/staff/ticket-views",
        payload: { name: "Mine", filters: { view: "mine" } },
      });
      return {
        method: "DELETE",
        url: `/api/staff/ticket-views/${view.json<{ _id: string }>()._id}`,
      };
    },
  },
  {
    route: "GET /api/staff/desk-reports",
    expect: staffOnly(200),
    call: () => get("/api/staff/desk-reports?period=month&from=2026-01-01&to=2026-03-31"),
  },
  {
    route: "POST /api/staff/tickets/bulk",
    expect: staffOnly(200),
    call: (w) =>
      json("POST", "/api/staff/tickets/bulk", {
        ids: [w.mine.ticket._id],
        action: { kind: "assign", assignee: null },
      }),
  },
  {
    route: "GET /api/staff/tickets/:id/customer",
    expect: staffOnly(200),
    call: (w) => get(`/api/staff/tickets/${w.mine.ticket._id}/customer`),
  },
  {
    route: "GET /api/staff/members",
    expect: staffOnly(200),
    call: () => get("/api/staff/members"),
  },
  {
    route: "GET /api/staff/overview",
    expect: staffOnly(200),
    call: () => get("/api/staff/overview"),
  },

  // Mail
  { route: "GET /api/mail/outbox", expect: adminOnly(200), call: () => get("/api/mail/outbox") },
  {
    route: "POST /mail",
    expect: adminOnly(201),
    call: () => json("POST", "/mail", { sendmail: "x@test.local", subject: "Hi", text: "Hello" }),
  },

  // Institute site
  { route: "GET /api/courses", expect: everyone(200), call: () => get("/api/courses") },
  {
    route: "GET /api/courses/catalogue",
    expect: everyone(200),
    call: () => get("/api/courses/catalogue"),
  },
  { route: "GET /api/batches/open", expect: everyone(200), call: () => get("/api/batches/open") },
  {
    route: "GET /api/staff/courses",
    expect: staffOnly(200),
    call: () => get("/api/staff/courses?q=python"),
  },
  {
    route: "POST /api/staff/courses",
    expect: staffOnly(201),
    call: () => {
      courseCodes += 1;
      return json("POST", "/api/staff/courses", { code: `matrix-${courseCodes}`, ...COURSE_BODY });
    },
  },
  {
    route: "GET /api/staff/courses/:code",
    expect: staffOnly(200),
    call: () => get("/api/staff/courses/mern"),
  },
  {
    route: "PUT /api/staff/courses/:code",
    expect: staffOnly(200),
    call: async (w) => json("PUT", `/api/staff/courses/${await freshCourse(w)}`, COURSE_BODY),
  },
  {
    route: "DELETE /api/staff/courses/:code",
    expect: staffOnly(204),
    call: async (w) => ({ method: "DELETE", url: `/api/staff/courses/${await freshCourse(w)}` }),
  },
  {
    route: "PUT /api/staff/courses/:code/photo",
    expect: staffOnly(200),
    call: async (w) => {
      const body = multipartBody("photo", "course.png", "image/png", await pngImage());
      return { method: "PUT", url: `/api/staff/courses/${await freshCourse(w)}/photo`, ...body };
    },
  },
  {
    route: "DELETE /api/staff/courses/:code/photo",
    expect: staffOnly(200),
    call: async (w) => ({
      method: "DELETE",
      url: `/api/staff/courses/${await freshCourse(w)}/photo`,
    }),
  },
  {
    route: "GET /api/staff/courses/:code/batches",
    expect: staffOnly(200),
    call: () => get("/api/staff/courses/python/batches"),
  },
  {
    route: "POST /api/staff/courses/:code/batches",
    expect: staffOnly(201),
    call: () => json("POST", "/api/staff/courses/python/batches", BATCH_BODY),
  },
  {
    route: "GET /api/staff/batches/:id",
    expect: staffOnly(200),
    call: async (w) => get(`/api/staff/batches/${await freshBatch(w)}`),
  },
  {
    route: "PUT /api/staff/batches/:id",
    expect: staffOnly(200),
    call: async (w) => json("PUT", `/api/staff/batches/${await freshBatch(w)}`, BATCH_BODY),
  },
  {
    route: "DELETE /api/staff/batches/:id",
    expect: staffOnly(204),
    call: async (w) => ({ method: "DELETE", url: `/api/staff/batches/${await freshBatch(w)}` }),
  },
  {
    route: "GET /api/staff/batches/:id/roster",
    expect: staffOnly(200),
    call: async (w) => get(`/api/staff/batches/${await freshBatch(w)}/roster`),
  },
  { route: "GET /download", expect: everyone(200), call: () => get("/download") },
  { route: "GET /visitor", expect: everyone(200), call: () => get("/visitor") },
  {
    route: "POST /weath",
    expect: everyone(200),
    call: () => json("POST", "/weath", { text: "Kolkata" }),
  },

  // Location sharing: 201 for a first position, 200 when it replaces one.
  {
    route: "POST /api/users/mapdata",
    expect: signedIn(201, { user: 200 }),
    call: async (w, actor) => {
      if (actor === "user") await makers(w).location("user");
      else if (actor !== "visitor") {
        await as(w, actor, { method: "DELETE", url: "/api/users/mapdata" });
      }
      return json("POST", "/api/users/mapdata", { lat: 22.5, long: 88.3, speed: 1 });
    },
  },
  { route: "GET /api/users/mapdata", expect: signedIn(200), call: () => get("/api/users/mapdata") },
  {
    route: "DELETE /api/users/mapdata",
    expect: signedIn(204),
    call: async (w, actor) => {
      if (actor !== "visitor") await makers(w).location(actor);
      return { method: "DELETE", url: "/api/users/mapdata" };
    },
  },
  {
    route: "GET /api/users/getmapdata",
    expect: adminOnly(200),
    call: () => get("/api/users/getmapdata"),
  },
  {
    route: "GET /api/users/getmaplatlong/:id",
    expect: adminOnly(200),
    call: async (w) => get(`/api/users/getmaplatlong/${(await makers(w).location("user"))._id}`),
  },
  {
    route: "DELETE /api/users/deletemap/:id",
    expect: adminOnly(204),
    call: async (w) => ({
      method: "DELETE",
      url: `/api/users/deletemap/${(await makers(w).location("user"))._id}`,
    }),
  },

  // Admissions: the user already applied (409 shows the call reached the rules).
  {
    route: "POST /api/users/admission",
    expect: signedIn(201, { user: 409 }),
    call: () => json("POST", "/api/users/admission", VALID_ADMISSION),
  },
  {
    route: "GET /api/users/admission",
    expect: signedIn(200),
    call: () => get("/api/users/admission"),
  },
  {
    route: "GET /api/users/newstudentlist",
    expect: staffOnly(200),
    call: () => get("/api/users/newstudentlist"),
  },
  {
    route: "GET /api/admissions/export.csv",
    expect: staffOnly(200),
    call: () => get("/api/admissions/export.csv"),
  },
  {
    route: "GET /api/orders/export.csv",
    expect: staffOnly(200),
    call: () => get("/api/orders/export.csv?status=placed"),
  },
  {
    route: "PUT /api/users/newstudentlist/:id",
    expect: staffOnly(200),
    call: (w) =>
      json("PUT", `/api/users/newstudentlist/${w.mine.admissionId}`, { status: "waitlisted" }),
  },
  { route: "GET /students", expect: adminOnly(200), call: () => get("/students") },
  {
    route: "POST /users/add",
    expect: adminOnly(201),
    // Naming a teacher whose photo it becomes too (decision 067).
    call: async (w) => {
      const form = await pngForm("photo", [
        { name: "name", value: "New Teacher" },
        { name: "birthdate", value: "1985-01-31" },
        { name: "teacherId", value: await freshTeacher(w) },
      ]);
      return { method: "POST", url: "/users/add", ...form };
    },
  },
  { route: "GET /api/teachers", expect: adminOnly(200), call: () => get("/api/teachers") },
  {
    route: "DELETE /api/teachers/:id",
    expect: adminOnly(204),
    call: async (w) => ({
      method: "DELETE",
      url: `/api/teachers/${(await makers(w).teacher())._id}`,
    }),
  },

  // Exams: the user has submitted both (the quiz answers its stored result; the test is 409).
  { route: "GET /api/quiz", expect: everyone(200), call: () => get("/api/quiz") },
  {
    route: "POST /api/users/qmarks",
    expect: signedIn(201, { user: 200 }),
    call: () => json("POST", "/api/users/qmarks", { answers: VALID_ANSWERS }),
  },
  { route: "GET /api/users/qmarks", expect: signedIn(200), call: () => get("/api/users/qmarks") },
  { route: "GET /api/quiz/results", expect: staffOnly(200), call: () => get("/api/quiz/results") },
  { route: "GET /api/entrance-test", expect: signedIn(200), call: () => get("/api/entrance-test") },
  {
    route: "POST /api/entrance-test/start",
    expect: signedIn(201, { user: 409 }),
    call: () => ({ method: "POST", url: "/api/entrance-test/start" }),
  },
  {
    route: "POST /api/entrance-test/submit",
    expect: signedIn(200, { user: 409 }),
    call: async (w, actor) => {
      if (actor !== "visitor" && actor !== "user") {
        await as(w, actor, { method: "POST", url: "/api/entrance-test/start" });
      }
      return json("POST", "/api/entrance-test/submit", { answers: VALID_ANSWERS });
    },
  },
  {
    route: "GET /api/entrance-test/results",
    expect: staffOnly(200),
    call: () => get("/api/entrance-test/results"),
  },

  // Shop
  { route: "GET /photo", expect: everyone(200), call: () => get("/photo") },
  {
    route: "POST /cloudinary",
    expect: adminOnly(201),
    call: async () => {
      const form = await pngForm("photo", [
        { name: "name", value: "Clay lamp" },
        { name: "title", value: "A lamp" },
        { name: "price", value: "100" },
        { name: "sellprice", value: "90" },
      ]);
      return { method: "POST", url: "/cloudinary", ...form };
    },
  },
  {
    route: "POST /delphoto",
    expect: adminOnly(200),
    call: async (w) => json("POST", "/delphoto", { id: (await makers(w).product())._id }),
  },
  {
    route: "POST /single/photo",
    expect: everyone(200),
    call: (w) => json("POST", "/single/photo", { category: w.product._id }),
  },
  {
    route: "POST /search",
    expect: everyone(200),
    call: () => json("POST", "/search", { anytext: "horse" }),
  },
  {
    route: "POST /api/users/order",
    expect: signedIn(201),
    call: (w) => json("POST", "/api/users/order", validOrder(w.product._id)),
  },
  { route: "GET /api/users/order", expect: signedIn(200), call: () => get("/api/users/order") },
  {
    route: "PUT /api/users/order/:id",
    expect: adminOnly(200),
    call: (w) => json("PUT", `/api/users/order/${w.mine.order._id}`, { status: "confirmed" }),
  },
  {
    route: "POST /api/invoices",
    expect: adminOnly(201),
    call: (w) => json("POST", "/api/invoices", { lines: [{ productId: w.product._id, qty: 1 }] }),
  },
  { route: "GET /api/invoices", expect: adminOnly(200), call: () => get("/api/invoices") },
  {
    route: "GET /api/invoices/:id",
    expect: adminOnly(200),
    call: (w) => get(`/api/invoices/${w.invoice._id}`),
  },
  {
    // A customer reads their own invoices' PDFs; one made out to nobody's account is the admin's.
    route: "GET /api/invoices/:id/pdf",
    expect: { visitor: 401, user: 404, other: 404, staff: 404, admin: 200 },
    call: (w) => get(`/api/invoices/${w.invoice._id}/pdf`),
  },
  { route: "GET /api/invoices/mine", expect: signedIn(200), call: () => get("/api/invoices/mine") },
  // An issued invoice is never changed or deleted (docs/accountant.md).
  {
    route: "PUT /api/invoices/:id",
    expect: adminOnly(409),
    call: (w) => json("PUT", `/api/invoices/${w.invoice._id}`, {}),
  },
  {
    route: "PATCH /api/invoices/:id",
    expect: adminOnly(409),
    call: (w) => json("PATCH", `/api/invoices/${w.invoice._id}`, {}),
  },
  {
    route: "DELETE /api/invoices/:id",
    expect: adminOnly(409),
    call: (w) => ({ method: "DELETE", url: `/api/invoices/${w.invoice._id}` }),
  },
  {
    // A fresh invoice each time, so every admin call has something left to credit.
    route: "POST /api/invoices/:id/credit-notes",
    expect: adminOnly(201),
    call: async (w) => {
      const made = await w.t.app.inject({
        method: "POST",
        url: "/api/invoices",
        headers: { authorization: `Bearer ${w.members.admin.token}` },
        payload: { lines: [{ productId: w.product._id, qty: 1 }] },
      });
      const invoice = made.json<{ _id: string }>();
      return json("POST", `/api/invoices/${invoice._id}/credit-notes`, { reason: "Returned" });
    },
  },
  { route: "GET /api/credit-notes", expect: adminOnly(200), call: () => get("/api/credit-notes") },
  {
    route: "GET /api/credit-notes/mine",
    expect: signedIn(200),
    call: () => get("/api/credit-notes/mine"),
  },
  {
    // As an invoice's PDF: a note on an invoice made out to nobody's account is the admin's.
    route: "GET /api/credit-notes/:id/pdf",
    expect: { visitor: 401, user: 404, other: 404, staff: 404, admin: 200 },
    call: async (w) => {
      const admin = { authorization: `Bearer ${w.members.admin.token}` };
      const made = await w.t.app.inject({
        method: "POST",
        url: "/api/invoices",
        headers: admin,
        payload: { lines: [{ productId: w.product._id, qty: 1 }] },
      });
      const note = await w.t.app.inject({
        method: "POST",
        url: `/api/invoices/${made.json<{ _id: string }>()._id}/credit-notes`,
        headers: admin,
        payload: { reason: "Returned" },
      });
      return get(`/api/credit-notes/${note.json<{ _id: string }>()._id}/pdf`);
    },
  },
  {
    route: "GET /api/gst/gstr1",
    expect: adminOnly(200),
    call: () => get("/api/gst/gstr1?month=2026-11"),
  },
  {
    route: "GET /api/gst/gstr1/:section",
    expect: adminOnly(200),
    call: () => get("/api/gst/gstr1/b2cs?month=2026-11"),
  },
  { route: "GET /api/gst/turnover", expect: adminOnly(200), call: () => get("/api/gst/turnover") },

  // Chat over HTTP: everyone reads their own conversations only.
  { route: "GET /api/chat/contacts", expect: signedIn(200), call: () => get("/api/chat/contacts") },
  {
    route: "GET /api/chat/conversations",
    expect: signedIn(200),
    call: () => get("/api/chat/conversations"),
  },
  { route: "GET /api/chat/unread", expect: signedIn(200), call: () => get("/api/chat/unread") },
  {
    route: "GET /api/chat/messages/:userId",
    expect: signedIn(200),
    call: (w, actor) => get(`/api/chat/messages/${counterpart(w, actor)}`),
  },
  {
    route: "POST /api/chat/messages/:userId/read",
    expect: signedIn(200),
    call: (w, actor) => ({
      method: "POST",
      url: `/api/chat/messages/${counterpart(w, actor)}/read`,
    }),
  },
  // The chat with the institute (decision 053): the inbox is the staff's; a thread is its
  // customer's and the staff's, another customer is told it does not exist.
  {
    route: "GET /api/chat/institute/threads",
    expect: staffOnly(200),
    call: () => get("/api/chat/institute/threads"),
  },
  {
    route: "GET /api/chat/institute/threads/:customerId",
    expect: ownerOrStaff(200),
    call: (w) => get(`/api/chat/institute/threads/${w.members.user._id}`),
  },
  {
    route: "POST /api/chat/institute/threads/:customerId/read",
    expect: ownerOrStaff(200),
    call: (w) => ({
      method: "POST",
      url: `/api/chat/institute/threads/${w.members.user._id}/read`,
    }),
  },

  // Admin panel
  { route: "GET /api/mechanics", expect: adminOnly(200), call: () => get("/api/mechanics") },
  {
    route: "POST /api/mechanics",
    expect: adminOnly(201),
    call: () =>
      json("POST", "/api/mechanics", { name: "M", email: "m@test.local", phone: "9876543210" }),
  },
  {
    route: "DELETE /api/mechanics/:id",
    expect: adminOnly(204),
    call: async (w) => ({
      method: "DELETE",
      url: `/api/mechanics/${(await makers(w).mechanic())._id}`,
    }),
  },
  { route: "GET /api/vehicles", expect: adminOnly(200), call: () => get("/api/vehicles") },
  {
    route: "POST /api/vehicles",
    expect: adminOnly(201),
    call: () => json("POST", "/api/vehicles", { year: 2021, make: "Maruti", model: "Alto" }),
  },
  {
    route: "PUT /api/vehicles/:id",
    expect: adminOnly(200),
    call: (w) =>
      json("PUT", `/api/vehicles/${w.vehicle._id}`, { year: 2019, make: "Tata", model: "Nano" }),
  },
  {
    route: "DELETE /api/vehicles/:id",
    expect: adminOnly(204),
    call: async (w) => ({
      method: "DELETE",
      url: `/api/vehicles/${(await makers(w).vehicle())._id}`,
    }),
  },
  { route: "GET /api/voter", expect: adminOnly(200), call: () => get("/api/voter") },
  {
    route: "POST /api/voter/add",
    expect: adminOnly(201),
    call: () => json("POST", "/api/voter/add", freshVoter()),
  },
  {
    route: "PUT /api/voter/update/:sl_no/:assembly_constituency",
    expect: adminOnly(200),
    call: (w) => {
      const { sl_no, assembly_constituency } = w.voter;
      return json("PUT", `/api/voter/update/${sl_no}/${assembly_constituency}`, {
        ...freshVoter(),
        sl_no,
      });
    },
  },
  {
    route: "DELETE /api/voter/:sl_no/:assembly_constituency",
    expect: adminOnly(204),
    call: async (w) => {
      const row = await makers(w).voter();
      return { method: "DELETE", url: `/api/voter/${row.sl_no}/${row.assembly_constituency}` };
    },
  },
  {
    route: "GET /api/voters/totals",
    expect: adminOnly(200),
    call: () => get("/api/voters/totals?q=Nadia"),
  },
  {
    route: "GET /api/voter/export.csv",
    expect: adminOnly(200),
    call: () => get("/api/voter/export.csv"),
  },
  {
    route: "POST /api/voter/import",
    expect: adminOnly(200),
    call: () => {
      const row = freshVoter();
      const csv = `${Object.keys(row).join(",")}\n${Object.values(row).join(",")}\n`;
      return {
        method: "POST",
        url: "/api/voter/import",
        headers: { "content-type": "text/csv" },
        payload: csv,
      };
    },
  },
];

/** Capability routes whose input or answer differs from their old path's (modules/legacy). */
const RESHAPED_ROWS: Row[] = [
  {
    route: "GET /api/products/:id",
    expect: everyone(200),
    call: (w) => get(`/api/products/${w.product._id}`),
  },
  {
    route: "DELETE /api/products/:id",
    expect: adminOnly(200),
    call: async (w) => ({
      method: "DELETE",
      url: `/api/products/${(await makers(w).product())._id}`,
    }),
  },
  {
    route: "PATCH /api/products/:id",
    expect: adminOnly(200),
    call: async (w) =>
      json("PATCH", `/api/products/${(await makers(w).product())._id}`, {
        name: { en: "Clay lamp (large)", bn: "মাটির প্রদীপ" },
        pricePaise: 12000,
        sellpricePaise: 11000,
        stock: 5,
      }),
  },
  {
    route: "POST /api/products/:id/images",
    expect: adminOnly(200),
    call: async (w) => ({
      method: "POST",
      url: `/api/products/${(await makers(w).product())._id}/images`,
      ...(await pngForm("photo")),
    }),
  },
  {
    route: "PUT /api/products/:id/images/:slot",
    expect: adminOnly(200),
    call: async (w) => ({
      method: "PUT",
      url: `/api/products/${(await makers(w).product())._id}/images/1`,
      ...(await pngForm("photo")),
    }),
  },
  {
    route: "GET /api/locations/:id",
    expect: adminOnly(200),
    call: async (w) => get(`/api/locations/${(await makers(w).location("user"))._id}`),
  },
];

/**
 * Before an actor applies again: the admin rejects the actor's open admissions (the old path's
 * row, which runs first, left one; only a rejected one allows a new application).
 */
async function rejectOpenAdmissions(world: World, actor: Actor): Promise<void> {
  if (actor === "visitor") return;
  const mine = await as(world, actor, get("/api/admissions/mine"));
  for (const admission of mine.json<{ _id: string; status: string }[]>()) {
    if (admission.status === "rejected") continue;
    const url = `/api/admissions/${admission._id}`;
    await as(world, "admin", json("PUT", url, { status: "rejected" }));
  }
}

/** The old path's row ran first: what differs for the twin that runs after it. */
const AFTER_OLD_PATH: Partial<
  Record<RouteKey, Partial<Row> & { before?: typeof rejectOpenAdmissions }>
> = {
  "POST /api/admissions": { expect: signedIn(201), before: rejectOpenAdmissions },
  // The user's admission was rejected and made anew above: this one moves a fresh account's.
  "PUT /api/admissions/:id": {
    call: async (w) =>
      json("PUT", `/api/admissions/${(await makers(w).admission())._id}`, { status: "waitlisted" }),
  },
  // A quiz is scored once: every account has a stored result by now.
  "POST /api/quiz/results": { expect: signedIn(200) },
};

/** The capability routes the old paths alias: the old path's row, the call moved. */
const TWIN_ROWS: Row[] = LEGACY_TWINS.map(([modern, legacy]) => {
  const row = SPEC_ROWS.find((candidate) => candidate.route === legacy);
  if (!row) throw new Error(`no matrix row for ${legacy}`);
  const after = AFTER_OLD_PATH[modern];
  return {
    route: modern,
    expect: after?.expect ?? row.expect,
    call: async (world, actor) => {
      await after?.before?.(world, actor);
      if (after?.call) return after.call(world, actor);
      const options = await row.call(world, actor);
      return { ...options, url: moveUrl(String(options.url), legacy, modern) };
    },
  };
});

export const ROWS: Row[] = [...SPEC_ROWS, ...RESHAPED_ROWS, ...TWIN_ROWS];
