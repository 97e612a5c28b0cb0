/**
 * The lists' layout at a laptop's size (issue 31), in demo mode at 1280 × 800: a 50-character
 * title read whole over its row while pointed at, 15 of Initech's rows in view, the Sites page's
 * names, accounts and groups whole (and its tags, where the window has room for them), and every button, tab and link in sentence case on each kind of page.
 */
import { expect, test } from './test';
import type { Locator, Page } from '@playwright/test';
import { demoSites, PLATFORM_ACCOUNTS } from '#src/mock-service/seed-sites';
import {
  ACME,
  COUNTED_DEMO_SITES,
  COUNTING_MS,
  INITECH,
  INITECH_LIST_MS,
  fillBasics,
  firstSchedule,
  listPath,
  openNewScheduleForm,
  openRowActions,
  scheduleRow,
  scheduleRows,
  scheduleTitleOf,
  openSignedIn,
  startDemoWithSites,
} from './fixtures';
import { allCountedLine } from './site-directory';

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  // The demo of 20 sites: the Sites page's tests here wait for its counting before leaving it (a
  // page loaded while a previous page's reads were still going waited past the limit in CI).
  await startDemoWithSites(page, COUNTED_DEMO_SITES);
  // Straight to a small site's list: the Sites page would start counting at once.
  await openSignedIn(page, 'demo', listPath(ACME));
});

/**
 * How an element's text fits its box: `cut` lists it and each element inside it whose content
 * is wider or taller than its box (an ellipsis, or overflow hidden), with their sizes.
 */
function measureFit(element: Locator) {
  return element.evaluate((root) => {
    const cut = [root, ...root.querySelectorAll('*')]
      .filter(
        (node) => node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight,
      )
      .map((node) => ({
        tag: node.tagName.toLowerCase(),
        scrollWidth: node.scrollWidth,
        clientWidth: node.clientWidth,
        scrollHeight: node.scrollHeight,
        clientHeight: node.clientHeight,
        textOverflow: getComputedStyle(node).textOverflow,
      }));
    // The lines the text takes: the distinct tops of its boxes.
    const range = document.createRange();
    range.selectNodeContents(root);
    const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
    return {
      text: (root as HTMLElement).innerText,
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      lines: tops.size,
      cut,
    };
  });
}

test('a 50-character title is read whole over its row while pointed at', async ({ page }) => {
  const title = 'E2E Monthly SEO, traffic and leads review for Acme';
  expect(title).toHaveLength(50);
  await openNewScheduleForm(page, ACME);
  await fillBasics(page, title);
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page).toHaveURL(listPath(ACME));
  await expect(scheduleRow(page, title)).toBeVisible();
  // Read again, without the "Just saved" mark the create leaves on its row.
  await page.reload();

  const header = scheduleRow(page, title).getByRole('rowheader');
  await expect(header).toBeVisible({ timeout: 30_000 });
  // The title takes what the other columns leave; while its row is pointed at, its text lies
  // whole over the cells beside it, on one line.
  await header.hover();
  const fit = await measureFit(header.locator(':scope > *'));
  test.info().annotations.push({ type: 'title fit', description: JSON.stringify(fit) });
  expect(fit.text).toBe(title);
  expect(fit.scrollWidth, JSON.stringify(fit)).toBeLessThanOrEqual(fit.clientWidth);
  expect(fit.cut).toEqual([]);
  expect(fit.lines).toBe(1);
});

test('Initech’s list has at least 15 rows wholly in view', async ({ page }) => {
  await page.goto(listPath(INITECH));
  const rows = scheduleRows(page);
  await expect(rows.first()).toBeVisible({ timeout: INITECH_LIST_MS });
  await expect(page.getByText(/^Demo mode/)).toBeVisible();
  // Everything the rows show (the templates' names come after the schedules) is in.
  await page.waitForLoadState('networkidle');

  const inView = await rows.evaluateAll(
    (elements) =>
      elements.filter((row) => {
        const box = row.getBoundingClientRect();
        return (
          box.top >= 0 &&
          box.left >= 0 &&
          box.bottom <= window.innerHeight &&
          box.right <= window.innerWidth
        );
      }).length,
  );
  test.info().annotations.push({ type: 'rows in view', description: String(inView) });
  expect(inView).toBeGreaterThanOrEqual(15);
});

test('the Sites page shows its sites’ names, accounts and groups whole', async ({ page }) => {
  const sites = demoSites(COUNTED_DEMO_SITES);
  const accountOf = (siteId: string) => {
    const account = PLATFORM_ACCOUNTS.find(({ id }) => id === sites.site(siteId)?.account.id);
    if (!account) throw new Error(`${siteId} has an account`);
    return account.nickname ?? account.name;
  };
  const byName = (name: string) => {
    const site = sites.sites.find((candidate) => candidate.name === name);
    if (!site) throw new Error(`${name} is a site of the demo`);
    return site;
  };
  const acme = sites.site(ACME);
  // A long name, the longest account's name (Globex Corporation), and groups.
  const lumen = byName('Lumen Veterinary Clinic');
  const sunrise = byName('Sunrise Surf Shop');
  if (!acme?.group_name || !sunrise.group_name) throw new Error('Both sites have a group');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your sites' });
  await expect(table.getByRole('link', { name: acme.name, exact: true })).toBeVisible();
  const columns = await table.getByRole('columnheader').allInnerTexts();
  const cell = (siteName: string, column: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: siteName, exact: true }) })
      .getByRole('cell')
      .nth(columns.indexOf(column));

  for (const [siteName, column, expected] of [
    [acme.name, 'Account', accountOf(ACME)],
    [acme.name, 'Group', acme.group_name],
    [sunrise.name, 'Account', accountOf(sunrise.id)],
    [sunrise.name, 'Group', sunrise.group_name],
  ] as const) {
    await expectWhole(cell(siteName, column), `${siteName}: ${column}`, expected);
  }
  await expectWhole(
    cell(lumen.name, 'Site').getByRole('link', { name: lumen.name, exact: true }),
    `${lumen.name}: Site`,
    lumen.name,
  );
});

