/**
 * A keystroke in the schedule list's "Search" box (Initech, 5,000 schedules) to the filtered rows
 * painted, split at the first change of the rows in the DOM (issue 31: what runs between the
 * commit and the paint is held to a target of its own).
 */
import type { Browser } from '@playwright/test';
import { expectOnPage, newPage } from './browser-page';
import { PAGES } from './demo-app';
import {
  formatTarget,
  measuredRow,
  TARGETS,
  type BenchEnv,
  type Interaction,
  type Row,
} from './figures';
import { FLOOR_FIGURE, floorRound, interleaved, type FloorRound } from './floor-round';
import { timeKeystrokes } from './keystroke-probe';
import { KEYSTROKES_PER_ROUND } from './settings';

const FIGURE = 'Keystroke in "Search" (Initech, 5,000) → filtered rows';
const IN_DOM = 'Keystroke in "Search" (Initech, 5,000) → rows in DOM';
const DOM_TO_PAINTED = 'Keystroke in "Search" (Initech, 5,000): rows in DOM → painted';

/**
 * Quiet time before each keystroke: the list writes its search into the address once typing
 * pauses for 400 ms (src/lib/url-state/search-url-sync.tsx), and that write (a history entry, the
 * routes re-rendered) must not land on the clock of the key typed after clearing the box. With
 * 300 ms it did: the box's clearing was written 100 ms into the next keystroke.
 */
const LIST_SETTLE_MS = 1_000;

export const keystroke: Interaction = {
  figure: () => FIGURE,
  target: formatTarget(TARGETS.listKeystroke, 'ms'),
  measure: measureKeystroke,
};

/** One round: a cold load of the list, then keystrokes (the median of this round's). */
async function keystrokeRound(browser: Browser, base: string) {
  const { context, page } = await newPage(browser, { signedIn: true });
  try {
    await page.goto(base + PAGES.initechList);
    const list = page.getByRole('table', { name: 'Report schedules' });
    await expectOnPage(
      page,
      list.locator('tbody tr'),
      'A schedule in the table "Report schedules"',
    );
    const search = page
      .getByRole('textbox', { name: 'Search', exact: true })
      .or(page.getByRole('searchbox', { name: 'Search', exact: true }))
      .first();
    await expectOnPage(page, search, 'The "Search" box');
    const ignore = page.getByRole('search').or(search.locator('xpath=..')).first();
    return await timeKeystrokes(
      page,
      { list, rows: 'tbody tr', search, ignore },
      KEYSTROKES_PER_ROUND,
      LIST_SETTLE_MS,
    );
  } finally {
    await context.close();
  }
}

async function measureKeystroke(env: BenchEnv): Promise<Row[]> {
  const { browser, appUrl, floorUrl, section } = env;
  const samples = await interleaved(
    'keystroke',
    () => floorRound(browser, floorUrl),
    () => keystrokeRound(browser, appUrl),
  );
  const keys = [...new Set(samples.app.map((s) => s.key))].join('", "');
  const typed = `each round the median of ${KEYSTROKES_PER_ROUND} after a warm-up, key "${keys}" typed into an empty box`;
  const floor = (what: keyof FloorRound) => ({
    what: FLOOR_FIGURE[what],
    samples: samples.floor.map((s) => s[what]),
  });
  return [
    measuredRow({
      section,
      figure: FIGURE,
      unit: 'ms',
      samples: samples.app.map((s) => s.value),
      target: TARGETS.listKeystroke,
      floor: floor('keystroke'),
      detail: `${typed}; keydown to the frame after the list changed (requestAnimationFrame, then a task)`,
    }),
    measuredRow({
      section,
      figure: IN_DOM,
      unit: 'ms',
      samples: samples.app.map((s) => s.inDom),
      floor: floor('keystrokeInDom'),
      detail:
        "the same keystrokes: keydown to the first change of the rows (a MutationObserver's callback, after React's commit)",
    }),
    measuredRow({
      section,
      figure: DOM_TO_PAINTED,
      unit: 'ms',
      samples: samples.app.map((s) => s.domToPainted),
      target: TARGETS.listKeystrokeDomToPainted,
      floor: floor('keystrokeDomToPainted'),
      detail:
        "the same keystrokes: from that change to the frame after it, what runs between the commit and the paint (style, layout, paint, and any task queued before the frame's)",
    }),
  ];
}
