/**
 * Rolling "Weekly traffic snapshot" out from Acme Marketing to three sites without reports, one
 * of another account (Initech's), as a user does: shared by the demo's spec and the live one.
 */
import { expect } from './test';
import type { Page } from '@playwright/test';
import { ACME, listPath, openRowActions, scheduleRow } from './fixtures';

export const SOURCE_TITLE = 'Weekly traffic snapshot';
/**
 * Two Acme sites and an Initech one, none with a schedule in the mock's seed, in the demo of 20
 * sites as in the full one (e2e/fixtures.ts: COUNTED_DEMO_SITES).
 */
export const TARGETS = ['Riverbend Cycles', 'Thistle Coworking', 'Golden Fork Builders'];
/** The target of another account than the source's: its copy needs one of its own templates. */
const OTHER_ACCOUNT_TARGET = 'Golden Fork Builders';

/**
 * From the source's row, choose the targets and the Globex template, and review. Returns the
 * source's next run (ISO), which is the copies' first run.
 */
export async function openAndChoose(page: Page): Promise<string> {
  await page.goto(listPath(ACME));
  const source = scheduleRow(page, SOURCE_TITLE);
  const nextRun = (await source.locator('time').first().getAttribute('datetime')) ?? '';
  const actions = await openRowActions(page, SOURCE_TITLE);
  await actions.getByRole('link', { name: `Copy ${SOURCE_TITLE} to other sites` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Copy to other sites' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search sites' });
  for (const name of TARGETS) {
    await search.fill(name);
    await page.getByRole('checkbox', { name: new RegExp(`^${name} \\(`) }).check();
  }
  await page.getByRole('button', { name: 'Review 3 copies' }).click();
  const review = page.getByRole('table', { name: 'The copies to create' });
  // Skipped until one of its account's templates is chosen.
  const otherAccount = review.getByRole('row', { name: new RegExp(OTHER_ACCOUNT_TARGET) });
  await expect(otherAccount).toContainText('Skipped: no template chosen');
  const picker = page.getByRole('combobox', { name: /^Template for .+'s site$/ });
  await expect(picker.locator('option')).not.toHaveCount(1);
  await picker.selectOption({ index: 1 });
  await expect(otherAccount).not.toContainText('Skipped');
  return nextRun;
}

/**
 * Each target site, linked from the results, has exactly one copy: asked of the API from the
 * page (as the app asks it, with the demo's credentials), so no reload restarts the demo.
 */
export async function expectOneCopyEach(page: Page) {
  const lists = await Promise.all(
    TARGETS.map((name) => page.getByRole('link', { name, exact: true }).getAttribute('href')),
  );
  for (const list of lists) {
    const siteId = /^\/sites\/([^/]+)\/schedules$/.exec(list ?? '')?.[1];
    if (!siteId) throw new Error(`A result without its site's link: ${list}`);
    const copies = await page.evaluate(
      async ({ siteId, title }) => {
        const response = await fetch(`/v1/site_reports/schedules?site_id=${siteId}`, {
          headers: { Authorization: `Basic ${btoa('demo:demo')}` },
        });
        const { schedules } = (await response.json()) as { schedules: { title: string }[] };
        return schedules.filter((schedule) => schedule.title === title).length;
      },
      { siteId, title: SOURCE_TITLE },
    );
    expect(copies, `copies on ${siteId}`).toBe(1);
  }
}
