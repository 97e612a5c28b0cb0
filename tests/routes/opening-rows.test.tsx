/**
 * The rows start-up draws before the app (src/startup/early-rows.ts) are the page's own: the same
 * schedules, in the same order, saying the same things, for the list's address.
 */
import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import ScheduleListPage from '#src/app/routes/schedule-list';
import { SITES_ABOVE_TABLE_FROM_LG_PX } from '#src/components/tokens';
import { listOpeningRows } from '#src/startup/list-opening-rows';
import { sitesOpeningRows } from '#src/startup/sites-opening-rows';
import { encodeBasicAuth } from '#src/lib/http/basic-auth';
import { renderApp, renderWithApp } from '#tests/support/render';
import {
  ACME_SITE_ID,
  DEMO_CREDENTIALS,
  MOCK_API_BASE_URL,
  setupMockApi,
} from '#tests/support/mock-api';

const mockApi = setupMockApi();

/** The list's body as start-up receives it. */
async function listBody(siteId: string): Promise<ArrayBuffer> {
  const response = await fetch(`${MOCK_API_BASE_URL}/site_reports/schedules?site_id=${siteId}`, {
    headers: { Authorization: encodeBasicAuth(DEMO_CREDENTIALS) },
  });
  return response.arrayBuffer();
}

/** Each row's cells, as the words a user reads. */
function rowWords(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent ?? ''));
}

/** The HTML start-up would draw for this address, as a table to read. */
function openingTable(html: string | null): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html ?? '';
  return holder.querySelector('table')!;
}

describe("the rows start-up draws, against the list page's own", () => {
  // The page's first rows: the templates' names and the reports not yet read (held here), as
  // they are when the app takes over.
  const holdTemplatesAndReports = () =>
    mockApi.server.use(
      http.get(`${MOCK_API_BASE_URL}/site_reports/templates`, () => delay('infinite')),
      http.get(`${MOCK_API_BASE_URL}/site_reports`, () => delay('infinite')),
    );

  it.each([
    ['the default order', ''],
    ['a search sorted by title', '?sort=title&q=weekly'],
    ['a cadence, latest first, 2 a page, page 2', '?cadence=weekly&sort=-next-run&size=2&page=2'],
  ])('draws the same rows as the page for %s', async (_, search) => {
    holdTemplatesAndReports();
    const body = await listBody(ACME_SITE_ID);
    const { html, checked } = await listOpeningRows({
      body,
      page: { name: 'list', siteId: ACME_SITE_ID },
      search,
      serviceTimeZone: 'UTC',
      now: Date.now(),
    });
    renderWithApp(<ScheduleListPage />, {
      route: `/sites/${ACME_SITE_ID}/schedules${search}`,
      path: '/sites/:siteId/schedules',
    });
    const table = await screen.findByRole('table', { name: 'Report schedules' });
    const page = rowWords(table);
    expect(page.length).toBeGreaterThan(0);
    expect(rowWords(openingTable(html))).toEqual(page);
    // The app may take the body as checked.
    expect(checked).toBe(true);
  });

  it('draws none where the page shows none: nothing matching, the "Not sent" filter', async () => {
    const body = await listBody(ACME_SITE_ID);
    const at = (search: string) =>
      listOpeningRows({
        body: body.slice(0),
        page: { name: 'list', siteId: ACME_SITE_ID },
        search,
        serviceTimeZone: 'UTC',
        now: Date.now(),
      });
    const none = { html: null, checked: true, aboveRowsPx: 192 };
    expect(await at('?q=no-such-schedule-anywhere')).toEqual(none);
    expect(await at('?reports=not-sent')).toEqual(none);
    expect((await at('')).html).not.toBeNull();
  });

  it('draws none for a body the page would refuse', async () => {
    const body = (text: string) => new TextEncoder().encode(text).buffer;
    const request = {
      page: { name: 'list', siteId: ACME_SITE_ID } as const,
      search: '',
      serviceTimeZone: 'UTC',
      now: 0,
    };
    const refused = { html: null, checked: false, aboveRowsPx: 192 };
    expect(await listOpeningRows({ ...request, body: body('not json') })).toEqual(refused);
    expect(await listOpeningRows({ ...request, body: body('{"schedules":[{"uuid":1}]}') })).toEqual(
      refused,
    );
  });

  it('does not vouch for a body holding a __proto__ key, which the app must check itself', async () => {
    const valid = new TextDecoder().decode(await listBody(ACME_SITE_ID));
    const withKey = valid.replace('{', '{"__proto__":{"polluted":true},');
    const reply = await listOpeningRows({
      body: new TextEncoder().encode(withKey).buffer,
      page: { name: 'list', siteId: ACME_SITE_ID },
      search: '',
      serviceTimeZone: 'UTC',
      now: 0,
    });
    expect(reply.html).not.toBeNull();
    expect(reply.checked).toBe(false);
  });
});

