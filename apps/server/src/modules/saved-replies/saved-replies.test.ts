// Saved replies (docs/product.md: support desk): staff keep one list of reply texts together, find them by title or
// text, change and delete them; customers may not; placeholders fill from the ticket.
import { fillSavedReply, type SavedReply } from "@app/shared/saved-replies";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody } from "../../test/error-body";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let staff: AuthUser;
let colleague: AuthUser;
let customer: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createUser(t.app, "staff", "Sam Staff");
  colleague = await createUser(t.app, "admin", "Ada Admin");
  customer = await createUser(t.app, "user", "Chandra Customer");
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  by?: AuthUser,
  payload?: object,
) =>
  t.app.inject({ method, url, headers: by ? auth(by.token) : {}, ...(payload ? { payload } : {}) });

describe("saved replies", () => {
  it("are one list staff keep together: added, found, changed, deleted", async () => {
    const added = await call("POST", "/api/saved-replies", staff, {
      title: "  Refund on its way ",
      text: {
        en: "Dear {customer}, the refund for {trip} ({ticket}) is on its way. {staff}",
        bn: "",
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const reply = added.json<SavedReply>();
    expect(reply).toMatchObject({ title: "Refund on its way", updatedBy: "Sam Staff" });
    expect(reply.text.bn).toBe("");
    await call("POST", "/api/saved-replies", colleague, {
      title: "Bus times",
      text: { en: "Buses leave at 7.", bn: "বাস ছাড়ে সকাল ৭টায়।" },
    });

    // The colleague sees it, finds it by a word of its text, and changes it.
    const found = await call("GET", "/api/saved-replies?q=refund", colleague);
    expect(found.json<SavedReply[]>().map((r) => r.title)).toEqual(["Refund on its way"]);
    const all = await call("GET", "/api/saved-replies", colleague);
    expect(all.json<SavedReply[]>().map((r) => r.title)).toEqual([
      "Bus times",
      "Refund on its way",
    ]);
    expect(all.headers["x-total-count"]).toBe("2");
    // Found by a word of its Bengali text too.
    const inBengali = await call("GET", `/api/saved-replies?q=${encodeURIComponent("সকাল")}`, staff);
    expect(inBengali.json<SavedReply[]>().map((r) => r.title)).toEqual(["Bus times"]);
    const changed = await call("PUT", `/api/saved-replies/${reply._id}`, colleague, {
      title: "Refund sent",
      text: { en: "Your refund was sent, {customer}.", bn: "{customer}, আপনার টাকা ফেরত পাঠানো হয়েছে।" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<SavedReply>()).toMatchObject({
      title: "Refund sent",
      text: { en: "Your refund was sent, {customer}.", bn: "{customer}, আপনার টাকা ফেরত পাঠানো হয়েছে।" },
      updatedBy: "Ada Admin",
    });

    expect((await call("DELETE", `/api/saved-replies/${reply._id}`, staff)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/saved-replies/${reply._id}`, staff)).statusCode).toBe(404);
    expect(
      (
        await call("PUT", `/api/saved-replies/${reply._id}`, staff, {
          title: "x",
          text: { en: "y", bn: "" },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses customers (403) and visitors (401), and an empty title or text (400)", async () => {
    const text = { en: "b", bn: "" };
    expect((await call("GET", "/api/saved-replies", customer)).statusCode).toBe(403);
    expect(
      (await call("POST", "/api/saved-replies", customer, { title: "a", text })).statusCode,
    ).toBe(403);
    expect((await call("GET", "/api/saved-replies")).statusCode).toBe(401);
    const noText = await call("POST", "/api/saved-replies", staff, {
      title: "a",
      text: { en: " ", bn: "" },
    });
    expect(noText.statusCode).toBe(400);
    expect(errorBody(noText).issues).toEqual([
      { path: "text", message: "Write it in at least one language" },
    ]);
    // Staff who read the site in Bengali are refused in Bengali.
    const bengaliStaff = await createUser(t.app, "staff", "Bina Staff");
    await call("PUT", "/api/users/me", bengaliStaff, { locale: "bn" });
    const inBengali = await call("POST", "/api/saved-replies", bengaliStaff, {
      title: "a",
      text: { en: "", bn: "" },
    });
    expect(errorBody(inBengali).issues[0]?.message).toBe("অন্তত একটি ভাষায় লিখুন");
    const empty = await call("POST", "/api/saved-replies", staff, { title: " ", text });
    expect(empty.statusCode).toBe(400);
    expect(errorBody(empty)).toMatchObject({
      message: "Please enter a title",
      issues: [{ path: "title", message: "Please enter a title" }],
    });
  });
});

describe("filling a saved reply", () => {
  it("puts the ticket's values in its placeholders and leaves other braces alone", () => {
    expect(
      fillSavedReply("Dear {customer}, about {Trip} ({ ticket }): {unknown}. {staff}", {
        customer: "Chandra",
        trip: "Plassey Monument",
        ticket: "#1A2B3C4D",
        staff: "Sam",
      }),
    ).toBe("Dear Chandra, about Plassey Monument (#1A2B3C4D): {unknown}. Sam");
    // A value that looks like a placeholder is not filled again.
    expect(
      fillSavedReply("{customer} {trip}", { customer: "{trip}", trip: "X", ticket: "", staff: "" }),
    ).toBe("{trip} X");
  });
});
