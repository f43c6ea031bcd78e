// Renders the prospectus PDF from the course list, so it can never disagree with the fee table.
// Text is set in the site's PDF fonts (lib/pdf-fonts.ts), so course names in Bengali print too.
import { type Course, INSTITUTE_NAME } from "@app/shared/courses";
import { formatMonths, formatMonthYear, formatWholeRupees } from "@app/shared/format";
import { drawTable } from "../../lib/pdf-table";
import { type PdfLocale, pdfWriter } from "../../lib/pdf-writer";

export async function renderProspectus(
  courses: readonly Course[],
  options: { publicUrl: string; issued: Date; locale?: PdfLocale },
): Promise<Buffer> {
  // pdfkit (and its font metrics) load on the first PDF, not at start-up: an idle server is
  // smaller without it.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `${INSTITUTE_NAME} prospectus`, Author: INSTITUTE_NAME },
    lang: options.locale ?? "en",
  });
  const pdf = await pdfWriter(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const issued = formatMonthYear(options.issued);
  doc.fontSize(24);
  pdf.text(INSTITUTE_NAME, { weight: "bold", align: "center" });
  doc.fontSize(14);
  pdf.text(`Prospectus, ${issued}`, { align: "center" });
  doc.moveDown(1.5);

  doc.fontSize(14);
  pdf.text("Courses and fees", { weight: "bold" });
  doc.moveDown(0.5);
  doc.fontSize(11);
  drawTable(pdf, {
    columns: ["*", 110, 110],
    padding: [5, 8],
    border: { width: 0.5, color: "#9aa5b1" },
    rowBackground: (row) => (row === 0 ? "#e8eef7" : undefined),
    rows: [
      [
        { text: "Course", font: "bold" },
        { text: "Duration", font: "bold" },
        { text: "Total fee", font: "bold", align: "right" },
      ],
      ...courses.map((course) => [
        course.name,
        formatMonths(course.durationMonths),
        { text: formatWholeRupees(course.totalFee), align: "right" as const },
      ]),
    ],
  });
  doc.moveDown(1.5);

  doc.x = doc.page.margins.left;
  doc.fontSize(14);
  pdf.text("Admission", { weight: "bold" });
  doc.moveDown(0.5);
  doc.fontSize(11);
  pdf.list(
    [
      `Create an account at ${options.publicUrl}/register.`,
      `Sign in and fill in the admission form at ${options.publicUrl}/admission.`,
      "Fees are paid at the beginning of each month; the total fee of a course is shown above.",
      "Classes 1 to 12 and coaching for central and state government exams are also offered.",
    ],
    { bulletRadius: 2, paragraphGap: 4 },
  );

  doc.end();
  return done;
}
