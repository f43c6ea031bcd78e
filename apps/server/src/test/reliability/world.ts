// Shared fixtures of the cross-cutting reliability tests: one app with the server's own route list,
// the five actors (visitor, a user, another user, staff, admin), data owned by "user" (ticket,
// note, admission, order, quiz and entrance results, shared position, avatar, chat) and the admin's
// records, plus helpers that make a fresh record when a call would use one up.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Invoice } from "@app/shared/invoices";
import type { MapUser } from "@app/shared/locations";
import type { Mechanic } from "@app/shared/mechanics";
import type { Order } from "@app/shared/orders";
import type { Product } from "@app/shared/products";
import type { TeacherPhoto } from "@app/shared/teachers";
import type { Note, Ticket } from "@app/shared/tickets";
import type { AuthUser, User } from "@app/shared/users";
import type { Vehicle } from "@app/shared/vehicles";
import type { VoterRow } from "@app/shared/voters";
import type { InjectOptions } from "fastify";
import type { Config } from "../../config";
import { createChatService } from "../../modules/chat/chat.service";
import { resolveJwtSecret } from "../../plugins/auth";
import { type FakeOpenMeteo, startFakeOpenMeteo } from "../fake-open-meteo";
import { type FakeRazorpay, startFakeRazorpay } from "../fake-razorpay";
import { multipartBody, multipartForm } from "../multipart";
import { addProduct, pngImage } from "../shop-fixtures";
import {
  ADMIN,
  auth,
  buildTestApp,
  createUser,
  login,
  PASSWORD,
  sessionIdOf,
  signTestToken,
  type TestApp,
  uniqueEmail,
} from "../test-app";

export const ACTORS = ["visitor", "user", "other", "staff", "admin"] as const;
export type Actor = (typeof ACTORS)[number];
export type Member = Exclude<Actor, "visitor">;

/** "GET /api/tickets/:id": a route as Fastify registered it. */
export type RouteKey = string;

/** What a route's schema says it reads from the client. */
export type RouteInputs = { params: boolean; query: boolean; body: boolean; consumes: string[] };

/** Text only the user's own data holds: no other actor may ever be answered it. */
export const USER_SECRET = "una-private-7c1e";

export type World = {
  t: TestApp;
  /** Every route the server registered, as "METHOD url", sorted. */
  routes: RouteKey[];
  /** The inputs each route's schema declares. */
  inputs: Map<RouteKey, RouteInputs>;
  members: Record<Member, AuthUser>;
  fake: FakeOpenMeteo;
  /** The payment gateway the server is pointed at (docs/payments.md). */
  razorpay: FakeRazorpay;
  /** The user's own records. */
  mine: {
    ticket: Ticket;
    note: Note;
    admissionId: string;
    order: Order;
    location: MapUser;
    quizResultId: string;
    chatMessageIds: string[];
    avatarUrl: string;
  };
  /** Strings of the user's private data (ids, texts, email) for the leak check. */
  userPrivate: string[];
  product: Product;
  invoice: Invoice;
  mechanic: Mechanic;
  vehicle: Vehicle;
  voter: VoterRow;
  teacher: TeacherPhoto;
  /** A second account whose password the tests know, for the public sign-in rows. */
  loginTarget: { email: string; password: string };
  close: () => Promise<void>;
};

/** What sending a call and making a record need: the app, the accounts and the product. */
type Base = Pick<World, "t" | "members" | "product">;

/** Sends one call as `actor` (no Authorization header for the visitor). */
export function as(world: Pick<World, "t" | "members">, actor: Actor, options: InjectOptions) {
  // A call that brings its own Authorization (a fresh account of the actor's role) keeps it.
  const headers = {
    ...(actor === "visitor" ? {} : auth(world.members[actor].token)),
    ...(options.headers ?? {}),
  };
  return world.t.app.inject({ ...options, headers });
}

