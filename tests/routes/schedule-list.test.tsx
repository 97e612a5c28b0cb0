import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import axe from 'axe-core';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { pretendNarrowScreen, stubScrollIntoView } from '#tests/support/screen';
import ScheduleListPage from '#src/app/routes/schedule-list';
import type { Schedule } from '#src/domain/schemas';
import { HistoryButtons, renderWithApp, routerLocation } from '#tests/support/render';
import {
  ACME_SITE_ID,
  GLOBEX_SITE_ID,
  INITECH_SITE_ID,
  MOCK_API_BASE_URL,
  setupMockApi,
  VIEWER_CREDENTIALS,
} from '#tests/support/mock-api';
import { sortSchedules } from '#src/features/schedules/list-view';
import { ACME_ACCOUNT_ID } from '#src/mock-service/directory';
import type { ScheduleListLocationState } from '#src/features/schedules/saved-schedule';
import { listResponse, makeSchedule } from '#tests/support/schedule-fixtures';
import { namesTemplate } from '#tests/support/template-names';
import { createSchedule, listSchedules } from '#src/lib/site-reports/schedules';

const mockApi = setupMockApi();

const listPath = (siteId: string) => `/sites/${siteId}/schedules`;

/** The list page at `/sites/:siteId/schedules`, opened at `route`. */
function renderListPage(route: string, options: Parameters<typeof renderWithApp>[1] = {}) {
  return renderWithApp(
    <>
      <ScheduleListPage />
      <HistoryButtons />
    </>,
    { route, path: '/sites/:siteId/schedules', ...options },
  );
}

/**
 * Arrive at the list as the schedule form does after a save: a navigation carrying router
 * state. (renderWithApp's `route` is a string, so a first route forwards with the state.)
 */
function renderAfterSave(siteId: string, state: ScheduleListLocationState, search = '') {
  return renderWithApp(
    <Routes>
      <Route path="/saved" element={<Navigate to={listPath(siteId) + search} state={state} />} />
      <Route path="/sites/:siteId/schedules" element={<ScheduleListPage />} />
    </Routes>,
    { route: '/saved' },
  );
}


async function findScheduleTable() {
  return screen.findByRole('table', { name: 'Report schedules' }, { timeout: 10_000 });
}

/** The titles of the table's rows, top to bottom. */
/** The rows' titles, without the "Not sent" mark some carry before theirs. */
function rowTitles(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('rowheader')
    .map((header) => (header.textContent ?? '').replace(/^Not sent /, ''));
}

/** The table row of the schedule titled `title`. */
function rowOf(title: string): HTMLElement {
  return screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;
}

/** The strip of the recent runs in the row of the schedule titled `title`, marked or not. */
function recentRuns(title: string): HTMLElement {
  const row = screen
    .getAllByRole('rowheader')
    .find((header) => header.textContent?.endsWith(title))
    ?.closest('tr');
  if (!row) throw new Error(`No row for ${title}`);
  return within(row).getByRole('img', { name: /^Last (\d+ runs|run): / });
}

/** Pick `option` in the select labelled `label`, as a user does (it takes focus first). */
async function choose(user: UserEvent, label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  await user.click(select);
  await user.selectOptions(select, option);
}

/** The list's settings in the current URL, whatever their order: `{ sort: 'title' }`. */
function locationParams(): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(routerLocation().split('?')[1] ?? ''));
}

async function acmeSchedules(): Promise<Schedule[]> {
  return (await listSchedules(mockApi.client(), ACME_SITE_ID)).schedules;
}

