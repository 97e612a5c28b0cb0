/**
 * The floor's side of every browser figure but the Initech list's (list-visible.ts measures that
 * beside the list floor), and the rounds that interleave a floor with the app's:
 * round 1 floor then app, round 2 floor then app..., each in a fresh context, so a noisy
 * moment of the shared machine falls on both.
 */
import type { Browser } from '@playwright/test';
import { expectOnPage, newPage } from './browser-page';
import { firstRowProbe, readFirstRows, type FirstRows, type RowsToWatch } from './first-rows';
import { timeKeystrokes } from './keystroke-probe';
import { KEYSTROKES_PER_ROUND, RUNS } from './settings';

const FLOOR_ROWS: RowsToWatch = { rows: 'ul li', request: '/items.json' };

/** One cold load of the floor: its first rows, then keystrokes filtering its 25 items. */
export interface FloorRound extends FirstRows {
  keystroke: number;
  keystrokeInDom: number;
  keystrokeDomToPainted: number;
}

export async function floorRound(browser: Browser, floorUrl: string): Promise<FloorRound> {
  const { context, page } = await newPage(browser, {
    signedIn: false,
    initScript: { script: firstRowProbe, arg: FLOOR_ROWS },
  });
  try {
    await page.goto(`${floorUrl}/`, { waitUntil: 'commit' });
    const list = page.getByRole('list', { name: 'Items' });
    await expectOnPage(page, list.getByRole('listitem'), 'The floor\u2019s list');
    const rows = await readFirstRows(page, FLOOR_ROWS.request);
    const search = page.getByRole('textbox', { name: 'Filter' });
    const times = await timeKeystrokes(
      page,
      { list, rows: 'li', search, ignore: page.locator('label') },
      KEYSTROKES_PER_ROUND,
    );
    return {
      ...rows,
      keystroke: times.value,
      keystrokeInDom: times.inDom,
      keystrokeDomToPainted: times.domToPainted,
    };
  } finally {
    await context.close();
  }
}

/** RUNS rounds of floor then app; the samples of each side, in round order. */
export async function interleaved<T, F = FloorRound>(
  label: string,
  floor: () => Promise<F>,
  app: () => Promise<T>,
): Promise<{ floor: F[]; app: T[] }> {
  const samples = { floor: [] as F[], app: [] as T[] };
  for (let round = 0; round < RUNS; round++) {
    samples.floor.push(await floor());
    samples.app.push(await app());
    console.log(`    ${label}: round ${round + 1} of ${RUNS} done`);
  }
  return samples;
}

/** What the report says the floor's figures are. */
export const FLOOR_FIGURE = {
  fromNavigation: 'floor: navigation → first items',
  afterResponse: 'floor: items.json response → items',
  keystroke: 'floor: keystroke → 25 items filtered',
  keystrokeInDom: 'floor: keystroke → items in DOM',
  keystrokeDomToPainted: 'floor: items in DOM → painted',
} satisfies Record<keyof FloorRound, string>;