async function ok<T>(
  label: string,
  response: Promise<{ statusCode: number; body: string; json: <U>() => U }>,
): Promise<T> {
  const res = await response;
  if (res.statusCode >= 300) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

export const VALID_ADMISSION = {
  address: "12, Station Road, Berhampore",
  gender: "female",
  classes: 9,
  pin: "742101",
  course: "mern",
  mobile: "9876543210",
};

export const validOrder = (productId: string) => ({
  address: "7, Court Road, Berhampore",
  gender: "male",
  pin: "742101",
  mobile: "9876543210",
  idvalue: { category: productId },
});

export const VALID_ANSWERS = { one: "a", two: "b", three: "c", four: "d", five: "a" };

let voterSerial = 1000;
/** A voter row with a key no other fixture uses. */
export const freshVoter = () => ({
  sl_no: ++voterSerial,
  state: "West Bengal",
  district: "Murshidabad",
  assembly_constituency: "Lalgola",
  total_voter: 100,
  number_of_hindu: 40,
  number_of_muslim: 50,
});

/** Makers of fresh records, for calls that use one up (delete, close, status changes). */
export function makers(world: Base) {
  const app = world.t.app;
  const admin = "admin" as const;
  return {
    ticket: (owner: Member = "user") =>
      ok<Ticket>(
        "ticket",
        as(world, owner, {
          method: "POST",
          url: "/api/tickets/",
          payload: { product: "plassey", description: `Lost bag ${USER_SECRET}` },
        }),
      ),
    location: (owner: Member = "user") =>
      ok<MapUser>(
        "location",
        as(world, owner, {
          method: "POST",
          url: "/api/users/mapdata",
          payload: { lat: 24.1, long: 88.25 },
        }),
      ),
    product: () => addProduct(app, world.members.admin.token, { name: "Fresh product" }),
    mechanic: () =>
      ok<Mechanic>(
        "mechanic",
        as(world, admin, {
          method: "POST",
          url: "/api/mechanics",
          payload: { name: "Ramesh", email: uniqueEmail("mech"), phone: "9876543210" },
        }),
      ),
    vehicle: () =>
      ok<Vehicle>(
        "vehicle",
        as(world, admin, {
          method: "POST",
          url: "/api/vehicles",
          payload: { year: 2020, make: "Tata", model: "Nano" },
        }),
      ),
    voter: () =>
      ok<VoterRow>(
        "voter",
        as(world, admin, { method: "POST", url: "/api/voter/add", payload: freshVoter() }),
      ),
    teacher: async () => {
      const form = multipartForm([
        { name: "name", value: "Asha Teacher" },
        { name: "birthdate", value: "1980-04-23" },
        {
          name: "photo",
          filename: "t.png",
          contentType: "image/png",
          content: await pngImage(),
        },
      ]);
      return ok<TeacherPhoto>(
        "teacher",
        as(world, admin, {
          method: "POST",
          url: "/users/add",
          headers: form.headers,
          payload: form.payload,
        }),
      );
    },
    /** An admission by a fresh account (one open admission per account). */
    admission: async () => {
      const applicant = await createUser(app, "user", "Applicant");
      return ok<{ _id: string }>(
        "admission",
        app.inject({
          method: "POST",
          url: "/api/users/admission",
          headers: auth(applicant.token),
          payload: VALID_ADMISSION,
        }),
      );
    },
    order: () =>
      ok<Order>(
        "order",
        as(world, "user", {
          method: "POST",
          url: "/api/users/order",
          payload: validOrder(world.product._id),
        }),
      ),
  };
}

/** A built web app with one page, so the site's own routes are registered too. */
function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "portal-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Portal</title>");
  writeFileSync(join(dir, "assets", "app-1234.js"), "console.log('portal');");
  return dir;
}

