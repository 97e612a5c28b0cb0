/**
 * Live mode: the production server (`npm run serve`) proxies /v1 to the mock API server
 * (`npm run mock-api`), as it would to the real service. Faults are switched on the mock API's
 * admin route, so these tests run one at a time.
 */
import { expect, test } from '../test';
import type { APIRequestContext } from '@playwright/test';
import { startProductionServer } from '#src/server/production-server';
import { MOCK_API_PORT } from '../../playwright.config';
import { createItAgain, deleteFromItsRow } from '../delete-schedule';
import { escapeReturnsFocus, switchToThirdPageSite } from '../site-switcher';
import { expectOneCopyEach, openAndChoose, SOURCE_TITLE, TARGETS } from '../rollout';
import {
  ACME,
  GLOBEX,
  firstSchedule,
  isCreateRequest,
  listPath,
  scheduleRow,
  openSignedIn,
  signIn,
} from '../fixtures';
import {
  expectNewScheduleUnmarked,
  expectSitesFilterListsAcme,
  expectStoppedScheduleMarked,
} from '../runs-not-sent';
import {
  createScheduleWithoutAnId,
  expectDeepLinkedCreateForm,
  expectViewerSeesOnlyAcme,
  findAndOpenThirdPageSite,
  THIRD_PAGE_SITE,
  watchSitesPages,
} from '../site-directory';

test.describe.configure({ mode: 'serial' });

const FAULTS_URL = `http://127.0.0.1:${MOCK_API_PORT}/__mock/faults`;
const MOCK_API_URL = `http://127.0.0.1:${MOCK_API_PORT}/v1`;
/**
 * Headers of the test's own requests to the mock API: each on a connection of its own. A socket
 * kept alive from an earlier request is closed by the server after 5 idle seconds, and a request
 * sent on it just then failed with ECONNRESET (seen under load, the test's page taking longer
 * between two of them).
 */
const OWN_CONNECTION = { Connection: 'close' };
/** The demo user's credentials, for the test's own requests to the mock API. */
const MOCK_API_AUTH = {
  ...OWN_CONNECTION,
  Authorization: `Basic ${Buffer.from('demo:demo').toString('base64')}`,
};

async function setFaults(
  request: APIRequestContext,
  settings: { latencyMs?: number; failures?: object },
) {
  const response = await request.put(FAULTS_URL, {
    headers: OWN_CONNECTION,
    data: { latencyMs: 0, failures: {}, ...settings },
  });
  expect(response.ok()).toBe(true);
}

test.afterEach(async ({ request }) => setFaults(request, {}));

test('runs in live mode: no demo banner, sign-in checks credentials with the service', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Demo accounts' })).toHaveCount(0);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The username or password is not right.');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  await expect(page.getByText('Demo mode')).toHaveCount(0);
});

test('lists, creates and edits schedules through the proxy', async ({ page }) => {
  await openSignedIn(page, 'demo', listPath(ACME));
  await expect(firstSchedule(page)).toBeVisible();

  await page.getByRole('link', { name: 'New schedule' }).click();
  const title = `Live schedule ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Email').first().fill('live@example.com');
  await page.getByRole('button', { name: 'Create schedule' }).click();
  const created = scheduleRow(page, title);
  await expect(created).toBeVisible();

  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await page.getByLabel('Title').fill(`${title} edited`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(scheduleRow(page, `${title} edited`)).toBeVisible();
});

test('names sections from the service’s catalogue through the proxy, and sends their names', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', listPath(ACME));
  await page.getByRole('link', { name: 'New schedule' }).click();
  const title = `Live sections ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Email').first().fill('live@example.com');
  const sections = page.getByRole('group', { name: 'Sections' });
  await expect(sections.getByRole('checkbox', { name: 'Cover' })).toBeChecked();
  await sections.getByRole('checkbox', { name: 'Traffic sources' }).uncheck();
  const post = page.waitForRequest(isCreateRequest);
  await page.getByRole('button', { name: 'Create schedule' }).click();
  const body = (await post).postDataJSON() as { sections: { name: string }[] };
  expect(body.sections.map(({ name }) => name)).toEqual([
    'cover',
    'overview',
    'usage',
    'performance',
  ]);
  await expect(scheduleRow(page, title)).toBeVisible();
});

