// Renders the prospectus PDF from the site's own data (decision 043), so it can never disagree with
// the pages: courses with their fees and plans, the batches starting, trips with their departures,
// the teachers, and how to reach the institute. Text is set in the site's PDF fonts
// (lib/pdf-fonts.ts), so Bengali prints too; its words come from the server's catalogue, in the
// reader's language. Links start with PUBLIC_URL; without it they are relative (never this
// machine's own address).
import { type Course, type FeePlan, INSTITUTE_NAME } from "@app/shared/courses";
import {
  formatCalendarDate,
  formatMonths,
  formatMonthYear,
  formatRupeesFromPaise,
  formatWholeRupees,
} from "@app/shared/format";
import { intlLocale } from "@app/shared/i18n";
import { type Message, siteLink, translate } from "../../lib/i18n";
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
  id: "courses.prospectus.registerLink",
  message: "Create an account at {registerLink}",
};
const STEP_APPLY = /*i18n*/ {
  id: "courses.prospectus.applyLink",
  message: "Sign in and fill in the admission form at {admissionLink}",
};
const ALSO_OFFERED = /*i18n*/ {
  id: "courses.prospectus.alsoOffered",
  message: "Classes 1 to 12 and coaching for central and state government exams are also offered.",
};

const PLAN = /*i18n*/ { id: "courses.prospectus.plan", message: "Paid" };
const PLAN_ONCE = /*i18n*/ { id: "courses.prospectus.planOnce", message: "At once" };
const PLAN_ON_ADMISSION = /*i18n*/ {
  id: "courses.prospectus.planOnAdmission",
  message: "{amount} on admission",
};
const PLAN_AFTER = /*i18n*/ {
  id: "courses.prospectus.planAfter",
  message: "{amount} after {months}",
};
const BATCHES = /*i18n*/ { id: "courses.prospectus.batches", message: "Batches starting soon" };
const BATCH_LINE = /*i18n*/ {
  id: "courses.prospectus.batchLine",
  message:
    "{course}, {batch}: starts {date}, {seats, plural, one {# seat left} other {# seats left}}",
};
const TRIPS = /*i18n*/ { id: "courses.prospectus.trips", message: "Trips" };
const DEPARTURE_LINE = /*i18n*/ {
  id: "courses.prospectus.departureLine",
  message: "{date}: {price} per adult",
};
const NO_DEPARTURES = /*i18n*/ {
  id: "courses.prospectus.noDepartures",
  message: "Departures will be announced on the site.",
};
const TEACHERS = /*i18n*/ { id: "courses.prospectus.teachers", message: "Our teachers" };
const REACH = /*i18n*/ { id: "courses.prospectus.reach", message: "How to reach us" };
const PHONE = /*i18n*/ { id: "courses.prospectus.phone", message: "Phone: {phone}" };
const MAP = /*i18n*/ { id: "courses.prospectus.map", message: "Map: {link}" };
const WEBSITE = /*i18n*/ { id: "courses.prospectus.website", message: "Website: {link}" };

/** A course as the prospectus prints it: its fee table's row, with its fee plan when known. */
export type ProspectusCourse = Course & { feePlan?: FeePlan };

/** What the prospectus prints beside the courses, each in the reader's language. */
export type ProspectusExtras = {
  batches: { course: string; name: string; startDate: string; seatsLeft: number }[];
  trips: { title: string; departures: { date: string; adultPricePaise: number }[] }[];
  teachers: { name: string; subjects: string }[];
  /** The institute as its staff saved it, its name and address in the reader's language. */
  institute: { name: string; addressLines: string[]; phoneDisplay: string };
  mapLink: string;
};

