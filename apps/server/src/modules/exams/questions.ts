// The two question banks with their answer keys. Server only: the web app must never import this.
import type { KeyedQuestion } from "./exam-bank";

/** The quiz on /test (docs/product.md: admissions and tests). */
export const QUIZ_QUESTIONS: readonly KeyedQuestion[] = [
  {
    id: "one",
    text: "Grand Central Terminal, Park Avenue, New York is the world's",
    options: [
      "largest railway station",
      "highest railway station",
      "longest railway station",
      "none of the above",
    ],
    correct: "a",
  },
  {
    id: "two",
    text: "Entomology is the science that studies",
    options: [
      "behavior of human beings",
      "insects",
      "the origin and history of technical and scientific terms",
      "the formation of rocks",
    ],
    correct: "b",
  },
  {
    id: "three",
    text: "Eritrea, which became the 182nd member of the UN in 1993, is in the continent of",
    options: ["Asia", "Africa", "Europe", "Australia"],
    correct: "b",
  },
  {
    id: "four",
    text: "Garampani sanctuary is located at",
    options: ["Junagarh, Gujarat", "Diphu, Assam", "Kohima, Nagaland", "Gangtok, Sikkim"],
    correct: "b",
  },
  {
    id: "five",
    text: "For which of the following disciplines is Nobel Prize awarded?",
    options: [
      "Physics and Chemistry",
      "Physiology or Medicine",
      "Literature, Peace and Economics",
      "all of the above",
    ],
    correct: "d",
  },
];

/** The entrance test: general aptitude and computer basics. */
export const ENTRANCE_QUESTIONS: readonly KeyedQuestion[] = [
  {
    id: "one",
    text: "What does CPU stand for?",
    options: [
      "Central Processing Unit",
      "Computer Personal Unit",
      "Central Program Utility",
      "Control Processing Unit",
    ],
    correct: "a",
  },
  {
    id: "two",
    text: "Which number comes next in the series 2, 6, 12, 20, 30, ...?",
    options: ["36", "40", "42", "44"],
    correct: "c",
  },
  {
    id: "three",
    text: "Which of these is an input device?",
    options: ["Monitor", "Printer", "Keyboard", "Speaker"],
    correct: "c",
  },
  {
    id: "four",
    text: "A train covers 120 km in 2 hours. What is its average speed?",
    options: ["50 km/h", "60 km/h", "80 km/h", "240 km/h"],
    correct: "b",
  },
  {
    id: "five",
    text: "How many bits make one byte?",
    options: ["4", "16", "32", "8"],
    correct: "d",
  },
];