test('with the catalogue answering 404, sections are named as the service spells them and a schedule is still made', async ({
  page,
}) => {
  await page.route('**/v1/site_reports/sections', (route) =>
    route.fulfill({ status: 404, json: { message: 'Not Found' } }),
  );
  await openSignedIn(page, 'demo', listPath(ACME));
  await page.getByRole('link', { name: 'New schedule' }).click();
  const title = `Live without catalogue ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Email').first().fill('live@example.com');
  await expect(
    page.getByText('Section names as the service lists them: its catalogue is not available.'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'cover' })).toBeChecked();
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(scheduleRow(page, title)).toBeVisible();
});

test('a delete whose answer is lost is sent again, and its 404 reads as done; Create it again brings it back', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', listPath(ACME));
  await expect(firstSchedule(page)).toBeVisible();
  await page.getByRole('link', { name: 'New schedule' }).click();
  const title = `Live delete ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Email').first().fill('live@example.com');
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(scheduleRow(page, title)).toBeVisible();

  // The first DELETE reaches the service through the proxy, and its answer is lost on the way back.
  const deletes: number[] = [];
  await page.route('**/v1/site_reports/schedules/*', async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback();
    const response = await route.fetch();
    deletes.push(response.status());
    if (deletes.length === 1) return route.abort('connectionreset');
    return route.fulfill({ response });
  });
  await deleteFromItsRow(page, title);
  // Sent twice: done the first time, not found the second, and read as deleted.
  expect(deletes).toEqual([204, 404]);
  await expect(page.getByText(/had already been deleted/)).toHaveCount(0);
  await page.unroute('**/v1/site_reports/schedules/*');

  await createItAgain(page, title);
});

test('a roll-out through a 429 and a create whose 503 came after the service made it: one copy each', async ({
  page,
  request,
}) => {
  // A fresh mock: a retry of this test must not find the copies of the first try.
  const reset = await request.post(`http://127.0.0.1:${MOCK_API_PORT}/__mock/reset`, {
    headers: OWN_CONNECTION,
  });
  expect(reset.ok()).toBe(true);
  const posts: number[] = [];
  let answerLost = false;
  await page.route('**/v1/site_reports/schedules', async (route) => {
    if (!isCreateRequest(route.request())) return route.fallback();
    const response = await route.fetch();
    posts.push(response.status());
    // The first create the service makes loses its answer on the way back, as a gateway's 503.
    if (!answerLost && response.status() === 201) {
      answerLost = true;
      return route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
    }
    return route.fulfill({ response });
  });
  await openSignedIn(page);
  await openAndChoose(page);
  // Switched on here: the list page's access probe (a POST too) must not take it.
  await setFaults(request, {
    failures: { createSchedule: { status: 429, remaining: 1, retryAfterSeconds: 1 } },
  });
  await page.getByRole('button', { name: 'Create on 3 sites' }).click();
  await expect(page.getByText('2 sites created, 1 failed, 0 skipped.')).toBeVisible();
  await page.getByRole('button', { name: 'Retry failed' }).click();
  await expect(page.getByText('3 sites created, 0 failed, 0 skipped.')).toBeVisible();
  await expect(page.getByText(/Already there/)).toBeVisible();
  // Three creates, the one the 429 turned away sent again, and none after the lost answer.
  expect(posts.sort()).toEqual([201, 201, 201, 429]);
  await page.unroute('**/v1/site_reports/schedules');
  await expectOneCopyEach(page);
});

