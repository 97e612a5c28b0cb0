import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import axe from 'axe-core';
import { MemoryRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '#src/app/provider';
import ScheduleListPage from '#src/app/routes/schedule-list';
import type { Schedule } from '#src/domain/schemas';
import { ApiClientProvider } from '#src/lib/api-client-context';
import { createSessionStore } from '#src/lib/auth';
import { createQueryClient } from '#src/lib/query-client';
import { renderWithApp } from '#tests/support/render';
import {
  ACME_SITE_ID,
  DEMO_CREDENTIALS,
  GLOBEX_SITE_ID,
  INITECH_SITE_ID,
  MOCK_API_BASE_URL,
  setupMockApi,
  VIEWER_CREDENTIALS,
} from '#tests/support/mock-api';
import { sortSchedules } from '#src/features/schedules/list-view';
import type { ScheduleListLocationState } from '#src/features/schedules/saved-schedule';
import { listResponse, makeSchedule } from '#tests/support/schedule-fixtures';

const mockApi = setupMockApi();

const listPath = (siteId: string) => `/sites/${siteId}/schedules`;

/** A Back button beside the page, as the browser's own: Back must restore the list's state. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Test back
    </button>
  );
}

/** The list page at `/sites/:siteId/schedules`, opened at `route`. */
function renderListPage(route: string, options: Parameters<typeof renderWithApp>[1] = {}) {
  return renderWithApp(
    <>
      <ScheduleListPage />
      <BackButton />
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

/**
 * The list page with the app's own query client, which retries failed reads (renderWithApp's
 * never retries, so that errors show at once).
 */
function renderWithRetries(route: string) {
  const sessionStore = createSessionStore();
  sessionStore.signIn({ credentials: DEMO_CREDENTIALS });
  return render(
    <AppProvider
      config={{
        mode: 'live',
        apiBaseUrl: MOCK_API_BASE_URL,
        accountId: undefined,
        serviceTimeZone: 'UTC',
      }}
      demo={null}
      queryClient={createQueryClient()}
      sessionStore={sessionStore}
    >
      <MemoryRouter initialEntries={[route]}>
        <ApiClientProvider>
          <Routes>
            <Route path="/sites/:siteId/schedules" element={<ScheduleListPage />} />
          </Routes>
        </ApiClientProvider>
      </MemoryRouter>
    </AppProvider>,
  );
}

async function findScheduleList() {
  return screen.findByRole('list', { name: 'Report schedules' }, { timeout: 10_000 });
}

function cardTitles(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

/** Pick `option` in the select labelled `label`, as a user does (it takes focus first). */
async function choose(user: UserEvent, label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  await user.click(select);
  await user.selectOptions(select, option);
}

function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}

async function acmeSchedules(): Promise<Schedule[]> {
  return (await mockApi.client().listSchedules(ACME_SITE_ID)).schedules;
}

describe('the schedule list page: the schedules and their cards', () => {
  it('lists the schedules of the site, soonest next run first', async () => {
    const expected = sortSchedules(await acmeSchedules(), 'next-run').map(({ title }) => title);
    renderListPage(listPath(ACME_SITE_ID));

    expect(screen.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a site' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'New schedule' })).toHaveAttribute(
      'href',
      `/sites/${ACME_SITE_ID}/schedules/new`,
    );
    const list = await findScheduleList();
    expect(cardTitles(list)).toEqual(expected);
    expect(screen.getByText('7 schedules')).toHaveAttribute('role', 'status');
  });

  it('shows the cadence, next run, recipients, template and sections of a schedule', async () => {
    renderListPage(listPath(ACME_SITE_ID));
    await findScheduleList();
    const card = screen.getByRole('article', { name: 'Monthly stakeholder overview' });

    expect(within(card).getByText(/^Monthly on the 1st at \d\d:\d\d$/)).toBeVisible();
    expect(within(card).getByText(/^\w{3}, \w{3} \d{1,2}, \d{4} at \d\d:\d\d /)).toBeVisible();
    expect(within(card).getByText(/^\((in|tomorrow)/)).toBeVisible();
    expect(within(card).getByText('Dana Whitfield, Marco Alvarez')).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Acme Marketing logo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^http:\/\/mock\.test\//),
    );
    expect(within(card).getByRole('img', { name: 'Brand colour #E4572E' })).toBeVisible();
    expect(await within(card).findByText('Monthly client report')).toBeVisible();
    for (const section of ['cover', 'overview', 'usage', 'traffic', 'performance']) {
      expect(within(card).getByText(section)).toBeVisible();
    }
  });

  it("names templates from the user's own Account ID, as the form does, not the deployment's", async () => {
    window.localStorage.setItem('report-scheduler.account-id', 'my-own-account');
    const askedFor: (string | null)[] = [];
    const { templates } = await mockApi.client().listTemplates();
    mockApi.server.use(
      http.get(`${MOCK_API_BASE_URL}/site_reports/templates`, ({ request }) => {
        const accountId = new URL(request.url).searchParams.get('account_id');
        askedFor.push(accountId);
        const named = (suffix: string) =>
          templates.map((template) => ({
            ...template,
            template_name: `${template.template_name} (${suffix})`,
          }));
        return HttpResponse.json({
          templates: named(accountId === 'my-own-account' ? 'my account' : 'another account'),
        });
      }),
    );
    renderListPage(listPath(ACME_SITE_ID), { config: { accountId: 'deployment-account' } });
    await findScheduleList();
    const card = screen.getByRole('article', { name: 'Monthly stakeholder overview' });

    expect(await within(card).findByText('Monthly client report (my account)')).toBeVisible();
    expect(askedFor).toEqual(['my-own-account']);
  });

  it('lists every recipient, with addresses, behind "+N more"', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    await findScheduleList();
    const card = screen.getByRole('article', { name: 'Monthly stakeholder overview' });

    const more = within(card).getByRole('button', { name: '+3 more recipients' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);

    const everyone = within(card).getByRole('list', { name: 'All 5 recipients' });
    expect(within(everyone).getAllByRole('listitem')).toHaveLength(5);
    expect(
      within(everyone).getByText('Board mailbox <board@acme-marketing.example>'),
    ).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Show fewer recipients' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('the schedule list page: the Edit and Duplicate links', () => {
  it('names the Edit and Duplicate links after their schedule', async () => {
    const schedule = (await acmeSchedules()).find(
      ({ title }) => title === 'Weekly traffic snapshot',
    );
    renderListPage(listPath(ACME_SITE_ID));
    await findScheduleList();

    expect(screen.getByRole('link', { name: 'Edit Weekly traffic snapshot' })).toHaveAttribute(
      'href',
      `/sites/${ACME_SITE_ID}/schedules/${schedule?.uuid}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Duplicate Weekly traffic snapshot' })).toHaveAttribute(
      'href',
      `/sites/${ACME_SITE_ID}/schedules/new?duplicate=${schedule?.uuid}`,
    );
  });

  it('opens the Edit and Duplicate links inside the app', async () => {
    const schedule = (await acmeSchedules()).find(
      ({ title }) => title === 'Weekly traffic snapshot',
    );
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    await findScheduleList();

    await user.click(screen.getByRole('link', { name: 'Edit Weekly traffic snapshot' }));

    expect(location()).toBe(`/sites/${ACME_SITE_ID}/schedules/${schedule?.uuid}/edit`);
  });
});

describe('the schedule list page: search, filter and sort', () => {
  it('narrows the list as you type a title or a recipient, keeping focus in the search box', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    const list = await findScheduleList();
    const search = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(search, 'DANA');

    expect(search).toHaveValue('DANA');
    expect(search).toHaveFocus();
    await waitFor(() => expect(screen.getByText('3 of 7 schedules match')).toBeVisible());
    expect(cardTitles(list).sort()).toEqual([
      'Mid-month performance report',
      'Monthly stakeholder overview',
      'Weekly traffic snapshot',
    ]);
    expect(location()).toBe(`/sites/${ACME_SITE_ID}/schedules?q=DANA`);

    await user.clear(search);
    await user.type(search, 'it-ops@');
    await waitFor(() => expect(screen.getByText('2 of 7 schedules match')).toBeVisible());
  });

  it('filters by cadence', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    const list = await findScheduleList();

    await choose(user, 'Cadence', 'Every two weeks');

    await waitFor(() =>
      expect(cardTitles(list)).toEqual(['Fortnightly plugin and security review']),
    );
    expect(screen.getByText('1 of 7 schedules match')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Cadence' })).toHaveFocus();
    expect(location()).toBe(`/sites/${ACME_SITE_ID}/schedules?cadence=biweekly`);
  });

  it('sorts by title', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    const list = await findScheduleList();

    await choose(user, 'Sort by', 'Title A–Z');

    await waitFor(() =>
      expect(cardTitles(list)).toEqual([
        'Content team weekly digest',
        'Fortnightly plugin and security review',
        'Last-day-of-month backup audit',
        'Mid-month performance report',
        'Month-end client summary',
        'Monthly stakeholder overview',
        'Weekly traffic snapshot',
      ]),
    );
    expect(location()).toBe(`/sites/${ACME_SITE_ID}/schedules?sort=title`);
  });

  it('opens with the search, cadence and sort of a shared link', async () => {
    renderListPage(`${listPath(ACME_SITE_ID)}?q=priya&cadence=monthly&sort=title`);
    const list = await findScheduleList();

    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('priya');
    expect(screen.getByRole('combobox', { name: 'Cadence' })).toHaveDisplayValue('Monthly');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Title A–Z');
    expect(cardTitles(list)).toEqual(['Last-day-of-month backup audit']);
  });
});

describe('the schedule list page: going back and clearing the filters', () => {
  it('goes back to the previous search and filter with Back', async () => {
    const { user } = renderListPage(listPath(ACME_SITE_ID));
    await findScheduleList();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    const cadence = screen.getByRole('combobox', { name: 'Cadence' });

    await user.type(search, 'dana');
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
    await findScheduleList();
    const search = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(search, 'no such schedule');

    expect(await screen.findByRole('heading', { name: 'No schedules match' })).toBeVisible();
    expect(screen.getByText('0 of 7 schedules match')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(await findScheduleList()).toBeVisible();
    expect(search).toHaveValue('');
    expect(screen.getByText('7 schedules')).toBeVisible();
    expect(location()).toBe(`/sites/${ACME_SITE_ID}/schedules`);
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
    expect(await findScheduleList()).toBeVisible();
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

  it("shows Not found with the service's message for a site that does not exist", async () => {
    renderListPage(listPath('00000000-0000-4000-8000-000000000000'));

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByText('Site not found')).toBeVisible();
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

    expect(await findScheduleList()).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why it is waiting while it retries after too many requests', async () => {
    mockApi.service().faults.set({
      latencyMs: 0,
      failures: { listSchedules: { status: 429, remaining: 1, retryAfterSeconds: 1 } },
    });
    renderWithRetries(listPath(ACME_SITE_ID));

    expect(
      await screen.findByText(/^Too many requests\. Retrying in 1 s \(attempt 2 of 4\)…$/),
    ).toBeVisible();
    expect(screen.getByText('Loading schedules…')).toBeVisible();
    expect(await findScheduleList()).toBeVisible();
    expect(screen.queryByText(/Retrying/)).not.toBeInTheDocument();
  });
});

describe('the schedule list page: accessibility and the recent sites', () => {
  it('has no accessibility violations that axe finds in the DOM', async () => {
    const { container, user } = renderListPage(listPath(ACME_SITE_ID));
    await findScheduleList();
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
    await findScheduleList();

    const remembered = JSON.parse(
      window.localStorage.getItem('report-scheduler.recent-sites') ?? '[]',
    ) as { id: string }[];
    expect(remembered.map(({ id }) => id)).toEqual([ACME_SITE_ID]);
  });
});

describe('after a save', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollIntoView.mockReset();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('announces the save and highlights the saved schedule on its page', async () => {
    const initech = (await mockApi.client().listSchedules(INITECH_SITE_ID)).schedules;
    const saved = sortSchedules(initech, 'next-run')[60] as Schedule;
    renderAfterSave(INITECH_SITE_ID, {
      flash: { message: 'Schedule “' + saved.title + '” updated.' },
      highlight: { uuid: saved.uuid },
    });

    const message = screen.getByText(`Schedule “${saved.title}” updated.`);
    expect(message.closest('[role="status"]')).toHaveTextContent(message.textContent ?? '');
    await findScheduleList();
    // Wait on the cheap location read: polling a page of cards by text starves the render.
    await waitFor(() => expect(location()).toBe(`/sites/${INITECH_SITE_ID}/schedules?page=3`), {
      timeout: 10_000,
    });
    const card = screen.getByText('Just saved').closest('article') as HTMLElement;
    expect(within(card).getByRole('heading', { name: saved.title })).toBeVisible();
    await waitFor(() => expect(card).toHaveFocus());
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

    const card = (await screen.findByText('Just saved')).closest('article') as HTMLElement;
    expect(card).toHaveAccessibleName('Content team weekly digest');
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

describe('with 5,000 schedules', () => {
  it('renders one page at a time and pages through them', async () => {
    const { user } = renderListPage(listPath(INITECH_SITE_ID));
    const list = await findScheduleList();

    expect(screen.getByText('5,000 schedules')).toBeVisible();
    expect(within(list).getAllByRole('article')).toHaveLength(25);
    expect(screen.getByText('Showing 1–25 of 5,000')).toBeVisible();

    const pages = screen.getByRole('navigation', { name: 'Pages of schedules' });
    await user.click(within(pages).getByRole('link', { name: 'Go to page 2' }));

    await waitFor(() => expect(location()).toBe(`/sites/${INITECH_SITE_ID}/schedules?page=2`));
    expect(screen.getByText('Showing 26–50 of 5,000')).toBeVisible();
    expect(within(list).getAllByRole('article')).toHaveLength(25);
    expect(within(pages).getByRole('link', { name: 'page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }, 20_000);

  it('searches all of them and starts again from the first page', async () => {
    const { user } = renderListPage(`${listPath(INITECH_SITE_ID)}?page=4`);
    await findScheduleList();
    expect(screen.getByText('Showing 76–100 of 5,000')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bluebird');

    // queryBy, not getBy: a failed getBy prints the page, which starves the render it waits on.
    await waitFor(() =>
      expect(screen.queryByText(/^[\d,]+ of 5,000 schedules match$/)).not.toBeNull(),
    );
    expect(location()).toBe(`/sites/${INITECH_SITE_ID}/schedules?q=bluebird`);
    expect(screen.getByText(/^Showing 1–\d+ of [\d,]+$/)).toBeVisible();
  }, 20_000);
});
