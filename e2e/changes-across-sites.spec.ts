/**
 * Changes across sites (issue 35): a recipient replaced on every site of an account that has it
 * (/recipients; in the demo of 260 sites, where the address is on more than 20 of them), also
 * through the demo's faults, and, in the demo of 20 sites, the copies of a rolled-out schedule
 * changed together from its edit page, a colleague's rename between the review and Apply kept.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import type { FaultSettings } from '#src/lib/demo/demo-faults';
import { GLOBEX_ACCOUNT_ID } from '#src/mock-service/directory';
import { FAULTS_STORAGE_KEY } from '#src/mock-service/persistence';
import {
  ACME,
  COUNTED_DEMO_SITES,
  firstSchedule,
  GLOBEX,
  listPath,
  openSignedIn,
  seriousAxeViolations,
  startDemoWithSites,
} from './fixtures';
import { openAndChoose, SOURCE_TITLE, TARGETS } from './rollout';

test.describe.configure({ timeout: 120_000 });

/**
 * The address replaced: the Globex account's own mailbox, on 36 of its 65 sites in the demo of
 * 260 (71 schedules, never as a schedule's only recipient: src/mock-service/seed.ts).
 */
const OLD = 'webteam@globex.example';
const NEW = 'web-reports@globex.example';
const ACCOUNT = 'Globex Corporation';
/** The bar: an address used on at least this many sites. */
const AT_LEAST_SITES = 20;

interface Listed {
  uuid: string;
  /** The site whose list it is on. */
  siteId: string;
  title: string;
  frequency: { unit: string; value: number };
  recipients: { name?: string; email: string }[];
}

/**
 * Every schedule of every site (of one account's sites, when given), asked of the API from the
 * page as the app asks it. Handed back as JSON text: Playwright copies a returned object value
 * by value, far slower than one string for Initech's 5,000 schedules.
 */
async function everySchedule(page: Page, accountId?: string): Promise<Listed[]> {
  const text = await page.evaluate(async (account) => {
    const headers = { Authorization: `Basic ${btoa('demo:demo')}` };
    const sites: string[] = [];
    for (let url: string | null = '/v1/sites?limit=100'; url;) {
      const response: Response = await fetch(url, { headers });
      const body = (await response.json()) as {
        results: { id: string; account: { id: string } }[];
        next: string | null;
      };
      sites.push(
        ...body.results
          .filter((site) => !account || site.account.id === account)
          .map(({ id }) => id),
      );
      url = body.next ? new URL(body.next).pathname + new URL(body.next).search : null;
    }
    const lists = await Promise.all(
      sites.map(async (id) => {
        const response = await fetch(`/v1/site_reports/schedules?site_id=${id}`, { headers });
        const { schedules } = (await response.json()) as { schedules: Omit<Listed, 'siteId'>[] };
        // The list names no site: each schedule is tagged with the one read.
        return schedules.map((schedule) => ({ ...schedule, siteId: id }));
      }),
    );
    return JSON.stringify(lists.flat());
  }, accountId);
  return JSON.parse(text) as Listed[];
}

const has = (schedule: Listed, email: string) =>
  schedule.recipients.filter((recipient) => recipient.email.toLowerCase() === email).length;

/**
 * Signs in to Globex Shop's list, gives one schedule NEW beside OLD (as a colleague might have,
 * so "never twice" is put to the test), then goes from the Sites page to /recipients, whose
 * lists are read after that change. Returns the Globex account's schedules then: those that send
 * to OLD, on at least AT_LEAST_SITES sites, and the others.
 */
