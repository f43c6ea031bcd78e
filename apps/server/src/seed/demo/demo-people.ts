// Made-up teachers, results (each with the student's consent recorded), testimonials and gallery
// photos for a first start with demo content, so every section of the home page has something to
// show (decision 043). The photos are simple pictures drawn with sharp: a coloured square with the
// person's initials, a coloured panel for the gallery. Seeded once per database (the
// `demo-people` mark in app_meta).
import type { Kysely } from "kysely";
import sharp from "sharp";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { newId } from "../../lib/ids";
import { removePhoto, savePhoto } from "../../lib/photo-storage";
import {
  encodeTeacherPhoto,
  removeTeacherPhoto,
  saveTeacherPhoto,
} from "../../modules/teachers/teacher-photo-storage";

const MARK = "demo-people";

type Text = { en: string; bn: string };

const TEACHERS: { name: Text; subjects: Text; qualifications: Text; bio: Text; colour: string }[] =
  [
    {
      name: { en: "Rina Sarkar", bn: "রিনা সরকার" },
      subjects: { en: "Physics, Mathematics", bn: "পদার্থবিদ্যা, গণিত" },
      qualifications: { en: "M.Sc. Physics, B.Ed.", bn: "এম.এসসি. পদার্থবিদ্যা, বি.এড." },
      bio: {
        en: "Teaches classes 9 to 12 and the WBJEE batch; twelve years at the institute.",
        bn: "নবম থেকে দ্বাদশ শ্রেণি ও WBJEE ব্যাচে পড়ান; প্রতিষ্ঠানে বারো বছর।",
      },
      colour: "#1f6f8b",
    },
    {
      name: { en: "Amal Dey", bn: "অমল দে" },
      subjects: { en: "Python, Web development", bn: "পাইথন, ওয়েব ডেভেলপমেন্ট" },
      qualifications: { en: "B.Tech. Computer Science", bn: "বি.টেক. কম্পিউটার বিজ্ঞান" },
      bio: {
        en: "Leads the computer courses and the software team's projects.",
        bn: "কম্পিউটার কোর্স ও সফটওয়্যার দলের প্রকল্পগুলি পরিচালনা করেন।",
      },
      colour: "#6b3fa0",
    },
    {
      name: { en: "Sabina Khatun", bn: "সাবিনা খাতুন" },
      subjects: { en: "Bengali, History", bn: "বাংলা, ইতিহাস" },
      qualifications: { en: "M.A. Bengali", bn: "এম.এ. বাংলা" },
      bio: {
        en: "Prepares students for Madhyamik and the WBCS written papers.",
        bn: "মাধ্যমিক ও WBCS লিখিত পরীক্ষার জন্য ছাত্রছাত্রীদের প্রস্তুত করেন।",
      },
      colour: "#a0522d",
    },
  ];

const RESULTS: {
  studentName: Text;
  exam: Text;
  achievement: Text;
  yearsAgo: number;
}[] = [
  {
    studentName: { en: "Arjun Das", bn: "অর্জুন দাস" },
    exam: { en: "Madhyamik", bn: "মাধ্যমিক" },
    achievement: { en: "Rank 7 in the state", bn: "রাজ্যে ৭ম স্থান" },
    yearsAgo: 0,
  },
  {
    studentName: { en: "Priya Mondal", bn: "প্রিয়া মণ্ডল" },
    exam: { en: "WBJEE", bn: "WBJEE" },
    achievement: { en: "Rank 312", bn: "৩১২তম স্থান" },
    yearsAgo: 0,
  },
  {
    studentName: { en: "Rakib Hasan", bn: "রাকিব হাসান" },
    exam: { en: "Higher Secondary", bn: "উচ্চ মাধ্যমিক" },
    achievement: { en: "96% in Science", bn: "বিজ্ঞানে ৯৬%" },
    yearsAgo: 1,
  },
];

const TESTIMONIALS: {
  author: Text;
  role: "student" | "parent";
  text: Text;
  course: string | null;
}[] = [
  {
    author: { en: "Mita Ghosh", bn: "মিতা ঘোষ" },
    role: "parent",
    text: {
      en: "The teachers call us when our son misses a class, and his marks went up within a term.",
      bn: "ছেলে ক্লাসে না এলে শিক্ষকরা ফোন করেন, আর এক টার্মেই ওর নম্বর বেড়েছে।",
    },
    course: null,
  },
  {
    author: { en: "Sourav Pal", bn: "সৌরভ পাল" },
    role: "student",
    text: {
      en: "I built my first website in the Python course and now work part-time for a shop in Berhampore.",
      bn: "পাইথন কোর্সে আমার প্রথম ওয়েবসাইট বানিয়েছি, এখন বহরমপুরের একটি দোকানে খণ্ডকালীন কাজ করি।",
    },
    course: "python",
  },
];