test('two schedules copied to three sites, the first create’s answer lost: Retry failed makes each once', async ({
  page,
  request,
}) => {
  // A fresh mock: a retry of this test must not find the copies of the first try.
  const reset = await request.post(`http://127.0.0.1:${MOCK_API_PORT}/__mock/reset`, {
    headers: OWN_CONNECTION,
  });
  expect(reset.ok()).toBe(true);
  const titles = [SOURCE_TITLE, 'Fortnightly plugin and security review'];
  const listed = await request.get(`${MOCK_API_URL}/site_reports/schedules?site_id=${ACME}`, {
    headers: MOCK_API_AUTH,
  });
  const { schedules } = (await listed.json()) as { schedules: { uuid: string; title: string }[] };
  expect(titles.every((title) => schedules.some((each) => each.title === title))).toBe(true);
  const posts: number[] = [];
  await page.route('**/v1/site_reports/schedules', async (route) => {
    if (!isCreateRequest(route.request())) return route.fallback();
    const response = await route.fetch();
    posts.push(response.status());
    // The service makes the first copy; its answer is lost on the way back, as a gateway's 503.
    if (posts.length === 1)
      return route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
    return route.fulfill({ response });
  });
  await openSignedIn(page, 'demo', listPath(ACME));
  await expect(firstSchedule(page)).toBeVisible();
  // Selected on the list, by keyboard: each row's checkbox, then the bar's Copy 2.
  for (const title of titles) {
    await page.getByRole('checkbox', { name: `Select ${title}`, exact: true }).press('Space');
  }
  await page.getByRole('link', { name: 'Copy 2 to other sites' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Copy 2 schedules to other sites' }),
  ).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search sites' });
  for (const name of TARGETS) {
    await search.fill(name);
    await page.getByRole('checkbox', { name: new RegExp(`^${name} \\(`) }).check();
  }
  const picker = page.getByRole('combobox', { name: /^Template for .+'s site$/ });
  await expect(picker.locator('option')).not.toHaveCount(1);
  await picker.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Review 6 copies' }).click();
  await page.getByRole('button', { name: 'Create 6 copies' }).click();
  await expect(page.getByText('5 copies created, 1 failed, 0 skipped.')).toBeVisible();
  await page.getByRole('button', { name: 'Retry failed' }).click();
  await expect(page.getByText('6 copies created, 0 failed, 0 skipped.')).toBeVisible();
  await expect(page.getByText(/Already there/)).toBeVisible();
  // Five creates after the lost one, none sent again for it.
  expect(posts).toHaveLength(6);
  await page.unroute('**/v1/site_reports/schedules');

  // Each site has each schedule once, as the mock API holds them.
  for (const name of TARGETS) {
    const href = await page.getByRole('link', { name, exact: true }).first().getAttribute('href');
    const siteId = /^\/sites\/([^/]+)\/schedules$/.exec(href ?? '')?.[1];
    const response = await request.get(`${MOCK_API_URL}/site_reports/schedules?site_id=${siteId}`, {
      headers: MOCK_API_AUTH,
    });
    const { schedules: copies } = (await response.json()) as { schedules: { title: string }[] };
    for (const title of titles) {
      expect(
        copies.filter((copy) => copy.title === title),
        `${title} on ${name}`,
      ).toHaveLength(1);
    }
  }
});

test('Ctrl+K goes to a site by part of its name, and Escape gives focus back', async ({ page }) => {
  await openSignedIn(page, 'demo', listPath(ACME));
  await expect(firstSchedule(page)).toBeVisible();
  await escapeReturnsFocus(page, page.getByRole('link', { name: 'Report scheduler' }));
  await switchToThirdPageSite(page);
});

test('finds a site of the third page by part of its name and creates a schedule there without typing an ID', async ({
  page,
}) => {
  const offsets = watchSitesPages(page);
  await openSignedIn(page);
  await expect(page.getByRole('button', { name: 'Account: Dana Whitfield' })).toBeVisible();
  await findAndOpenThirdPageSite(page);
  // Each page asked of the proxy by its offset only, a hundred at a time.
  expect(offsets.slice(0, 3)).toEqual(['0', '100', '200']);
  await createScheduleWithoutAnId(page, `Live stationery digest ${Date.now()}`);
});

test('a cold load sends its first read once, from start-up, and the app takes it over', async ({
  page,
}) => {
  // Every request in the order sent: the API's reads, and the page's chunks by name.
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v1/')) {
      if (request.method() === 'GET') reads.push(`${url.pathname}?${url.searchParams.toString()}`);
    } else {
      reads.push(url.pathname.replace(/-[\w-]{8}\.js$/, '.js'));
    }
  });
  const timesRead = (read: string) => reads.filter((sent) => sent === read).length;
  /** Sent once, and before the page's own chunk: by start-up, not by the page. */
  const expectReadOnceFromStartUp = (read: string, pageChunk: string) => {
    expect(timesRead(read)).toBe(1);
    expect(reads.indexOf(pageChunk)).toBeGreaterThan(-1);
    expect(reads.indexOf(read)).toBeLessThan(reads.indexOf(pageChunk));
  };
  await openSignedIn(page);
  await expect(page.getByRole('table', { name: 'Your sites' })).toBeVisible();

  // Signed in, a load of the Sites page and of a list: start-up sends each one's first read
  // while the app's code loads (src/startup/start-early.ts), and the app asks for no second.
  reads.length = 0;
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Your sites' }).locator('tbody tr').first(),
  ).toBeVisible();
  expectReadOnceFromStartUp('/v1/sites?limit=100&offset=0', '/assets/sites.js');

  // Away from the Sites page first: its counting reads every site's list.
  await page.goto('/login-not-a-page');
  reads.length = 0;
  await page.goto(listPath(ACME));
  await expect(firstSchedule(page)).toBeVisible();
  expectReadOnceFromStartUp(
    `/v1/site_reports/schedules?site_id=${ACME}`,
    '/assets/schedule-list.js',
  );
});

