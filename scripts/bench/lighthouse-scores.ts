/**
 * Lighthouse's scores and metrics of the sign-in page and of Acme's and Initech's schedule
 * lists, each run interleaved with the floor page's (round 1: floor, sign-in, Acme, Initech;
 * round 2: ...), LIGHTHOUSE_RUNS cold runs each.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { expectOnPage, newPage } from './browser-page';
import { PAGES } from './demo-app';
import { errorMessage } from './errors';
import {
  formatTarget,
  measuredRow,
  TARGETS,
  unmeasuredRow,
  type Row,
  type Target,
} from './figures';
import { lighthouseOnce, type LighthouseRun } from './lighthouse-run';
import { LIGHTHOUSE_RUNS, ROOT } from './settings';
import { median } from '#scripts/stats';

interface ScoredPage {
  label: string;
  path: string;
  signedIn: boolean;
  /** What the page must show for its score to mean anything. */
  expected: (page: Page) => Locator;
  what: string;
  tbtTarget?: Target;
  /** Another page whose TBT of the same rounds this page's is held to, by `target` (a ratio). */
  tbtBeside?: { page: ScoredPage; target: Target };
}

const scheduleRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Report schedules' })
    .locator('tbody tr')
    .or(page.getByRole('list', { name: 'Report schedules' }).getByRole('listitem'));

const FLOOR_PAGE: ScoredPage = {
  label: 'Floor',
  path: '/',
  signedIn: false,
  expected: (page) => page.getByRole('heading', { level: 1 }),
  what: 'The floor\u2019s heading',
};

const ACME_LIST: ScoredPage = {
  label: 'Acme schedule list',
  path: PAGES.acmeList,
  signedIn: true,
  expected: scheduleRows,
  what: 'A schedule in "Report schedules"',
};

const LIGHTHOUSE_PAGES: ScoredPage[] = [
  {
    label: 'Sign-in page',
    path: PAGES.signIn,
    signedIn: false,
    expected: (page) => page.getByRole('heading', { name: 'Sign in' }),
    what: 'The heading "Sign in"',
  },
  ACME_LIST,
  {
    label: 'Initech schedule list (5,000)',
    path: PAGES.initechList,
    signedIn: true,
    expected: scheduleRows,
    what: 'A schedule in "Report schedules"',
    tbtTarget: TARGETS.initechTbt,
    tbtBeside: { page: ACME_LIST, target: TARGETS.initechTbtToAcme },
  },
];

/** Checks that a page renders what the Lighthouse run is meant to score. */
async function checkPage(browser: Browser, url: string, target: ScoredPage) {
  const { context, page } = await newPage(browser, { signedIn: target.signedIn });
  try {
    await page.goto(url);
    await expectOnPage(page, target.expected(page), target.what);
  } finally {
    await context.close();
  }
}

/** One run; Lighthouse now and then fails to record a trace (NO_NAVSTART, ...): tried 3 times. */
async function runWithRetries(label: string, url: string, signedIn: boolean) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, signedIn);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`    ${label}: attempt ${attempt} failed (${errorMessage(error)}); retrying`);
    }
  }
}

/** Every page's rows (or rows saying why a page could not be scored), floor interleaved. */
export async function measureLighthouse(
  browser: Browser,
  appUrl: string,
  floorUrl: string,
): Promise<Row[]> {
  const base = (page: ScoredPage) => (page === FLOOR_PAGE ? floorUrl : appUrl);
  const runs = new Map<ScoredPage, LighthouseRun[]>();
  const failed = new Map<ScoredPage, string>();
  for (const page of [FLOOR_PAGE, ...LIGHTHOUSE_PAGES]) {
    try {
      await checkPage(browser, base(page) + page.path, page);
      runs.set(page, []);
    } catch (error) {
      failed.set(page, errorMessage(error));
    }
  }
  for (let round = 0; round < LIGHTHOUSE_RUNS; round++) {
    console.log(
      `  round ${round + 1} of ${LIGHTHOUSE_RUNS}: ${[...runs.keys()].map((p) => p.label).join(', ')}`,
    );
    for (const [page, pageRuns] of runs) {
      try {
        pageRuns.push(await runWithRetries(page.label, base(page) + page.path, page.signedIn));
      } catch (error) {
        runs.delete(page);
        failed.set(page, errorMessage(error));
      }
    }
  }
  const floorRuns = runs.get(FLOOR_PAGE) ?? [];
  return LIGHTHOUSE_PAGES.flatMap((page) => {
    const pageRuns = runs.get(page);
    const besideRuns = page.tbtBeside && runs.get(page.tbtBeside.page);
    return pageRuns
      ? [
          ...pageRows(page, pageRuns, floorRuns),
          ...(page.tbtBeside && besideRuns
            ? tbtBesideRows(page, pageRuns, page.tbtBeside, besideRuns)
            : []),
        ]
      : [
          unmeasuredRow(
            'Lighthouse',
            `${page.label}: performance`,
            formatTarget(TARGETS.performance, 'score'),
            failed.get(page) ?? '',
          ),
        ];
  });
}