const GALLERY: { caption: Text; label: string; colour: string }[] = [
  {
    caption: { en: "Prize day 2026", bn: "পুরস্কার বিতরণ ২০২৬" },
    label: "Prize day",
    colour: "#2f7d32",
  },
  { caption: { en: "The computer lab", bn: "কম্পিউটার ল্যাব" }, label: "Lab", colour: "#1565c0" },
  {
    caption: { en: "At the Plassey Monument", bn: "পলাশী মনুমেন্টে" },
    label: "Plassey",
    colour: "#ad5a00",
  },
];

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .map((part) => part.slice(0, 1))
    .join("")
    .slice(0, 2);

/** A square picture in `colour` with `label` in white (Latin letters, which every font has). */
function picture(colour: string, label: string, width = 600, height = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="${colour}"/>
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height / 4)}" fill="#ffffff">${label}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Seeds the demo people unless this database already had them. Safe when processes race. */
export async function seedDemoPeople(db: Kysely<Database>, dataDir: string): Promise<boolean> {
  const seeded = await db
    .selectFrom("app_meta")
    .select("key")
    .where("key", "=", MARK)
    .executeTakeFirst();
  if (seeded) return false;

  const teacherFiles: string[] = [];
  const galleryFiles: string[] = [];
  for (const teacher of TEACHERS) {
    const image = await encodeTeacherPhoto(
      await picture(teacher.colour, initials(teacher.name.en)),
    );
    teacherFiles.push(await saveTeacherPhoto(dataDir, image));
  }
  for (const photo of GALLERY) {
    const image = await picture(photo.colour, photo.label, 1200, 800);
    galleryFiles.push(await savePhoto(dataDir, "gallery", image));
  }
  const stamp = new Date().toISOString();
  const year = new Date().getFullYear();
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("app_meta").values({ key: MARK, value: stamp }).execute();
      const recorder = await trx
        .selectFrom("users")
        .select(["id", "name"])
        .where("role", "=", "staff")
        .orderBy("id")
        .executeTakeFirst();
      for (const [index, teacher] of TEACHERS.entries()) {
        await trx
          .insertInto("teachers")
          .values({
            id: newId(),
            position: index + 1,
            name_en: teacher.name.en,
            name_bn: teacher.name.bn,
            subjects_en: teacher.subjects.en,
            subjects_bn: teacher.subjects.bn,
            qualifications_en: teacher.qualifications.en,
            qualifications_bn: teacher.qualifications.bn,
            bio_en: teacher.bio.en,
            bio_bn: teacher.bio.bn,
            photo: teacherFiles[index] ?? null,
            published: 1,
            created_at: stamp,
            updated_at: stamp,
          })
          .execute();
      }
      for (const result of RESULTS) {
        await trx
          .insertInto("results")
          .values({
            id: newId(),
            year: year - result.yearsAgo,
            student_name_en: result.studentName.en,
            student_name_bn: result.studentName.bn,
            exam_en: result.exam.en,
            exam_bn: result.exam.bn,
            achievement_en: result.achievement.en,
            achievement_bn: result.achievement.bn,
            photo: null,
            consent: 1,
            consent_date: `${year - result.yearsAgo}-06-01`,
            consent_recorded_by: recorder?.id ?? null,
            consent_recorded_by_name: recorder?.name ?? "Demo staff",
            published: 1,
            created_at: stamp,
            updated_at: stamp,
          })
          .execute();
      }
      const courses = new Set(
        (await trx.selectFrom("courses").select("code").execute()).map((row) => row.code),
      );
      for (const testimonial of TESTIMONIALS) {
        await trx
          .insertInto("testimonials")
          .values({
            id: newId(),
            role: testimonial.role,
            author_en: testimonial.author.en,
            author_bn: testimonial.author.bn,
            text_en: testimonial.text.en,
            text_bn: testimonial.text.bn,
            course:
              testimonial.course && courses.has(testimonial.course) ? testimonial.course : null,
            published: 1,
            created_at: stamp,
            updated_at: stamp,
          })
          .execute();
      }
      for (const [index, photo] of GALLERY.entries()) {
        await trx
          .insertInto("gallery_photos")
          .values({
            id: newId(),
            photo: galleryFiles[index] ?? "",
            caption_en: photo.caption.en,
            caption_bn: photo.caption.bn,
            published: 1,
            created_at: stamp,
            updated_at: stamp,
          })
          .execute();
      }
    });
  } catch (error) {
    for (const file of teacherFiles) await removeTeacherPhoto(dataDir, file);
    for (const file of galleryFiles) await removePhoto(dataDir, "gallery", file);
    // Another process seeded them first.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}
