/**
 * The Sites page: every site the user can see, from every page of GET /sites, by name, found by
 * search, grouped; the fallback where the service lists no sites.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sitesRowsThatFit } from '#src/features/sites/site-directory-view';
import { rememberSite } from '#src/features/sites/recent-sites';
import { THIRD_PAGE_SITE } from '#src/mock-service/directory';
import { ACME_SITE_ID, setupMockApi, VIEWER_CREDENTIALS } from '#tests/support/mock-api';
import { renderApp } from '#tests/support/render';

const mockApi = setupMockApi();

const SITES_URL = '*/v1/sites';
const SLOW = { timeout: 15_000 };

async function findSiteTable() {
  return screen.findByRole('table', {}, SLOW);
}

/** Waits until every page is in and drawn: no progress line, and the summary counts them all. */
async function findAllSitesLoaded() {
  const total = mockApi.service().store.sites().length;
  await waitFor(() => {
    expect(screen.queryByText(/^Loading sites:/)).not.toBeInTheDocument();
    expect(screen.getByText(`${total.toLocaleString()} sites`)).toBeVisible();
  }, SLOW);
}

/** Holds GET /sites's second page back until the function returned is called. */
function holdSecondPage(): () => void {
  let release: () => void = () => {};
  const secondPage = new Promise<void>((resolve) => (release = resolve));
  mockApi.server.use(
    http.get(SITES_URL, async ({ request }) => {
      if (new URL(request.url).searchParams.get('offset') === '100') await secondPage;
    }),
  );
  return release;
}