async function openWithTheSchedulesBefore(page: Page) {
  await openSignedIn(page, 'demo', listPath(GLOBEX));
  // Once the page shows its schedules, the demo's service answers the test's own reads too.
  await expect(firstSchedule(page)).toBeVisible();
  const seeded = await everySchedule(page, GLOBEX_ACCOUNT_ID);
  const both = seeded.find((schedule) => has(schedule, OLD) > 0);
  if (!both) throw new Error(`No schedule sends to ${OLD}`);
  await page.evaluate(
    async ({ uuid, recipients }) => {
      const response = await fetch(`/v1/site_reports/schedules/${uuid}`, {
        method: 'PATCH',
        headers: {
          Authorization: `Basic ${btoa('demo:demo')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ recipients }),
      });
      if (!response.ok) throw new Error(`PATCH ${uuid}: ${response.status}`);
    },
    { uuid: both.uuid, recipients: [...both.recipients, { name: 'Web reports', email: NEW }] },
  );
  const all = await everySchedule(page, GLOBEX_ACCOUNT_ID);
  const concerned = all.filter((schedule) => has(schedule, OLD) > 0);
  const siteCount = new Set(concerned.map((schedule) => schedule.siteId)).size;
  expect(siteCount).toBeGreaterThanOrEqual(AT_LEAST_SITES);
  expect(concerned.filter((schedule) => has(schedule, NEW) > 0)).toHaveLength(1);

  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Sites' })
    .click();
  await page.getByRole('link', { name: 'Change a recipient across sites' }).click();
  await expect(page.getByRole('button', { name: 'Add all in this account' })).toBeVisible();
  return { all, concerned, siteCount };
}

/** Chooses the Globex account's sites, says the replace, finds, reviews and applies it. */
async function replaceAcrossTheAccount(
  page: Page,
  { concerned, siteCount }: Awaited<ReturnType<typeof openWithTheSchedulesBefore>>,
  beforeApply: () => Promise<void> = async () => {},
) {
  await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: ACCOUNT });
  await page.getByRole('button', { name: 'Add all in this account' }).click();
  await page.getByRole('radio', { name: 'Replace an address with another' }).check();
  await page.getByRole('textbox', { name: 'Address to replace' }).fill(OLD);
  await page.getByRole('textbox', { name: /New recipient's email/ }).fill(NEW);
  await page.getByRole('button', { name: /^Find the schedules on \d+ sites$/ }).click();
  const review = page.getByRole('region', { name: 'Review the changes' });
  const apply = review.getByRole('button', {
    name: `Change ${concerned.length} schedules on ${siteCount} sites`,
  });
  // Every schedule that has the address, on every site that has it, ticked.
  await expect(apply).toBeVisible({ timeout: 60_000 });
  await beforeApply();
  await apply.click();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible({ timeout: 60_000 });
}

/**
 * As the demo's service has them now: every schedule that had OLD has NEW instead, once (the one
 * that had both keeps its NEW), and kept its other recipients, so none lost its only one; every
 * other schedule is as it was.
 */
async function expectReplacedEverywhere(page: Page, before: Listed[]) {
  const after = new Map(
    (await everySchedule(page, GLOBEX_ACCOUNT_ID)).map((schedule) => [schedule.uuid, schedule]),
  );
  expect(after.size).toBe(before.length);
  for (const schedule of before) {
    const now = after.get(schedule.uuid);
    expect(now, schedule.uuid).toBeDefined();
    if (!now) continue;
    if (has(schedule, OLD) === 0) {
      expect(now.recipients, schedule.uuid).toEqual(schedule.recipients);
      continue;
    }
    const others = schedule.recipients.filter(({ email }) => email !== OLD && email !== NEW);
    expect(has(now, OLD), schedule.uuid).toBe(0);
    expect(has(now, NEW), schedule.uuid).toBe(1);
    expect(now.recipients.length, schedule.uuid).toBe(others.length + 1);
    expect(
      now.recipients.filter(({ email }) => email !== NEW),
      schedule.uuid,
    ).toEqual(others);
  }
}

/**
 * Switches the demo's faults on from another tab of the demo, as its Demo settings would: the
 * running demo takes them at once (src/mock-service/browser.ts listens for the change).
 */
async function switchFaultsFromAnotherTab(page: Page, failures: FaultSettings['failures']) {
  const other = await page.context().newPage();
  // Any page of the app's origin that does not start the demo itself.
  await other.goto('/config.json');
  await other.evaluate(([key, value]) => localStorage.setItem(key, value), [
    FAULTS_STORAGE_KEY,
    JSON.stringify({ latencyMs: 0, failures }),
  ] as const);
  await other.close();
}

test.describe('in the demo of 260 sites', () => {
  test.beforeEach(({ page }) => startDemoWithSites(page, 260));

  test('replaces an address used on at least 20 sites: each schedule that had it has the new one once, none lost its only recipient', async ({
    page,
  }) => {
    const before = await openWithTheSchedulesBefore(page);
    await replaceAcrossTheAccount(page, before);
    await expect(
      page.getByText(`${before.concerned.length} schedules changed, 0 failed, 0 skipped.`),
    ).toBeVisible();
    await expectReplacedEverywhere(page, before.all);
  });

  test('with the demo’s faults at 429 and 503 for some requests, ends exactly the same after Retry failed', async ({
    page,
  }) => {
    const before = await openWithTheSchedulesBefore(page);
    await replaceAcrossTheAccount(page, before, () =>
      switchFaultsFromAnotherTab(page, {
        // The lists read again before the PATCHes: turned away, waited out by the runner.
        listSchedules: { status: 429, remaining: 3, retryAfterSeconds: 1 },
        // The PATCHes: a schedule ends failed after 3 tries. 4 in flight, each of them taking
        // at most 2 before a success or a 429 gives it a fresh start: past 2 × (4 + 3) = 14,
        // some schedules end failed for sure.
        updateSchedule: { status: 503, remaining: 24 },
      }),
    );
    const summary = page.getByText(/^\d+ schedules changed, \d+ failed, 0 skipped\.$/).first();
    const failed = Number(/(\d+) failed/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(failed).toBeGreaterThan(0);
    await page.getByRole('button', { name: `Retry failed (${failed})` }).click();
    await expect(
      page.getByText(`${before.concerned.length} schedules changed, 0 failed, 0 skipped.`),
    ).toBeVisible({ timeout: 60_000 });
    await expectReplacedEverywhere(page, before.all);
    // Every 429 and 503 switched on was served (the demo keeps what is left of them).
    const left = await page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as FaultSettings).failures,
      FAULTS_STORAGE_KEY,
    );
    expect(left).toEqual({});
  });
});

test.describe('in the demo of 20 sites', () => {
  test.beforeEach(({ page }) => startDemoWithSites(page, COUNTED_DEMO_SITES));

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
    await expect(
      review.getByRole('button', { name: 'Change 3 schedules on 3 sites' }),
    ).toBeVisible();

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
        headers: {
          Authorization: `Basic ${btoa('demo:demo')}`,
          'Content-Type': 'application/json',
        },
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
});
