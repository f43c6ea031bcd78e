// Attachments (docs/product.md: support desk): photos and PDFs on a new ticket and on notes, checked by content and
// size, photos re-encoded with a thumbnail, served to the ticket's customer and staff only (an
// internal note's to staff only), deleted with the ticket.
import type { Attachment, Note, TicketDetail } from "@app/shared/tickets";
import type { AuthUser } from "@app/shared/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { reencodeImage } from "../../lib/uploaded-image";
import { expectIssue } from "../../test/error-body";
import { multipartBody, multipartForm } from "../../test/multipart";
import { jpegImage, pngImage } from "../../test/shop-fixtures";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

// The real image checks, counted: a refused upload must not have been decoded.
vi.mock("../../lib/uploaded-image", async (original) => {
  const actual = await original<typeof import("../../lib/uploaded-image")>();
  return { ...actual, reencodeImage: vi.fn(actual.reencodeImage) };
});

let t: TestApp;
let customer: AuthUser;
let other: AuthUser;
let staff: AuthUser;

beforeAll(async () => {
  t = await buildTestApp({ uploadMaxMb: 1 });
  customer = await createUser(t.app, "user", "Chandra Customer");
  other = await createUser(t.app, "user", "Oscar Other");
  staff = await createUser(t.app, "staff", "Sam Staff");
});
afterAll(async () => {
  await t?.close();
});