describe('the Sites page', () => {
  it('reads every page of GET /sites and shows each site by name, linking to its schedules', async () => {
    const offsets: string[] = [];
    mockApi.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/v1/sites') offsets.push(url.searchParams.get('offset') ?? '0');
    });
    renderApp({ route: '/' });
    await findSiteTable();
    await findAllSitesLoaded();

    // 250-odd sites: three pages of 100, each asked once.
    expect(offsets).toEqual(['0', '100', '200']);
    expect(screen.getByText(/^2\d\d sites$/)).toBeVisible();
    const acme = screen.getByRole('link', { name: 'Acme Marketing' });
    expect(acme).toHaveAttribute('href', `/sites/${ACME_SITE_ID}/schedules`);
    // Its account by name, its production domain.
    const cells = within(acme.closest('tr')!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Acme Marketing');
    expect(cells[3]?.textContent).toMatch(/\./);
  });

  it('shows the first page while the rest load, with how many are in', async () => {
    const releaseSecondPage = holdSecondPage();
    renderApp({ route: '/' });

    expect(await screen.findByText(/^Loading sites: 100 of \d{3}/, {}, SLOW)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Acme Marketing' })).toBeVisible();
    releaseSecondPage();
    await findAllSitesLoaded();
  });

  it('finds a site of the third page by part of its name, and keeps the search in the address', async () => {
    const { user } = renderApp({ route: '/' });
    await findSiteTable();
    await findAllSitesLoaded();

    await user.type(screen.getByRole('searchbox', { name: /Search sites/ }), 'quillfeather');
    const link = await screen.findByRole('link', { name: THIRD_PAGE_SITE.name }, SLOW);
    expect(link).toHaveAttribute('href', `/sites/${THIRD_PAGE_SITE.id}/schedules`);
    expect(within(screen.getByRole('table')).getAllByRole('link')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/?q=quillfeather'),
    );
  });

  it('opens a site found by a search at once, the search not yet in the address', async () => {
    const { user } = renderApp({ route: '/' });
    await findSiteTable();

    await user.type(screen.getByRole('searchbox', { name: /Search sites/ }), 'acme marketing');
    await user.click(screen.getByRole('link', { name: 'Acme Marketing' }));

    await waitFor(
      () =>
        expect(screen.getByTestId('location')).toHaveTextContent(
          `/sites/${ACME_SITE_ID}/schedules`,
        ),
      SLOW,
    );
  });

  it('finds a site by its ID and by a domain', async () => {
    const { user } = renderApp({ route: '/' });
    await findSiteTable();
    const search = screen.getByRole('searchbox', { name: /Search sites/ });

    await user.type(search, ACME_SITE_ID.slice(0, 13));
    expect(await screen.findByText(/^1 of [\d,]+ sites match/, {}, SLOW)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Acme Marketing' })).toBeVisible();

    const domain = within(
      screen.getByRole('link', { name: 'Acme Marketing' }).closest('tr')!,
    ).getAllByRole('cell')[3]!.textContent!;
    await user.clear(search);
    await user.type(search, domain);
    expect(await screen.findByRole('link', { name: 'Acme Marketing' })).toBeVisible();
  });

  it('opens with the search and grouping of its address, grouped by account', async () => {
    renderApp({ route: '/?by=account&q=acme' });
    const table = await findSiteTable();

    expect(screen.getByRole('searchbox', { name: /Search sites/ })).toHaveValue('acme');
    expect(screen.getByRole('combobox', { name: 'Group by' })).toHaveValue('account');
    const groups = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(groups.length).toBeGreaterThan(0);
    expect(groups).toEqual([...groups].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
  });

  it('shows the viewer its one site and no other', async () => {
    renderApp({ route: '/', credentials: VIEWER_CREDENTIALS });
    const table = await findSiteTable();

    const links = within(table).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Acme Marketing']);
    expect(screen.getByText('1 site')).toBeVisible();
  });

  it('keeps the recently opened sites at the top, by name', async () => {
    rememberSite({ id: ACME_SITE_ID });
    renderApp({ route: '/' });
    await findSiteTable();
    const recent = screen.getByRole('region', { name: 'Recently opened' });

    expect(within(recent).getByRole('link', { name: 'Acme Marketing' })).toHaveAttribute(
      'href',
      `/sites/${ACME_SITE_ID}/schedules`,
    );
  });
});

describe('the Sites page’s Refresh', () => {
  it('reads GET /sites again from the first page, the rows staying meanwhile', async () => {
    const offsets: string[] = [];
    let holdRefresh = false;
    let releaseRefresh: () => void = () => {};
    const refreshed = new Promise<void>((resolve) => (releaseRefresh = resolve));
    mockApi.server.use(
      // Counts each request, holds the refresh's first page, then lets the seed's handler answer.
      http.get(SITES_URL, async ({ request }) => {
        const offset = new URL(request.url).searchParams.get('offset') ?? '0';
        offsets.push(offset);
        if (holdRefresh && offset === '0') await refreshed;
      }),
    );
    const { user } = renderApp({ route: '/' });
    await findSiteTable();
    await findAllSitesLoaded();
    // The first page gives the count; the others are read side by side, in either order.
    const asRead = (pages: string[]) => [pages[0], ...pages.slice(1).sort()];
    expect(asRead(offsets)).toEqual(['0', '100', '200']);

    holdRefresh = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() => expect(offsets).toEqual(['0', '100', '200', '0']));
    // While the service answers, the sites already read stay in view.
    expect(screen.getByRole('link', { name: 'Acme Marketing' })).toBeVisible();
    releaseRefresh();
    await waitFor(() => expect(asRead(offsets.slice(3))).toEqual(['0', '100', '200']), SLOW);
    expect(offsets).toHaveLength(6);
    await findAllSitesLoaded();
    expect(screen.getByRole('link', { name: 'Acme Marketing' })).toBeVisible();
  });
});

describe('where the service lists no sites', () => {
  it.each([
    ['answers 404', 404],
    ['answers 403', 403],
  ])('says so in one line when GET /sites %s, and opens a site by its ID', async (_, status) => {
    mockApi.server.use(
      http.get(SITES_URL, () => HttpResponse.json({ message: 'Not Found' }, { status })),
    );
    const { user } = renderApp({ route: '/' });

    expect(
      await screen.findByText(
        'This service does not list your sites: open a site by its ID.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Site ID'), 'not-a-uuid');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText(/Must be a UUID/)).toBeVisible();
    expect(screen.getByLabelText('Site ID')).toHaveValue('not-a-uuid');

    await user.clear(screen.getByLabelText('Site ID'));
    await user.type(screen.getByLabelText('Site ID'), ACME_SITE_ID);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/sites/${ACME_SITE_ID}/schedules`),
    );
  });

  it('says so when it lists none, and is no dead end', async () => {
    mockApi.server.use(
      http.get(SITES_URL, () =>
        HttpResponse.json({ results: [], count: 0, next: null, previous: null }),
      ),
    );
    renderApp({ route: '/' });

    expect(await screen.findByText(/lists no sites for this account/, {}, SLOW)).toBeVisible();
    expect(screen.getByLabelText('Site ID')).toBeVisible();
    expect(screen.getByLabelText('Account ID (optional)')).toBeVisible();
  });

  it('shows a server failure with a retry, and never falls back silently', async () => {
    mockApi.server.use(
      http.get(SITES_URL, () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    renderApp({ route: '/' });

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Your sites could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByText(/does not list your sites/)).not.toBeInTheDocument();
  });
});

describe('the Sites page as pages of sites arrive', () => {
  it('draws a window of rows, a window more on Show more, and one window again for a search', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await findAllSitesLoaded();
    const table = await findSiteTable();
    // jsdom's window is 768 px high: the rows below the page's controls, and no more.
    const step = sitesRowsThatFit(window.innerHeight);
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(step);
    // A screen reader is told of every site's row, and of the head's.
    const total = mockApi.service().store.sites().length;
    expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
    await user.click(screen.getByRole('button', { name: new RegExp(`^Show ${step} more`) }));
    expect(rows()).toHaveLength(2 * step);

    await user.type(screen.getByRole('searchbox', { name: 'Search sites' }), 'a');
    await waitFor(() => expect(rows()).toHaveLength(step));
  });

  it('keeps a drawn row, and the focus on it, as the next page of sites arrives', async () => {
    const user = userEvent.setup();
    const releaseSecondPage = holdSecondPage();
    renderApp({ route: '/' });
    await screen.findByText(/^Loading sites: 100 of \d{3}/, {}, SLOW);
    const table = await findSiteTable();
    const step = sitesRowsThatFit(window.innerHeight);
    await user.click(screen.getByRole('button', { name: new RegExp(`^Show ${step} more`) }));
    // The last row drawn: the next page's sites come before it by name, and must not push it out.
    const drawn = within(table).getAllByRole('row');
    expect(drawn).toHaveLength(2 * step + 1);
    const link = within(drawn.at(-1)!).getByRole('link');
    act(() => link.focus());
    let removed = false;
    const watch = new MutationObserver((records) => {
      if (records.some((record) => [...record.removedNodes].some((node) => node.contains(link)))) {
        removed = true;
      }
    });
    watch.observe(table, { childList: true, subtree: true });

    releaseSecondPage();
    await findAllSitesLoaded();
    watch.disconnect();
    // Never removed, not even for a frame: the focus stayed on it, with sites drawn before it.
    expect(removed).toBe(false);
    expect(link).toHaveFocus();
    const place = within(table)
      .getAllByRole('row')
      .findIndex((row) => row.contains(link));
    expect(place).toBeGreaterThan(2 * step);
  });
});