function pageRows(page: ScoredPage, runs: LighthouseRun[], floorRuns: LighthouseRun[]): Row[] {
  const failing = (category: string) => {
    const ids = [...new Set(runs.flatMap((r) => r.failing[category] ?? []))];
    return ids.length ? `not passing: ${ids.join(', ')}` : 'every audit passes';
  };
  const score = (key: 'performance' | 'accessibility' | 'bestPractices') => ({
    app: runs.map((r) => r[key]),
    floor: {
      what: `floor: ${key === 'bestPractices' ? 'best practices' : key}`,
      samples: floorRuns.map((r) => r[key]),
    },
  });
  const metric = (name: string) => ({
    app: runs.map((r) => r.metrics[name]).filter((v): v is number => v !== undefined),
    floor: {
      what: `floor: ${name}`,
      samples: floorRuns.map((r) => r.metrics[name]).filter((v): v is number => v !== undefined),
    },
  });
  const row = (
    figure: string,
    unit: 'score' | 's' | 'ms',
    measured: ReturnType<typeof score>,
    detail: string,
    target?: Target,
  ) =>
    measuredRow({
      section: 'Lighthouse',
      figure: `${page.label}: ${figure}`,
      unit,
      samples: measured.app,
      floor: measured.floor,
      detail,
      ...(target ? { target } : {}),
    });
  const metrics = ['FCP', 'SI', 'CLS']
    .map((name) => {
      const values = metric(name).app;
      return values.length
        ? `${name} ${values.map((v) => (name === 'CLS' ? v.toFixed(3) : `${(v / 1000).toFixed(2)} s`)).join(', ')}`
        : '';
    })
    .filter(Boolean)
    .join('; ');
  return [
    row(
      'performance',
      'score',
      score('performance'),
      `${metrics}; ${failing('performance')}`,
      TARGETS.performance,
    ),
    row(
      'accessibility',
      'score',
      score('accessibility'),
      failing('accessibility'),
      TARGETS.accessibility,
    ),
    row('best practices', 'score', score('bestPractices'), failing('best-practices')),
    row('LCP', 's', metric('LCP'), 'largest contentful paint, simulated slow 4G and 4× CPU'),
    row('TBT', 'ms', metric('TBT'), 'total blocking time, simulated', page.tbtTarget),
  ];
}

/**
 * `page`'s TBT held to another page's of the same rounds, as Lighthouse gives it and less the
 * part that is Chromium decoding large bodies for DevTools (devtools-body-decode.ts).
 */
function tbtBesideRows(
  page: ScoredPage,
  runs: LighthouseRun[],
  beside: NonNullable<ScoredPage['tbtBeside']>,
  besideRuns: LighthouseRun[],
): Row[] {
  const other = beside.page.label;
  // The rounds where both pages gave a TBT (Lighthouse now and then gives none): the same rounds.
  const rounds = runs.flatMap((run, round) => {
    const besideRun = besideRuns[round];
    return run.metrics.TBT === undefined || besideRun?.metrics.TBT === undefined
      ? []
      : [{ run, besideRun }];
  });
  const tbt = (of: LighthouseRun[], withDecoding: boolean) =>
    of.flatMap(({ metrics, devtoolsDecodeMs }) =>
      metrics.TBT === undefined ? [] : [metrics.TBT - (withDecoding ? 0 : devtoolsDecodeMs)],
    );
  const pageRuns = rounds.map(({ run }) => run);
  const otherRuns = rounds.map(({ besideRun }) => besideRun);
  const decoded = (of: LighthouseRun[]) =>
    `${Math.round(median(of.map((run) => run.devtoolsDecodeMs)))} ms`;
  const row = (withDecoding: boolean, figure: string, detail: string, target?: Target) =>
    measuredRow({
      section: 'Lighthouse',
      figure: `${page.label}: ${figure}`,
      unit: 'ms',
      samples: tbt(pageRuns, withDecoding),
      floor: { what: `${other}: TBT, same rounds`, samples: tbt(otherRuns, withDecoding) },
      detail,
      ...(target ? { target } : {}),
    });
  return [
    row(
      true,
      `TBT beside ${other}'s`,
      `total blocking time, simulated, ÷ ${other}'s of the same rounds (${rounds.length} of ${runs.length} gave both a TBT); of it, Chromium decoding bodies of 1 MB or more for DevTools' network agent, which a user's browser does not do (median, estimated as Lighthouse simulates a task): ${decoded(pageRuns)}, and ${decoded(otherRuns)} of ${other}'s`,
      beside.target,
    ),
    row(
      false,
      `TBT beside ${other}'s, DevTools' decoding left out`,
      'the same runs, each less its estimate of that decoding',
    ),
  ];
}

export function lighthouseVersion(): string {
  try {
    const pkg = JSON.parse(
      readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
    ) as { version: string };
    return pkg.version;
  } catch {
    return '';
  }
}
