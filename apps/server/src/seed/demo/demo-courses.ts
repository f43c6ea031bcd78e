// Demo courses beside the five computer ones: a school class of each main board, entrance and
// government-exam coaching, in both languages, with fee plans and batches, so /fees, the admission
// form and the back office's course screens show every group. Seeded once (a mark in app_meta).
import type { Board, FeePlan } from "@app/shared/courses";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { newId } from "../../lib/ids";
import { todayInIndia } from "../../modules/courses/batches.service";

const MARK = "demo-courses";

type DemoCourse = {
  code: string;
  group: "school" | "entrance";
  board: Board | null;
  level: string;
  months: number;
  name: [string, string];
  description: [string, string];
  subjects: [string, string];
  feePaise: number;
  plan: FeePlan;
  batches: {
    name: string;
    inDays: number;
    days: string;
    start: string;
    end: string;
    teacher: string;
    room: string;
    seats: number;
  }[];
};

const twoParts = (total: number, second: number): FeePlan => ({
  kind: "instalments",
  instalments: [
    { amount: total / 2, dueAfterMonths: 0 },
    { amount: total / 2, dueAfterMonths: second },
  ],
});

export const DEMO_COURSES: DemoCourse[] = [
  {
    code: "class-10-wbbse",
    group: "school",
    board: "wbbse",
    level: "Class X",
    months: 12,
    name: ["Class X (WBBSE) Madhyamik preparation", "দশম শ্রেণি (WBBSE) মাধ্যমিক প্রস্তুতি"],
    description: [
      "Every Madhyamik subject through the year, with a test each month and two full mock exams.",
      "সারা বছর ধরে মাধ্যমিকের সব বিষয়, প্রতি মাসে পরীক্ষা ও দুটি পূর্ণাঙ্গ মক পরীক্ষা।",
    ],
    subjects: [
      "Bengali, English, Mathematics, Physical Science, Life Science, History, Geography",
      "বাংলা, ইংরেজি, গণিত, ভৌতবিজ্ঞান, জীবনবিজ্ঞান, ইতিহাস, ভূগোল",
    ],
    feePaise: 1_200_000,
    plan: {
      kind: "instalments",
      instalments: [
        { amount: 400_000, dueAfterMonths: 0 },
        { amount: 400_000, dueAfterMonths: 4 },
        { amount: 400_000, dueAfterMonths: 8 },
      ],
    },
    batches: [
      {
        name: "Morning A",
        inDays: 14,
        days: "mon,wed,fri",
        start: "07:00",
        end: "09:00",
        teacher: "Subhas Mondal",
        room: "Room 1",
        seats: 30,
      },
      {
        name: "Evening B",
        inDays: 21,
        days: "tue,thu,sat",
        start: "17:00",
        end: "19:00",
        teacher: "Rupa Saha",
        room: "Room 2",
        seats: 25,
      },
    ],
  },
  {
    code: "class-12-wbchse-science",
    group: "school",
    board: "wbchse",
    level: "Class XI–XII (Science)",
    months: 24,
    name: ["Class XII (WBCHSE) Science", "দ্বাদশ শ্রেণি (WBCHSE) বিজ্ঞান"],
    description: [
      "Higher Secondary science over two years, with practical classes in the laboratory.",
      "দুই বছরে উচ্চমাধ্যমিক বিজ্ঞান, পরীক্ষাগারে হাতে-কলমে ক্লাস সহ।",
    ],
    subjects: ["Physics, Chemistry, Mathematics, Biology", "পদার্থবিদ্যা, রসায়ন, গণিত, জীববিদ্যা"],
    feePaise: 3_600_000,
    plan: twoParts(3_600_000, 12),
    batches: [
      {
        name: "Science morning",
        inDays: 10,
        days: "mon,tue,thu,fri",
        start: "06:30",
        end: "08:30",
        teacher: "Dr Ashok Pal",
        room: "Lab 1",
        seats: 20,
      },
    ],
  },
  {
    code: "wbjee",
    group: "entrance",
    board: null,
    level: "Class XII",
    months: 10,
    name: ["WBJEE engineering entrance", "WBJEE ইঞ্জিনিয়ারিং প্রবেশিকা"],
    description: [
      "Physics, chemistry and mathematics for the West Bengal Joint Entrance, with weekly OMR tests.",
      "পশ্চিমবঙ্গ জয়েন্ট এন্ট্রান্সের জন্য পদার্থবিদ্যা, রসায়ন ও গণিত, প্রতি সপ্তাহে OMR পরীক্ষা সহ।",
    ],
    subjects: ["Physics, Chemistry, Mathematics", "পদার্থবিদ্যা, রসায়ন, গণিত"],
    feePaise: 2_400_000,
    plan: twoParts(2_400_000, 5),
    batches: [
      {
        name: "Weekend",
        inDays: 7,
        days: "sat,sun",
        start: "10:00",
        end: "13:00",
        teacher: "Partha Sen",
        room: "Room 3",
        seats: 40,
      },
    ],
  },
  {
    code: "wbcs",
    group: "entrance",
    board: null,
    level: "Graduates",
    months: 12,
    name: ["WBCS preliminary and main", "WBCS প্রিলিমিনারি ও মেইন"],
    description: [
      "The West Bengal Civil Service examination: general studies, Bengali and English papers, and the interview.",
      "পশ্চিমবঙ্গ সিভিল সার্ভিস পরীক্ষা: সাধারণ জ্ঞান, বাংলা ও ইংরেজি পত্র, এবং সাক্ষাৎকার।",
    ],
    subjects: [
      "General studies, arithmetic, reasoning, Bengali, English",
      "সাধারণ জ্ঞান, পাটিগণিত, যুক্তি, বাংলা, ইংরেজি",
    ],
    feePaise: 1_800_000,
    plan: { kind: "once" },
    batches: [
      {
        name: "Evening",
        inDays: 12,
        days: "mon,wed,fri",
        start: "18:00",
        end: "20:00",
        teacher: "Kalyan Biswas",
        room: "",
        seats: 60,
      },
    ],
  },
];

