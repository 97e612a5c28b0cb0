/**
 * The measured figures: one row of the report each, with its median, spread, the floor's
 * counterpart and the target it is held to.
 */
import type { Browser } from '@playwright/test';
import { median } from '#scripts/stats';

type Status = 'PASS' | 'MISS' | 'n/a' | 'info';

export type Section = 'Lighthouse' | 'Demo' | 'Live' | 'Loaded JS' | 'Sites';

export interface Row {
  section: Section;
  figure: string;
  /** The median, formatted. */
  value: string;
  /** min–max of the samples. */
  range: string;
  /** The floor page's median of its counterpart, and which figure of the floor that is. */
  floor: string;
  /** The median ÷ the floor's median. */
  ratio: string;
  target: string;
  status: Status;
  detail: string;
}

/**
 * ms: milliseconds shown as such; s: milliseconds shown as seconds; bytes: shown in kB; count:
 * a number of things (requests).
 */
type Unit = 'ms' | 's' | 'score' | 'bytes' | 'count';

/**
 * `maxRatio`: the median must (also) be at most this many times the floor's median; a target of
 * `maxRatio` alone holds a figure to its floor, or to another page's figure of the same rounds.
 */
export type Target = { max?: number; maxRatio?: number } | { min: number };

export const TARGETS = {
  performance: { min: 95 },
  accessibility: { min: 100 },
  initechTbt: { max: 200 },
  /** Issue 52: Initech's list blocks at most 1.3× what Acme's does, in the same rounds. */
  initechTbtToAcme: { maxRatio: 1.3 },
  /** Issue 25: the Initech list's cold load, within 2× the list floor's. */
  navigationToRowsDemo: { max: 1_400, maxRatio: 2 },
  navigationToRowsLive: { max: 1_000, maxRatio: 2 },
  listMainThread: { max: 1_200 },
  listScriptRequests: { max: 6 },
  responseToRows: { max: 300 },
  keystroke: { max: 50 },
  /** Issue 31: a key typed into the search of Initech's 5,000 schedules, to the rows painted. */
  listKeystroke: { max: 100 },
  /** Issue 31: and from the filtered rows in the DOM to the frame that paints them. */
  listKeystrokeDomToPainted: { max: 30 },
  cadence: { max: 50 },
  calendarAfterResponse: { max: 500 },
  /** Switching months is a click: Interaction to Next Paint calls up to 200 ms good. */
  calendarSwitch: { max: 200 },
  signInJsBytes: { max: 140_000 },
  /** Issue 21: the Sites page at 1,000 sites, live, 4× CPU. */
  sitesNavigationToRows: { max: 1_500 },
  sitesKeystroke: { max: 50 },
  /** "Reading all pages must not block typing": a keystroke as a page arrives, held to the same. */
  sitesKeystrokeWhileLoading: { max: 50 },
} satisfies Record<string, Target>;

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

function formatValue(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) return '—';
  switch (unit) {
    case 'ms':
      return ms(value);
    case 's':
      return `${(value / 1000).toFixed(2)} s`;
    case 'score':
      return String(Math.round(value));
    case 'bytes':
      return `${(value / 1000).toFixed(1)} kB`;
    case 'count':
      return Number.isInteger(value) ? String(value) : value.toFixed(1);
  }
}

export function formatTarget(target: Target | null, unit: Unit): string {
  if (!target) return '—';
  if ('min' in target) return `≥ ${formatValue(target.min, unit)}`;
  return [
    target.max === undefined ? '' : `≤ ${formatValue(target.max, unit)}`,
    target.maxRatio === undefined ? '' : `≤ ${target.maxRatio.toFixed(1)}× floor`,
  ]
    .filter(Boolean)
    .join(' and ');
}

const meets = (value: number, target: Target) =>
  'min' in target ? value >= target.min : target.max === undefined || value <= target.max;

/** PASS or MISS on the target, and on its ratio to the floor when it has one (n/a: no floor). */
function verdict(value: number, ratio: number, target: Target): Status {
  if (!meets(value, target)) return 'MISS';
  if (!('maxRatio' in target) || target.maxRatio === undefined) return 'PASS';
  if (!Number.isFinite(ratio)) return 'n/a';
  return ratio <= target.maxRatio ? 'PASS' : 'MISS';
}

interface MeasuredFigure {
  section: Section;
  figure: string;
  unit: Unit;
  samples: readonly number[];
  target?: Target;
  /** The floor page's samples of the same (or the named nearest) figure, from the same rounds. */
  floor?: { what: string; samples: readonly number[] };
  detail: string;
}

/** A figure's row: median, min–max, floor median and ratio, and the verdict on its target. */
export function measuredRow(figure: MeasuredFigure): Row {
  const { unit, samples, floor } = figure;
  const value = median(samples);
  const floorValue = floor?.samples.length ? median(floor.samples) : NaN;
  const target = figure.target ?? null;
  const ratio = floorValue > 0 ? value / floorValue : NaN;
  return {
    section: figure.section,
    figure: figure.figure,
    value: formatValue(value, unit),
    range: samples.length
      ? `${formatValue(Math.min(...samples), unit)} – ${formatValue(Math.max(...samples), unit)}`
      : '—',
    floor: floor ? `${formatValue(floorValue, unit)} (${floor.what})` : '—',
    ratio: Number.isFinite(ratio) ? `${ratio.toFixed(2)}` : '—',
    target: formatTarget(target, unit),
    status: !samples.length ? 'n/a' : target ? verdict(value, ratio, target) : 'info',
    detail: `${samples.length} round${samples.length === 1 ? '' : 's'}: ${samples.map((s) => formatValue(s, unit)).join(', ')}; ${figure.detail}`,
  };
}

/** The row of a figure that could not be measured, saying why. */
export function unmeasuredRow(section: Section, figure: string, target: string, why: string): Row {
  return {
    section,
    figure,
    value: '—',
    range: '—',
    floor: '—',
    ratio: '—',
    target,
    status: 'n/a',
    detail: why,
  };
}

/** One console line per figure, as soon as it is measured. */
export function logRow(row: Row) {
  const mark = row.status === 'PASS' ? '✓' : row.status === 'MISS' ? '✗' : '·';
  const why = row.status === 'n/a' ? ` — ${row.detail}` : '';
  const floor = row.ratio === '—' ? '' : `, ×${row.ratio} floor`;
  console.log(
    `  ${mark} ${row.figure}: ${row.value} [${row.range}]${floor} (target ${row.target}) ${row.status}${why}`,
  );
}

/** Where a figure is measured: the app (demo or live server) and the floor, in one browser. */
export interface BenchEnv {
  browser: Browser;
  appUrl: string;
  floorUrl: string;
  section: Extract<Section, 'Demo' | 'Live'>;
}

/** A timed interaction: its first figure (named when it cannot be measured) and how it is taken. */
export interface Interaction {
  figure: (section: BenchEnv['section']) => string;
  /** The first figure's target, as the report shows it (per section when they differ). */
  target: string | ((section: BenchEnv['section']) => string);
  measure: (env: BenchEnv) => Promise<Row[]>;
}
