// Renders an invoice as a PDF from the stored invoice, so the printout and the record agree.
import { INSTITUTE_NAME } from "@app/shared/courses";
import type { Invoice } from "@app/shared/invoices";
import { indianDate } from "./financial-year";

const grouping = new Intl.NumberFormat("en-IN");

/**
 * "Rs. 1,23,456.78" from paise, with integer arithmetic only. "Rs." because the PDF standard
 * fonts have no ₹ glyph and no font that has one ships with the app (as in the prospectus).
 */
export function formatRupees(paise: number): string {
  const rupees = Math.trunc(paise / 100);
  const rest = String(Math.abs(paise % 100)).padStart(2, "0");
  return `Rs. ${grouping.format(rupees)}.${rest}`;
}

export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  // pdfkit (and its font metrics) load on the first PDF, not at start-up: an idle server is
  // smaller without it.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `Invoice ${invoice.number}`, Author: INSTITUTE_NAME },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(22).text(INSTITUTE_NAME);
  doc.font("Helvetica").fontSize(11).text("Plassey, Nadia, West Bengal, India");
  doc.moveDown(1);
  doc.font("Helvetica-Bold").fontSize(16).text(`Invoice ${invoice.number}`);
  doc
    .font("Helvetica")
    .fontSize(11)
    .text(`Date: ${indianDate(new Date(invoice.createdAt))}`)
    .text(`Financial year: ${invoice.financialYear}`);
  doc.moveDown(1);

  const right = { x: "right" as const };
  const bold = { src: "Helvetica-Bold" };
  doc
    .font("Helvetica")
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
          { text: formatRupees(line.pricePaise), align: right },
          { text: String(line.qty), align: right },
          { text: formatRupees(line.totalPaise), align: right },
        ]),
        [
          { text: "", colSpan: 3 },
          { text: "Total", font: bold, align: right },
          { text: formatRupees(invoice.totalPaise), font: bold, align: right },
        ],
      ],
    });
  doc.moveDown(1.5);
  doc.x = doc.page.margins.left;
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#555555")
    .text(`Prepared by ${invoice.createdByName}. Amounts in Indian rupees.`);

  doc.end();
  return done;
}
