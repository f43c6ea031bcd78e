// A payment's receipt as a PDF, in the payer's language: its number, the payer, what it was for,
// the amount in ₹ and in words, the method and reference. Set in the site's PDF fonts, so Bengali
// prints (docs/decisions/036-bengali-in-pdfs.md), as invoice-pdf.ts does; a Bengali receipt is
// headed by the institute's Bengali name and address where they are written.
import { formatDate, formatRupeesFromPaise } from "@app/shared/format";
import { amountInWords } from "@app/shared/gst";
import { intlLocale } from "@app/shared/i18n";
import { type InstituteSettings, instituteIn } from "@app/shared/institute";
import type { Payment } from "@app/shared/payments";
import { translate } from "../../lib/i18n";
import { type PdfLocale, pdfWriter } from "../../lib/pdf-writer";

const TITLE = /*i18n*/ { id: "payments.receipt.title", message: "Receipt {number}" };
const DATE = /*i18n*/ { id: "payments.receipt.date", message: "Date: {date}" };
const RECEIVED_FROM = /*i18n*/ { id: "payments.receipt.from", message: "Received from: {name}" };
const FOR = /*i18n*/ { id: "payments.receipt.for", message: "For: {label}" };
const AMOUNT = /*i18n*/ { id: "payments.receipt.amount", message: "Amount: {amount}" };
const IN_WORDS = /*i18n*/ { id: "payments.receipt.words", message: "In words: {words}" };
const METHOD = /*i18n*/ { id: "payments.receipt.method", message: "Paid by: {method}" };
const REFERENCE = /*i18n*/ { id: "payments.receipt.reference", message: "Reference: {reference}" };
const TAKEN_BY = /*i18n*/ { id: "payments.receipt.takenBy", message: "Received by: {name}" };
const FOOT = /*i18n*/ {
  id: "payments.receipt.foot",
  message: "Amounts in Indian rupees. This receipt is not a tax invoice.",
};

export const METHOD_NAMES = {
  razorpay: /*i18n*/ {
    id: "payments.method.razorpay",
    message: "Online (card, UPI or net banking)",
  },
  upi: /*i18n*/ { id: "payments.method.upi", message: "UPI" },
  cash: /*i18n*/ { id: "payments.method.cash", message: "Cash" },
  cheque: /*i18n*/ { id: "payments.method.cheque", message: "Cheque" },
  bank_transfer: /*i18n*/ { id: "payments.method.bankTransfer", message: "Bank transfer" },
} as const;

/**
 * `latinDigits`: the reader's choice of Latin digits in Bengali (docs/languages.md); the
 * institute's name and address in the receipt's language where its settings have them.
 */
export async function renderReceiptPdf(
  payment: Payment,
  institute: InstituteSettings,
  locale: PdfLocale = "en",
  latinDigits = false,
): Promise<Buffer> {
  const say = (message: Parameters<typeof translate>[1]) => translate(locale, message, latinDigits);
  const numbers = intlLocale(locale, latinDigits);
  const { name, addressLines } = instituteIn(institute, locale);
  const number = payment.receiptNumber ?? "";
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A5",
    margin: 40,
    info: { Title: say({ ...TITLE, values: { number } }), Author: name },
    lang: locale,
  });
  const pdf = await pdfWriter(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.fontSize(18);
  pdf.text(name, { weight: "bold" });
  doc.fontSize(9);
  for (const line of addressLines) pdf.text(line);
  pdf.text(`${institute.phoneDisplay} · ${institute.email}`);
  doc.moveDown(1);
  doc.fontSize(15);
  pdf.text(say({ ...TITLE, values: { number } }), { weight: "bold" });
  doc.fontSize(11);
  pdf.text(
    say({ ...DATE, values: { date: formatDate(payment.paidAt ?? payment.createdAt, numbers) } }),
  );
  doc.moveDown(0.8);
  pdf.text(say({ ...RECEIVED_FROM, values: { name: payment.payerName } }));
  pdf.text(say({ ...FOR, values: { label: payment.label } }));
  doc.moveDown(0.5);
  doc.fontSize(13);
  pdf.text(
    say({ ...AMOUNT, values: { amount: formatRupeesFromPaise(payment.amountPaise, numbers) } }),
    { weight: "bold" },
  );
  doc.fontSize(11);
  pdf.text(say({ ...IN_WORDS, values: { words: amountInWords(payment.amountPaise, locale) } }));
  doc.moveDown(0.5);
  pdf.text(say({ ...METHOD, values: { method: say(METHOD_NAMES[payment.method]) } }));
  if (payment.reference) pdf.text(say({ ...REFERENCE, values: { reference: payment.reference } }));
  if (payment.takenBy) pdf.text(say({ ...TAKEN_BY, values: { name: payment.takenBy } }));
  doc.moveDown(1.5);
  doc.fontSize(8).fillColor("#555555");
  pdf.text(say(FOOT));
  doc.end();
  return done;
}
