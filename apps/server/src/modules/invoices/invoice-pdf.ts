// Renders an invoice as a PDF from the stored invoice, so the printout and the record agree: the
// institute's details as /contact shows them, who it is made out to, and amounts in ₹. An
// invoice kept with GST prints what CGST Rule 46 asks (docs/accountant.md): its title by the
// registration, the supplier's and a registered buyer's GSTIN, the place of supply, per line the
// HSN/SAC, quantity, unit, rate, taxable value and each tax head with its rate and amount, the
// totals per head, the total in words, reverse charge "No" and the authorised signatory; the
// supplier as it was when the invoice was issued. Text is set
// in the site's PDF fonts (lib/pdf-fonts.ts), so names and items in Bengali print too; its words
// come from the server's catalogue, in the reader's language.
import {
  formatCount,
  formatDate,
  formatFinancialYear,
  formatRupeesFromPaise,
} from "@app/shared/format";
import { amountInWords, GST_STATES, type GstStateCode } from "@app/shared/gst";
import { intlLocale } from "@app/shared/i18n";
import { type InstituteSettings, instituteIn } from "@app/shared/institute";
import type { CreditNote, Invoice } from "@app/shared/invoices";
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

const TAX_INVOICE = /*i18n*/ { id: "invoices.pdf.taxInvoice", message: "Tax Invoice" };
const BILL_OF_SUPPLY = /*i18n*/ { id: "invoices.pdf.billOfSupply", message: "Bill of Supply" };
const PLAIN_INVOICE = /*i18n*/ { id: "invoices.pdf.plainInvoice", message: "Invoice" };
const NUMBER = /*i18n*/ { id: "invoices.pdf.number", message: "Number: {number}" };
const GSTIN = /*i18n*/ { id: "invoices.pdf.gstin", message: "GSTIN: {gstin}" };
const STATE = /*i18n*/ { id: "invoices.pdf.state", message: "State: {state}" };
const LEGAL_NAME = /*i18n*/ { id: "invoices.pdf.legalName", message: "Legal name: {name}" };
const PLACE = /*i18n*/ { id: "invoices.pdf.placeOfSupply", message: "Place of supply: {place}" };
const REVERSE_CHARGE = /*i18n*/ {
  id: "invoices.pdf.reverseCharge",
  message: "Tax payable on reverse charge: No",
};
const HSN_SAC = /*i18n*/ { id: "invoices.pdf.hsnSac", message: "HSN/SAC" };
const TAXABLE = /*i18n*/ { id: "invoices.pdf.taxable", message: "Taxable value" };
const LINE_TOTAL = /*i18n*/ { id: "invoices.pdf.lineTotal", message: "Total" };
const IN_WORDS = /*i18n*/ { id: "invoices.pdf.inWords", message: "Amount in words: {words}" };
const SIGNATORY = /*i18n*/ { id: "invoices.pdf.signatory", message: "Authorised signatory" };
const FOR_SUPPLIER = /*i18n*/ { id: "invoices.pdf.forSupplier", message: "For {name}" };
const COMPOSITION = /*i18n*/ {
  id: "invoices.pdf.composition",
  message: "Composition taxable person, not eligible to collect tax on supplies",
};
const HEAD_TOTAL = /*i18n*/ { id: "invoices.pdf.headTotal", message: "{head}: {amount}" };
const CREDIT_NOTE = /*i18n*/ { id: "invoices.pdf.creditNote", message: "Credit Note" };
const AGAINST = /*i18n*/ {
  id: "invoices.pdf.against",
  message: "Against invoice {number} of {date}",
};
const REASON = /*i18n*/ { id: "invoices.pdf.reason", message: "Reason: {reason}" };

/** What a credit note prints instead of an invoice's title, and the invoice it credits. */
type NoteHeading = { number: string; date: string; reason: string };

