/**
 * Lighthouse's performance, accessibility and best-practices scores of the sign-in page and of a
 * signed-in schedule list: medians of LIGHTHOUSE_RUNS cold runs each.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { median } from '#scripts/stats';
import { expectOnPage, newPage } from './browser-page';
import { PAGES } from './demo-app';
import { errorMessage } from './errors';
import { TARGETS, type Row } from './figures';
import { lighthouseOnce, METRICS, type LighthouseRun } from './lighthouse-run';
import { LIGHTHOUSE_RUNS, ROOT } from './settings';

interface ScoredPage {
  label: string;
  path: string;
  signedIn: boolean;
  /** What the page must show for its score to mean anything. */
  expected: (page: Page) => Locator;
  what: string;
}

export const LIGHTHOUSE_PAGES: ScoredPage[] = [
  {
    label: 'Sign-in page',
    path: PAGES.signIn,
    signedIn: false,
    expected: (page) => page.getByRole('heading', { name: 'Sign in' }),
    what: 'The heading "Sign in"',
  },
  {
    label: 'Acme schedule list',
    path: PAGES.acmeList,
    signedIn: true,
    expected: (page) => page.getByRole('list', { name: 'Report schedules' }).getByRole('listitem'),
    what: 'A schedule in the list "Report schedules"',
  },
];

/** The page's three scores, or three "n/a" rows saying why it could not be scored. */
export async function scoreLighthousePage(
  browser: Browser,
  baseUrl: string,
  target: ScoredPage,
): Promise<Row[]> {
  const url = baseUrl + target.path;
  try {
    await checkPage(browser, url, target.signedIn, target.expected, target.what);
    return await runLighthouse(target.label, url, target.signedIn);
  } catch (error) {
    return lighthouseUnavailable(target.label, errorMessage(error));
  }
}

/** Checks that a page renders what the Lighthouse run is meant to score. */
async function checkPage(
  browser: Browser,
  url: string,
  signedIn: boolean,
  expected: (page: Page) => Locator,
  what: string,
) {
  const { context, page } = await newPage(browser, { signedIn });
  try {
    await page.goto(url);
    await expectOnPage(page, expected(page), what);
  } finally {
    await context.close();
  }
}

async function runLighthouse(label: string, url: string, signedIn: boolean): Promise<Row[]> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    console.log(`  ${label}: Lighthouse run ${i + 1}/${LIGHTHOUSE_RUNS}...`);
    // Lighthouse now and then fails to record a trace (NO_NAVSTART, ...): try again twice.
    for (let attempt = 1; ; attempt++) {
      try {
        runs.push(await lighthouseOnce(url, signedIn));
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        console.log(`    attempt ${attempt} failed (${errorMessage(error)}); retrying`);
      }
    }
  }
  const failing = (category: string) => {
    const ids = [...new Set(runs.flatMap((r) => r.failing[category] ?? []))];
    return ids.length ? `; not passing: ${ids.join(', ')}` : '';
  };
  const pick = (key: 'performance' | 'accessibility' | 'bestPractices') =>
    median(runs.map((r) => r[key]));
  const samples = (key: 'performance' | 'accessibility' | 'bestPractices') =>
    runs.map((r) => r[key]).join(', ');
  const metrics = Object.values(METRICS)
    .map((m) => {
      const values = runs.map((r) => r.metrics[m]).filter((v): v is number => v !== undefined);
      if (!values.length) return null;
      const value = median(values);
      return m === 'CLS' ? `${m} ${value.toFixed(3)}` : `${m} ${(value / 1000).toFixed(2)} s`;
    })
    .filter(Boolean)
    .join(', ');

  const performance = pick('performance');
  const accessibility = pick('accessibility');
  return [
    {
      section: 'Lighthouse',
      figure: `${label}: performance`,
      value: String(performance),
      target: `≥ ${TARGETS.performance}`,
      status: performance >= TARGETS.performance ? 'PASS' : 'MISS',
      detail: `median of ${runs.length} (${samples('performance')}); ${metrics}${failing('performance')}`,
    },
    {
      section: 'Lighthouse',
      figure: `${label}: accessibility`,
      value: String(accessibility),
      target: `${TARGETS.accessibility}`,
      status: accessibility >= TARGETS.accessibility ? 'PASS' : 'MISS',
      detail: `median of ${runs.length} (${samples('accessibility')})${failing('accessibility')}`,
    },
    {
      section: 'Lighthouse',
      figure: `${label}: best practices`,
      value: String(pick('bestPractices')),
      target: '—',
      status: 'info',
      detail: `median of ${runs.length} (${samples('bestPractices')})${failing('best-practices')}`,
    },
  ];
}

function lighthouseUnavailable(label: string, reason: string): Row[] {
  return ['performance', 'accessibility', 'best practices'].map((category) => ({
    section: 'Lighthouse',
    figure: `${label}: ${category}`,
    value: '—',
    target:
      category === 'performance'
        ? `≥ ${TARGETS.performance}`
        : category === 'accessibility'
          ? `${TARGETS.accessibility}`
          : '—',
    status: 'n/a',
    detail: reason,
  }));
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
