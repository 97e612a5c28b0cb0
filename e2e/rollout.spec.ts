import { expect, test } from './test';
import type { Page } from '@playwright/test';
import {
  ACME,
  COUNTED_DEMO_SITES,
  COUNTING_MS,
  listPath,
  seriousAxeViolations,
  openSignedIn,
  runOnCountedDemo,
} from './fixtures';
import { expectOneCopyEach, openAndChoose, SOURCE_TITLE, TARGETS } from './rollout';
import { allCountedLine } from './site-directory';

// The Sites page counts every site twice: before the roll-out and after (fixtures.ts).
runOnCountedDemo();

/** The Sites page's counting line once every site is counted. */
const allCounted = (page: Page) => allCountedLine(page, COUNTED_DEMO_SITES);

test('finds sites without reports, rolls a schedule out to three (one needing its account’s template), one copy each, and Coming up lists them', async ({
  page,
}) => {
  await openSignedIn(page);
  // The Sites page: the three targets are among the sites without reports.
  await expect(allCounted(page)).toBeVisible({ timeout: COUNTING_MS });
  await page.getByLabel('Reports', { exact: true }).selectOption({ label: 'No reports scheduled' });
  const sites = page.getByRole('table', { name: 'Your sites' });
  const search = page.getByRole('searchbox').first();
  for (const name of TARGETS) {
    await search.fill(name);
    await expect(sites.getByRole('link', { name, exact: true })).toBeVisible();
  }

  const firstRun = await openAndChoose(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create on 3 sites' }).click();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(page.getByText('3 sites created, 0 failed, 0 skipped.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectOneCopyEach(page);

  // Back on the Sites page, Coming up lists each copy's first run (weekly: within the week).
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Sites' })
    .click();
  const comingUp = page.getByRole('region', { name: 'Coming up' });
  await comingUp.getByRole('button', { name: 'Show' }).click();
  await expect(allCounted(page)).toBeVisible({ timeout: COUNTING_MS });
  // The day of the copies' first run, named as Coming up names it, in the page's zone.
  const dayName = await page.evaluate((iso) => {
    const format = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    return format.format(new Date(iso));
  }, firstRun);
  const day = comingUp.getByRole('region', { name: dayName });
  // A day lists its first runs until asked for all of them. Whether it offers "Show all" is read
  // once the day is drawn: read before, it is not there yet, and the copies stay hidden.
  await expect(day).toBeVisible();
  const showAll = day.getByRole('button', { name: /^Show all / });
  if ((await showAll.count()) > 0) await showAll.click();
  for (const name of TARGETS) {
    await expect(day.getByRole('link', { name: `Edit ${SOURCE_TITLE} (${name})` })).toBeVisible();
  }
});

test('opened straight from a schedule’s edit page, the roll-out counts the sites itself: "Add all without reports" adds exactly the sites with none', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', listPath(ACME));
  await page.getByRole('link', { name: `Edit ${SOURCE_TITLE}` }).click();
  await page.getByRole('link', { name: 'Copy to other sites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Copy to other sites' })).toBeVisible();
  // The sites without a schedule, asked of the API from the page as the app asks it.
  const without = await page.evaluate(async () => {
    const headers = { Authorization: `Basic ${btoa('demo:demo')}` };
    const { results } = (await (await fetch('/v1/sites?limit=100', { headers })).json()) as {
      results: { id: string; name: string }[];
    };
    const names: string[] = [];
    for (const site of results) {
      const list = await fetch(`/v1/site_reports/schedules?site_id=${site.id}`, { headers });
      const { schedules } = (await list.json()) as { schedules: unknown[] };
      if (schedules.length === 0) names.push(site.name);
    }
    return names.sort();
  });
  expect(without.length).toBeGreaterThan(2);
  // No visit to the Sites page first: the button fills in and comes on by itself.
  const addWithout = page.getByRole('button', {
    name: `Add all without reports (${without.length})`,
  });
  await expect(addWithout).toBeEnabled({ timeout: COUNTING_MS });
  await addWithout.click();
  await expect(page.getByRole('button', { name: `Review ${without.length} copies` })).toBeVisible();
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const name of without) {
    await expect(
      page.getByRole('checkbox', { name: new RegExp(`^${escape(name)} \\(`) }),
    ).toBeChecked();
  }
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(without.length);
});
