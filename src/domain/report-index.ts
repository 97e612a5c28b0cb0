/** A site's reports indexed once per list, by title and creation time, for runs-not-sent.ts. */
import type { Report } from './schemas';
import { titleKey } from './sent-reports';
import { finishSteps } from './steps';

export interface IndexedReport {
  report: Report;
  key: string;
  start: number;
  end: number;
  created: number;
}

export interface ReportIndex {
  readonly byTitle: ReadonlyMap<string, readonly IndexedReport[]>;
  /** Oldest first by creation. */
  readonly byCreated: readonly IndexedReport[];
}

const indexes = new WeakMap<readonly Report[], ReportIndex>();

/** The index of a list of reports, built once per list. */
export function indexReports(reports: readonly Report[]): ReportIndex {
  return finishSteps(indexSteps(reports));
}

/** Reports read per step of `indexSteps`: a few milliseconds' work on a slow phone. */
const REPORTS_PER_STEP = 500;

/** `indexReports` a step at a time: it yields after every REPORTS_PER_STEP reports read or filed. */
export function* indexSteps(reports: readonly Report[]): Generator<void, ReportIndex> {
  const cached = indexes.get(reports);
  if (cached) return cached;
  const byCreated: IndexedReport[] = [];
  for (const report of reports) {
    byCreated.push({
      report,
      key: titleKey(report.title),
      start: Date.parse(report.date_range.start_date),
      end: Date.parse(report.date_range.end_date),
      created: Date.parse(report.created_at),
    });
    if (byCreated.length % REPORTS_PER_STEP === 0) yield;
  }
  byCreated.sort((a, b) => a.created - b.created || a.end - b.end);
  yield;
  const byTitle = new Map<string, IndexedReport[]>();
  for (let i = byCreated.length - 1; i >= 0; i--) {
    const entry = byCreated[i]!;
    const list = byTitle.get(entry.key);
    if (list) list.push(entry);
    else byTitle.set(entry.key, [entry]);
    if (i % REPORTS_PER_STEP === 0) yield;
  }
  const index = { byTitle, byCreated };
  indexes.set(reports, index);
  return index;
}

/** The first index of `sorted` (ascending) whose value is >= `value`. */
export function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
