/** The run's verdict: the console's table of figures and the sentence on missed targets. */
import { figureStatus, formatKb, type BundleReport } from '#scripts/check-budgets';
import type { Row } from './figures';

export function textTable(rows: readonly Row[]): string {
  const header = ['Figure', 'median', 'min – max', '× floor', 'target', 'status'];
  const body = rows.map((r) => [r.figure, r.value, r.range, r.ratio, r.target, r.status]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** "Targets missed: …" or "All targets met.", budgets included. */
export function missedTargetsSentence(budgets: BundleReport | null, rows: readonly Row[]): string {
  const missed = [
    ...(budgets?.failures.map((f) => `${f.label} (${formatKb(f.gzipBytes)})`) ?? []),
    ...rows.filter((r) => r.status === 'MISS').map(missedText),
  ];
  const unmeasured = rows.filter((r) => r.status === 'n/a').map((r) => r.figure);
  return [
    missed.length ? `Targets missed: ${missed.join('; ')}.` : 'All measured targets are met.',
    ...(unmeasured.length ? [`Not measured: ${unmeasured.join('; ')}.`] : []),
  ].join(' ');
}

/** A missed figure in plain words; with its ratio to the floor when the target holds that too. */
function missedText(row: Row): string {
  if (!row.target.includes('× floor')) return `${row.figure} (${row.value}, ${row.target})`;
  const floor = row.floor.split(' (')[0];
  return `${row.figure} (${row.value}, ${row.ratio}× the floor\u2019s ${floor}; target ${row.target})`;
}

/** The summary's lines for the figures that have a budget. */
export function budgetSummaryLines(budgets: BundleReport): string[] {
  return budgets.figures
    .filter((f) => f.budgetBytes !== null)
    .map(
      (f) =>
        `  ${f.label}: ${f.missing ? '—' : formatKb(f.gzipBytes)} (budget ${formatKb(f.budgetBytes!)}) ${figureStatus(f)}`,
    );
}
