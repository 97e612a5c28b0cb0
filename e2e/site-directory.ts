/**
 * The Sites page and a site's name on its pages (issue 21), as steps shared by the demo-mode
 * specs (sites.spec.ts) and the live-mode ones (live/live-mode.spec.ts): the same user journeys
 * must hold whether the mock runs in the browser or behind the production server.
 */
import { expect } from './test';
import type { Page, Request } from '@playwright/test';
import { INITECH_ACCOUNT_ID, THIRD_PAGE_SITE } from '#src/mock-service/directory';
import { INITECH_TEMPLATE_IDS, TEMPLATE_IDS } from '#src/mock-service/seed-templates';
import { isCreateRequest, listPath, scheduleRow } from './fixtures';

export { THIRD_PAGE_SITE };

/**
 * How many sites the demo user sees in the default seed (three pages of `GET /sites` and more).
 * The tests that wait for every site counted start a smaller demo (fixtures.ts,
 * COUNTED_DEMO_SITES), and say so in what they expect.
 */
export const DEMO_SITE_COUNT = 260;

/**
 * The Sites page's counting line once every one of `siteCount` sites is counted, "16 of 20
 * sites have reports · 5,055 schedules" (the first: the second is its repeat in the live region).
 */
export const allCountedLine = (page: Page, siteCount: number) =>
  page
    .getByText(
      new RegExp(
        `^[\\d,]+ of ${siteCount.toLocaleString('en-US')} sites have reports · [\\d,]+ schedules$`,
      ),
    )
    .first();

/** A request for the sites list (`GET /v1/sites?…`), not for one site (`/v1/sites/{id}`). */
function isSitesPageRequest(request: Request): boolean {
  const url = new URL(request.url());
  return request.method() === 'GET' && url.pathname.endsWith('/v1/sites');
}

export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search sites' });

/** The site links of the Sites page's table (desktop), not those of "Recently opened". */
/** Each site's own link, in its row's first cell (a row's other links, such as "2 not sent", aside). */
export const siteLinks = (page: Page) =>
  page.getByRole('table').locator('tbody tr > td:first-child').getByRole('link');

const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/**
 * The `offset` of every page of `GET /sites` the app asks for from now on ('0' for none).
 * Start watching before sign-in: the directory is read as soon as the Sites page opens.
 */
export function watchSitesPages(page: Page): string[] {
  const offsets: string[] = [];
  page.on('request', (request) => {
    if (isSitesPageRequest(request)) {
      offsets.push(new URL(request.url()).searchParams.get('offset') ?? '0');
    }
  });
  return offsets;
}

/** The search is kept in the address (`?q=`), so Back and a shared link keep it. */
export async function searchInAddress(page: Page, query: string) {
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query)}(&|$)`));
}

/**
 * From the Sites page: find the site that only the third page of `GET /sites` lists by part of
 * its name, in lower case, and open it.
 */
export async function findAndOpenThirdPageSite(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  await searchBox(page).fill('quillfeather');
  const link = siteLinks(page).filter({ hasText: THIRD_PAGE_SITE.name });
  await expect(link).toHaveCount(1);
  await expect(
    page.getByRole('status').filter({
      hasText: `1 of ${DEMO_SITE_COUNT} sites match “quillfeather”`,
    }),
  ).toBeVisible();
  await searchInAddress(page, 'quillfeather');
  await link.click();
  await expect(page).toHaveURL(listPath(THIRD_PAGE_SITE.id));
}

/** The page names the site in its tab title and its breadcrumbs. */
async function expectSiteNamed(page: Page, pageTitle: string) {
  await expect(page).toHaveTitle(`${pageTitle} · ${THIRD_PAGE_SITE.name} · Report scheduler`);
  const trail = breadcrumbs(page);
  await expect(trail.getByRole('link', { name: 'Sites' })).toHaveAttribute('href', '/');
  await expect(trail.getByRole('listitem').filter({ hasText: THIRD_PAGE_SITE.name })).toHaveCount(
    1,
  );
  // The UUID is never the headline: not in the trail, not in the title.
  await expect(trail).not.toContainText(THIRD_PAGE_SITE.id);
}

/**
 * On the third-page site's list: a new schedule with a title and a recipient, every other field
 * as the form offers it (the template: the site's account's first, chosen if the form chose
 * none). Nothing typed is a UUID. Returns the body sent.
 */
export async function createScheduleWithoutAnId(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
  await expectSiteNamed(page, 'Schedules');
  await page.getByRole('link', { name: 'New schedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New schedule' })).toBeVisible();
  await expectSiteNamed(page, 'New schedule');

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Email').first().fill('quill@example.com');
  const template = page.getByLabel('Template', { exact: true });
  if ((await template.inputValue()) === '') {
    await template.selectOption(INITECH_TEMPLATE_IDS.monthlyClientReport);
  }
  const post = page.waitForRequest(isCreateRequest);
  await page.getByRole('button', { name: 'Create schedule' }).click();
  const body = (await post).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ site_id: THIRD_PAGE_SITE.id, title });
  expect(Object.values(INITECH_TEMPLATE_IDS)).toContain(body.template_uuid);

  await expect(page).toHaveURL(listPath(THIRD_PAGE_SITE.id));
  await expect(scheduleRow(page, title)).toBeVisible();
  await expectSiteNamed(page, 'Schedules');
  return body;
}

/**
 * Straight to the third-page site's create form by its address (after sign-in, the directory
 * not read): the site is named, and the templates are its account's (Initech's), asked for
 * with that account's ID.
 */
export async function expectDeepLinkedCreateForm(page: Page) {
  const templatesRequest = page.waitForRequest((request) =>
    request.url().includes('/site_reports/templates'),
  );
  await page.goto(`${listPath(THIRD_PAGE_SITE.id)}/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'New schedule' })).toBeVisible();
  await expectSiteNamed(page, 'New schedule');
  expect(new URL((await templatesRequest).url()).searchParams.get('account_id')).toBe(
    INITECH_ACCOUNT_ID,
  );
  const options = page.getByLabel('Template', { exact: true }).locator('option');
  await expect(options.filter({ hasText: 'Monthly client report' })).toHaveCount(1);
  const values = await options.evaluateAll((elements) =>
    elements.map((element) => (element as HTMLOptionElement).value).filter(Boolean),
  );
  expect(values.sort()).toEqual(Object.values(INITECH_TEMPLATE_IDS).sort());
  // None of another account's library (Acme's has templates of the same names).
  for (const acme of Object.values(TEMPLATE_IDS)) expect(values).not.toContain(acme);
}

/** The viewer's Sites page: Acme Marketing, and no other site. */
export async function expectViewerSeesOnlyAcme(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account: Grace Liu' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^1 site$/ })).toBeVisible();
  await expect(siteLinks(page)).toHaveCount(1);
  await expect(siteLinks(page)).toHaveText('Acme Marketing');
  await searchBox(page).fill('globex');
  await expect(
    page.getByRole('status').filter({ hasText: '0 of 1 sites match “globex”' }),
  ).toBeVisible();
  await expect(siteLinks(page)).toHaveCount(0);
}
