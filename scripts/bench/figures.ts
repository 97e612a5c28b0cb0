/** The measured figures: one row of the report each, and the targets they are held to. */
import type { Browser } from '@playwright/test';

type Status = 'PASS' | 'MISS' | 'n/a' | 'info';

export interface Row {
  section: 'Lighthouse' | 'Interaction';
  figure: string;
  value: string;
  target: string;
  status: Status;
  detail: string;
}

/** A timed interaction: the figure it yields, and how it is measured against the served app. */
export interface Interaction {
  figure: string;
  target: string;
  measure: (browser: Browser, baseUrl: string) => Promise<Row[]>;
}

export const TARGETS = {
  performance: 95,
  accessibility: 100,
  listAfterData: 500,
  keystroke: 50,
  cadence: 50,
};

export const ms = (value: number) => `${Math.round(value)} ms`;

/** One console line per figure, as soon as it is measured. */
export function logRow(row: Row) {
  const mark = row.status === 'PASS' ? '✓' : row.status === 'MISS' ? '✗' : '·';
  const why = row.status === 'n/a' ? ` — ${row.detail}` : '';
  console.log(`  ${mark} ${row.figure}: ${row.value} (target ${row.target}) ${row.status}${why}`);
}
