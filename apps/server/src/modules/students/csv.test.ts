import { describe, expect, it } from "vitest";
import { CsvError, parseCsv } from "./csv";

describe("parseCsv", () => {
  it.each([
    [
      "plain fields",
      "a,b,c\n1,2,3\n",
      [
        ["a", "b", "c"],
        ["1", "2", "3"],
      ],
    ],
    [
      "no final line break",
      "a,b\n1,2",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "CRLF and a BOM",
      "\uFEFFa,b\r\n1,2\r\n",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "commas inside quotes",
      'x,"12, Station Road, Berhampore"\n',
      [["x", "12, Station Road, Berhampore"]],
    ],
    ["doubled quotes", '"Sharmistha ""Mou"" Roy",1\n', [['Sharmistha "Mou" Roy', "1"]]],
    ["a line break inside quotes", '"a\nb",c\n', [["a\nb", "c"]]],
    [
      "empty fields",
      "a,,c\n,,\n",
      [
        ["a", "", "c"],
        ["", "", ""],
      ],
    ],
    ["blank lines", "a\n\nb\n", [["a"], ["b"]]],
  ])("reads %s", (_name, text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it("refuses an unterminated quote and text after a closing quote", () => {
    expect(() => parseCsv('"abc,d\n')).toThrow(CsvError);
    expect(() => parseCsv('"ab"c,d\n')).toThrow(CsvError);
  });
});
