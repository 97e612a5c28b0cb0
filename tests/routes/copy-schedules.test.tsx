/**
 * "Copy N schedules to other sites" against the mock service: the selection from the list's
 * location state, one chooser and one review of schedules × sites, each target site's list read
 * once before the creates, a create committed and its answer lost found on Retry failed (never
 * two copies), schedules gone from the site, and the pages for no selection, too many and a
 * read-only account.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import CopySchedulesPage from '#src/app/routes/copy-schedules';
import { READ_ONLY_REASON } from '#src/features/schedules/api/get-site-access';
import { selectedSchedulesState } from '#src/features/schedules/schedule-paths';
import { ACME_ACCOUNT_ID } from '#src/mock-service/directory';
import { ACME_SITE_ID, setupMockApi, VIEWER_CREDENTIALS } from '#tests/support/mock-api';
import type { Credentials } from '#src/lib/http/basic-auth';
import { loseFirstCreateAnswer } from '#tests/support/lost-answers';
import { renderWithApp } from '#tests/support/render';

const mockApi = setupMockApi();
const SLOW = { timeout: 15_000 };
const SCHEDULES_URL = '*/v1/site_reports/schedules';
const TITLES = ['Weekly traffic snapshot', 'Fortnightly plugin and security review'];

function sourcesOf(titles: readonly string[]) {
  const schedules = mockApi.service().store.listSchedules(ACME_SITE_ID);
  return titles.map((title) => {
    const schedule = schedules.find((candidate) => candidate.title === title);
    if (!schedule) throw new Error(`No schedule ${title}`);
    return schedule;
  });
}

function acmeSites(count: number) {
  return mockApi
    .service()
    .store.sites()
    .filter((site) => site.account.id === ACME_ACCOUNT_ID && site.id !== ACME_SITE_ID)
    .slice(0, count);
}

function renderPage(selection?: readonly string[], credentials?: Credentials) {
  return renderWithApp(<CopySchedulesPage />, {
    route: {
      pathname: `/sites/${ACME_SITE_ID}/schedules/copy`,
      ...(selection ? { state: selectedSchedulesState(selection) } : {}),
    },
    path: '/sites/:siteId/schedules/copy',
    ...(credentials ? { credentials } : {}),
  });
}

function copiesOn(siteId: string, title: string) {
  return mockApi
    .service()
    .store.listSchedules(siteId)
    .filter((schedule) => schedule.title === title);
}

/** Each request to the schedules, in order: `GET <site>` or `POST <site>`. */
function watchRequests(): string[] {
  const requests: string[] = [];
  mockApi.server.use(
    http.get(SCHEDULES_URL, ({ request }) => {
      requests.push(`GET ${new URL(request.url).searchParams.get('site_id')}`);
      return undefined;
    }),
  );
  return requests;
}

async function choose(user: UserEvent, sites: readonly { name: string }[]) {
  const search = await screen.findByRole('searchbox', { name: 'Search sites' }, SLOW);
  for (const site of sites) {
    await user.clear(search);
    await user.type(search, site.name);
    await user.click(
      await screen.findByRole('checkbox', { name: new RegExp(`^${site.name} \\(`) }),
    );
  }
}

