import { describe, expect, it } from "vitest";
import { readCsv, votersToCsv } from "./voter-csv";

describe("readCsv", () => {
  it("numbers each record by the line it starts on, whatever the line ends", () => {
    const text = '\uFEFFa,b\r\n"x\r\ny",1\n\n"p\nq\rr",2\rlast,3';
    expect(readCsv(text)).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["x\r\ny", "1"] },
      { line: 5, fields: ["p\nq\rr", "2"] },
      { line: 8, fields: ["last", "3"] },
    ]);
  });

  it("refuses what is not CSV with 400 naming the line", () => {
    expect(() => readCsv('a\n"x\r\ny",1\n\n"p"q,1\n')).toThrow(
      /^line 5: a closing quote must end the field/,
    );
    expect(() => readCsv('a\nb\n\n"open,1\n\nmore')).toThrow(
      /^line 4: a quoted field is not closed/,
    );
    expect(() => readCsv('a\n5" screen,1\n')).toThrow(/^line 2: a quote inside a field/);
  });
});

describe("votersToCsv", () => {
  it("quotes a field holding any line break, so it reads back as one field", () => {
    const row = {
      _id: "id",
      sl_no: 1,
      state: "a\rb",
      district: "c\nd",
      assembly_constituency: "e\r\nf",
      total_voter: 3,
      number_of_hindu: 1,
      number_of_muslim: 1,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    const [header, record] = readCsv(votersToCsv([row]));
    expect(header?.fields).toHaveLength(7);
    expect(record?.fields).toEqual(["1", "a\rb", "c\nd", "e\r\nf", "3", "1", "1"]);
  });
});
