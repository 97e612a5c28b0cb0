/**
 * Demo settings' "Sites in the demo" (issue 32): the size reaches the demo's worker through a
 * reload, the data it had is reset, and the other tabs of the demo follow.
 */
import { expect, test, type Page } from '@playwright/test';
import { ACME, signIn, startDemoWithSites } from './fixtures';

const siteTotal = (page: Page, count: number) =>
  page.getByRole('status').filter({ hasText: new RegExp(`^${count} sites$`) });

/** Acme Marketing's schedules as the demo's API lists them (asked from the page, as the app asks). */
function acmeScheduleIds(page: Page): Promise<string[]> {
  return page.evaluate(async (siteId) => {
    const response = await fetch(`/v1/site_reports/schedules?site_id=${siteId}`, {
      headers: { Authorization: `Basic ${btoa('demo:demo')}` },
    });
    const { schedules } = (await response.json()) as { schedules: { uuid: string }[] };
    return schedules.map((schedule) => schedule.uuid);
  }, ACME);
}

test('choosing the number of sites resets the demo data and starts every tab again with that many', async ({
  page,
  context,
}) => {
  await startDemoWithSites(page, 20);
  await signIn(page);
  await expect(siteTotal(page, 20)).toBeVisible();
  const other = await context.newPage();
  await signIn(other);
  await expect(siteTotal(other, 20)).toBeVisible();

  // A change to the data, which the new size must not find.
  const seeded = await acmeScheduleIds(page);
  await page.evaluate(
    (uuid) =>
      fetch(`/v1/site_reports/schedules/${uuid}`, {
        method: 'DELETE',
        headers: { Authorization: `Basic ${btoa('demo:demo')}` },
      }),
    seeded[0],
  );
  expect(await acmeScheduleIds(page)).toHaveLength(seeded.length - 1);

  await page.getByRole('button', { name: 'Demo settings' }).click();
  const size = page.getByRole('combobox', { name: 'Sites in the demo' });
  await expect(size).toHaveText('20');
  await size.click();
  await page.getByRole('option', { name: '260 (default)' }).click();
  await expect(page.getByText('A change resets the demo data and reloads the page.')).toBeVisible();
  const reloaded = page.waitForEvent('load');
  const otherReloaded = other.waitForEvent('load');
  await page.getByRole('button', { name: 'Apply' }).click();
  await Promise.all([reloaded, otherReloaded]);

  await expect(siteTotal(page, 260)).toBeVisible();
  await expect(siteTotal(other, 260)).toBeVisible();
  expect((await acmeScheduleIds(page)).sort()).toEqual([...seeded].sort());
  await page.getByRole('button', { name: 'Demo settings' }).click();
  await expect(page.getByRole('combobox', { name: 'Sites in the demo' })).toHaveText(
    '260 (default)',
  );
});