/** Adds the demo courses and their batches unless this database already has them. */
export async function seedDemoCourses(db: Kysely<Database>): Promise<boolean> {
  const seeded = await db
    .selectFrom("app_meta")
    .select("key")
    .where("key", "=", MARK)
    .executeTakeFirst();
  if (seeded) return false;
  const now = new Date().toISOString();
  const [year = 2026, month = 1, day = 1] = todayInIndia().split("-").map(Number);
  const dayIn = (days: number) =>
    new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("app_meta").values({ key: MARK, value: now }).execute();
      let position = 100;
      for (const course of DEMO_COURSES) {
        position += 1;
        const exists = await trx
          .selectFrom("courses")
          .select("code")
          .where("code", "=", course.code)
          .executeTakeFirst();
        if (exists) continue;
        await trx
          .insertInto("courses")
          .values({
            code: course.code,
            course_group: course.group,
            board: course.board,
            level: course.level,
            duration_months: course.months,
            name_en: course.name[0],
            name_bn: course.name[1],
            description_en: course.description[0],
            description_bn: course.description[1],
            subjects_en: course.subjects[0],
            subjects_bn: course.subjects[1],
            total_fee_paise: course.feePaise,
            fee_plan: JSON.stringify(course.plan),
            admission_open: 1,
            position,
          })
          .execute();
        for (const batch of course.batches) {
          await trx
            .insertInto("batches")
            .values({
              id: newId(),
              course: course.code,
              name: batch.name,
              start_date: dayIn(batch.inDays),
              days: batch.days,
              start_time: batch.start,
              end_time: batch.end,
              teacher: batch.teacher,
              room: batch.room,
              online: batch.room === "" ? 1 : 0,
              seats: batch.seats,
              seats_taken: 0,
              fee_total_paise: null,
              fee_plan: null,
              created_at: now,
              updated_at: now,
            })
            .execute();
        }
      }
    });
    return true;
  } catch (error) {
    // Another process seeded them at the same moment.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