test('a deep link to a site’s new-schedule page names the site and lists its account’s templates', async ({
  page,
}) => {
  await openSignedIn(page);
  await expectDeepLinkedCreateForm(page);
});

test('the viewer sees its one site and no other', async ({ page }) => {
  await openSignedIn(page, 'viewer');
  await expectViewerSeesOnlyAcme(page);
});

test('where the platform answers 404 for the user, accounts and sites, a site opens by its ID', async ({
  page,
}) => {
  // A gateway that forwards only site_reports: the platform's operations are not found.
  const refused: string[] = [];
  await page.route(/\/v1\/(user|accounts|sites)(\/|\?|$)/, async (route) => {
    refused.push(new URL(route.request().url()).pathname);
    await route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Not Found' }),
    });
  });
  // Through the form: what the session keeps of the user is what this sign-in finds out.
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  // Greeted by the username, as there is no name to greet with.
  await expect(page.getByRole('button', { name: 'Account: demo' })).toBeVisible();
  await expect(
    page.getByText('This service does not list your sites: open a site by its ID.'),
  ).toBeVisible();

  const siteId = page.getByLabel('Site ID');
  await siteId.fill('not-a-uuid');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText(/Must be a UUID/)).toBeVisible();
  await expect(siteId).toHaveValue('not-a-uuid');
  await siteId.fill(ACME);
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(listPath(ACME));
  await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
  await expect(firstSchedule(page)).toBeVisible();
  await expect(scheduleRow(page, 'Weekly traffic snapshot')).toBeVisible();
  // The platform was asked, and refused; the pages went on with the ID alone.
  expect(refused).toEqual(expect.arrayContaining(['/v1/user', '/v1/sites']));

  // A site is remembered once its schedules have loaded (a mistyped ID never is).
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Recently opened' }).getByRole('link')).toHaveText([
    ACME,
  ]);
});

test('a 429 shows a countdown, then the list loads by itself', async ({ page, request }) => {
  await openSignedIn(page);
  await setFaults(request, {
    failures: { listSchedules: { status: 429, remaining: 1, retryAfterSeconds: 4 } },
  });
  await page.goto(listPath(ACME));
  await expect(page.getByText(/Too many requests\. Retrying in \d s/)).toBeVisible();
  await expect(firstSchedule(page)).toBeVisible({ timeout: 15_000 });
});

test('a 503 that outlasts the retries offers Try again, which recovers', async ({
  page,
  request,
}) => {
  await openSignedIn(page);
  await setFaults(request, { failures: { listSchedules: { status: 503, remaining: 4 } } });
  await page.goto(listPath(ACME));
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toContainText(/unavailable/i);
  await tryAgain.click();
  await expect(firstSchedule(page)).toBeVisible();
});