describe('copying several schedules to other sites', () => {
  it('names the schedules, reviews each on each site, and makes one copy of each on each site', async () => {
    const sites = acmeSites(2);
    const requests = watchRequests();
    const { user } = renderPage(sourcesOf(TITLES).map(({ uuid }) => uuid));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Copy 2 schedules to other sites' }),
    ).toBeInTheDocument();
    const named = await screen.findByRole('list', { name: 'The schedules to copy' }, SLOW);
    expect(
      within(named)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(TITLES);

    await choose(user, sites);
    await user.click(screen.getByRole('button', { name: 'Review 4 copies' }));
    const review = await screen.findByRole('table', { name: 'The copies to create' });
    for (const title of TITLES) expect(within(review).getAllByText(title)).toHaveLength(2);

    const create = await screen.findByRole('button', { name: 'Create 4 copies' });
    await waitFor(() => expect(create).toBeEnabled());
    requests.length = 0;
    await user.click(create);
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(screen.getByText('4 copies created, 0 failed, 0 skipped.')).toBeInTheDocument();
    for (const title of TITLES) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      for (const site of sites) expect(copiesOn(site.id, title)).toHaveLength(1);
    }
    // The source's list read once, then each site's once, however many schedules go to it.
    const checks = requests.slice(0, 3);
    expect(checks[0]).toBe(`GET ${ACME_SITE_ID}`);
    expect(checks.slice(1).sort()).toEqual(sites.map(({ id }) => `GET ${id}`).sort());
  });

  it('never makes two copies: a create committed and its answer lost is found on Retry failed', async () => {
    const sites = acmeSites(2);
    const posts = loseFirstCreateAnswer(mockApi);
    const { user } = renderPage(sourcesOf(TITLES).map(({ uuid }) => uuid));
    await choose(user, sites);
    await user.click(screen.getByRole('button', { name: 'Review 4 copies' }));
    const create = await screen.findByRole('button', { name: 'Create 4 copies' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(screen.getByText('3 copies created, 1 failed, 0 skipped.')).toBeInTheDocument();
    expect(screen.getByText(/may have been created all the same/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry failed' }));
    await waitFor(
      () => expect(screen.getByText('4 copies created, 0 failed, 0 skipped.')).toBeInTheDocument(),
      SLOW,
    );
    expect(screen.getByText(/Already there/)).toBeInTheDocument();
    expect(posts).toHaveLength(4);
    for (const title of TITLES) {
      for (const site of sites) expect(copiesOn(site.id, title)).toHaveLength(1);
    }
  });
});

describe('copying several schedules to other sites: schedules gone from the site', () => {
  it('lists a selected schedule no longer on the site as gone, and copies the rest', async () => {
    const [kept, deleted] = sourcesOf(TITLES);
    const [site] = acmeSites(1);
    if (!kept || !deleted || !site) throw new Error('No schedules or site');
    mockApi.service().store.deleteSchedule(deleted.uuid);
    const { user } = renderPage([kept.uuid, deleted.uuid]);
    const gone = await screen.findByRole('list', { name: 'Schedules no longer on the site' }, SLOW);
    expect(gone).toHaveTextContent(deleted.uuid);
    expect(screen.getByRole('list', { name: 'The schedules to copy' })).toHaveTextContent(
      kept.title,
    );

    await choose(user, [site]);
    await user.click(screen.getByRole('button', { name: 'Review 1 copy' }));
    const create = await screen.findByRole('button', { name: 'Create 1 copy' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(copiesOn(site.id, kept.title)).toHaveLength(1);
    expect(copiesOn(site.id, deleted.title)).toHaveLength(0);
  });

  it('sends nothing when a schedule is deleted after the review, and lists it as gone by its title', async () => {
    const [kept, deleted] = sourcesOf(TITLES);
    const [site] = acmeSites(1);
    if (!kept || !deleted || !site) throw new Error('No schedules or site');
    const { user } = renderPage([kept.uuid, deleted.uuid]);
    await choose(user, [site]);
    await user.click(screen.getByRole('button', { name: 'Review 2 copies' }));
    const create = await screen.findByRole('button', { name: 'Create 2 copies' });
    await waitFor(() => expect(create).toBeEnabled());

    mockApi.service().store.deleteSchedule(deleted.uuid);
    await user.click(create);
    expect(
      await screen.findByText(/Schedules changed since you reviewed them/, {}, SLOW),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('list', { name: 'Schedules no longer on the site' }),
    ).toHaveTextContent(deleted.title);
    expect(copiesOn(site.id, kept.title)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Create 1 copy' }));
    await screen.findByRole('heading', { name: 'Results' }, SLOW);
    expect(screen.getByText('1 copy created, 0 failed, 0 skipped.')).toBeInTheDocument();
    expect(copiesOn(site.id, kept.title)).toHaveLength(1);
  });
});

describe('copying several schedules: when there is nothing to copy', () => {
  it('says so when opened without a selection, with a link back to the list', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Copy schedules to other sites' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/opened without any/);
    expect(screen.getByRole('link', { name: 'Back to the schedules' })).toHaveAttribute(
      'href',
      `/sites/${ACME_SITE_ID}/schedules`,
    );
    expect(screen.queryByRole('searchbox', { name: 'Search sites' })).not.toBeInTheDocument();
  });

  it('says why it copies at most 50 at once', async () => {
    renderPage(Array.from({ length: 51 }, () => crypto.randomUUID()));
    expect(await screen.findByRole('note')).toHaveTextContent(
      /^51 schedules were selected; at most 50 are copied at once\. Each goes to every site/,
    );
    expect(screen.getByRole('link', { name: 'Back to the schedules' })).toBeInTheDocument();
  });

  it('tells a read-only account it cannot copy, and offers no sites', async () => {
    renderPage(
      sourcesOf(TITLES).map(({ uuid }) => uuid),
      VIEWER_CREDENTIALS,
    );
    expect(
      await screen.findByText(
        `Copying schedules needs an account that can create them. ${READ_ONLY_REASON}`,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the schedules' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search sites' })).not.toBeInTheDocument();
  });
});
