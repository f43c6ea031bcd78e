// Renders an invoice as a PDF from the stored invoice, so the printout and the record agree: the
// institute's details as /contact shows them, who it is made out to, and amounts in ₹. Text is set
// in the site's PDF fonts (lib/pdf-fonts.ts), so names and items in Bengali print too.
import { formatDate, formatRupeesFromPaise } from "@app/shared/format";
import type { InstituteSettings } from "@app/shared/institute";
import type { Invoice } from "@app/shared/invoices";
import { drawTable } from "../../lib/pdf-table";
import { type PdfLocale, pdfWriter } from "../../lib/pdf-writer";

export async function renderInvoicePdf(
  invoice: Invoice,
  institute: InstituteSettings,
  locale: PdfLocale = "en",
): Promise<Buffer> {
  // pdfkit (and its font metrics) load on the first PDF, not at start-up: an idle server is
  // smaller without it.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `Invoice ${invoice.number}`, Author: institute.name },
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
  pdf.text(`Invoice ${invoice.number}`, { weight: "bold" });
  doc.fontSize(11);
  pdf
    .text(`Date: ${formatDate(invoice.createdAt)}`)
    .text(`Financial year: ${invoice.financialYear}`);
  if (invoice.customer) {
    doc.moveDown(0.8);
    pdf.text("Bill to", { weight: "bold" });
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
        { text: "Item", font: bold },
        { text: "Unit price", font: bold, align: right },
        { text: "Qty", font: bold, align: right },
        { text: "Amount", font: bold, align: right },
      ],
      ...invoice.lines.map((line, index) => [
        String(index + 1),
        line.name,
        { text: formatRupeesFromPaise(line.pricePaise), align: right },
        { text: String(line.qty), align: right },
        { text: formatRupeesFromPaise(line.totalPaise), align: right },
      ]),
      [
        { text: "", colSpan: 3 },
        { text: "Total", font: bold, align: right },
        { text: formatRupeesFromPaise(invoice.totalPaise), font: bold, align: right },
      ],
    ],
  });
  doc.moveDown(1.5);
  doc.x = doc.page.margins.left;
  doc.fontSize(9).fillColor("#555555");
  pdf.text(`Prepared by ${invoice.createdByName}. Amounts in Indian rupees.`);

  doc.end();
  return done;
}
