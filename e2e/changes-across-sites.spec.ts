/**
 * Changes across sites (issue 35), in the demo of 20 sites: a recipient replaced on every site
 * that has it (/recipients), and the copies of a rolled-out schedule changed together from its
 * edit page, a colleague's rename between the review and Apply kept.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  ACME,
  COUNTED_DEMO_SITES,
  openSignedIn,
  seriousAxeViolations,
  startDemoWithSites,
} from './fixtures';
import { openAndChoose, SOURCE_TITLE, TARGETS } from './rollout';

test.describe.configure({ timeout: 120_000 });
test.beforeEach(({ page }) => startDemoWithSites(page, COUNTED_DEMO_SITES));

const OLD = 'reports@acme-marketing.example';
const NEW = 'team-reports@acme-marketing.example';

interface Listed {
  uuid: string;
  title: string;
  frequency: { unit: string; value: number };
  recipients: { email: string }[];
}

/** Every schedule of every site, asked of the API from the page as the app asks it. */
function everySchedule(page: Page): Promise<Listed[]> {
  return page.evaluate(async () => {
    const headers = { Authorization: `Basic ${btoa('demo:demo')}` };
    const sites: string[] = [];
    for (let url: string | null = '/v1/sites?limit=100'; url;) {
      const response: Response = await fetch(url, { headers });
      const body = (await response.json()) as { results: { id: string }[]; next: string | null };
      sites.push(...body.results.map(({ id }) => id));
      url = body.next ? new URL(body.next).pathname + new URL(body.next).search : null;
    }
    const lists = await Promise.all(
      sites.map(async (id) => {
        const response = await fetch(`/v1/site_reports/schedules?site_id=${id}`, { headers });
        return ((await response.json()) as { schedules: Listed[] }).schedules;
      }),
    );
    return lists.flat();
  });
}

const has = (schedule: Listed, email: string) =>
  schedule.recipients.filter((recipient) => recipient.email.toLowerCase() === email).length;

test('replaces an address on every site that has it: each has the new one once, none lost its only recipient', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', '/recipients');
  const addAll = page.getByRole('button', { name: `Add all ${COUNTED_DEMO_SITES} sites` });
  // Once the page shows its sites, the demo's service answers the test's own reads too.
  await expect(addAll).toBeVisible();
  const before = (await everySchedule(page)).filter((schedule) => has(schedule, OLD) > 0);
  expect(before.length).toBeGreaterThan(2);
  await addAll.click();
  await page.getByRole('radio', { name: 'Replace an address with another' }).check();
  await page.getByRole('textbox', { name: 'Address to replace' }).fill(OLD);
  await page.getByRole('textbox', { name: /New recipient's email/ }).fill(NEW);
  await page.getByRole('button', { name: /^Find the schedules on/ }).click();
  const review = page.getByRole('region', { name: 'Review the changes' });
  await expect(review).toBeVisible({ timeout: 60_000 });
  await review.getByRole('button', { name: /^Change \d+ schedules? on/ }).click();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible({ timeout: 60_000 });
  await expect(
    page.getByText(`${before.length} schedules changed, 0 failed, 0 skipped.`),
  ).toBeVisible();
  const after = new Map((await everySchedule(page)).map((schedule) => [schedule.uuid, schedule]));
  for (const { uuid } of before) {
    const schedule = after.get(uuid);
    expect(schedule, uuid).toBeDefined();
    if (!schedule) continue;
    expect(has(schedule, OLD)).toBe(0);
    expect(has(schedule, NEW)).toBe(1);
    expect(schedule.recipients.length).toBeGreaterThan(0);
  }
});

test('finds the copies of a rolled-out schedule from its edit page, changes the cadence of all three, and keeps a colleague’s rename', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', `/sites/${ACME}/schedules`);
  await openAndChoose(page);
  await page.getByRole('button', { name: 'Create on 3 sites' }).click();
  await expect(page.getByText('3 sites created, 0 failed, 0 skipped.')).toBeVisible();

  // From the source's edit page.
  await page.goto(`/sites/${ACME}/schedules`);
  await page.getByRole('link', { name: `Edit ${SOURCE_TITLE}` }).click();
  await page.getByRole('link', { name: 'Copies on other sites' }).click();
  const found = page.getByRole('region', { name: 'Copies found' });
  await expect(found).toBeVisible({ timeout: 60_000 });
  for (const name of TARGETS) {
    await expect(found.getByRole('region', { name })).toContainText('Same schedule');
  }
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('radio', { name: 'Change them' }).check();
  await page.getByRole('checkbox', { name: 'Cadence and first run' }).check();
  await page.getByRole('combobox', { name: 'Cadence' }).selectOption('biweekly');
  await page.getByLabel(/First run date/).fill('2031-03-04');
  await page.getByRole('button', { name: 'Review the change' }).click();
  const review = page.getByRole('region', { name: 'Review the change' });
  await expect(review.getByRole('button', { name: 'Change 3 schedules on 3 sites' })).toBeVisible();

  // A colleague renames one copy before Apply.
  const sourceId = /\/schedules\/([^/]+)\/copies/.exec(page.url())?.[1] ?? '';
  const copies = (await everySchedule(page)).filter(
    (schedule) => schedule.title === SOURCE_TITLE && schedule.uuid !== sourceId,
  );
  const [renamed] = copies;
  if (!renamed) throw new Error('No copy to rename');
  await page.evaluate(async (uuid) => {
    await fetch(`/v1/site_reports/schedules/${uuid}`, {
      method: 'PATCH',
      headers: { Authorization: `Basic ${btoa('demo:demo')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Weekly traffic snapshot (EU)' }),
    });
  }, renamed.uuid);

  await review.getByRole('button', { name: 'Change 3 schedules on 3 sites' }).click();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/Changed since the review: Title/)).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Review again the 1 schedule changed since the review' }),
  ).toBeVisible();
  const after = new Map((await everySchedule(page)).map((schedule) => [schedule.uuid, schedule]));
  expect(after.get(renamed.uuid)?.title).toBe('Weekly traffic snapshot (EU)');
  expect(after.get(renamed.uuid)?.frequency).toEqual({ unit: 'DAYS', value: 7 });
  // The two other copies have the new cadence; the source is left as it was.
  for (const copy of copies.filter(({ uuid }) => uuid !== renamed.uuid)) {
    expect(after.get(copy.uuid)?.frequency).toEqual({ unit: 'DAYS', value: 14 });
  }
  expect(after.get(sourceId)?.frequency).toEqual({ unit: 'DAYS', value: 7 });
});