export async function renderInvoicePdf(
  invoice: Invoice,
  institute: InstituteSettings,
  locale: PdfLocale = "en",
  latinDigits = false,
): Promise<Buffer> {
  const say = (message: Parameters<typeof translate>[1]) => translate(locale, message);
  const numbers = intlLocale(locale, latinDigits);
  const rupees = (paise: number) => formatRupeesFromPaise(paise, numbers);
  if (invoice.gst) return renderGstInvoicePdf(invoice, institute, locale, latinDigits);
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
    .text(say({ ...YEAR, values: { year: formatFinancialYear(invoice.financialYear, numbers) } }));
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

/**
 * A credit note (CGST Rule 53, docs/accountant.md) on the invoice's layout: titled "Credit Note",
 * with its own number and date, the invoice it credits and why, the buyer, and the lines, units
 * and tax it takes back (a refund's value-only line shows 0 units).
 */
export async function renderCreditNotePdf(
  note: CreditNote,
  invoice: Invoice,
  institute: InstituteSettings,
  locale: PdfLocale = "en",
  latinDigits = false,
): Promise<Buffer> {
  if (!invoice.gst) throw new Error("a credit note is made only against a GST invoice");
  const units = new Map(invoice.lines.map((line) => [line.lineId, line]));
  const asInvoice: Invoice = {
    ...invoice,
    number: note.number,
    financialYear: note.financialYear,
    createdAt: note.createdAt,
    createdBy: note.createdBy,
    createdByName: note.createdByName,
    totalPaise: note.totalPaise,
    lines: note.lines.map((line) => {
      const charged = units.get(line.lineId);
      return {
        lineId: line.lineId,
        productId: charged?.productId ?? line.lineId,
        name: line.name,
        pricePaise: charged?.pricePaise ?? 0,
        qty: line.qty,
        totalPaise: line.totalPaise,
        gst: {
          taxablePaise: line.taxablePaise,
          cgstPaise: line.cgstPaise,
          sgstPaise: line.sgstPaise,
          igstPaise: line.igstPaise,
          hsnSac: line.hsnSac,
          unit: charged?.gst?.unit ?? "NOS",
          rate: line.rate,
        },
      };
    }),
    gst: { ...invoice.gst, totals: note.totals },
  };
  return renderGstInvoicePdf(asInvoice, institute, locale, latinDigits, {
    number: invoice.number,
    date: invoice.createdAt,
    reason: note.reason,
  });
}

/** An invoice kept with GST: what CGST Rule 46 asks for (docs/accountant.md). */
async function renderGstInvoicePdf(
  invoice: Invoice,
  institute: InstituteSettings,
  locale: PdfLocale,
  latinDigits: boolean,
  creditOf?: NoteHeading,
): Promise<Buffer> {
  const gst = invoice.gst;
  if (!gst) throw new Error("not a GST invoice");
  const say = (message: Parameters<typeof translate>[1]) => translate(locale, message);
  const numbers = intlLocale(locale, latinDigits);
  const rupees = (paise: number) => formatRupeesFromPaise(paise, numbers);
  const percent = (rate: number) => `${formatCount(rate, numbers)}%`;
  const title = say(
    creditOf
      ? CREDIT_NOTE
      : gst.kind === "tax-invoice"
        ? TAX_INVOICE
        : gst.kind === "bill-of-supply"
          ? BILL_OF_SUPPLY
          : PLAIN_INVOICE,
  );
  // The supplier as when issued; its name and address in the reader's language while the
  // institute's settings have them (instituteIn), else as printed then.
  const supplierNow = instituteIn(institute, locale);
  const sameSupplier = institute.name === gst.supplier.name;
  const supplierName = sameSupplier ? supplierNow.name : gst.supplier.name;
  const supplierAddress = sameSupplier ? supplierNow.addressLines : gst.supplier.addressLines;
  const stateName = (code: string) => `${code}-${GST_STATES[code as GstStateCode] ?? ""}`;

  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 40,
    info: { Title: `${title} ${invoice.number}`, Author: gst.supplier.legalName },
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
  pdf.text(supplierName, { weight: "bold" });
  doc.fontSize(9);
  if (gst.supplier.legalName && gst.supplier.legalName !== supplierName) {
    pdf.text(say({ ...LEGAL_NAME, values: { name: gst.supplier.legalName } }));
  }
  for (const line of supplierAddress) pdf.text(line);
  pdf.text(`${institute.phoneDisplay} · ${institute.email}`);
  if (gst.supplier.gstin) pdf.text(say({ ...GSTIN, values: { gstin: gst.supplier.gstin } }));
  pdf.text(say({ ...STATE, values: { state: stateName(gst.supplier.stateCode) } }));
  doc.moveDown(0.8);
  doc.fontSize(15);
  pdf.text(title, { weight: "bold" });
  doc.fontSize(10);
  pdf
    .text(say({ ...NUMBER, values: { number: invoice.number } }))
    .text(say({ ...DATE, values: { date: formatDate(invoice.createdAt, numbers) } }))
    .text(say({ ...PLACE, values: { place: gst.placeOfSupply } }))
    .text(say(REVERSE_CHARGE));
  if (creditOf) {
    pdf
      .text(
        say({
          ...AGAINST,
          values: { number: creditOf.number, date: formatDate(creditOf.date, numbers) },
        }),
      )
      .text(say({ ...REASON, values: { reason: creditOf.reason } }));
  }
  if (invoice.customer) {
    doc.moveDown(0.6);
    pdf.text(say(BILL_TO), { weight: "bold" });
    pdf.text(invoice.customer.name);
    if (invoice.customer.address) pdf.text(invoice.customer.address);
    if (gst.buyerGstin) pdf.text(say({ ...GSTIN, values: { gstin: gst.buyerGstin } }));
    if (gst.buyerStateCode) {
      pdf.text(say({ ...STATE, values: { state: stateName(gst.buyerStateCode) } }));
    }
  }
  doc.moveDown(0.8);

  const right = "right" as const;
  const bold = "bold" as const;
  const charged = gst.kind === "tax-invoice";
  const heads: ("cgst" | "sgst" | "igst")[] = !charged
    ? []
    : gst.interState
      ? ["igst"]
      : ["cgst", "sgst"];
  const headName = { cgst: "CGST", sgst: "SGST", igst: "IGST" } as const;
  const headPaise = { cgst: "cgstPaise", sgst: "sgstPaise", igst: "igstPaise" } as const;
  doc.fontSize(8);
  const header = [
    { text: "#", font: bold },
    { text: say(ITEM), font: bold },
    { text: say(HSN_SAC), font: bold },
    { text: say(QTY), font: bold, align: right },
    // The rate per unit, as Rule 46 asks, under the words the older invoices use.
    { text: say(UNIT_PRICE), font: bold, align: right },
    { text: say(TAXABLE), font: bold, align: right },
    ...heads.map((head) => ({ text: headName[head], font: bold, align: right })),
    { text: say(LINE_TOTAL), font: bold, align: right },
  ];
  const columns: (number | "*")[] = [
    16,
    "*",
    44,
    40,
    64,
    72,
    ...heads.map(() => (heads.length === 1 ? 80 : 64)),
    72,
  ];
  drawTable(pdf, {
    columns,
    padding: [4, 4],
    border: { width: 0.5, color: "#9aa5b1" },
    rowBackground: (row) => (row === 0 ? "#e8eef7" : undefined),
    rows: [
      header,
      ...invoice.lines.map((line, index) => {
        const tax = line.gst;
        const rate = tax?.rate ?? 0;
        return [
          formatCount(index + 1, numbers),
          line.name,
          tax?.hsnSac ?? "",
          { text: `${formatCount(line.qty, numbers)} ${tax?.unit ?? ""}`, align: right },
          { text: rupees(line.pricePaise), align: right },
          { text: rupees(tax?.taxablePaise ?? line.totalPaise), align: right },
          ...heads.map((head) => ({
            text: `${percent(head === "igst" ? rate : rate / 2)} ${rupees(tax?.[headPaise[head]] ?? 0)}`,
            align: right,
          })),
          { text: rupees(line.totalPaise), align: right },
        ];
      }),
      [
        { text: say(TOTAL), font: bold, colSpan: 5, align: right },
        { text: rupees(gst.totals.taxablePaise), font: bold, align: right },
        ...heads.map((head) => ({
          text: rupees(gst.totals[headPaise[head]]),
          font: bold,
          align: right,
        })),
        { text: rupees(invoice.totalPaise), font: bold, align: right },
      ],
    ],
  });
  doc.moveDown(1);
  doc.x = doc.page.margins.left;
  doc.fontSize(10);
  pdf.text(
    say({ ...HEAD_TOTAL, values: { head: say(TAXABLE), amount: rupees(gst.totals.taxablePaise) } }),
  );
  for (const head of heads) {
    pdf.text(
      say({
        ...HEAD_TOTAL,
        values: { head: headName[head], amount: rupees(gst.totals[headPaise[head]]) },
      }),
    );
  }
  pdf.text(
    say({ ...HEAD_TOTAL, values: { head: say(TOTAL), amount: rupees(invoice.totalPaise) } }),
    { weight: "bold" },
  );
  pdf.text(say({ ...IN_WORDS, values: { words: amountInWords(invoice.totalPaise, locale) } }));
  if (gst.kind === "bill-of-supply") {
    doc.moveDown(0.5);
    pdf.text(say(COMPOSITION), { weight: "bold" });
  }
  doc.moveDown(2);
  pdf.text(say({ ...FOR_SUPPLIER, values: { name: gst.supplier.legalName } }), {
    align: "right",
  });
  doc.moveDown(2);
  pdf.text(say(SIGNATORY), { align: "right" });
  doc.moveDown(1);
  doc.fontSize(8).fillColor("#555555");
  pdf.text(say({ ...PREPARED_BY, values: { name: invoice.createdByName } }));

  doc.end();
  return done;
}