describe("the rows start-up draws, against the Sites page's own", () => {
  /** The first page of sites as start-up receives it. */
  async function firstSitesPage(): Promise<ArrayBuffer> {
    const response = await fetch(`${MOCK_API_BASE_URL}/sites?limit=100&offset=0`, {
      headers: { Authorization: encodeBasicAuth(DEMO_CREDENTIALS) },
    });
    return response.arrayBuffer();
  }

  const sitesPage = (search: string, window: { recentSites?: boolean } = {}) => ({
    page: {
      name: 'sites',
      windowHeight: 768,
      withTags: false,
      recentSites: window.recentSites ?? false,
    } as const,
    search,
    serviceTimeZone: 'UTC',
    now: Date.now(),
  });

  it.each([
    ['the default order', ''],
    ['names Z to A, grouped by site group', '?sort=-name&by=group'],
  ])('draws the first rows the page draws, for %s', async (_, search) => {
    // As the app takes over: the first page in, the others, the accounts and the counts not yet.
    mockApi.server.use(
      http.get(`${MOCK_API_BASE_URL}/sites`, ({ request }) =>
        new URL(request.url).searchParams.get('offset') === '0' ? undefined : delay('infinite'),
      ),
      http.get(`${MOCK_API_BASE_URL}/accounts`, () => delay('infinite')),
      http.get(`${MOCK_API_BASE_URL}/site_reports/schedules`, () => delay('infinite')),
    );
    const { html, aboveRowsPx } = await sitesOpeningRows({
      ...sitesPage(search),
      body: await firstSitesPage(),
    });
    renderApp({ route: `/${search}` });
    const table = await screen.findByRole('table', { name: 'Your sites' });
    const drawn = rowWords(openingTable(html));
    // The rows that fill a 768 px window, then the page's others below them.
    expect(drawn.length).toBeGreaterThanOrEqual(8);
    expect(rowWords(table).slice(0, drawn.length)).toEqual(drawn);
    expect(drawn.flat()).toContain('Counting…');
    expect(aboveRowsPx).toBe(SITES_ABOVE_TABLE_FROM_LG_PX.base);
  });

  it('makes room for "Recently opened" where the browser remembers sites', async () => {
    const { aboveRowsPx } = await sitesOpeningRows({
      ...sitesPage('', { recentSites: true }),
      body: await firstSitesPage(),
    });
    const above = SITES_ABOVE_TABLE_FROM_LG_PX;
    expect(aboveRowsPx).toBe(above.base + above.recentSites);
  });

  it("draws none where the first rows depend on what start-up cannot know", async () => {
    const body = await firstSitesPage();
    for (const search of ['?q=acme', '?reports=not-sent', '?sort=record', '?by=account']) {
      const reply = await sitesOpeningRows({ ...sitesPage(search), body: body.slice(0) });
      expect(reply.html, search).toBeNull();
    }
    const refused = await sitesOpeningRows({
      ...sitesPage(''),
      body: new TextEncoder().encode('{"results":[{"id":1}],"count":1}').buffer,
    });
    expect(refused.html).toBeNull();
  });
});