test('latency beyond the timeout is reported, and reads resume when the service is fast again', async ({
  page,
  request,
}) => {
  await openSignedIn(page);
  await setFaults(request, { latencyMs: 6_000 });
  await page.goto(listPath(ACME));
  await expect(page.getByText(/did not respond in time/)).toBeVisible({ timeout: 15_000 });
  await setFaults(request, {});
  await expect(firstSchedule(page)).toBeVisible({ timeout: 30_000 });
});

test('a create that fails with a 503 keeps the form and never retries on its own', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'demo', `${listPath(ACME)}/new`);
  await page.getByLabel('Title').fill('Created despite the outage?');
  await page.getByLabel('Email').first().fill('outage@example.com');
  await setFaults(request, { failures: { createSchedule: { status: 503 } } });
  let posts = 0;
  page.on('request', (sent) => {
    if (isCreateRequest(sent)) posts += 1;
  });
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /unavailable/i })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Created despite the outage?');
  await page.waitForTimeout(2_000);
  expect(posts).toBe(1);
});

test('a bulk recipient change rides out a 429 and a 503 from the service, sending nothing twice', async ({
  page,
  request,
}) => {
  // Two schedules of its own that send to an address no other test uses.
  const departed = `departed-${Date.now()}@example.com`;
  for (const title of ['Bulk A', 'Bulk B']) {
    const created = await request.post(`${MOCK_API_URL}/site_reports/schedules`, {
      headers: MOCK_API_AUTH,
      data: {
        site_id: ACME,
        title: `${title} ${departed}`,
        frequency: { unit: 'DAYS', value: 7 },
        next_scheduled_date: '2030-01-07T09:00:00Z',
        recipients: [{ email: departed }, { name: 'Stays', email: 'stays@example.com' }],
      },
    });
    expect(created.ok()).toBe(true);
  }
  const patches: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH') patches.push(sent.url());
  });

  await openSignedIn(page, 'demo', listPath(ACME));
  await page.getByRole('link', { name: 'Replace or remove a recipient' }).click();
  await page.getByLabel('Email address').fill(departed);
  await page.getByRole('button', { name: 'Find schedules' }).click();
  await page.getByRole('radio', { name: 'Remove from these schedules' }).check();
  await page.getByRole('button', { name: 'Review changes' }).click();
  await setFaults(request, {
    failures: { updateSchedule: { status: 429, remaining: 1, retryAfterSeconds: 2 } },
  });
  await page.getByRole('button', { name: 'Change 2 schedules' }).click();
  await expect(
    page.getByText(/The service asked us to slow down; resuming in \d+ s/).first(),
  ).toBeVisible();
  await expect(page.getByText('2 schedules changed, 0 failed, 0 skipped.')).toBeVisible({
    timeout: 15_000,
  });
  // One turned away by the 429 and sent again, one each otherwise.
  expect(patches).toHaveLength(3);

  // A 503: that schedule fails with the reason, and "Retry failed" sends it alone.
  await page.getByRole('button', { name: 'Make another change' }).click();
  await page.getByLabel('Email address').fill('stays@example.com');
  await page.getByRole('button', { name: 'Find schedules' }).click();
  await page.getByRole('radio', { name: 'Add a recipient to these schedules' }).check();
  await page.getByLabel(/New recipient's email/).fill(`added-${departed}`);
  await page.getByRole('button', { name: 'Review changes' }).click();
  await setFaults(request, { failures: { updateSchedule: { status: 503, remaining: 1 } } });
  await page.getByRole('button', { name: 'Change 2 schedules' }).click();
  await expect(page.getByRole('heading', { name: 'Failed (1)' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/unavailable/i).first()).toBeVisible();
  await page.getByRole('button', { name: 'Retry failed (1)' }).click();
  await expect(page.getByRole('heading', { name: 'Failed (1)' })).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(page.getByText('2 schedules changed, 0 failed, 0 skipped.')).toBeVisible();
  expect(patches).toHaveLength(3 + 2 + 1);
});

