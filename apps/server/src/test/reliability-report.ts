// Figures the reliability tests measure (routes covered, requests tried, writes checked, crashes
// survived). Each test records its own; the global setup's teardown gathers them into
// docs/reliability.md, one section per database engine, so the document is produced by the run.
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";

declare module "vitest" {
  interface ProvidedContext {
    /** Folder this run's figure files go to (made by the global setup). */
    reliabilityDir: string;
  }
}

export type Figure = { label: string; value: number | string };

export type FigureFile = {
  /** A heading for the group, e.g. "Authorization matrix". */
  suite: string;
  /** Orders the groups in the document (lower first). */
  order: number;
  figures: Figure[];
};

/** Records one group of figures for docs/reliability.md. */
export function recordFigures(suite: string, order: number, figures: Figure[]): void {
  const file: FigureFile = { suite, order, figures };
  writeFileSync(join(inject("reliabilityDir"), `${randomUUID()}.json`), JSON.stringify(file));
}

type Tasks = {
  tasks: readonly (
    | { type: "suite"; tasks: Tasks["tasks"] }
    | { type: string; result?: { state?: string } }
  )[];
};

/**
 * True when every test of a file (the second argument of an `afterAll`) passed: a group's figures
 * are recorded only for a run that held, never for one that failed or was skipped.
 */
export function allPassed(suite: Tasks): boolean {
  return suite.tasks.every((task) =>
    "tasks" in task ? allPassed(task as Tasks) : task.result?.state === "pass",
  );
}
