/**
 * The rows start-up draws before the app (src/startup/early-rows.ts) are the page's own: the same
 * schedules, in the same order, saying the same things, for the list's address.
 */
import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import ScheduleListPage from '#src/app/routes/schedule-list';
import { openingRows } from '#src/startup/opening-rows';
import { encodeBasicAuth } from '#src/lib/http/basic-auth';
import { renderWithApp } from '#tests/support/render';
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
    const { html, checked } = await openingRows({
      body,
      siteId: ACME_SITE_ID,
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
      openingRows({
        body: body.slice(0),
        siteId: ACME_SITE_ID,
        search,
        serviceTimeZone: 'UTC',
        now: Date.now(),
      });
    expect(await at('?q=no-such-schedule-anywhere')).toEqual({ html: null, checked: true });
    expect(await at('?reports=not-sent')).toEqual({ html: null, checked: true });
    expect((await at('')).html).not.toBeNull();
  });

  it('draws none for a body the page would refuse', async () => {
    const body = (text: string) => new TextEncoder().encode(text).buffer;
    const request = { siteId: ACME_SITE_ID, search: '', serviceTimeZone: 'UTC', now: 0 };
    const refused = { html: null, checked: false };
    expect(await openingRows({ ...request, body: body('not json') })).toEqual(refused);
    expect(await openingRows({ ...request, body: body('{"schedules":[{"uuid":1}]}') })).toEqual(
      refused,
    );
  });

  it('does not vouch for a body holding a __proto__ key, which the app must check itself', async () => {
    const valid = new TextDecoder().decode(await listBody(ACME_SITE_ID));
    const withKey = valid.replace('{', '{"__proto__":{"polluted":true},');
    const reply = await openingRows({
      body: new TextEncoder().encode(withKey).buffer,
      siteId: ACME_SITE_ID,
      search: '',
      serviceTimeZone: 'UTC',
      now: 0,
    });
    expect(reply.html).not.toBeNull();
    expect(reply.checked).toBe(false);
  });
});