test('a recipient replaced across sites whose first PATCH answer is lost: that schedule is not patched twice, and the result says done', async ({
  page,
  request,
}) => {
  // Three schedules of its own, on two sites, that send to an address no other test uses.
  const leaving = `leaving-${Date.now()}@example.com`;
  const arriving = `arriving-${Date.now()}@example.com`;
  const made: { siteId: string; title: string }[] = [
    { siteId: GLOBEX, title: `Across A ${leaving}` },
    { siteId: GLOBEX, title: `Across B ${leaving}` },
    { siteId: THIRD_PAGE_SITE.id, title: `Across C ${leaving}` },
  ];
  for (const { siteId, title } of made) {
    const created = await request.post(`${MOCK_API_URL}/site_reports/schedules`, {
      headers: MOCK_API_AUTH,
      data: {
        site_id: siteId,
        title,
        frequency: { unit: 'DAYS', value: 7 },
        next_scheduled_date: '2030-01-07T09:00:00Z',
        recipients: [{ email: leaving }, { name: 'Stays', email: 'stays@example.com' }],
      },
    });
    expect(created.ok()).toBe(true);
  }

  // Every PATCH reaches the service through the proxy; the first one's answer is lost on the way
  // back, after the service applied it.
  const patches: { uuid: string; status: number }[] = [];
  await page.route('**/v1/site_reports/schedules/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    const response = await route.fetch();
    patches.push({
      uuid: new URL(route.request().url()).pathname.split('/').pop() ?? '',
      status: response.status(),
    });
    if (patches.length === 1) return route.abort('connectionreset');
    return route.fulfill({ response });
  });

  await openSignedIn(page, 'demo', '/recipients');
  const search = page.getByRole('searchbox', { name: 'Search sites' });
  for (const name of ['Globex Shop', THIRD_PAGE_SITE.name]) {
    await search.fill(name);
    await page.getByRole('checkbox', { name: new RegExp(`^${name} \\(`) }).check();
  }
  await page.getByRole('radio', { name: 'Replace an address with another' }).check();
  await page.getByRole('textbox', { name: 'Address to replace' }).fill(leaving);
  await page.getByRole('textbox', { name: /New recipient's email/ }).fill(arriving);
  await page.getByRole('button', { name: 'Find the schedules on 2 sites' }).click();
  const review = page.getByRole('region', { name: 'Review the changes' });
  await review.getByRole('button', { name: 'Change 3 schedules on 2 sites' }).click({
    timeout: 60_000,
  });
  await expect(page.getByText('3 schedules changed, 0 failed, 0 skipped.')).toBeVisible({
    timeout: 30_000,
  });
  // The schedule whose answer was lost was read again, found changed, and counted done.
  await expect(page.getByText(/Already done/)).toHaveCount(1);
  await page.unroute('**/v1/site_reports/schedules/*');

  // One PATCH per schedule reached the service, each applied once: none sent twice.
  expect(patches.map(({ status }) => status)).toEqual([200, 200, 200]);
  expect(new Set(patches.map(({ uuid }) => uuid)).size).toBe(3);
  // As the service has them now: the new address once, the old one gone, the other kept.
  for (const siteId of [GLOBEX, THIRD_PAGE_SITE.id]) {
    const listed = await request.get(`${MOCK_API_URL}/site_reports/schedules?site_id=${siteId}`, {
      headers: MOCK_API_AUTH,
    });
    const { schedules } = (await listed.json()) as {
      schedules: { title: string; recipients: { email: string }[] }[];
    };
    for (const schedule of schedules.filter(({ title }) => title.endsWith(leaving))) {
      expect(schedule.recipients.map(({ email }) => email).sort(), schedule.title).toEqual([
        arriving,
        'stays@example.com',
      ]);
    }
  }
});

test('when the API server goes away, sign-in says the service cannot be reached', async ({
  page,
}) => {
  // A production server whose upstream is not listening: what users see when the API is down.
  const orphan = await startProductionServer({
    apiUpstream: 'http://127.0.0.1:9',
    port: 0,
    logger: false,
  });
  try {
    await page.goto(`${orphan.url}/login`);
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('The API upstream could not be reached');
    await expect(page.getByLabel('Username')).toHaveValue('demo');
  } finally {
    await orphan.close();
  }
});

test('marks a stopped schedule through the proxy, not one created today, and the Sites page lists its site', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await expectStoppedScheduleMarked(page);
  await expectNewScheduleUnmarked(page);
  await expectSitesFilterListsAcme(page, { signedIn: true });
});
