/**
 * The Sites page's portfolio (issue 24) against the mock service: every site's reports counted
 * through the bulk runner into each site's list entry, at most 4 reads in flight, sites in view
 * first, a 429 waited out and said, a failed site with the reason and a Retry, nothing more sent
 * once the page is left; the No-reports filter, the totals, and Coming up labelled partial until
 * every site is counted.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '#src/domain/format';
import { browserTimeZone, toLocal } from '#src/domain/recurrence';
import type { Schedule } from '#src/domain/schemas';
import { editSchedulePath } from '#src/features/schedules/schedule-paths';
import { scheduleQueries } from '#src/lib/site-reports/schedules';
import { THIRD_PAGE_SITE } from '#src/mock-service/directory';
import {
  ACME_SITE_ID,
  GLOBEX_SITE_ID,
  INITECH_SITE_ID,
  setupMockApi,
} from '#tests/support/mock-api';
import { renderApp } from '#tests/support/render';
import { createSchedule } from '#src/lib/site-reports/schedules';

// 24 sites: the three hand-written ones (Initech's 5,000 schedules among them), 5 without reports.
const SITE_COUNT = 24;
const mockApi = setupMockApi({ siteCount: SITE_COUNT });

const LIST_URL = '*/v1/site_reports/schedules';
// Each site is two reads (its schedules, then its sent reports): twice the time of one.
const SLOW = { timeout: 30_000 };

afterEach(() => vi.restoreAllMocks());

const isListRequest = (request: Request) =>
  request.method === 'GET' && new URL(request.url).pathname === '/v1/site_reports/schedules';
const isReportsRequest = (request: Request) =>
  request.method === 'GET' && new URL(request.url).pathname === '/v1/site_reports';
const siteOf = (request: Request) => new URL(request.url).searchParams.get('site_id') ?? '';

/** The list requests as they start and end, and the most in flight at once. */
function watchListRequests(isWatched = isListRequest) {
  const started: { siteId: string; at: number }[] = [];
  const ended: { siteId: string; at: number; status: number }[] = [];
  let inFlight = 0;
  let most = 0;
  mockApi.server.events.on('request:start', ({ request }) => {
    if (!isWatched(request)) return;
    started.push({ siteId: siteOf(request), at: performance.now() });
    inFlight += 1;
    most = Math.max(most, inFlight);
  });
  mockApi.server.events.on('response:mocked', ({ request, response }) => {
    if (!isWatched(request)) return;
    inFlight -= 1;
    ended.push({ siteId: siteOf(request), at: performance.now(), status: response.status });
  });
  return { started, ended, most: () => most };
}

/** What the mock holds: how many sites have schedules, and how many schedules in all. */
function expectedTotals() {
  const { store } = mockApi.service();
  const counts = store.sites().map((site) => store.listSchedules(site.id).length);
  const withReports = counts.filter((count) => count > 0).length;
  const schedules = counts.reduce((sum, count) => sum + count, 0);
  return `${withReports} of ${SITE_COUNT} sites have reports · ${schedules.toLocaleString('en-US')} schedules`;
}

const siteRow = (name: string) =>
  screen.getByRole('link', { name }).closest('tr') as HTMLTableRowElement;
/**
 * Its Reports and Next report cells (the record beside them: sites-record.test.tsx), found by
 * the Reports header, as the Tags column before them shows only on wide screens; one shared
 * "Counting…" cell while its schedules are being counted.
 */
const reportCells = (name: string) => {
  const row = siteRow(name);
  const headers = within(row.closest('table') as HTMLTableElement)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const reports = headers.indexOf('Reports');
  const cells = within(row).getAllByRole('cell');
  return cells.slice(reports, reports + 2).map((cell) => cell.textContent);
};

