/**
 * The list's finish at a laptop's size (1280 × 800, the demo banner shown): enough rows in view
 * to scan, a cadence read whole, and focus drawn where a user expects it.
 */
import { expect, test } from './test';
import {
  ACME,
  INITECH,
  INITECH_LIST_MS,
  listPath,
  openRowActions,
  scheduleRows,
  scheduleTitleOf,
  openSignedIn,
} from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

test('Initech’s list shows at least 15 rows in view, each cadence whole', async ({ page }) => {
  await openSignedIn(page, 'demo', listPath(INITECH));
  const rows = scheduleRows(page);
  await expect(rows.first()).toBeVisible({ timeout: INITECH_LIST_MS });
  await expect(page.getByText(/^Demo mode/)).toBeVisible();

  const inView = await rows.evaluateAll(
    (elements) =>
      elements.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length,
  );
  expect(inView).toBeGreaterThanOrEqual(15);

  // The cadence is what a user scans for: no row cuts it short.
  const cut = await rows.evaluateAll((elements) =>
    elements
      .map((row) => row.querySelector<HTMLElement>('[data-column="cadence"]'))
      .filter((cell) => cell !== null && cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => cell?.textContent),
  );
  expect(cut).toEqual([]);
});

test('the heading the app focuses draws no ring; a control reached by keyboard does', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', listPath(INITECH));
  const heading = page.getByRole('heading', { level: 1, name: 'Report schedules' });
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');

  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const style = getComputedStyle(active);
    return { tag: active.tagName, style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).not.toBe('0px');
});

test('row actions read in sentence case, all but Edit behind More actions', async ({ page }) => {
  await openSignedIn(page, 'demo', listPath(INITECH));
  const row = scheduleRows(page).first();
  await expect(row).toBeVisible({ timeout: INITECH_LIST_MS });
  const title = await scheduleTitleOf(row);
  const edit = row.getByRole('link', { name: `Edit ${title}` });
  // innerText, not the DOM's text: what the page shows after any text-transform.
  expect(await edit.evaluate((element) => (element as HTMLElement).innerText)).toBe('Edit');
  const actions = await openRowActions(page, title, row);
  expect(
    await actions
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText)),
  ).toEqual(['Duplicate', 'Copy to other sites', 'Add to calendar (.ics)', 'Delete']);
});

test('an icon on a row says what it does on hover and on focus', async ({ page }) => {
  // The read-only account's calendar file is an icon on the row.
  await openSignedIn(page, 'viewer', listPath(ACME));
  await expect(
    page.getByText(/can view these schedules but not create or change them/),
  ).toBeVisible();
  const calendar = scheduleRows(page)
    .first()
    .getByRole('button', { name: /to calendar \(\.ics\)$/ });
  // The words drawn after the icon, or none: drawn only while shown.
  const tooltip = () =>
    calendar.evaluate((element) => getComputedStyle(element, '::after').content);
  await calendar.hover();
  await expect.poll(tooltip).toBe('"Add to calendar (.ics)"');
  await page.mouse.move(0, 0);
  await expect.poll(tooltip).toBe('none');
  await calendar.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect.poll(tooltip).toBe('"Add to calendar (.ics)"');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sort and cadence selects show their choice whole', async ({ page }) => {
    await openSignedIn(page, 'demo', listPath(ACME));
    await expect(page.getByRole('article').first()).toBeVisible();
    for (const name of ['Sort by', 'Cadence']) {
      const select = page.getByRole('combobox', { name });
      // The option's text, measured in the select's own font, against the room inside it.
      const fit = await select.evaluate((element) => {
        const select = element as HTMLSelectElement;
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) throw new Error('No canvas');
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.options[select.selectedIndex]?.text ?? '';
        const room =
          select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text, width: Math.ceil(context.measureText(text).width), room };
      });
      expect(fit.width, `${name}: “${fit.text}”`).toBeLessThanOrEqual(fit.room);
    }
  });
});

test('a row followed right after typing a search opens its page: the search’s address write does not take the click back', async ({
  page,
}) => {
  // The edit page's code is held until a second after the click, so the list stays on screen
  // past the moment its search goes into the address (400 ms after the last key). Before the
  // fix, that write navigated back to the list and the click was lost.
  let clicked: () => void = () => {};
  const afterClick = new Promise<void>((resolve) => (clicked = resolve));
  await page.route('**/assets/edit-schedule-*.js', async (route) => {
    await afterClick;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await openSignedIn(page, 'demo', listPath(ACME));
  await expect(scheduleRows(page).first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('weekly');
  const edit = page.getByRole('link', { name: /^Edit / }).first();
  const editPath = await edit.getAttribute('href');
  await edit.click();
  clicked();

  await expect(page.getByRole('heading', { level: 1, name: 'Edit schedule' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(editPath);
  // The list's history entry is still there: Back returns to it, not to the edit page.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(listPath(ACME));
});