export async function buildWorld(overrides: Partial<Config> = {}): Promise<World> {
  // What has been started so far, stopped newest first by `close` or when a later step fails.
  const started: (() => unknown)[] = [];
  const close = async () => {
    const errors: unknown[] = [];
    for (const stop of started.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw new AggregateError(errors, "closing the world failed");
  };
  try {
    const fake = await startFakeOpenMeteo();
    started.push(() => fake.close());
    const razorpay = await startFakeRazorpay();
    started.push(() => razorpay.close());
    const webDir = fakeWebDist();
    started.push(() => rmSync(webDir, { recursive: true, force: true }));
    const routes = new Set<RouteKey>();
    const inputs = new Map<RouteKey, RouteInputs>();
    const t = await buildTestApp(
      {
        weatherGeocodingUrl: fake.geocodingUrl,
        weatherForecastUrl: fake.forecastUrl,
        webDistDir: webDir,
        payments: {
          razorpay: {
            keyId: razorpay.keyId,
            keySecret: razorpay.keySecret,
            webhookSecret: razorpay.webhookSecret,
            apiUrl: razorpay.url,
          },
          upi: { vpa: "institute@okaxis", payeeName: "Institute" },
        },
        paymentsReconcile: false,
        ...overrides,
      },
      (app) => {
        app.addHook("onRoute", (route) => {
          const schema = route.schema ?? {};
          for (const method of [route.method].flat()) {
            const key = `${method} ${route.url}`;
            routes.add(key);
            inputs.set(key, {
              params: schema.params !== undefined,
              query: schema.querystring !== undefined,
              body: schema.body !== undefined,
              consumes: Array.isArray(schema.consumes) ? schema.consumes.map(String) : [],
            });
          }
        });
      },
    );
    started.push(() => t.close());
    return { ...(await populateWorld(t, fake, routes, inputs, close)), razorpay };
  } catch (error) {
    // The build's own error is the one to report; a failure to clean up after it is not.
    await close().catch(() => undefined);
    throw error;
  }
}

/** The actors and their records on a built app; `close` stops everything buildWorld started. */
async function populateWorld(
  t: TestApp,
  fake: FakeOpenMeteo,
  routes: Set<RouteKey>,
  inputs: Map<RouteKey, RouteInputs>,
  close: () => Promise<void>,
): Promise<Omit<World, "razorpay">> {
  const app = t.app;
  const admin = await login(app, ADMIN.email, ADMIN.password);
  const members: Record<Member, AuthUser> = {
    user: await createUser(app, "user", "Una User"),
    other: await createUser(app, "user", "Otto Other"),
    staff: await createUser(app, "staff", "Sid Staff"),
    admin,
  };
  const loginTarget = { email: uniqueEmail("target"), password: PASSWORD };
  await ok(
    "login target",
    app.inject({
      method: "POST",
      url: "/api/users/",
      payload: { name: "Target", ...loginTarget },
    }),
  );

  const product = await addProduct(app, admin.token, { name: "Terracotta horse" });
  const base: Base = { t, members, product };
  const make = makers(base);
  const send = (actor: Actor, options: InjectOptions) => as(base, actor, options);

  // The user's own data.
  const ticket = await make.ticket("user");
  const note = await ok<Note>(
    "note",
    send("user", {
      method: "POST",
      url: `/api/tickets/${ticket._id}/notes`,
      payload: { text: `Still missing ${USER_SECRET}` },
    }),
  );
  const admission = await ok<{ _id: string }>(
    "admission",
    send("user", {
      method: "POST",
      url: "/api/users/admission",
      payload: { ...VALID_ADMISSION, address: `1 Secret Lane ${USER_SECRET}` },
    }),
  );
  const order = await ok<Order>(
    "order",
    send("user", {
      method: "POST",
      url: "/api/users/order",
      payload: { ...validOrder(product._id), address: `2 Secret Lane ${USER_SECRET}` },
    }),
  );
  const location = await make.location("user");
  const [quiz] = await ok<{ _id: string }[]>(
    "quiz",
    send("user", { method: "POST", url: "/api/users/qmarks", payload: { answers: VALID_ANSWERS } }),
  );
  await ok("entrance start", send("user", { method: "POST", url: "/api/entrance-test/start" }));
  await ok(
    "entrance submit",
    send("user", {
      method: "POST",
      url: "/api/entrance-test/submit",
      payload: { answers: VALID_ANSWERS },
    }),
  );
  const avatar = multipartBody("avatar", "me.png", "image/png", await pngImage());
  const withAvatar = await ok<User>(
    "avatar",
    send("user", { method: "PUT", url: "/api/users/me/avatar", ...avatar }),
  );
  const chat = createChatService(app.db);
  const chatIds: string[] = [];
  for (const [from, to] of [
    ["user", "staff"],
    ["staff", "user"],
  ] as const) {
    const sender = await app.userFromToken(members[from].token);
    if (!sender) throw new Error("chat fixture: no sender");
    const message = await chat.send(sender, {
      receiverId: members[to]._id,
      text: `Hello from ${from} ${USER_SECRET}`,
    });
    chatIds.push(message._id);
  }

  // The admin's records.
  const invoice = await ok<Invoice>(
    "invoice",
    send("admin", {
      method: "POST",
      url: "/api/invoices",
      payload: { lines: [{ productId: product._id, qty: 2 }] },
    }),
  );
  const world: Omit<World, "razorpay"> = {
    t,
    routes: [...routes].sort(),
    inputs,
    members,
    fake,
    loginTarget,
    product,
    mine: {
      ticket,
      note,
      admissionId: admission._id,
      order,
      location,
      quizResultId: quiz?._id ?? "",
      chatMessageIds: chatIds,
      avatarUrl: withAvatar.avatarUrl ?? "",
    },
    userPrivate: [
      USER_SECRET,
      members.user._id,
      members.user.email,
      members.user.token,
      ticket._id,
      note._id,
      admission._id,
      order._id,
      location._id,
      quiz?._id ?? USER_SECRET,
      ...chatIds,
    ],
    invoice,
    mechanic: await make.mechanic(),
    vehicle: await make.vehicle(),
    voter: await make.voter(),
    teacher: await make.teacher(),
    close,
  };
  await app.mail.idle();
  return world;
}

/** The token with the first character of its signature changed. */
function tamper(token: string): string {
  const dot = token.lastIndexOf(".") + 1;
  const swapped = token[dot] === "A" ? "B" : "A";
  return `${token.slice(0, dot)}${swapped}${token.slice(dot + 1)}`;
}

/**
 * Bearer tokens that must all be refused: malformed, unsigned, forged with another secret, expired,
 * for an account that does not exist, and of a session that has ended.
 */
export function badTokens(world: World, sub = world.members.user._id): Record<string, string> {
  const secret = resolveJwtSecret(world.t.config);
  const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
  const sid = sessionIdOf(world.members.user.token);
  const claims = Buffer.from(JSON.stringify({ sub, sid, iat: 1, exp: 4e9 })).toString("base64url");
  const longAgo = Math.floor(Date.now() / 1000) - 40 * 24 * 3600;
  return {
    garbage: "not-a-token",
    "alg none": `${header}.${claims}.`,
    "other secret": signTestToken({ sub, sid }, "a-different-secret-of-enough-length-1234"),
    expired: signTestToken({ sub, sid }, secret, longAgo),
    "unknown account": signTestToken({ sub: "0190c3a4-0000-7000-8000-000000000000", sid }, secret),
    "ended session": signTestToken({ sub, sid: "0190c3a4-0000-7000-8000-000000000001" }, secret),
    "user token, signature changed": tamper(world.members.user.token),
  };
}