/** The soonest next run of these schedules: which, and its day in the user's zone. */
function nextRunOf(schedules: readonly Pick<Schedule, 'uuid' | 'title' | 'next_scheduled_date'>[]) {
  const [soonest] = [...schedules].sort((a, b) =>
    a.next_scheduled_date.localeCompare(b.next_scheduled_date),
  );
  if (!soonest) throw new Error('No schedules to run');
  return { ...soonest, date: toLocal(soonest.next_scheduled_date, browserTimeZone()).date };
}

/** Text on screen, not in the live region that repeats the counting line now and then. */
const ON_SCREEN = { ignore: '[aria-live], script, style' };

/** A schedule created elsewhere on `siteId`, and the site's list marked stale (as a create does). */
async function createElsewhere(queryClient: QueryClient, siteId: string) {
  await createSchedule(mockApi.client(), {
    site_id: siteId,
    title: 'Created elsewhere',
    recipients: [{ email: 'elsewhere@example.com' }],
  });
  await act(() =>
    queryClient.invalidateQueries({
      queryKey: scheduleQueries.list(mockApi.client(), siteId).queryKey,
    }),
  );
}

async function findAllCounted() {
  await screen.findByText(expectedTotals(), ON_SCREEN, SLOW);
}

describe('counting every site’s reports', () => {
  it(
    'counts each site once, never more than 4 lists at a time, and gives the totals',
    { timeout: 40_000 },
    async () => {
      mockApi.service().faults.set({ latencyMs: 40, failures: {} });
      const requests = watchListRequests();
      const reads = watchListRequests(
        (request) => isListRequest(request) || isReportsRequest(request),
      );
      const reportReads = watchListRequests(isReportsRequest);
      renderApp({ route: '/' });

      expect(
        await screen.findByText(/^Counting reports: \d+ of 24 sites/, ON_SCREEN, SLOW),
      ).toBeVisible();
      await findAllCounted();

      expect(requests.most()).toBe(4);
      // Each site's sent reports too, read beside its schedules within the same bound.
      await waitFor(() => expect(reads.started).toHaveLength(2 * SITE_COUNT));
      expect(reads.most()).toBe(4);
      // Every site's schedules first (the counts need nothing more), then the sent reports.
      const firstReportsRead = Math.min(...reportReads.started.map((read) => read.at));
      expect(Math.max(...requests.started.map((read) => read.at))).toBeLessThanOrEqual(
        firstReportsRead,
      );
      expect(requests.started).toHaveLength(SITE_COUNT);
      expect(new Set(requests.started.map((request) => request.siteId)).size).toBe(SITE_COUNT);
      // Acme's row: its count and cadences, and its next report.
      const acme = mockApi.service().store.listSchedules(ACME_SITE_ID).length;
      const [reports, next] = reportCells('Acme Marketing');
      expect(reports).toMatch(new RegExp(`^${acme} · \\d+ weekly`));
      expect(next).toMatch(/^\w{3}, \w{3} \d+, \d\d:\d\d/);
      // The polite live region says it too (beside the line, which it keeps from being read twice).
      await waitFor(() =>
        expect(
          screen.getAllByText(expectedTotals()).map((element) => element.getAttribute('aria-live')),
        ).toContain('polite'),
      );
    },
  );

  it('counts the sites in view first, and the sites a search brings into view next', async () => {
    // Slow enough that the schedules of the 24 sites (read before any site's sent reports) are
    // not all in before the search below is pasted.
    mockApi.service().faults.set({ latencyMs: 400, failures: {} });
    const requests = watchListRequests();
    const { user } = renderApp({ route: `/?q=quillfeather` });

    await waitFor(() => expect(requests.started.length).toBeGreaterThan(0), SLOW);
    expect(requests.started[0]?.siteId).toBe(THIRD_PAGE_SITE.id);

    // Westbrook Pottery Studio comes last by name: a search brings it forward.
    const search = screen.getByRole('searchbox', { name: /Search sites/ });
    await user.clear(search);
    // Pasted, not typed: typing a letter at a time on a busy machine can outlast the counting
    // of all 12 sites, and the order would then show nothing.
    await user.click(search);
    await user.paste('westbrook');
    await findAllCounted();
    const westbrook = mockApi
      .service()
      .store.sites()
      .find((site) => site.name === 'Westbrook Pottery Studio');
    const order = requests.started.map((request) => request.siteId);
    // Asked for among the next few after the search, not last.
    expect(order.indexOf(westbrook?.id ?? '')).toBeLessThan(SITE_COUNT / 2);
    // The run started again at the search; the reads of the one before kept their slots.
    expect(requests.most()).toBeLessThanOrEqual(4);
  });

  it('takes a counted site’s numbers from its list entry: a change on its pages changes them', async () => {
    const { queryClient } = renderApp({ route: '/' });
    await findAllCounted();
    const before = mockApi.service().store.listSchedules(GLOBEX_SITE_ID).length;
    expect(reportCells('Globex Shop')[0]).toMatch(new RegExp(`^${before} · `));

    await createElsewhere(queryClient, GLOBEX_SITE_ID);
    await waitFor(
      () => expect(reportCells('Globex Shop')[0]).toMatch(new RegExp(`^${before + 1} · `)),
      SLOW,
    );
  });

  it('lets a site of 5,000 schedules take its time while the others are counted', async () => {
    let releaseInitech: () => void = () => {};
    const initech = new Promise<void>((resolve) => (releaseInitech = resolve));
    mockApi.server.use(
      http.get(LIST_URL, async ({ request }) => {
        if (siteOf(request) === INITECH_SITE_ID) await initech;
      }),
    );
    renderApp({ route: '/' });

    expect(
      await screen.findByText(`Counting reports: ${SITE_COUNT - 1} of 24 sites`, ON_SCREEN, SLOW),
    ).toBeVisible();
    expect(reportCells('Initech Agency')).toEqual(['Counting…']);
    releaseInitech();
    await findAllCounted();
    expect(reportCells('Initech Agency')[0]).toMatch(/^5,\d{3} · /);
  });
});