describe('the schedule list page: the schedules and their rows', () => {
  it('lists the schedules of the site, soonest next run first', async () => {
    const expected = sortSchedules(await acmeSchedules(), 'next-run').map(({ title }) => title);
    renderListPage(listPath(ACME_SITE_ID));

    expect(screen.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sites' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'New schedule' })).toHaveAttribute(
      'href',
      `/sites/${ACME_SITE_ID}/schedules/new`,
    );
    const table = await findScheduleTable();
    expect(rowTitles(table)).toEqual(expected);
    expect(screen.getByText('7 schedules')).toHaveAttribute('role', 'status');
  });

  it('shows one row per schedule, under sortable column headers', async () => {
    renderListPage(listPath(ACME_SITE_ID));
    const table = await findScheduleTable();

    const headers = within(table).getAllByRole('columnheader');
    // First the selection's column, headed by the page's checkbox.
    expect(
      within(headers[0] as HTMLElement).getByRole('checkbox', {
        name: 'Select all schedules on this page',
      }),
    ).toBeInTheDocument();
    expect(headers.slice(1).map((header) => header.textContent)).toEqual([
      'Title',
      'Cadence',
      'Next run',
      'Recent runs',
      'Recipients',
      'Actions',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Next run' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 7);
  });

  it('shows the cadence, next run, recipients and template of a schedule', async () => {
    renderListPage(listPath(ACME_SITE_ID));
    await findScheduleTable();
    const row = rowOf('Monthly stakeholder overview');

    expect(within(row).getByText(/^Monthly on the 1st at \d\d:\d\d$/)).toBeVisible();
    // Short, without the zone (the note above the table names it); in full in its tooltip.
    const nextRun = within(row).getByText(/^\w{3}, \w{3} \d{1,2}(, \d{4})?, \d\d:\d\d$/);
    expect(nextRun).toBeVisible();
    expect(nextRun).toHaveAttribute(
      'title',
      expect.stringMatching(/^\w{3}, \w{3} \d{1,2}, \d{4}, \d\d:\d\d \S+ \((in|tomorrow)/),
    );
    expect(within(row).getByText('Dana Whitfield')).toBeVisible();
    expect(within(row).getByRole('button', { name: '+4 more recipients' })).toBeVisible();
    // No logo: at a line's height it could not be read; the name and its company say it.
    expect(row.querySelector('img')).toBeNull();
    // The template beside the recent runs: under the title while the row is pointed at.
    await waitFor(() => expect(namesTemplate(row, 'Monthly client report')).toBe(true));
  });

  it("names templates from the site's own account, whatever Account ID is set elsewhere", async () => {
    window.localStorage.setItem('report-scheduler.account-id', 'my-own-account');
    const askedFor: (string | null)[] = [];
    mockApi.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/site_reports/templates')) {
        askedFor.push(url.searchParams.get('account_id'));
      }
    });
    renderListPage(listPath(ACME_SITE_ID), { config: { accountId: 'deployment-account' } });
    await findScheduleTable();
    const row = rowOf('Monthly stakeholder overview');

    await waitFor(() => expect(namesTemplate(row, 'Monthly client report')).toBe(true));
    expect(askedFor).toEqual([ACME_ACCOUNT_ID]);
  });

  it('lists every recipient, with addresses, behind "+N more"', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    await findScheduleTable();
    const row = rowOf('Monthly stakeholder overview');

    const more = within(row).getByRole('button', { name: '+4 more recipients' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);

    const everyone = within(row).getByRole('list', { name: 'All 5 recipients' });
    expect(within(everyone).getAllByRole('listitem')).toHaveLength(5);
    expect(
      within(everyone).getByText('Board mailbox <board@acme-marketing.example>'),
    ).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Show fewer recipients' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

/** Holds the site's list until the returned function is called. */
function holdTheList(): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  mockApi.server.use(
    http.get('*/v1/site_reports/schedules', async () => {
      await released;
      return undefined;
    }),
  );
  return release;
}

/** The heights of the list's loading placeholders, in px. */
function skeletonHeights(): string[] {
  return [...screen.getByTestId('list-skeleton').children].map(
    (element) => (element as HTMLElement).style.height,
  );
}

describe('the schedule list page: while the list loads', () => {
  it('draws placeholders the height of the rows to come', async () => {
    const release = holdTheList();
    renderListPage(listPath(ACME_SITE_ID));
    await screen.findByText('Loading schedules…');
    const heights = skeletonHeights();
    expect(heights.length).toBeGreaterThanOrEqual(10);
    expect(new Set(heights)).toEqual(new Set(['31px']));
    release();
    await findScheduleTable();
  });
});

describe('the schedule list page: one line per row', () => {
  it('shows the cadence briefly, whole, and keeps the sentence for screen readers and hover', async () => {
    renderListPage(listPath(ACME_SITE_ID));
    await findScheduleTable();
    const row = rowOf('Last-day-of-month backup audit');

    // Screen readers read the sentence; the eye gets its brief form, which fits the column.
    const cadence = within(row).getByRole('cell', {
      name: /^Monthly on the 31st at .*shorter months$/,
    });
    expect(cadence).toHaveAttribute('title', expect.stringMatching(/^Monthly on the 31st at /));
    expect(within(cadence).getByText(/^Monthly, 31st \d\d:\d\d$/)).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    // The title is what a user scans for: whole on the row, never cut short.
    expect(within(row).getByRole('rowheader')).toHaveTextContent(
      /^Last-day-of-month backup audit$/,
    );
  });

  it('shows the year of a next run only when it is not this year', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2029-12-20T12:00:00Z') });
    const schedules = [
      makeSchedule({ title: 'Before new year', next_scheduled_date: '2029-12-27T12:00:00Z' }),
      makeSchedule({ title: 'After new year', next_scheduled_date: '2030-01-03T12:00:00Z' }),
    ];
    mockApi.server.use(
      http.get('*/v1/site_reports/schedules', () => HttpResponse.json(listResponse(schedules))),
    );
    try {
      renderListPage(listPath(ACME_SITE_ID));
      await findScheduleTable();

      expect(within(rowOf('Before new year')).getByText(/^Thu, Dec 27, \d\d:\d\d$/)).toBeVisible();
      expect(
        within(rowOf('After new year')).getByText(/^Thu, Jan 3, 2030, \d\d:\d\d$/),
      ).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the schedule list page: the Edit and Duplicate links', () => {
  it('names the Edit and Duplicate links after their schedule', async () => {
    const schedule = (await acmeSchedules()).find(
      ({ title }) => title === 'Weekly traffic snapshot',
    );
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    await findScheduleTable();
    await user.click(
      screen.getByRole('button', { name: 'More actions for Weekly traffic snapshot' }),
    );

    expect(screen.getByRole('link', { name: 'Edit Weekly traffic snapshot' })).toHaveAttribute(
      'href',
      `/sites/${ACME_SITE_ID}/schedules/${schedule?.uuid}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Duplicate Weekly traffic snapshot' })).toHaveAttribute(
      'href',
      `/sites/${ACME_SITE_ID}/schedules/new?duplicate=${schedule?.uuid}`,
    );
  });

  it('keeps a row’s other actions behind one More actions button, from the keyboard too', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    await findScheduleTable();
    // Its mark comes with the site's reports.
    const row = (
      await screen.findByRole('rowheader', { name: 'Not sent Weekly traffic snapshot' })
    ).closest('tr') as HTMLElement;
    const more = within(row).getByRole('button', {
      name: 'More actions for Weekly traffic snapshot',
    });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(row).queryByRole('link', { name: /^Duplicate / })).not.toBeInTheDocument();

    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const actions = within(row).getByRole('list');
    expect(
      within(actions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Duplicate', 'Copy to other sites', 'Add to calendar (.ics)', 'Delete']);
    await user.tab();
    expect(
      within(actions).getByRole('link', { name: 'Duplicate Weekly traffic snapshot' }),
    ).toHaveFocus();

    // Escape hides them and puts focus back on the button.
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    expect(within(row).queryByRole('list')).not.toBeInTheDocument();
  });

  it('opens the Edit and Duplicate links inside the app', async () => {
    const schedule = (await acmeSchedules()).find(
      ({ title }) => title === 'Weekly traffic snapshot',
    );
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    await findScheduleTable();

    await user.click(screen.getByRole('link', { name: 'Edit Weekly traffic snapshot' }));

    expect(routerLocation()).toBe(`/sites/${ACME_SITE_ID}/schedules/${schedule?.uuid}/edit`);
  });
});

describe('the schedule list page: search, filter and sort', () => {
  it('narrows the list as you type a title or a recipient, keeping focus in the search box', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    const table = await findScheduleTable();
    const search = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(search, 'DANA');

    expect(search).toHaveValue('DANA');
    expect(search).toHaveFocus();
    await waitFor(() => expect(screen.getByText('3 of 7 schedules match')).toBeVisible());
    expect(rowTitles(table).sort()).toEqual([
      'Mid-month performance report',
      'Monthly stakeholder overview',
      'Weekly traffic snapshot',
    ]);
    // Into the address once typing pauses.
    await waitFor(() => expect(routerLocation()).toBe(`/sites/${ACME_SITE_ID}/schedules?q=DANA`));

    await user.clear(search);
    await user.type(search, 'it-ops@');
    await waitFor(() => expect(screen.getByText('2 of 7 schedules match')).toBeVisible());
  });

  it('filters by cadence', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    const table = await findScheduleTable();

    await choose(user, 'Cadence', 'Every two weeks');

    await waitFor(() =>
      expect(rowTitles(table)).toEqual(['Fortnightly plugin and security review']),
    );
    expect(screen.getByText('1 of 7 schedules match')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Cadence' })).toHaveFocus();
    expect(routerLocation()).toBe(`/sites/${ACME_SITE_ID}/schedules?cadence=biweekly`);
  });

  it('marks the schedules whose last run likely produced no report, and lists only them', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    const table = await findScheduleTable();
    // The demo's two stopped schedules of Acme; their mark is read with the title.
    expect(
      await within(table).findByRole('rowheader', { name: 'Not sent Weekly traffic snapshot' }),
    ).toBeVisible();
    expect(
      within(table).getByRole('rowheader', {
        name: 'Not sent Fortnightly plugin and security review',
      }),
    ).toBeVisible();
    expect(within(table).getAllByText('Not sent')).toHaveLength(2);
    // Their strips end in the run not sent; a schedule still sending ends in a sent one.
    expect(recentRuns('Weekly traffic snapshot')).toHaveAccessibleName(
      /^Last 8 runs: \d sent, 1 not sent(, \d not judged)?\. Newest: Not sent: \w{3}, \w{3} \d{1,2}, \d\d:\d\d \S+$/,
    );
    expect(recentRuns('Monthly stakeholder overview')).toHaveAccessibleName(
      /^Last \d runs: .*\. Newest: Sent: /,
    );

    await choose(user, 'Last report', 'Not sent');
    await waitFor(() =>
      expect(rowTitles(table).sort()).toEqual([
        'Fortnightly plugin and security review',
        'Weekly traffic snapshot',
      ]),
    );
    expect(screen.getByText('2 of 7 schedules match')).toBeVisible();
    expect(routerLocation()).toBe(`/sites/${ACME_SITE_ID}/schedules?reports=not-sent`);
  });

  it('marks no schedule of a site whose reports all went out', async () => {
    renderListPage(`${listPath(GLOBEX_SITE_ID)}?reports=not-sent`);
    expect(await screen.findByText('No schedules match')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Last report' })).toHaveValue('not-sent');
  });

  it('sorts by title', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    const table = await findScheduleTable();

    await choose(user, 'Sort by', 'Title A–Z');

    await waitFor(() =>
      expect(rowTitles(table)).toEqual([
        'Content team weekly digest',
        'Fortnightly plugin and security review',
        'Last-day-of-month backup audit',
        'Mid-month performance report',
        'Month-end client summary',
        'Monthly stakeholder overview',
        'Weekly traffic snapshot',
      ]),
    );
    expect(routerLocation()).toBe(`/sites/${ACME_SITE_ID}/schedules?sort=title`);
  });

  it('opens with the search, cadence and sort of a shared link', async () => {
    renderListPage(`${listPath(ACME_SITE_ID)}?q=priya&cadence=monthly&sort=title`);
    const table = await findScheduleTable();

    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('priya');
    expect(screen.getByRole('combobox', { name: 'Cadence' })).toHaveDisplayValue('Monthly');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Title A–Z');
    expect(rowTitles(table)).toEqual(['Last-day-of-month backup audit']);
  });
});

describe('the schedule list page: recent runs', () => {
  it('shows the Template column in its place where the reports cannot be read', async () => {
    mockApi.server.use(
      http.get(`${MOCK_API_BASE_URL}/site_reports`, () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    renderListPage(listPath(ACME_SITE_ID));
    const table = await findScheduleTable();
    await waitFor(() =>
      expect(
        within(table).queryByRole('columnheader', { name: 'Recent runs' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(table).getByRole('columnheader', { name: 'Template' })).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 7);
  });
});

describe('the schedule list page: sort orders', () => {
  const ascending = [
    'Content team weekly digest',
    'Fortnightly plugin and security review',
    'Last-day-of-month backup audit',
    'Mid-month performance report',
    'Month-end client summary',
    'Monthly stakeholder overview',
    'Weekly traffic snapshot',
  ];

  it('sorts by title Z to A', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    const table = await findScheduleTable();

    await choose(user, 'Sort by', 'Title Z–A');

    await waitFor(() => expect(rowTitles(table)).toEqual([...ascending].reverse()));
    expect(routerLocation()).toBe(`/sites/${ACME_SITE_ID}/schedules?sort=-title`);
    expect(within(table).getByRole('columnheader', { name: 'Title' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts by cadence: weekly, every two weeks, then monthly by day of the month', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    const table = await findScheduleTable();

    await choose(user, 'Sort by', 'Weekly first');

    await waitFor(() =>
      expect(routerLocation()).toBe(`/sites/${ACME_SITE_ID}/schedules?sort=cadence`),
    );
    const titles = rowTitles(table);
    expect(titles.slice(0, 2).sort()).toEqual([
      'Content team weekly digest',
      'Weekly traffic snapshot',
    ]);
    expect(titles.slice(2)).toEqual([
      'Fortnightly plugin and security review',
      'Monthly stakeholder overview',
      'Mid-month performance report',
      'Month-end client summary',
      'Last-day-of-month backup audit',
    ]);

    await choose(user, 'Sort by', 'Monthly first');
    await waitFor(() => expect(rowTitles(table)[0]).toBe('Last-day-of-month backup audit'));
    expect(rowTitles(table).slice(-2).sort()).toEqual([
      'Content team weekly digest',
      'Weekly traffic snapshot',
    ]);
  });

  it('sorts from the column headers, a second click reversing the order', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    const table = await findScheduleTable();
    const titleHeader = within(table).getByRole('columnheader', { name: 'Title' });
    expect(titleHeader).not.toHaveAttribute('aria-sort');

    await user.click(within(titleHeader).getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(rowTitles(table)).toEqual(ascending));
    expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Title A–Z');

    await user.click(within(titleHeader).getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(rowTitles(table)).toEqual([...ascending].reverse()));
    expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
    expect(routerLocation()).toBe(`/sites/${ACME_SITE_ID}/schedules?sort=-title`);
  });

  it('reads the sorts of older links as ascending', async () => {
    renderListPage(`${listPath(ACME_SITE_ID)}?sort=next-run`);
    await findScheduleTable();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Soonest first');
  });
});

describe('the schedule list page: settings changed in quick succession', () => {
  it('keeps a sort chosen just before a cadence, before the page re-renders', async () => {
    renderListPage(listPath(ACME_SITE_ID));
    const table = await findScheduleTable();

    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
        target: { value: '-title' },
      });
      fireEvent.change(screen.getByRole('combobox', { name: 'Cadence' }), {
        target: { value: 'monthly' },
      });
    });

    await waitFor(() => expect(locationParams()).toEqual({ sort: '-title', cadence: 'monthly' }));
    expect(rowTitles(table)).toEqual([
      'Monthly stakeholder overview',
      'Month-end client summary',
      'Mid-month performance report',
      'Last-day-of-month backup audit',
    ]);
  });

  it('keeps a search not yet in the URL when the sort and cadence change', async () => {
    renderListPage(listPath(ACME_SITE_ID));
    const table = await findScheduleTable();

    act(() => {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
        target: { value: 'dana' },
      });
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
        target: { value: 'title' },
      });
      fireEvent.change(screen.getByRole('combobox', { name: 'Cadence' }), {
        target: { value: 'weekly' },
      });
    });

    await waitFor(() =>
      expect(locationParams()).toEqual({ q: 'dana', sort: 'title', cadence: 'weekly' }),
    );
    expect(rowTitles(table)).toEqual(['Weekly traffic snapshot']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('dana');
    expect(screen.getByText('1 of 7 schedules match')).toBeVisible();
  });
});

describe('the schedule list page: an account that may only read', () => {
  it('offers no Edit, Duplicate or Delete once the service says the account may not write, and keeps each row’s calendar file', async () => {
    renderListPage(listPath(ACME_SITE_ID), { credentials: VIEWER_CREDENTIALS });
    const table = await findScheduleTable();

    await waitFor(() => expect(within(table).queryAllByRole('link')).toHaveLength(0));
    expect(rowTitles(table)).toHaveLength(7);
    expect(within(table).queryAllByRole('button', { name: /^Delete / })).toHaveLength(0);
    // Reading is all an export needs: each row keeps its .ics.
    expect(
      within(table).getAllByRole('button', { name: /^Add .+ to calendar \(\.ics\)$/ }),
    ).toHaveLength(7);
  });
});

describe('the schedule list page: going back and clearing the filters', () => {
  it('goes back to the previous search and filter with Back', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    await findScheduleTable();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    const cadence = screen.getByRole('combobox', { name: 'Cadence' });

    await user.type(search, 'dana');
    // A pause: the search has its own entry in the history.
    await waitFor(() => expect(routerLocation()).toContain('q=dana'));
    await choose(user, 'Cadence', 'Weekly');
    await waitFor(() => expect(screen.getByText('1 of 7 schedules match')).toBeVisible());

    await user.click(screen.getByRole('button', { name: 'Test back' }));

    await waitFor(() => expect(cadence).toHaveDisplayValue('All'));
    expect(search).toHaveValue('dana');
    expect(screen.getByText('3 of 7 schedules match')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Test back' }));
    await waitFor(() => expect(search).toHaveValue(''));
    expect(screen.getByText('7 schedules')).toBeVisible();
  });

  it('offers to clear the filters when nothing matches', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    await findScheduleTable();
    const search = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(search, 'no such schedule');

    expect(await screen.findByRole('heading', { name: 'No schedules match' })).toBeVisible();
    expect(screen.getByText('0 of 7 schedules match')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(await findScheduleTable()).toBeVisible();
    expect(search).toHaveValue('');
    expect(screen.getByText('7 schedules')).toBeVisible();
    expect(routerLocation()).toBe(`/sites/${ACME_SITE_ID}/schedules`);
  });
});

describe('the schedule list page: no schedules, or not yet', () => {
  it('invites to create the first schedule when the site has none', async () => {
    mockApi.server.use(
      http.get('*/v1/site_reports/schedules', () => HttpResponse.json(listResponse([]))),
    );
    renderListPage(listPath(ACME_SITE_ID));

    expect(await screen.findByRole('heading', { name: 'No report schedules yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a schedule' })).toHaveAttribute(
      'href',
      `/sites/${ACME_SITE_ID}/schedules/new`,
    );
  });

  it('says so while the schedules load', async () => {
    mockApi.service().faults.set({ latencyMs: 200, failures: {} });
    renderListPage(listPath(ACME_SITE_ID));

    expect(screen.getByText('Loading schedules…')).toBeVisible();
    expect(await findScheduleTable()).toBeVisible();
    expect(screen.queryByText('Loading schedules…')).not.toBeInTheDocument();
  });
});

describe('the schedule list page: when the schedules cannot be shown', () => {
  it("explains a site the account may not see, with the service's message", async () => {
    renderListPage(listPath(GLOBEX_SITE_ID), { credentials: VIEWER_CREDENTIALS });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("You don't have permission to see this site's schedules");
    expect(alert).toHaveTextContent(
      'Not authorized: the viewer account has no access to this site',
    );
    expect(within(alert).queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
  });

  it('says a site that does not exist is not there, as the platform and the service both say', async () => {
    renderListPage(listPath('00000000-0000-4000-8000-000000000000'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site not found' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText(/does not exist, or it is not visible/)).toBeVisible();
  });

  it('shows Not found without asking the service when the address has no site ID', async () => {
    const requests = vi.fn();
    mockApi.server.events.on('request:start', requests);
    renderListPage('/sites/not-a-site/schedules');

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByText(/“not-a-site” is not a site ID/)).toBeVisible();
    expect(requests).not.toHaveBeenCalled();
    mockApi.server.events.removeAllListeners();
  });

  it('shows an error with a retry that recovers', async () => {
    mockApi.service().faults.set({
      latencyMs: 0,
      failures: { listSchedules: { status: 500, remaining: 1 } },
    });
    const { user } = renderListPage(listPath(ACME_SITE_ID));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The schedules could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await findScheduleTable()).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why it is waiting while it retries after too many requests', async () => {
    mockApi.service().faults.set({
      latencyMs: 0,
      failures: { listSchedules: { status: 429, remaining: 1, retryAfterSeconds: 1 } },
    });
    renderWithApp(<ScheduleListPage />, {
      route: listPath(ACME_SITE_ID),
      path: '/sites/:siteId/schedules',
      retries: true,
    });

    expect(
      await screen.findByText(/^Too many requests\. Retrying in 1 s \(attempt 2 of 4\)…$/),
    ).toBeVisible();
    expect(screen.getByText('Loading schedules…')).toBeVisible();
    expect(await findScheduleTable()).toBeVisible();
    expect(screen.queryByText(/Retrying/)).not.toBeInTheDocument();
  });
});

describe('the schedule list page: accessibility and the recent sites', () => {
  it('has no accessibility violations that axe finds in the DOM', async () => {
    const { container, user } = renderListPage(listPath(ACME_SITE_ID));
    await findScheduleTable();
    // With the rows' recent runs drawn.
    await screen.findAllByRole('img', { name: /^Last \d+ runs: / });
    await user.click(
      screen.getAllByRole('button', { name: /more recipients?$/ })[0] as HTMLElement,
    );

    const results = await axe.run(container, {
      // jsdom does no layout, so contrast cannot be measured here (the e2e scans cover it).
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }))).toEqual([]);
  });

  it('remembers the site for the site picker once it has loaded', async () => {
    renderListPage(listPath(ACME_SITE_ID));
    await findScheduleTable();

    const remembered = JSON.parse(
      window.localStorage.getItem('report-scheduler.recent-sites') ?? '[]',
    ) as { id: string }[];
    expect(remembered.map(({ id }) => id)).toEqual([ACME_SITE_ID]);
  });
});

describe('the schedule list page: on a phone', () => {
  // Below MUI's md breakpoint the list is cards.
  pretendNarrowScreen(900);

  it('shows each schedule as a compact card', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    const list = await screen.findByRole('list', { name: 'Report schedules' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(7);

    const card = screen.getByRole('article', { name: 'Monthly stakeholder overview' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Monthly stakeholder overview',
    );
    const cadence = within(card).getByText(/^Monthly on the 1st at \d\d:\d\d$/);
    expect(cadence).toBeVisible();
    // Short, with the zone: on a phone the note that names it comes after the cards.
    const nextRun = within(card).getByText(/^\w{3}, \w{3} \d{1,2}(, \d{4})?, \d\d:\d\d \S+$/);
    expect(nextRun).toBeVisible();
    expect(nextRun).toHaveAttribute('title', expect.stringMatching(/ \((in|tomorrow)/));
    expect(nextRun.parentElement).toHaveTextContent(/^Next run: .+ · 5 recipients$/);
    // The title wraps rather than being cut: no tooltip stands in for it.
    expect(within(card).getByRole('heading', { level: 2 })).not.toHaveAttribute('title');
    await waitFor(() => expect(card).toHaveTextContent('Template: Monthly client report'));
    // Its recent runs beside the template, as one image named by their counts.
    expect(
      await within(card).findByRole('img', { name: /^Last \d runs: .*\. Newest: Sent: / }),
    ).toBeVisible();
    expect(
      within(card).getByRole('link', { name: 'Edit Monthly stakeholder overview' }),
    ).toBeVisible();
    await user.click(
      within(card).getByRole('button', { name: 'More actions for Monthly stakeholder overview' }),
    );
    expect(
      within(card).getByRole('link', { name: 'Duplicate Monthly stakeholder overview' }),
    ).toBeVisible();
  });

  it('draws card-sized placeholders while the list loads', async () => {
    const release = holdTheList();
    renderListPage(listPath(ACME_SITE_ID));
    await screen.findByText('Loading schedules…');
    expect(new Set(skeletonHeights())).toEqual(new Set(['100px']));
    release();
    await screen.findByRole('list', { name: 'Report schedules' });
  });

  it('has no accessibility violations that axe finds in the cards', async () => {
    const { container } = renderListPage(listPath(ACME_SITE_ID));
    await screen.findByRole('list', { name: 'Report schedules' });
    await screen.findAllByRole('img', { name: /^Last \d+ runs: / });

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }))).toEqual([]);
  });

  it('offers no Edit or Duplicate on the cards of an account that may only read', async () => {
    renderListPage(listPath(ACME_SITE_ID), { credentials: VIEWER_CREDENTIALS });
    const list = await screen.findByRole('list', { name: 'Report schedules' });

    await waitFor(() => expect(within(list).queryAllByRole('link')).toHaveLength(0));
    expect(within(list).getAllByRole('article')).toHaveLength(7);
  });
});

describe('after a save', () => {
  const scrollIntoView = stubScrollIntoView();

  it('announces the save and highlights the saved schedule on its page', async () => {
    const initech = (await listSchedules(mockApi.client(), INITECH_SITE_ID)).schedules;
    const saved = sortSchedules(initech, 'next-run')[60] as Schedule;
    renderAfterSave(INITECH_SITE_ID, {
      flash: { message: 'Schedule “' + saved.title + '” updated.' },
      highlight: { uuid: saved.uuid },
    });

    const message = screen.getByText(`Schedule “${saved.title}” updated.`);
    expect(message.closest('[role="status"]')).toHaveTextContent(message.textContent ?? '');
    await findScheduleTable();
    // Wait on the cheap location read: polling a page of cards by text starves the render.
    await waitFor(
      () => expect(routerLocation()).toBe(`/sites/${INITECH_SITE_ID}/schedules?page=3`),
      {
        timeout: 10_000,
      },
    );
    const row = screen.getByText('Just saved').closest('tr') as HTMLElement;
    expect(within(row).getByRole('rowheader')).toHaveAccessibleName(`Just saved ${saved.title}`);
    await waitFor(() => expect(row).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalled();
    expect(screen.getByText('Showing 51–75 of 5,000')).toBeVisible();
  }, 20_000);

  it('finds a created schedule by its title and first run, and lets the message be dismissed', async () => {
    const created = (await acmeSchedules()).find(
      ({ title }) => title === 'Content team weekly digest',
    ) as Schedule;
    const { user } = renderAfterSave(ACME_SITE_ID, {
      flash: { message: 'Schedule created.' },
      highlight: { title: created.title, nextRun: created.next_scheduled_date },
    });

    const row = (await screen.findByText('Just saved')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('rowheader')).toHaveAccessibleName(
      'Just saved Content team weekly digest',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Schedule created.')).not.toBeInTheDocument();
    expect(screen.queryByText('Just saved')).not.toBeInTheDocument();
  });

  it('keeps the message when the saved schedule is hidden by the filters', async () => {
    const schedules = [
      makeSchedule({ title: 'Weekly one' }),
      makeSchedule({ title: 'Monthly one', frequency: { unit: 'MONTHLY', value: 3 } }),
    ];
    mockApi.server.use(
      http.get('*/v1/site_reports/schedules', () => HttpResponse.json(listResponse(schedules))),
    );
    renderAfterSave(
      ACME_SITE_ID,
      { flash: { message: 'Saved.' }, highlight: { uuid: schedules[0]?.uuid } },
      '?cadence=monthly',
    );

    expect(
      await screen.findByText(
        'The schedule you saved does not match the current search or filter.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Saved.')).toBeVisible();
  });
});

/** A page away from the list, from which the test returns to it as the create form does. */
function AwayFromTheList({ to, state }: { to: string; state: ScheduleListLocationState }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to, { state })}>
      Back after the create
    </button>
  );
}

describe('after a create', () => {
  const scrollIntoView = stubScrollIntoView();

  it('opens the page of the new schedule and focuses it, though the list shown first lacks it', async () => {
    // A year ahead: the last of Initech's schedules by next run, on the last page.
    const runAt = new Date(Date.now() + 365 * 86_400_000);
    runAt.setUTCHours(9, 0, 0, 0);
    const nextRun = runAt.toISOString().replace('.000', '');
    const title = 'Quarterly board pack for the partners';
    const list = listPath(INITECH_SITE_ID);
    const { user, queryClient } = renderWithApp(
      <Routes>
        <Route path="/sites/:siteId/schedules" element={<ScheduleListPage />} />
        <Route
          path="/sites/:siteId/schedules/new"
          element={
            <AwayFromTheList
              to={list}
              state={{ flash: { message: 'Schedule created.' }, highlight: { title, nextRun } }}
            />
          }
        />
      </Routes>,
      { route: list },
    );
    await findScheduleTable();
    // The create page does not watch the list: the create only marks the cached one stale.
    await user.click(screen.getByRole('link', { name: 'New schedule' }));
    await createSchedule(mockApi.client(), {
      site_id: INITECH_SITE_ID,
      title,
      next_scheduled_date: nextRun,
      frequency: { unit: 'DAYS', value: 7 },
      recipients: [{ name: 'Peter Gibbons', email: 'peter@initech.example' }],
    });
    await queryClient.invalidateQueries({ queryKey: ['schedules'] });

    await user.click(await screen.findByRole('button', { name: 'Back after the create' }));

    await waitFor(() => expect(routerLocation()).toBe(`${list}?page=201`), { timeout: 10_000 });
    const row = rowOf(`Just saved ${title}`);
    await waitFor(() => expect(row).toHaveFocus());
    expect(within(row).getByText('Just saved')).toBeVisible();
    expect(scrollIntoView).toHaveBeenCalled();
  }, 20_000);
});

describe('with 5,000 schedules', () => {
  it('renders one page at a time and pages through them', async () => {
    const { user } = renderListPage(listPath(INITECH_SITE_ID));
    const table = await findScheduleTable();

    expect(screen.getByText('5,000 schedules')).toBeVisible();
    expect(within(table).getAllByRole('rowheader')).toHaveLength(25);
    expect(screen.getByText('Showing 1–25 of 5,000')).toBeVisible();

    const pages = screen.getByRole('navigation', { name: 'Pages of schedules' });
    await user.click(within(pages).getByRole('link', { name: 'Go to page 2' }));

    await waitFor(() =>
      expect(routerLocation()).toBe(`/sites/${INITECH_SITE_ID}/schedules?page=2`),
    );
    expect(screen.getByText('Showing 26–50 of 5,000')).toBeVisible();
    expect(within(table).getAllByRole('rowheader')).toHaveLength(25);
    expect(within(pages).getByRole('link', { name: 'page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }, 20_000);

  it('shows 50 rows per page when asked, and keeps the size in the URL', async () => {
    const { user } = renderListPage(listPath(INITECH_SITE_ID));
    const table = await findScheduleTable();

    await choose(user, 'Rows per page', '50');

    await waitFor(() =>
      expect(routerLocation()).toBe(`/sites/${INITECH_SITE_ID}/schedules?size=50`),
    );
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(50));
    expect(screen.getByText('Showing 1–50 of 5,000')).toBeVisible();
  }, 20_000);

  it('keeps a page size chosen just before a page link is clicked', async () => {
    renderListPage(`${listPath(INITECH_SITE_ID)}?size=50`);
    await findScheduleTable();
    const pages = screen.getByRole('navigation', { name: 'Pages of schedules' });

    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), {
        target: { value: '100' },
      });
      fireEvent.click(within(pages).getByRole('link', { name: 'Go to page 2' }));
    });

    await waitFor(() => expect(locationParams()).toEqual({ size: '100', page: '2' }));
    await waitFor(() => expect(screen.queryByText('Showing 101–200 of 5,000')).not.toBeNull());
  }, 20_000);

  it('falls back to 25 rows per page for a size it does not offer', async () => {
    renderListPage(`${listPath(INITECH_SITE_ID)}?size=30`);
    const table = await findScheduleTable();

    expect(within(table).getAllByRole('rowheader')).toHaveLength(25);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveDisplayValue('25');
  }, 20_000);

  it('searches all of them and starts again from the first page', async () => {
    const { user } = renderListPage(`${listPath(INITECH_SITE_ID)}?page=4`);
    await findScheduleTable();
    expect(screen.getByText('Showing 76–100 of 5,000')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bluebird');

    // queryBy, not getBy: a failed getBy prints the page, which starves the render it waits on.
    await waitFor(() =>
      expect(screen.queryByText(/^[\d,]+ of 5,000 schedules match$/)).not.toBeNull(),
    );
    await waitFor(() =>
      expect(routerLocation()).toBe(`/sites/${INITECH_SITE_ID}/schedules?q=bluebird`),
    );
    expect(screen.getByText(/^Showing 1–\d+ of [\d,]+$/)).toBeVisible();
  }, 20_000);
});

describe('the schedule list page: back in the tab', () => {
  it('catches up with a change made elsewhere, the rows on screen meanwhile', async () => {
    const { focusManager } = await import('@tanstack/react-query');
    renderListPage(listPath(ACME_SITE_ID));
    const table = await findScheduleTable();
    const [first] = mockApi.service().store.listSchedules(ACME_SITE_ID);
    if (!first) throw new Error('No schedules');
    mockApi.service().store.updateSchedule(first.uuid, { title: 'Renamed in another tab' });

    // The user was away a while.
    const later = Date.now() + 60_000;
    const now = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      act(() => focusManager.setFocused(false));
      act(() => focusManager.setFocused(true));
      expect(screen.queryByText('Loading schedules…')).toBeNull();
      await waitFor(() => expect(rowTitles(table)).toContain('Renamed in another tab'));
      // The same table, updated in place: no reload of what the user is looking at.
      expect(screen.getByRole('table', { name: 'Report schedules' })).toBe(table);
    } finally {
      now.mockRestore();
      act(() => focusManager.setFocused(undefined));
    }
  });
});