test.describe('in a window wide enough for the Sites page’s Tags column', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the page widens to give the tags room: every tag drawn is whole', async ({ page }) => {
    await page.goto('/');
    const table = page.getByRole('table', { name: 'Your sites' });
    await expect(table.getByRole('link', { name: 'Acme Marketing', exact: true })).toBeVisible();
    const columns = await table.getByRole('columnheader').allInnerTexts();
    const tagsColumn = columns.indexOf('Tags');
    expect(tagsColumn, columns.join(', ')).toBeGreaterThan(-1);

    const tags = await table.getByRole('row').evaluateAll(
      (rows, column) =>
        rows
          .flatMap((row) => [...(row.children[column]?.querySelectorAll('li') ?? [])])
          .map((tag) => ({
            text: tag.textContent,
            cut: tag.scrollWidth > tag.clientWidth,
            shown:
              tag.getBoundingClientRect().top < tag.parentElement!.getBoundingClientRect().bottom,
          })),
      tagsColumn,
    );
    const shown = tags.filter((tag) => tag.shown);
    test.info().annotations.push({ type: 'tags shown', description: String(shown.length) });
    expect(shown.length).toBeGreaterThanOrEqual(10);
    expect(shown.filter((tag) => tag.cut).map((tag) => tag.text)).toEqual([]);
  });
});

/** `element` shows `expected` on one line, nothing in it cut. */
async function expectWhole(element: Locator, what: string, expected: string) {
  const fit = await measureFit(element);
  test.info().annotations.push({ type: `${what} fit`, description: JSON.stringify(fit) });
  expect(fit.text, what).toBe(expected);
  expect(fit.scrollWidth, `${what}: ${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.clientWidth);
  expect(fit.cut, what).toEqual([]);
}

/**
 * The visible buttons, tabs, menu items and links whose text, or the text of anything in them,
 * is transformed (upper case, capitals): none, as each label is written in sentence case. Also
 * how many were looked at, so that an empty page does not pass.
 */
async function transformedControls(page: Page) {
  return page
    .locator('button, [role="button"], [role="tab"], [role="menuitem"], a[href]')
    .evaluateAll((controls) => {
      const shown = controls.filter((control) => control.getClientRects().length > 0);
      const transformed = shown.flatMap((control) =>
        [control, ...control.querySelectorAll('*')]
          .map((node) => getComputedStyle(node).textTransform)
          .filter((transform) => transform !== 'none')
          .map((transform) => ({
            control: `${control.tagName.toLowerCase()} “${control.textContent?.trim() ?? ''}”`,
            transform,
          })),
      );
      return { checked: shown.length, transformed };
    });
}

async function expectSentenceCase(page: Page, where: string) {
  const { checked, transformed } = await transformedControls(page);
  test.info().annotations.push({ type: 'controls read', description: `${where}: ${checked}` });
  expect(checked, `controls on ${where}`).toBeGreaterThan(0);
  expect(transformed, where).toEqual([]);
}

test('buttons, tabs and links read in sentence case on every kind of page', async ({ page }) => {
  // Six pages, each loaded and read.
  test.slow();
  const heading = (name: string) => page.getByRole('heading', { level: 1, name });

  await page.goto('/');
  await expect(heading('Sites')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Your sites' }).getByRole('link').first(),
  ).toBeVisible();
  await expectSentenceCase(page, 'the Sites page');
  await expect(allCountedLine(page, COUNTED_DEMO_SITES)).toBeVisible({ timeout: COUNTING_MS });

  await page.goto(listPath(ACME));
  await expect(firstSchedule(page)).toBeVisible();
  await expectSentenceCase(page, 'the schedule list');
  // What the list's menus show when open.
  const exportButton = page.getByRole('button', { name: 'Export' });
  await exportButton.click();
  await expect(exportButton).toHaveAttribute('aria-expanded', 'true');
  await expectSentenceCase(page, 'the schedule list, Export open');
  const title = await scheduleTitleOf(scheduleRows(page).first());
  await openRowActions(page, title);
  await expectSentenceCase(page, 'the schedule list, a row’s More actions open');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'New schedule' }).click();
  await expect(heading('New schedule')).toBeVisible();
  await expect(page.getByLabel('Title')).toBeVisible();
  await expectSentenceCase(page, 'the new schedule form');

  await page.goto(listPath(ACME));
  await firstSchedule(page).click();
  await expect(heading('Edit schedule')).toBeVisible();
  await expect(page.getByLabel('Title')).not.toHaveValue('');
  await expectSentenceCase(page, 'the edit page');

  await page.goto(`/sites/${ACME}/reports`);
  await expect(heading('Sent reports')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Sent reports' }).locator('tbody').getByRole('row').first(),
  ).toBeVisible();
  await expectSentenceCase(page, 'the sent reports');

  await page.goto(`/sites/${ACME}/calendar`);
  await expect(heading('Run calendar')).toBeVisible();
  await expect(page.getByRole('button', { name: /: \d+ runs?/ }).first()).toBeVisible();
  await expectSentenceCase(page, 'the run calendar');
});
