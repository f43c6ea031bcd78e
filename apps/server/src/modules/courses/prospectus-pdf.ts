// Renders the prospectus PDF from the course list, so it can never disagree with the fee table.
// Text is set in the site's PDF fonts (lib/pdf-fonts.ts), so course names in Bengali print too; its
// words come from the server's catalogue, in the reader's language.
import { type Course, INSTITUTE_NAME } from "@app/shared/courses";
import { formatMonths, formatMonthYear, formatWholeRupees } from "@app/shared/format";
import { intlLocale } from "@app/shared/i18n";
import { type Message, translate } from "../../lib/i18n";
import { drawTable } from "../../lib/pdf-table";
import { type PdfLocale, pdfWriter } from "../../lib/pdf-writer";

const TITLE = /*i18n*/ { id: "courses.prospectus.title", message: "{institute} prospectus" };
const ISSUED = /*i18n*/ { id: "courses.prospectus.issued", message: "Prospectus, {issued}" };
const COURSES = /*i18n*/ { id: "courses.prospectus.courses", message: "Courses and fees" };
const COURSE = /*i18n*/ { id: "courses.prospectus.course", message: "Course" };
const DURATION = /*i18n*/ { id: "courses.prospectus.duration", message: "Duration" };
const TOTAL_FEE = /*i18n*/ { id: "courses.prospectus.totalFee", message: "Total fee" };
const ADMISSION = /*i18n*/ { id: "courses.prospectus.admission", message: "Admission" };
const STEP_REGISTER = /*i18n*/ {
  id: "courses.prospectus.register",
  message: "Create an account at {site}/register.",
};
const STEP_APPLY = /*i18n*/ {
  id: "courses.prospectus.apply",
  message: "Sign in and fill in the admission form at {site}/admission.",
};
const FEES_MONTHLY = /*i18n*/ {
  id: "courses.prospectus.feesMonthly",
  message:
    "Fees are paid at the beginning of each month; the total fee of a course is shown above.",
};
const ALSO_OFFERED = /*i18n*/ {
  id: "courses.prospectus.alsoOffered",
  message: "Classes 1 to 12 and coaching for central and state government exams are also offered.",
};

export async function renderProspectus(
  courses: readonly Course[],
  options: { publicUrl: string; issued: Date; locale?: PdfLocale; latinDigits?: boolean },
): Promise<Buffer> {
  const locale = options.locale ?? "en";
  const say = (message: Message) => translate(locale, message);
  const numbers = intlLocale(locale, options.latinDigits);
  const site = options.publicUrl;
  // pdfkit (and its font metrics) load on the first PDF, not at start-up: an idle server is
  // smaller without it.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: {
      Title: say({ ...TITLE, values: { institute: INSTITUTE_NAME } }),
      Author: INSTITUTE_NAME,
    },
    lang: locale,
  });
  const pdf = await pdfWriter(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const issued = formatMonthYear(options.issued, numbers);
  doc.fontSize(24);
  pdf.text(INSTITUTE_NAME, { weight: "bold", align: "center" });
  doc.fontSize(14);
  pdf.text(say({ ...ISSUED, values: { issued } }), { align: "center" });
  doc.moveDown(1.5);

  doc.fontSize(14);
  pdf.text(say(COURSES), { weight: "bold" });
  doc.moveDown(0.5);
  doc.fontSize(11);
  drawTable(pdf, {
    columns: ["*", 110, 110],
    padding: [5, 8],
    border: { width: 0.5, color: "#9aa5b1" },
    rowBackground: (row) => (row === 0 ? "#e8eef7" : undefined),
    rows: [
      [
        { text: say(COURSE), font: "bold" },
        { text: say(DURATION), font: "bold" },
        { text: say(TOTAL_FEE), font: "bold", align: "right" },
      ],
      ...courses.map((course) => [
        course.name,
        formatMonths(course.durationMonths, numbers),
        { text: formatWholeRupees(course.totalFee, numbers), align: "right" as const },
      ]),
    ],
  });
  doc.moveDown(1.5);

  doc.x = doc.page.margins.left;
  doc.fontSize(14);
  pdf.text(say(ADMISSION), { weight: "bold" });
  doc.moveDown(0.5);
  doc.fontSize(11);
  pdf.list(
    [
      say({ ...STEP_REGISTER, values: { site } }),
      say({ ...STEP_APPLY, values: { site } }),
      say(FEES_MONTHLY),
      say(ALSO_OFFERED),
    ],
    { bulletRadius: 2, paragraphGap: 4 },
  );

  doc.end();
  return done;
}
