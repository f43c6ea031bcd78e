import { describe, expect, it } from "vitest";
import { type RunFonts, runScript, scriptRuns } from "./script-runs";

// Fonts as the site's are: the Bengali font has Bengali, the danda, joiners, digits, spaces, some
// punctuation and ₹ but no Latin letters; the Latin font has no Bengali and no danda.
const bengaliHas = /^(?:[\p{Script=Bengali}\u0964\u0965\u200c0-9 ,.()₹-]|\u200d)+$/u;
const latinHas = /^[\p{Script=Latin}0-9 ,.()₹·—-]+$/u;
const fonts: RunFonts = {
  scripts: [runScript("Bengali")],
  covers: (script, cluster) => (script === "Bengali" ? bengaliHas : latinHas).test(cluster),
};
const runs = (text: string) =>
  scriptRuns(text, fonts).map(({ script, text }) => [script ?? "base", text]);

describe("scriptRuns", () => {
  it("keeps text of one script in one run, with its digits, spaces and punctuation", () => {
    expect(runs("Invoice INV-2026-27/0001")).toEqual([["base", "Invoice INV-2026-27/0001"]]);
    expect(runs("১২ লেক রোড, বহরমপুর ৭৪২১০১")).toEqual([["Bengali", "১২ লেক রোড, বহরমপুর ৭৪২১০১"]]);
    expect(runs("ভর্তির ফি ₹1,200। কিস্তিতে দেওয়া যায়।")).toEqual([
      ["Bengali", "ভর্তির ফি ₹1,200। কিস্তিতে দেওয়া যায়।"],
    ]);
  });

  it("splits mixed text where the script changes, an opening bracket going with what it opens", () => {
    expect(runs("WBCS প্রস্তুতি (Group A)")).toEqual([
      ["base", "WBCS "],
      ["Bengali", "প্রস্তুতি "],
      ["base", "(Group A)"],
    ]);
    expect(runs("Prepared by সুমিতা রায়. Amounts in ₹")).toEqual([
      ["base", "Prepared by "],
      ["Bengali", "সুমিতা রায়. "],
      ["base", "Amounts in ₹"],
    ]);
  });

  it("gives characters that open the text to the run after them", () => {
    expect(runs("12 মাস")).toEqual([["Bengali", "12 মাস"]]);
    expect(runs("(মাধ্যমিক) Class 10")).toEqual([
      ["Bengali", "(মাধ্যমিক) "],
      ["base", "Class 10"],
    ]);
  });

  it("never splits a letter from its vowel signs, virama or joiners", () => {
    for (const word of ["ক্ষ", "র‍্যাব", "ক্‌ষ", "উজ্জ্বল", "স্বাস্থ্য", "কৌশল"]) {
      expect(runs(`Word ${word} end`)).toEqual([
        ["base", "Word "],
        ["Bengali", `${word} `],
        ["base", "end"],
      ]);
    }
  });

  it("sets what the run's font lacks in a font that has it", () => {
    // The Bengali font has no middle dot: it goes to the Latin font rather than draw an empty box.
    expect(runs("কলকাতা · ঢাকা")).toEqual([
      ["Bengali", "কলকাতা "],
      ["base", "· "],
      ["Bengali", "ঢাকা"],
    ]);
    // The danda after Latin text: the Latin font lacks it, the Bengali font shares it.
    expect(runs("Class 10।")).toEqual([
      ["base", "Class 10"],
      ["Bengali", "।"],
    ]);
  });

  it("leaves a character no font has in the run it stands in", () => {
    expect(runs("মাস ☃ মাস")).toEqual([["Bengali", "মাস ☃ মাস"]]);
    expect(runs("")).toEqual([]);
  });
});