describe('counting a long list', () => {
  it('keeps a long list’s last numbers in view while its new answer is summed up in slices', async () => {
    const { queryClient } = renderApp({ route: '/' });
    await findAllCounted();
    const before = mockApi.service().store.listSchedules(INITECH_SITE_ID).length;
    expect(before).toBeGreaterThan(500);
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(reportCells('Initech Agency')[0] ?? ''));
    observer.observe(siteRow('Initech Agency'), {
      subtree: true,
      childList: true,
      characterData: true,
    });

    await createElsewhere(queryClient, INITECH_SITE_ID);
    const after = new RegExp(`^${(before + 1).toLocaleString('en-US')} · `);
    await waitFor(() => expect(reportCells('Initech Agency')[0]).toMatch(after), SLOW);
    observer.disconnect();
    // The old count, then the new: never "Counting…" between them.
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((text) => /^5,\d{3} · /.test(text))).toBe(true);
  });
});

describe('counting: the rate limit, failures and leaving', () => {
  it("waits out a 429's Retry-After, says so, then counts the site it turned away", async () => {
    mockApi.service().faults.set({
      latencyMs: 0,
      failures: { listSchedules: { status: 429, remaining: 1, retryAfterSeconds: 2 } },
    });
    const requests = watchListRequests();
    renderApp({ route: '/' });

    expect(
      await screen.findByText(
        /The service asked us to slow down; resuming in [12] s$/,
        ON_SCREEN,
        SLOW,
      ),
    ).toBeVisible();
    await findAllCounted();

    const turnedAway = requests.ended.find((request) => request.status === 429);
    if (!turnedAway) throw new Error('No 429');
    // Nothing was sent during the wait: only what was on its way as the 429 came back.
    const sentDuring = requests.started.filter(
      (request) => request.at > turnedAway.at + 250 && request.at < turnedAway.at + 1_900,
    );
    expect(sentDuring).toEqual([]);
    const sentAfter = requests.started.filter((request) => request.at >= turnedAway.at + 1_900);
    // The site turned away was asked again, and counted.
    expect(sentAfter.map((request) => request.siteId)).toContain(turnedAway.siteId);
  });

  it('retries a failing site as a read, then shows why and a Retry named for the site', async () => {
    // The backoff's jitter at its least: 250 ms a try.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    let globexDown = true;
    mockApi.server.use(
      http.get(LIST_URL, ({ request }) => {
        if (globexDown && siteOf(request) === GLOBEX_SITE_ID) {
          return HttpResponse.json({ message: 'Down for maintenance.' }, { status: 503 });
        }
        return undefined;
      }),
    );
    const requests = watchListRequests();
    const { user } = renderApp({ route: '/' });

    const retry = await screen.findByRole(
      'button',
      { name: 'Retry counting the reports of Globex Shop' },
      SLOW,
    );
    expect(requests.started.filter((request) => request.siteId === GLOBEX_SITE_ID)).toHaveLength(4);
    expect(
      within(siteRow('Globex Shop')).getByText(
        /^Not counted: Service unavailable: Down for maintenance\./,
      ),
    ).toBeVisible();
    await screen.findByText(/1 site could not be counted$/, ON_SCREEN, SLOW);
    expect(screen.getByRole('button', { name: 'Retry failed' })).toBeVisible();

    globexDown = false;
    await user.click(retry);
    await findAllCounted();
    expect(reportCells('Globex Shop')[0]).toMatch(/^\d+ · /);
  });

  it('sends no read while the user types, and goes on once they pause', async () => {
    mockApi.service().faults.set({ latencyMs: 150, failures: {} });
    const requests = watchListRequests();
    const { user } = renderApp({ route: '/' });
    await waitFor(() => expect(requests.started.length).toBeGreaterThanOrEqual(4), SLOW);

    // A key every 100 ms for a second: the reads in flight end, and none is sent after them
    // while a key or input came less than 400 ms before (TYPING_PAUSE_MS). A machine that stalls
    // longer between two keys makes a pause the user did not: a read may go then, and only then.
    const inputs: number[] = [];
    const noteInput = () => inputs.push(performance.now());
    for (const type of ['keydown', 'input']) document.addEventListener(type, noteInput, true);
    const search = screen.getByRole('searchbox', { name: /Search sites/ });
    await user.click(search);
    await user.keyboard('s');
    const sentBeforeTyping = requests.started.length;
    for (const key of 'ite 1 x') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await user.keyboard(key === ' ' ? '[Space]' : key);
    }
    for (const type of ['keydown', 'input']) document.removeEventListener(type, noteInput, true);
    const sentWhileTyping = requests.started
      .slice(sentBeforeTyping)
      .map(({ at }) => at - Math.max(...inputs.filter((input) => input <= at)));
    // Each read sent meanwhile came at least 400 ms after the input before it (a millisecond of
    // rounding aside): none while the user was typing.
    expect(sentWhileTyping.filter((sinceInput) => sinceInput < 399)).toEqual([]);
    expect(sentBeforeTyping).toBeLessThan(SITE_COUNT);

    await waitFor(() => expect(requests.started.length).toBeGreaterThan(sentBeforeTyping), SLOW);
  });

  it('sends nothing more once the page is left', async () => {
    mockApi.service().faults.set({ latencyMs: 200, failures: {} });
    const requests = watchListRequests();
    const { unmount } = renderApp({ route: '/' });
    await waitFor(() => expect(requests.started.length).toBeGreaterThanOrEqual(4), SLOW);

    unmount();
    const sentBefore = requests.started.length;
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(requests.started.length).toBe(sentBefore);
    expect(sentBefore).toBeLessThan(SITE_COUNT);
  });
});

