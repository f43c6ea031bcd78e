// Renders an invoice as a PDF from the stored invoice, so the printout and the record agree: the
// institute's details as /contact shows them, who it is made out to, and amounts in ₹ (DejaVu Sans,
// shipped in seed/fonts, has the glyph; the PDF standard fonts do not).

import { formatDate, formatRupeesFromPaise } from "@app/shared/format";
import type { InstituteSettings } from "@app/shared/institute";
import type { Invoice } from "@app/shared/invoices";
import { useSiteFonts } from "../../lib/pdf-fonts";

export async function renderInvoicePdf(
  invoice: Invoice,
  institute: InstituteSettings,
): Promise<Buffer> {
  // pdfkit (and its font metrics) load on the first PDF, not at start-up: an idle server is
  // smaller without it.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `Invoice ${invoice.number}`, Author: institute.name },
  });
  useSiteFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Bold").fontSize(22).text(institute.name);
  doc.font("Body").fontSize(10);
  for (const line of institute.addressLines) doc.text(line);
  doc.text(`${institute.phoneDisplay} · ${institute.email}`);
  doc.moveDown(1);
  doc.font("Bold").fontSize(16).text(`Invoice ${invoice.number}`);
  doc
    .font("Body")
    .fontSize(11)
    .text(`Date: ${formatDate(invoice.createdAt)}`)
    .text(`Financial year: ${invoice.financialYear}`);
  if (invoice.customer) {
    doc.moveDown(0.8);
    doc.font("Bold").text("Bill to");
    doc.font("Body").text(invoice.customer.name);
    if (invoice.customer.address) doc.text(invoice.customer.address);
  }
  doc.moveDown(1);

  const right = { x: "right" as const };
  const bold = { src: "Bold" };
  doc
    .font("Body")
    .fontSize(10)
    .table({
      columnStyles: [28, "*", 90, 40, 100],
      defaultStyle: { padding: [5, 6], border: 0.5, borderColor: "#9aa5b1" },
      rowStyles: (row) => (row === 0 ? { backgroundColor: "#e8eef7" } : undefined),
      data: [
        [
          { text: "#", type: "TH", font: bold },
          { text: "Item", type: "TH", font: bold },
          { text: "Unit price", type: "TH", font: bold, align: right },
          { text: "Qty", type: "TH", font: bold, align: right },
          { text: "Amount", type: "TH", font: bold, align: right },
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
  doc
    .font("Body")
    .fontSize(9)
    .fillColor("#555555")
    .text(`Prepared by ${invoice.createdByName}. Amounts in Indian rupees.`);

  doc.end();
  return done;
}