/** A small but real PDF: a header, one empty page, and its trailer. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n" +
    "2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n" +
    "3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\n" +
    "trailer <</Root 1 0 R>>\n%%EOF\n",
);

const upload = (by: AuthUser | undefined, filename: string, type: string, content: Buffer) => {
  const body = multipartBody("file", filename, type, content);
  return t.app.inject({
    method: "POST",
    url: "/api/ticket-attachments",
    headers: { ...body.headers, ...(by ? auth(by.token) : {}) },
    payload: body.payload,
  });
};

async function uploaded(by: AuthUser, filename: string, content: Buffer): Promise<Attachment> {
  const type = filename.endsWith(".pdf") ? "application/pdf" : "image/png";
  const res = await upload(by, filename, type, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Attachment>();
}

async function newTicket(attachments: string[] = [], by = customer) {
  return t.app.inject({
    method: "POST",
    url: "/api/tickets",
    headers: auth(by.token),
    payload: { product: "plassey", description: "Photo of the torn ticket", attachments },
  });
}

const getTicket = (id: string, by: AuthUser) =>
  t.app.inject({ method: "GET", url: `/api/tickets/${id}`, headers: auth(by.token) });

const fileOf = (ticketId: string, attachmentId: string, by?: AuthUser, thumbnail = false) =>
  t.app.inject({
    method: "GET",
    url: `/api/tickets/${ticketId}/attachments/${attachmentId}${thumbnail ? "/thumbnail" : ""}`,
    headers: by ? auth(by.token) : {},
  });

const addNote = (ticketId: string, by: AuthUser, payload: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/tickets/${ticketId}/notes`,
    headers: auth(by.token),
    payload,
  });

describe("uploading", () => {
  it("re-encodes a photo to WebP with a thumbnail, dropping its metadata, and keeps a PDF", async () => {
    const photo = await sharp(await jpegImage(2400, 1800))
      .withMetadata({ exif: { IFD0: { Copyright: "Secret Place" } } })
      .jpeg()
      .toBuffer();
    const image = await uploaded(customer, "C:\\phone\\IMG 0001.jpg", photo);
    expect(image).toMatchObject({
      name: "IMG 0001.webp",
      contentType: "image/webp",
      width: 1600,
      height: 1200,
    });
    const pdf = await uploaded(customer, "receipt.pdf", PDF);
    expect(pdf).toMatchObject({ name: "receipt.pdf", contentType: "application/pdf", width: null });
    expect(pdf.size).toBe(PDF.length);

    const res = await newTicket([image._id, pdf._id]);
    expect(res.statusCode, res.body).toBe(201);
    const ticket = (
      await getTicket(res.json<{ _id: string }>()._id, customer)
    ).json<TicketDetail>();
    expect(ticket.attachments.map((a) => a.name)).toEqual(["IMG 0001.webp", "receipt.pdf"]);

    const stored = await fileOf(ticket._id, image._id, customer);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers["content-type"]).toBe("image/webp");
    expect(stored.headers["content-disposition"]).toContain("filename*=UTF-8''IMG%200001.webp");
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();

    const thumb = await fileOf(ticket._id, image._id, customer, true);
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });

    const kept = await fileOf(ticket._id, pdf._id, staff);
    expect(kept.headers["content-type"]).toBe("application/pdf");
    expect(kept.rawPayload.equals(PDF)).toBe(true);
    // A PDF has no thumbnail.
    expect((await fileOf(ticket._id, pdf._id, customer, true)).statusCode).toBe(404);
  });

  it("refuses what is not a photo or a PDF, by its content (415), and too large a file (413)", async () => {
    const script = await upload(
      customer,
      "photo.png",
      "image/png",
      Buffer.from("<script>1</script>"),
    );
    expect(script.statusCode).toBe(415);
    expectIssue(script, "file", "Please attach a photo (PNG, JPEG or WebP) or a PDF");
    const gif = await sharp(await pngImage())
      .gif()
      .toBuffer();
    expect((await upload(customer, "a.gif", "image/gif", gif)).statusCode).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 1)]);
    const tooLarge = await upload(customer, "big.pdf", "application/pdf", big);
    expect(tooLarge.statusCode).toBe(413);
    const empty = await upload(customer, "none.pdf", "application/pdf", Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expectIssue(empty, "file", "Please choose a photo or a PDF");
    // Nothing refused was kept.
    const rows = await t.app.db
      .selectFrom("ticket_attachments")
      .select("name")
      .where("name", "in", ["photo.webp", "a.webp", "big.pdf", "none.pdf"])
      .execute();
    expect(rows).toEqual([]);
  });

  it("needs a signed-in user, and two files in one upload are refused", async () => {
    expect((await upload(undefined, "receipt.pdf", "application/pdf", PDF)).statusCode).toBe(401);
    const form = multipartForm([
      { name: "file", filename: "a.pdf", contentType: "application/pdf", content: PDF },
      { name: "file", filename: "b.pdf", contentType: "application/pdf", content: PDF },
    ]);
    const two = await t.app.inject({
      method: "POST",
      url: "/api/ticket-attachments",
      headers: { ...form.headers, ...auth(customer.token) },
      payload: form.payload,
    });
    expect(two.statusCode).toBe(413);
  });
});

describe("sending with a ticket or note", () => {
  it("takes only the sender's own unsent uploads, and at most five, all or nothing", async () => {
    const mine = await uploaded(customer, "receipt.pdf", PDF);
    const theirs = await uploaded(other, "receipt.pdf", PDF);
    const ticketsOf = async () =>
      (
        await t.app.db
          .selectFrom("tickets")
          .select("id")
          .where("user_id", "=", customer._id)
          .execute()
      ).length;
    const before = await ticketsOf();
    const refused = await newTicket([mine._id, theirs._id]);
    expect(refused.statusCode).toBe(400);
    expectIssue(
      refused,
      "attachments",
      "A file was not found or was already sent; please attach it again",
    );
    // Nothing was made: no ticket, and the upload is still unsent.
    expect(await ticketsOf()).toBe(before);
    const sent = await newTicket([mine._id]);
    expect(sent.statusCode, sent.body).toBe(201);
    // Sent once: a second ticket cannot take it again.
    expect((await newTicket([mine._id])).statusCode).toBe(400);

    const six = await Promise.all(
      Array.from({ length: 6 }, () => uploaded(customer, "receipt.pdf", PDF)),
    );
    const tooMany = await newTicket(six.map((a) => a._id));
    expect(tooMany.statusCode).toBe(400);
    expectIssue(tooMany, "attachments", "Please attach at most 5 files");
    const twice = await newTicket([six[0]?._id ?? "", six[0]?._id ?? ""]);
    expect(twice.statusCode).toBe(400);
    // The sender may take back an unsent upload; nobody else may, and a sent one stays.
    const remove = (id: string, by: AuthUser) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/ticket-attachments/${id}`,
        headers: auth(by.token),
      });
    expect((await remove(six[1]?._id ?? "", other)).statusCode).toBe(404);
    expect((await remove(six[1]?._id ?? "", customer)).statusCode).toBe(204);
    expect((await remove(mine._id, customer)).statusCode).toBe(404);
  });

  it("attaches files to a note, lists them with it and names them in the customer's mail", async () => {
    const ticket = (await newTicket()).json<{ _id: string }>();
    const photo = await uploaded(staff, "bus.png", await pngImage(800, 600));
    const reply = await addNote(ticket._id, staff, {
      text: "Here is the new timetable",
      attachments: [photo._id],
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json<Note>().attachments.map((a) => a.name)).toEqual(["bus.webp"]);

    const notes = await t.app.inject({
      method: "GET",
      url: `/api/tickets/${ticket._id}/notes`,
      headers: auth(customer.token),
    });
    expect(notes.json<Note[]>()[0]?.attachments).toMatchObject([
      { _id: photo._id, name: "bus.webp", width: 800, height: 600 },
    ]);
    expect((await fileOf(ticket._id, photo._id, customer)).statusCode).toBe(200);

    // The customer's mail is written to the outbox after the answer: wait for it.
    await t.app.mail.idle();
    const mail = await t.app.db
      .selectFrom("outbox")
      .select("text")
      .where("recipient", "=", customer.email)
      .where("text", "like", "%new timetable%")
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain("Attached (see the ticket): bus.webp");
  });
});

describe("a note that is only a file", () => {
  it("is taken without words, and the customer is mailed its file's name", async () => {
    const ticket = (await newTicket()).json<{ _id: string }>();
    const photo = await uploaded(staff, "seat-map.png", await pngImage(400, 300));
    const reply = await addNote(ticket._id, staff, { text: "", attachments: [photo._id] });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json<Note>()).toMatchObject({ text: "", internal: false, isStaff: true });
    expect(reply.json<Note>().attachments.map((a) => a.name)).toEqual(["seat-map.webp"]);
    await t.app.mail.idle();
    const mail = await t.app.db
      .selectFrom("outbox")
      .select("text")
      .where("recipient", "=", customer.email)
      .where("text", "like", "%seat-map.webp%")
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain("Attached (see the ticket): seat-map.webp");

    // The customer's photo alone too; without the photo, the same empty text is refused.
    const receipt = await uploaded(customer, "receipt.pdf", PDF);
    const mine = await addNote(ticket._id, customer, { text: "  ", attachments: [receipt._id] });
    expect(mine.statusCode, mine.body).toBe(201);
    const empty = await addNote(ticket._id, customer, { text: "  " });
    expect(empty.statusCode).toBe(400);
    expectIssue(empty, "text", "Write a message or attach a file");
  });
});

describe("who gets a file", () => {
  it("answers 404 to another user, a visitor and another ticket's path; 401 without sign-in", async () => {
    const pdf = await uploaded(customer, "receipt.pdf", PDF);
    const ticket = (await newTicket([pdf._id])).json<{ _id: string }>();
    const elsewhere = (await newTicket([], other)).json<{ _id: string }>();

    expect((await fileOf(ticket._id, pdf._id, customer)).statusCode).toBe(200);
    expect((await fileOf(ticket._id, pdf._id, staff)).statusCode).toBe(200);
    expect((await fileOf(ticket._id, pdf._id, other)).statusCode).toBe(404);
    expect((await fileOf(elsewhere._id, pdf._id, other)).statusCode).toBe(404);
    expect((await fileOf(ticket._id, pdf._id)).statusCode).toBe(401);
    // Not under the public uploads path either.
    const media = await t.app.inject({ method: "GET", url: `/media/${pdf._id}` });
    expect(media.statusCode).toBe(404);
  });

  it("keeps an internal note's files from the customer", async () => {
    const ticket = (await newTicket()).json<{ _id: string }>();
    const secret = await uploaded(staff, "refund-approval.pdf", PDF);
    const note = await addNote(ticket._id, staff, {
      text: "Manager approved",
      internal: true,
      attachments: [secret._id],
    });
    expect(note.statusCode, note.body).toBe(201);
    expect((await fileOf(ticket._id, secret._id, staff)).statusCode).toBe(200);
    expect((await fileOf(ticket._id, secret._id, customer)).statusCode).toBe(404);
    const notes = await t.app.inject({
      method: "GET",
      url: `/api/tickets/${ticket._id}/notes`,
      headers: auth(customer.token),
    });
    expect(notes.body).not.toContain("refund-approval");
    expect((await getTicket(ticket._id, customer)).body).not.toContain("refund-approval");
  });

  it("deletes a ticket's files with it (the customer's account deleted)", async () => {
    const leaving = await createUser(t.app, "user", "Lena Leaving");
    const pdf = await uploaded(leaving, "receipt.pdf", PDF);
    const ticket = (await newTicket([pdf._id], leaving)).json<{ _id: string }>();
    const staffFile = await uploaded(staff, "answer.pdf", PDF);
    expect(
      (await addNote(ticket._id, staff, { text: "See this", attachments: [staffFile._id] }))
        .statusCode,
    ).toBe(201);
    const admin = await createUser(t.app, "admin", "Ada Admin");
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${leaving._id}`,
      headers: auth(admin.token),
    });
    expect(res.statusCode, res.body).toBe(204);
    const left = await t.app.db
      .selectFrom("ticket_attachments")
      .select("id")
      .where("id", "in", [pdf._id, staffFile._id])
      .execute();
    expect(left).toEqual([]);
  });
});

describe("unsent uploads", () => {
  it("holds at most twenty per user, and removes those a day old", async () => {
    const hoarder = await createUser(t.app, "user", "Hari Hoarder");
    for (let i = 0; i < 20; i++) await uploaded(hoarder, "receipt.pdf", PDF);
    const more = await upload(hoarder, "receipt.pdf", "application/pdf", PDF);
    expect(more.statusCode).toBe(409);
    expect(more.json<{ message: string }>().message).toBe(
      "You have 20 files waiting to be sent; send or remove some first",
    );
    // Refused before its content is looked at: a photo is not decoded (it would cost a second of
    // CPU), and a file that is no photo at all gets the same 409, not a 415.
    const decodes = vi.mocked(reencodeImage).mock.calls.length;
    const photo = await upload(hoarder, "big.png", "image/png", await pngImage(2000, 2000));
    expect(photo.statusCode).toBe(409);
    expect(
      (await upload(hoarder, "notes.txt", "text/plain", Buffer.from("hello"))).statusCode,
    ).toBe(409);
    expect(vi.mocked(reencodeImage).mock.calls.length).toBe(decodes);
    // A day later they are gone, and uploading works again.
    await t.app.db
      .updateTable("ticket_attachments")
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where("uploader_id", "=", hoarder._id)
      .execute();
    expect((await upload(hoarder, "receipt.pdf", "application/pdf", PDF)).statusCode).toBe(201);
    const count = await t.app.db
      .selectFrom("ticket_attachments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("uploader_id", "=", hoarder._id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
