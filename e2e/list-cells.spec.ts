/**
 * The schedule list's cells say something (demo mode, Acme Marketing's list): at 1280 × 800 each
 * row's first recipient is read whole beside its recent runs; there, and at 1024 × 800 where the
 * recent runs step aside too, no cell is cut to fewer than 8 characters, and pointing at a row
 * shows its template under its title (the Template column gives its place to the recent runs).
 */
import { expect, test } from './test';
import type { Locator, Page } from '@playwright/test';
import { ACME, listPath, openSignedIn, scheduleRows } from './fixtures';

/** Fewer characters than this before an ellipsis say nothing a user could recognise or search. */
const FEWEST_SHOWN = 8;

/** How a text's box shows it: its text, whether it is cut, how many characters show before "…". */
interface TextFit {
  text: string;
  cut: boolean;
  shown: number;
}

/**
 * The fit of each box in `row` whose text `…` may cut (text-overflow: ellipsis), in the order of
 * the row; with `column` (an index of the row's cells), the fit of the first box with text of
 * that cell alone, whatever its overflow.
 */
function measureRow(row: Locator, column?: number): Promise<TextFit[]> {
  return row.evaluate((element, cellIndex) => {
    const canvas = document.createElement('canvas').getContext('2d')!;

    // The box's own text, after any badge before it (a row header's "Not sent").
    const ownText = (box: Element) =>
      [...box.childNodes].filter(
        (node): node is Text => node instanceof Text && node.data.trim() !== '',
      );

    function fit(box: Element): TextFit {
      const nodes = ownText(box);
      const text = nodes.map((node) => node.data).join('');
      const first = nodes[0];
      if (!first) return { text: '', cut: false, shown: 0 };
      const style = getComputedStyle(box);
      canvas.font = style.font;
      const range = document.createRange();
      range.setStart(first, 0);
      range.setEnd(first, 1);
      const start = range.getBoundingClientRect().left;
      const inner =
        box.getBoundingClientRect().left +
        box.clientLeft +
        box.clientWidth -
        parseFloat(style.paddingRight);
      const cut = box.scrollWidth > box.clientWidth;
      if (!cut) return { text, cut, shown: text.length };
      // The characters drawn whole before the ellipsis, as the browser fits them.
      const room = inner - start - canvas.measureText('…').width;
      let shown = 0;
      while (shown < text.length && canvas.measureText(text.slice(0, shown + 1)).width <= room) {
        shown += 1;
      }
      return { text, cut, shown };
    }

    if (cellIndex !== undefined) {
      const cell = element.children[cellIndex];
      const box = cell && [cell, ...cell.querySelectorAll('*')].find((e) => ownText(e).length);
      return box ? [fit(box)] : [];
    }
    return [...element.querySelectorAll('*')]
      .filter((box) => getComputedStyle(box).textOverflow === 'ellipsis')
      .map(fit)
      .filter(({ text }) => text !== '');
  }, column);
}

async function openAcmeList(page: Page) {
  await openSignedIn(page, 'demo', listPath(ACME));
  await expect(scheduleRows(page).first()).toBeVisible();
  // Nothing pointed at: a row pointed at shows its whole title over the cells beside it.
  await page.mouse.move(0, 0);
}

/** Every row's boxes cut by an ellipsis that show fewer than FEWEST_SHOWN characters. */
async function cutToAFewLetters(page: Page) {
  const rows = await scheduleRows(page).all();
  expect(rows.length).toBeGreaterThan(0);
  const tooFew: TextFit[] = [];
  for (const row of rows) {
    for (const box of await measureRow(row)) {
      if (box.cut && box.shown < Math.min(FEWEST_SHOWN, box.text.length)) tooFew.push(box);
    }
  }
  return tooFew;
}

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("reads each row's first recipient whole, beside its recent runs", async ({ page }) => {
    await openAcmeList(page);
    const table = page.getByRole('table', { name: 'Report schedules' });
    await expect(table.getByRole('img', { name: /^Last \d+ runs?: / }).first()).toBeVisible();
    const columns = await table.getByRole('columnheader').allTextContents();
    const recipients = columns.indexOf('Recipients');
    expect(recipients, columns.join()).toBeGreaterThan(0);
    expect(columns).toContain('Recent runs');

    const read: TextFit[] = [];
    for (const row of await scheduleRows(page).all()) {
      const [fit] = await measureRow(row, recipients);
      if (fit) read.push(fit);
    }
    test.info().annotations.push({ type: 'cells', description: JSON.stringify(read) });
    expect(read.length).toBeGreaterThan(0);
    for (const { text, cut, shown } of read) {
      // An address without a name: its mailbox whole, so that it can be told and searched for;
      // its domain may be cut.
      if (/^[^\s@]+@\S+$/.test(text)) expect(shown, text).toBeGreaterThan(text.indexOf('@'));
      else expect(cut, `${text} (${shown} characters shown)`).toBe(false);
    }
  });
});

/** At `width`: no cell cut to a few letters, and the template under the title pointed at. */
function withoutTheTemplateColumn(width: number) {
  test.describe(`at ${width} × 800`, () => {
    test.use({ viewport: { width, height: 800 } });
    test('cuts no cell to fewer than 8 characters', async ({ page }) => {
      await openAcmeList(page);
      const tooFew = await cutToAFewLetters(page);
      test.info().annotations.push({ type: 'cut short', description: JSON.stringify(tooFew) });
      expect(tooFew).toEqual([]);
    });

    test('shows the template under the title of the row pointed at', async ({ page }) => {
      await openAcmeList(page);
      const table = page.getByRole('table', { name: 'Report schedules' });
      await expect(table.getByRole('columnheader', { name: 'Template' })).toHaveCount(0);
      // The reports read and matched first: a "Not sent" mark that came later would change the
      // row's name between the two reads below (Acme always has two marked).
      await expect(table.getByRole('rowheader', { name: /^Not sent / }).first()).toBeVisible();
      const row = scheduleRows(page).first();
      const header = row.getByRole('rowheader');
      const name = ((await header.textContent()) ?? '').replace(/\s+/g, ' ').trim();
      // The lines of the header's text box: it lies over the cells beside it while pointed at.
      const lines = () =>
        header.evaluate((cell) => {
          const text = cell.firstElementChild!;
          const style = getComputedStyle(text);
          const height =
            text.getBoundingClientRect().height -
            parseFloat(style.paddingTop) -
            parseFloat(style.paddingBottom);
          return Math.round(height / parseFloat(style.lineHeight));
        });
      expect(await lines()).toBe(1);
      await row.hover();
      // A line more for the template, and no more words in the row's name.
      await expect.poll(lines).toBeGreaterThanOrEqual(2);
      await expect(header).toHaveAccessibleName(name);
    });
  });
}

withoutTheTemplateColumn(1280);
withoutTheTemplateColumn(1024);
