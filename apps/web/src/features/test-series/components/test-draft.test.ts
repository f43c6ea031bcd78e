// The staff's test form sends back what it loaded: times in India time that round-trip to the
// millisecond whatever the browser's zone, the results time, every draw and fixed question, the
// audience, both languages' instructions and both shuffles (decision 055).
import type { Test } from "@app/shared/test-series";
import { describe, expect, it } from "vitest";
import { fromIndiaLocal, indiaLocal, indiaNow, timeValue } from "./india-time";
import { draftOf, inputOf } from "./test-draft";

const test: Test = {
  _id: "t1",
  title: { en: "WBJEE mock", bn: "ডব্লিউবিজেইই মক" },
  instructions: { en: "Read each question.", bn: "প্রতিটি প্রশ্ন পড়ুন।" },
  published: true,
  durationMinutes: 90,
  opensAt: "2026-12-01T04:30:00.000Z",
  closesAt: "2026-12-01T10:15:27.345Z",
  shuffleQuestions: false,
  shuffleOptions: true,
  maxAttempts: 2,
  audience: "batches",
  batchIds: ["b1", "b2"],
  sections: [
    {
      title: { en: "Physics", bn: "পদার্থবিদ্যা" },
      marking: { correct: 4, wrong: -1, unanswered: 0 },
      questionIds: ["q1", "q2"],
      draws: [
        { categoryId: "c1", count: 5 },
        { categoryId: "c2", count: 3 },
      ],
    },
    {
      title: { en: "Chemistry", bn: "রসায়ন" },
      marking: { correct: 2, wrong: -0.5, unanswered: 0 },
      questionIds: [],
      draws: [{ categoryId: "c3", count: 10 }],
    },
  ],
  resultsAt: "2026-12-05T12:30:00.000Z",
  ranksAt: "2026-12-06T12:30:00.000Z",
  solutionsAt: null,
  questionCount: 20,
  attempts: 3,
  createdAt: "2026-11-27T10:00:00.000Z",
  updatedAt: "2026-11-27T10:00:00.000Z",
};

describe("India time", () => {
  it("shows an instant in India time and reads the field back as India time", () => {
    expect(indiaLocal("2026-12-01T04:30:00.000Z")).toBe("2026-12-01T10:00");
    expect(indiaLocal("2026-12-31T20:00:00.000Z")).toBe("2027-01-01T01:30");
    expect(fromIndiaLocal("2026-12-01T10:00")).toBe("2026-12-01T04:30:00.000Z");
    expect(fromIndiaLocal("2027-01-01T01:30")).toBe("2026-12-31T20:00:00.000Z");
    expect(fromIndiaLocal("")).toBeNull();
    expect(indiaLocal(null)).toBe("");
  });

  it("sends an untouched time back to the millisecond", () => {
    const instant = "2026-12-01T10:15:27.345Z";
    expect(timeValue({ text: indiaLocal(instant), original: instant })).toBe(instant);
    expect(timeValue({ text: "2026-12-01T16:00", original: instant })).toBe(
      "2026-12-01T10:30:00.000Z",
    );
    expect(timeValue({ text: "", original: instant })).toBeNull();
  });

  it("says now to the minute, never later than now", () => {
    const now = Date.parse("2026-12-01T04:30:59.900Z");
    expect(indiaNow(now)).toBe("2026-12-01T10:00");
    expect(Date.parse(fromIndiaLocal(indiaNow(now)) ?? "")).toBeLessThanOrEqual(now);
  });
});

describe("the test form's draft", () => {
  it("sends an unchanged test back as it came, whatever the browser's zone", () => {
    const zone = process.env.TZ;
    for (const tz of ["Asia/Kolkata", "UTC", "America/New_York"]) {
      process.env.TZ = tz;
      const body = inputOf(draftOf(test));
      expect(body.opensAt).toBe(test.opensAt);
      expect(body.closesAt).toBe(test.closesAt);
      expect(body.resultsAt).toBe(test.resultsAt);
      expect(body.ranksAt).toBe(test.ranksAt);
      expect(body.solutionsAt).toBeNull();
      expect(body).toEqual({
        title: test.title,
        instructions: test.instructions,
        published: true,
        durationMinutes: 90,
        maxAttempts: 2,
        shuffleQuestions: false,
        shuffleOptions: true,
        opensAt: test.opensAt,
        closesAt: test.closesAt,
        resultsAt: test.resultsAt,
        ranksAt: test.ranksAt,
        solutionsAt: null,
        audience: "batches",
        batchIds: ["b1", "b2"],
        sections: test.sections,
      });
    }
    process.env.TZ = zone;
  });

  it("keeps the results time of a test whose results wait (null would publish them)", () => {
    const body = inputOf(draftOf({ ...test, resultsAt: "2030-01-01T00:00:00.000Z" }));
    expect(body.resultsAt).toBe("2030-01-01T00:00:00.000Z");
  });

  it("leaves out a draw whose category is not chosen yet", () => {
    const draft = draftOf(test);
    draft.sections[0]?.draws.push({ key: -1, categoryId: null, count: 4 });
    expect(inputOf(draft).sections[0]?.draws).toEqual(test.sections[0]?.draws);
  });

  it("starts a new test with one section of one draw, results at once", () => {
    const body = inputOf(draftOf(null));
    expect(body.resultsAt).toBeNull();
    expect(body.audience).toBe("everyone");
    expect(body.sections).toHaveLength(1);
  });
});
