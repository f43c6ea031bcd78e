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
