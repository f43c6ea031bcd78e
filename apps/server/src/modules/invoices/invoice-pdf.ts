// Renders an invoice as a PDF from the stored invoice, so the printout and the record agree: the
// institute's details as /contact shows them, who it is made out to, and amounts in ₹. Text is set
// in the site's PDF fonts (lib/pdf-fonts.ts), so names and items in Bengali print too; its words
// come from the server's catalogue, in the reader's language.
import { formatCount, formatDate, formatRupeesFromPaise } from "@app/shared/format";
import { intlLocale } from "@app/shared/i18n";
import type { InstituteSettings } from "@app/shared/institute";
import type { Invoice } from "@app/shared/invoices";
import { translate } from "../../lib/i18n";
import { drawTable } from "../../lib/pdf-table";
import { type PdfLocale, pdfWriter } from "../../lib/pdf-writer";

const TITLE = /*i18n*/ { id: "invoices.pdf.title", message: "Invoice {number}" };
const DATE = /*i18n*/ { id: "invoices.pdf.date", message: "Date: {date}" };
const YEAR = /*i18n*/ { id: "invoices.pdf.financialYear", message: "Financial year: {year}" };
const BILL_TO = /*i18n*/ { id: "invoices.pdf.billTo", message: "Bill to" };
const ITEM = /*i18n*/ { id: "invoices.pdf.item", message: "Item" };
const UNIT_PRICE = /*i18n*/ { id: "invoices.pdf.unitPrice", message: "Unit price" };
const QTY = /*i18n*/ { id: "invoices.pdf.qty", message: "Qty" };
const AMOUNT = /*i18n*/ { id: "invoices.pdf.amount", message: "Amount" };
const TOTAL = /*i18n*/ { id: "invoices.pdf.total", message: "Total" };
const PREPARED_BY = /*i18n*/ {
  id: "invoices.pdf.preparedBy",
  message: "Prepared by {name}. Amounts in Indian rupees.",
};

export async function renderInvoicePdf(
  invoice: Invoice,
  institute: InstituteSettings,
  locale: PdfLocale = "en",
  latinDigits = false,
): Promise<Buffer> {
  const say = (message: Parameters<typeof translate>[1]) => translate(locale, message);
  const numbers = intlLocale(locale, latinDigits);
  const rupees = (paise: number) => formatRupeesFromPaise(paise, numbers);
  // pdfkit (and its font metrics) load on the first PDF, not at start-up: an idle server is
  // smaller without it.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: say({ ...TITLE, values: { number: invoice.number } }), Author: institute.name },
    lang: locale,
  });
  const pdf = await pdfWriter(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.fontSize(22);
  pdf.text(institute.name, { weight: "bold" });
  doc.fontSize(10);
  for (const line of institute.addressLines) pdf.text(line);
  pdf.text(`${institute.phoneDisplay} · ${institute.email}`);
  doc.moveDown(1);
  doc.fontSize(16);
  pdf.text(say({ ...TITLE, values: { number: invoice.number } }), { weight: "bold" });
  doc.fontSize(11);
  pdf
    .text(say({ ...DATE, values: { date: formatDate(invoice.createdAt, numbers) } }))
    .text(say({ ...YEAR, values: { year: invoice.financialYear } }));
  if (invoice.customer) {
    doc.moveDown(0.8);
    pdf.text(say(BILL_TO), { weight: "bold" });
    pdf.text(invoice.customer.name);
    if (invoice.customer.address) pdf.text(invoice.customer.address);
  }
  doc.moveDown(1);

  const right = "right" as const;
  const bold = "bold" as const;
  doc.fontSize(10);
  drawTable(pdf, {
    columns: [28, "*", 90, 40, 100],
    padding: [5, 6],
    border: { width: 0.5, color: "#9aa5b1" },
    rowBackground: (row) => (row === 0 ? "#e8eef7" : undefined),
    rows: [
      [
        { text: "#", font: bold },
        { text: say(ITEM), font: bold },
        { text: say(UNIT_PRICE), font: bold, align: right },
        { text: say(QTY), font: bold, align: right },
        { text: say(AMOUNT), font: bold, align: right },
      ],
      ...invoice.lines.map((line, index) => [
        formatCount(index + 1, numbers),
        line.name,
        { text: rupees(line.pricePaise), align: right },
        { text: formatCount(line.qty, numbers), align: right },
        { text: rupees(line.totalPaise), align: right },
      ]),
      [
        { text: "", colSpan: 3 },
        { text: say(TOTAL), font: bold, align: right },
        { text: rupees(invoice.totalPaise), font: bold, align: right },
      ],
    ],
  });
  doc.moveDown(1.5);
  doc.x = doc.page.margins.left;
  doc.fontSize(9).fillColor("#555555");
  pdf.text(say({ ...PREPARED_BY, values: { name: invoice.createdByName } }));

  doc.end();
  return done;
}
