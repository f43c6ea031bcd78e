import { InvoiceInputSchema } from "@app/shared/invoices";
import { SendMailSchema } from "@app/shared/mail";
import { schemaResolver } from "@mantine/form";
import { describe, expect, it } from "vitest";
import { activateLanguage, addSignedInMessages, createI18n } from "./i18n";
import { errorsInLanguage } from "./schema-resolver";

const check = schemaResolver(SendMailSchema, { sync: true });

/**
 * A reader of an admin's screens (the mail and invoice forms): the shared schemas' refusals they
 * show are in the catalogue's signed-in part (decision 068).
 */
async function signedInReader(language: "en" | "bn") {
  const i18n = createI18n();
  await addSignedInMessages(i18n, language);
  await activateLanguage(i18n, language);
  return i18n;
}
const empty = { sendmail: "a@example.com", subject: "", text: "x".repeat(10_001) };

describe("a form's own refusals", () => {
  it("are the shared schema's English for an English reader", async () => {
    const i18n = await signedInReader("en");
    expect(errorsInLanguage(i18n, check(empty))).toMatchObject({
      subject: "Please enter a subject",
      text: "Message must be at most 10000 characters",
    });
  });

  it("are Bengali for a Bengali reader, numbers in the reader's digits", async () => {
    const i18n = await signedInReader("bn");
    expect(errorsInLanguage(i18n, check(empty))).toMatchObject({
      subject: "একটি বিষয় লিখুন",
      text: "বার্তা সর্বাধিক ১০,০০০ অক্ষরের হতে পারে",
    });
    await activateLanguage(i18n, "bn", true);
    expect(errorsInLanguage(i18n, check(empty)).text).toBe("বার্তা সর্বাধিক 10,000 অক্ষরের হতে পারে");
  });

  it("leave a message that is no shared one as it is", async () => {
    const i18n = await signedInReader("bn");
    const lines = schemaResolver(InvoiceInputSchema, { sync: true })({ lines: [] });
    expect(errorsInLanguage(i18n, { ...lines, other: "Typed by hand" })).toEqual({
      lines: "অন্তত একটি পণ্য যোগ করুন",
      other: "Typed by hand",
    });
  });
});
