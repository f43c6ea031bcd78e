// Renders the prospectus PDF from the course list, so it can never disagree with the fee table.
import { type Course, INSTITUTE_NAME } from "@app/shared/courses";
import { formatMonths, formatMonthYear, formatWholeRupees } from "@app/shared/format";
import { useSiteFonts } from "../../lib/pdf-fonts";

export async function renderProspectus(
  courses: readonly Course[],
  options: { publicUrl: string; issued: Date },
): Promise<Buffer> {
  // pdfkit (and its font metrics) load on the first PDF, not at start-up: an idle server is
  // smaller without it.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `${INSTITUTE_NAME} prospectus`, Author: INSTITUTE_NAME },
  });
  useSiteFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const issued = formatMonthYear(options.issued);
  doc.font("Bold").fontSize(24).text(INSTITUTE_NAME, { align: "center" });
  doc.font("Body").fontSize(14).text(`Prospectus, ${issued}`, { align: "center" });
  doc.moveDown(1.5);

  doc.font("Bold").fontSize(14).text("Courses and fees");
  doc.moveDown(0.5);
  doc
    .font("Body")
    .fontSize(11)
    .table({
      columnStyles: ["*", 110, 110],
      defaultStyle: { padding: [5, 8], border: 0.5, borderColor: "#9aa5b1" },
      rowStyles: (row) => (row === 0 ? { backgroundColor: "#e8eef7" } : undefined),
      data: [
        [
          { text: "Course", type: "TH", font: { src: "Bold" } },
          { text: "Duration", type: "TH", font: { src: "Bold" } },
          {
            text: "Total fee",
            type: "TH",
            font: { src: "Bold" },
            align: { x: "right" },
          },
        ],
        ...courses.map((course) => [
          course.name,
          formatMonths(course.durationMonths),
          { text: formatWholeRupees(course.totalFee), align: { x: "right" as const } },
        ]),
      ],
    });
  doc.moveDown(1.5);

  doc.x = doc.page.margins.left;
  doc.font("Bold").fontSize(14).text("Admission");
  doc.moveDown(0.5);
  doc
    .font("Body")
    .fontSize(11)
    .list(
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
