// Reads a /metrics answer as Prometheus would: parsed as its text format (prom2javascript, which
// rejects a line it cannot read and a histogram whose +Inf bucket disagrees with its count), then
// looked up by family and labels.
import {
  getMetricsFromIterator,
  type PromData,
  type PromHistogramData,
  type PromLabels,
  type PromMetric,
  type PromMetrics,
} from "prom2javascript";

export type Scrape = PromMetrics;

export function parseScrape(text: string): Promise<Scrape> {
  return getMetricsFromIterator(text.split("\n")[Symbol.iterator]());
}

export function family(scrape: Scrape, name: string): PromMetric {
  const found = scrape[name];
  if (!found) throw new Error(`no metric family ${name} in the scrape`);
  return found;
}

/** The one series of `name` whose labels include `labels`; throws when none or several match. */
function series<T extends { labels: PromLabels }>(items: T[], name: string, labels: PromLabels): T {
  const matches = items.filter((item) =>
    Object.entries(labels).every(([key, value]) => item.labels[key] === value),
  );
  const [only] = matches;
  if (!only || matches.length > 1) {
    throw new Error(`${matches.length} series of ${name} match ${JSON.stringify(labels)}`);
  }
  return only;
}

/** A counter's or gauge's value. */
export function value(scrape: Scrape, name: string, labels: PromLabels = {}): number {
  const metric = family(scrape, name);
  if (metric.type !== "counter" && metric.type !== "gauge") {
    throw new Error(`${name} is a ${metric.type}, not a counter or gauge`);
  }
  return series(metric.data as PromData[], name, labels).value;
}

/** One series of a histogram: its buckets, sum and count. */
export function histogram(scrape: Scrape, name: string, labels: PromLabels): PromHistogramData {
  const metric = family(scrape, name);
  if (metric.type !== "histogram") throw new Error(`${name} is a ${metric.type}, not a histogram`);
  return series(metric.data as PromHistogramData[], name, labels);
}