export async function renderProspectus(
  courses: readonly ProspectusCourse[],
  options: {
    /** PUBLIC_URL, or '' for relative links. */
    publicUrl: string;
    issued: Date;
    locale?: PdfLocale;
    latinDigits?: boolean;
    extras?: ProspectusExtras;
  },
): Promise<Buffer> {
  const locale = options.locale ?? "en";
  const say = (message: Message) => translate(locale, message);
  const numbers = intlLocale(locale, options.latinDigits);
  const site = options.publicUrl;
  const name = options.extras?.institute.name ?? INSTITUTE_NAME;
  // pdfkit (and its font metrics) load on the first PDF, not at start-up: an idle server is
  // smaller without it.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: {
      Title: say({ ...TITLE, values: { institute: name } }),
      Author: name,
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
  pdf.text(name, { weight: "bold", align: "center" });
  doc.fontSize(14);
  pdf.text(say({ ...ISSUED, values: { issued } }), { align: "center" });
  doc.moveDown(1.5);

  doc.fontSize(14);
  pdf.text(say(COURSES), { weight: "bold" });
  doc.moveDown(0.5);
  doc.fontSize(11);
  const withPlans = courses.some((course) => course.feePlan !== undefined);
  // The plan as staff set it (docs/product.md, "Fees"): each instalment's amount and when it falls
  // due, so the prospectus never says more or less than the course's own plan.
  const planOf = ({ feePlan }: ProspectusCourse): string => {
    if (!feePlan || feePlan.kind === "once") return say(PLAN_ONCE);
    return feePlan.instalments
      .map(({ amount, dueAfterMonths }) => {
        const value =
          amount % 100 === 0
            ? formatWholeRupees(amount / 100, numbers)
            : formatRupeesFromPaise(amount, numbers);
        return dueAfterMonths === 0
          ? say({ ...PLAN_ON_ADMISSION, values: { amount: value } })
          : say({
              ...PLAN_AFTER,
              values: { amount: value, months: formatMonths(dueAfterMonths, numbers) },
            });
      })
      .join(", ");
  };
  drawTable(pdf, {
    columns: withPlans ? ["*", 80, 68, 150] : ["*", 110, 110],
    padding: [5, 8],
    border: { width: 0.5, color: "#9aa5b1" },
    rowBackground: (row) => (row === 0 ? "#e8eef7" : undefined),
    rows: [
      [
        { text: say(COURSE), font: "bold" },
        { text: say(DURATION), font: "bold" },
        { text: say(TOTAL_FEE), font: "bold", align: "right" },
        ...(withPlans ? [{ text: say(PLAN), font: "bold" as const }] : []),
      ],
      ...courses.map((course) => [
        course.name,
        formatMonths(course.durationMonths, numbers),
        { text: formatWholeRupees(course.totalFee, numbers), align: "right" as const },
        ...(withPlans ? [planOf(course)] : []),
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
      say({ ...STEP_REGISTER, values: { registerLink: siteLink(site, "/register", locale) } }),
      say({ ...STEP_APPLY, values: { admissionLink: siteLink(site, "/admission", locale) } }),
      say(ALSO_OFFERED),
    ],
    { bulletRadius: 2, paragraphGap: 4 },
  );

  const extras = options.extras;
  if (extras) {
    const heading = (message: Message) => {
      doc.moveDown(1.2);
      doc.x = doc.page.margins.left;
      doc.fontSize(14);
      pdf.text(say(message), { weight: "bold" });
      doc.moveDown(0.4);
      doc.fontSize(11);
    };
    if (extras.batches.length > 0) {
      heading(BATCHES);
      pdf.list(
        extras.batches.map((batch) =>
          say({
            ...BATCH_LINE,
            values: {
              course: batch.course,
              batch: batch.name,
              date: formatCalendarDate(batch.startDate, numbers),
              seats: batch.seatsLeft,
            },
          }),
        ),
        { bulletRadius: 2, paragraphGap: 3 },
      );
    }
    if (extras.trips.length > 0) {
      heading(TRIPS);
      for (const trip of extras.trips) {
        doc.x = doc.page.margins.left;
        pdf.text(trip.title, { weight: "bold" });
        pdf.list(
          trip.departures.length > 0
            ? trip.departures.map((departure) =>
                say({
                  ...DEPARTURE_LINE,
                  values: {
                    date: formatCalendarDate(departure.date, numbers),
                    price: formatRupeesFromPaise(departure.adultPricePaise, numbers),
                  },
                }),
              )
            : [say(NO_DEPARTURES)],
          { bulletRadius: 2, paragraphGap: 3 },
        );
        doc.moveDown(0.3);
      }
    }
    if (extras.teachers.length > 0) {
      heading(TEACHERS);
      pdf.list(
        extras.teachers.map((teacher) => `${teacher.name}: ${teacher.subjects}`),
        { bulletRadius: 2, paragraphGap: 3 },
      );
    }
    heading(REACH);
    for (const line of extras.institute.addressLines) pdf.text(line);
    pdf.text(say({ ...PHONE, values: { phone: extras.institute.phoneDisplay } }));
    pdf.text(say({ ...MAP, values: { link: extras.mapLink } }));
    pdf.text(say({ ...WEBSITE, values: { link: siteLink(site, "/", locale) } }));
  }

  doc.end();
  return done;
}
