// Runs once around the whole server suite: gives the tests a folder for their reliability figures,
// then writes docs/reliability.md from what they recorded (the section of this run's engine only).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import type { FigureFile } from "./reliability-report";

const DOC = resolve(import.meta.dirname, "../../../../docs/reliability.md");

const HEADER = `# Reliability figures

Written by the server test suite (\`npm test\` on SQLite; CI runs it again on PostgreSQL), from
what the reliability tests measured in that run: do not edit by hand. The tests themselves are
described in [docs/reliability-tests.md](reliability-tests.md).
`;

const ENGINES = [
  { key: "sqlite", title: "SQLite (embedded)" },
  { key: "postgres", title: "PostgreSQL" },
] as const;

function section(key: string, body: string): string {
  return `<!-- ${key}:start -->\n${body.trim()}\n<!-- ${key}:end -->`;
}

function existingSections(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const { key } of ENGINES) {
    const match = new RegExp(`<!-- ${key}:start -->\\n([\\s\\S]*?)\\n<!-- ${key}:end -->`).exec(
      text,
    );
    if (match?.[1]) found.set(key, match[1]);
  }
  return found;
}

export function render(engineKey: string, files: FigureFile[], date: string): string {
  const title = ENGINES.find((engine) => engine.key === engineKey)?.title ?? engineKey;
  const lines = [
    `## ${title}`,
    "",
    `Run of ${date}.`,
    "",
    "| check | figure | value |",
    "| --- | --- | --- |",
  ];
  const sorted = [...files].sort((a, b) => a.order - b.order || a.suite.localeCompare(b.suite));
  for (const file of sorted) {
    for (const figure of file.figures) {
      lines.push(`| ${file.suite} | ${figure.label} | ${figure.value} |`);
    }
  }
  return lines.join("\n");
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "portal-reliability-"));
  project.provide("reliabilityDir", dir);
  return () => {
    const files: FigureFile[] = readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as FigureFile);
    rmSync(dir, { recursive: true, force: true });
    // A run that measured nothing (a filtered run) leaves the document as it is.
    if (files.length === 0) return;
    const engine = process.env.DATABASE_URL ? "postgres" : "sqlite";
    let previous = "";
    try {
      previous = readFileSync(DOC, "utf8");
    } catch {
      // First run: no document yet.
    }
    const sections = existingSections(previous);
    sections.set(engine, render(engine, files, new Date().toISOString().slice(0, 10)));
    const body = ENGINES.map(({ key, title }) =>
      section(key, sections.get(key) ?? `## ${title}\n\nNot measured yet.`),
    ).join("\n\n");
    writeFileSync(DOC, `${HEADER}\n${body}\n`);
  };
}
