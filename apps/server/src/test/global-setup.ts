// Runs once around the whole server suite: gives the tests a folder for their reliability figures,
// then writes docs/reliability.md from what they recorded. Figures are kept per engine and per
// group: a run replaces the groups it measured and keeps the others (a run of one file does not
// wipe the rest), each group with the date it was measured.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import type { Figure, FigureFile } from "./reliability-report";

const DOC = resolve(import.meta.dirname, "../../../../docs/reliability.md");

const HEADER = `# Reliability figures

Written by the server test suite (\`npm test\` on SQLite; CI runs it again on PostgreSQL), from
what the reliability tests measured: do not edit by hand. Each group shows the date of the run
that measured it. The tests themselves are described in
[reliability-tests.md](reliability-tests.md).
`;

const ENGINES = [
  { key: "sqlite", title: "SQLite (embedded)" },
  { key: "postgres", title: "PostgreSQL" },
] as const;

/** The figures of one engine, by group: what the section renders, kept in it as data. */
type Measured = Record<string, { order: number; date: string; figures: Figure[] }>;

const DATA = /<!-- figures (.*) -->/;

function existingFigures(text: string, key: string): Measured {
  const section = new RegExp(`<!-- ${key}:start -->\\n([\\s\\S]*?)\\n<!-- ${key}:end -->`).exec(
    text,
  )?.[1];
  const json = section ? DATA.exec(section)?.[1] : undefined;
  if (!json) return {};
  try {
    return JSON.parse(json) as Measured;
  } catch {
    return {};
  }
}

/** Adds the groups of this run's files to what was measured before. */
export function merge(previous: Measured, files: FigureFile[], date: string): Measured {
  const next: Measured = { ...previous };
  const fresh = new Set<string>();
  for (const file of files) {
    // Several files may record one group (e.g. two hostile-input files): this run's replace the
    // earlier run's, and add up with each other.
    if (!fresh.has(file.suite)) {
      next[file.suite] = { order: file.order, date, figures: [] };
      fresh.add(file.suite);
    }
    const group = next[file.suite];
    if (group) {
      group.order = Math.min(group.order, file.order);
      group.figures.push(...file.figures);
    }
  }
  return next;
}

export function render(key: string, measured: Measured): string {
  const title = ENGINES.find((engine) => engine.key === key)?.title ?? key;
  const groups = Object.entries(measured).sort(
    ([a, x], [b, y]) => x.order - y.order || a.localeCompare(b),
  );
  const lines = [`## ${title}`, ""];
  if (groups.length === 0) lines.push("Not measured yet.");
  for (const [suite, group] of groups) {
    lines.push(
      `### ${suite}`,
      "",
      `Measured ${group.date}.`,
      "",
      "| figure | value |",
      "| --- | --- |",
    );
    for (const figure of group.figures) lines.push(`| ${figure.label} | ${figure.value} |`);
    lines.push("");
  }
  lines.push(`<!-- figures ${JSON.stringify(measured)} -->`);
  return `<!-- ${key}:start -->\n${lines.join("\n")}\n<!-- ${key}:end -->`;
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "portal-reliability-"));
  project.provide("reliabilityDir", dir);
  // The test workers' own files (the migrated template of test/migrated-template.ts): removed
  // here, as Vitest ends its workers without running their exit handlers.
  const scratch = mkdtempSync(join(tmpdir(), "portal-test-scratch-"));
  project.provide("scratchDir", scratch);
  return () => {
    rmSync(scratch, { recursive: true, force: true });
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
    const today = new Date().toISOString().slice(0, 10);
    const sections = ENGINES.map(({ key }) => {
      const before = existingFigures(previous, key);
      return render(key, key === engine ? merge(before, files, today) : before);
    });
    writeFileSync(DOC, `${HEADER}\n${sections.join("\n\n")}\n`);
  };
}
