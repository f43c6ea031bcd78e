// The two question banks with their answer keys. Server only: the web app must never import this.
// Their texts are Lingui messages with ids of their own, translated in src/locales/*.po like the
// server's other fixed words: they are part of the code (changed by a release, never by staff),
// unlike the question bank and the test series, whose bilingual texts staff edit.
import type { KeyedQuestion } from "./exam-bank";

/** The quiz on /test (docs/product.md: admissions and tests). */
export const QUIZ_QUESTIONS: readonly KeyedQuestion[] = [
  {
    id: "one",
    text: /*i18n*/ {
      id: "exams.quiz.one.text",
      message: "Grand Central Terminal, Park Avenue, New York is the world's",
    },
    options: [
      /*i18n*/ { id: "exams.quiz.one.a", message: "largest railway station" },
      /*i18n*/ { id: "exams.quiz.one.b", message: "highest railway station" },
      /*i18n*/ { id: "exams.quiz.one.c", message: "longest railway station" },
      /*i18n*/ { id: "exams.quiz.one.d", message: "none of the above" },
    ],
    correct: "a",
  },
  {
    id: "two",
    text: /*i18n*/ { id: "exams.quiz.two.text", message: "Entomology is the science that studies" },
    options: [
      /*i18n*/ { id: "exams.quiz.two.a", message: "behavior of human beings" },
      /*i18n*/ { id: "exams.quiz.two.b", message: "insects" },
      /*i18n*/ {
        id: "exams.quiz.two.c",
        message: "the origin and history of technical and scientific terms",
      },
      /*i18n*/ { id: "exams.quiz.two.d", message: "the formation of rocks" },
    ],
    correct: "b",
  },
  {
    id: "three",
    text: /*i18n*/ {
      id: "exams.quiz.three.text",
      message: "Eritrea, which became the 182nd member of the UN in 1993, is in the continent of",
    },
    options: [
      /*i18n*/ { id: "exams.quiz.three.a", message: "Asia" },
      /*i18n*/ { id: "exams.quiz.three.b", message: "Africa" },
      /*i18n*/ { id: "exams.quiz.three.c", message: "Europe" },
      /*i18n*/ { id: "exams.quiz.three.d", message: "Australia" },
    ],
    correct: "b",
  },
  {
    id: "four",
    text: /*i18n*/ { id: "exams.quiz.four.text", message: "Garampani sanctuary is located at" },
    options: [
      /*i18n*/ { id: "exams.quiz.four.a", message: "Junagarh, Gujarat" },
      /*i18n*/ { id: "exams.quiz.four.b", message: "Diphu, Assam" },
      /*i18n*/ { id: "exams.quiz.four.c", message: "Kohima, Nagaland" },
      /*i18n*/ { id: "exams.quiz.four.d", message: "Gangtok, Sikkim" },
    ],
    correct: "b",
  },
  {
    id: "five",
    text: /*i18n*/ {
      id: "exams.quiz.five.text",
      message: "For which of the following disciplines is Nobel Prize awarded?",
    },
    options: [
      /*i18n*/ { id: "exams.quiz.five.a", message: "Physics and Chemistry" },
      /*i18n*/ { id: "exams.quiz.five.b", message: "Physiology or Medicine" },
      /*i18n*/ { id: "exams.quiz.five.c", message: "Literature, Peace and Economics" },
      /*i18n*/ { id: "exams.quiz.five.d", message: "all of the above" },
    ],
    correct: "d",
  },
];

/** The entrance test: general aptitude and computer basics. */
export const ENTRANCE_QUESTIONS: readonly KeyedQuestion[] = [
  {
    id: "one",
    text: /*i18n*/ { id: "exams.entrance.one.text", message: "What does CPU stand for?" },
    options: [
      /*i18n*/ { id: "exams.entrance.one.a", message: "Central Processing Unit" },
      /*i18n*/ { id: "exams.entrance.one.b", message: "Computer Personal Unit" },
      /*i18n*/ { id: "exams.entrance.one.c", message: "Central Program Utility" },
      /*i18n*/ { id: "exams.entrance.one.d", message: "Control Processing Unit" },
    ],
    correct: "a",
  },
  {
    id: "two",
    text: /*i18n*/ {
      id: "exams.entrance.two.text",
      message: "Which number comes next in the series 2, 6, 12, 20, 30, ...?",
    },
    options: [
      /*i18n*/ { id: "exams.entrance.two.a", message: "36" },
      /*i18n*/ { id: "exams.entrance.two.b", message: "40" },
      /*i18n*/ { id: "exams.entrance.two.c", message: "42" },
      /*i18n*/ { id: "exams.entrance.two.d", message: "44" },
    ],
    correct: "c",
  },
  {
    id: "three",
    text: /*i18n*/ {
      id: "exams.entrance.three.text",
      message: "Which of these is an input device?",
    },
    options: [
      /*i18n*/ { id: "exams.entrance.three.a", message: "Monitor" },
      /*i18n*/ { id: "exams.entrance.three.b", message: "Printer" },
      /*i18n*/ { id: "exams.entrance.three.c", message: "Keyboard" },
      /*i18n*/ { id: "exams.entrance.three.d", message: "Speaker" },
    ],
    correct: "c",
  },
  {
    id: "four",
    text: /*i18n*/ {
      id: "exams.entrance.four.text",
      message: "A train covers 120 km in 2 hours. What is its average speed?",
    },
    options: [
      /*i18n*/ { id: "exams.entrance.four.a", message: "50 km/h" },
      /*i18n*/ { id: "exams.entrance.four.b", message: "60 km/h" },
      /*i18n*/ { id: "exams.entrance.four.c", message: "80 km/h" },
      /*i18n*/ { id: "exams.entrance.four.d", message: "240 km/h" },
    ],
    correct: "b",
  },
  {
    id: "five",
    text: /*i18n*/ { id: "exams.entrance.five.text", message: "How many bits make one byte?" },
    options: [
      /*i18n*/ { id: "exams.entrance.five.a", message: "4" },
      /*i18n*/ { id: "exams.entrance.five.b", message: "16" },
      /*i18n*/ { id: "exams.entrance.five.c", message: "32" },
      /*i18n*/ { id: "exams.entrance.five.d", message: "8" },
    ],
    correct: "d",
  },
];