describe('the reports filter and Coming up', () => {
  it('lists the sites without reports, keeps the filter in the address, and counts them', async () => {
    const { user } = renderApp({ route: '/' });
    await findAllCounted();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reports' }), 'none');

    const { store } = mockApi.service();
    const without = store
      .sites()
      .filter((site) => store.listSchedules(site.id).length === 0)
      .map((site) => site.name)
      .sort();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('reports=none'));
    expect(
      screen.getByText(`${without.length} of 24 sites have no reports scheduled`),
    ).toBeVisible();
    const listed = within(screen.getByRole('table')).getAllByRole('link');
    expect(listed.map((link) => link.textContent).sort()).toEqual(without);
    expect(reportCells(without[0] as string)).toEqual(['No reports', '—']);
  });

  it(
    'lists the sites with a report not sent, each linking to its schedules concerned',
    { timeout: 40_000 },
    async () => {
      renderApp({ route: '/?reports=not-sent' });
      // Acme: the demo's two stopped schedules; Globex: every report went out.
      const acme = await screen.findByRole('link', { name: 'Acme Marketing' }, { timeout: 30_000 });
      expect(screen.getByRole('combobox', { name: 'Reports' })).toHaveValue('not-sent');
      const link = within(acme.closest('tr') as HTMLElement).getByRole('link', {
        name: '2 not sent: 2 schedules of Acme Marketing with a report not sent in the last 30 days',
      });
      expect(link).toHaveTextContent('2 not sent');
      expect(link).toHaveAttribute('href', `/sites/${ACME_SITE_ID}/schedules?reports=not-sent`);
      await findAllCounted();
      // Said once, by the status line: the counting line beside it does not repeat it.
      // Once every site's sent reports are matched, after the counts.
      await waitFor(
        () =>
          expect(
            screen.getByText(/^\d+ of 24 sites? (has|have) a report not sent in the last 30 days$/),
          ).toBeVisible(),
        SLOW,
      );
      expect(screen.queryByText(/with a report not sent in the last 30 days$/)).toBeNull();
      expect(screen.queryByRole('link', { name: 'Globex Shop' })).not.toBeInTheDocument();
    },
  );

  it('lists what goes out by day, says it is partial while a site is not counted, and links each run to its edit page', async () => {
    let releaseAcme: () => void = () => {};
    const acme = new Promise<void>((resolve) => (releaseAcme = resolve));
    mockApi.server.use(
      http.get(LIST_URL, async ({ request }) => {
        if (siteOf(request) === ACME_SITE_ID) await acme;
      }),
    );
    const { user } = renderApp({ route: '/?upcoming=7' });
    const comingUp = await screen.findByRole('region', { name: 'Coming up' }, SLOW);

    // In its line, and above its runs.
    await waitFor(
      () =>
        expect(within(comingUp).getAllByText(/Partial: 23 of 24 sites counted/)).toHaveLength(2),
      SLOW,
    );
    expect(within(comingUp).getByRole('button', { name: 'Hide' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(comingUp).queryByRole('link', { name: /\(Acme Marketing\)$/ })).toBeNull();

    releaseAcme();
    await waitFor(
      () => expect(within(comingUp).queryByText(/Partial:/)).not.toBeInTheDocument(),
      SLOW,
    );
    // Acme's next run, on its day: a day lists its first runs until "Show all", and Initech's
    // 5,000 schedules fill a day's first places.
    const acmeNext = nextRunOf(mockApi.service().store.listSchedules(ACME_SITE_ID));
    const day = within(comingUp).getByRole('region', { name: formatLongDate(acmeNext.date) });
    const showAll = within(day).queryByRole('button', { name: /^Show all/ });
    if (showAll) await user.click(showAll);
    const edit = await within(day).findByRole('link', {
      name: `Edit ${acmeNext.title} (Acme Marketing)`,
    });
    expect(edit).toHaveAttribute('href', editSchedulePath(ACME_SITE_ID, acmeNext.uuid));
    expect(
      within(comingUp).getByText(/^\d[\d,]* reports from \d+ sites in the next 7 days$/),
    ).toBeVisible();
    expect(within(comingUp).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
  });
});
