/**
 * Context on every page: a breadcrumb trail from the Sites page down, and a tab title that
 * names the page and the site, by the name the platform gives (GET /sites/{site_id}): a deep
 * link names its site without the site having been opened before.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACME_SITE_ID, GLOBEX_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { renderApp } from '#tests/support/render';

const mockApi = setupMockApi();

const LIST_PATH = `/sites/${ACME_SITE_ID}/schedules`;
const SLOW = { timeout: 10_000 };

async function findTrail() {
  return screen.findByRole('navigation', { name: 'Breadcrumb' }, SLOW);
}

/** The crumbs as read out: the separators are hidden from assistive technology. */
function crumbs(trail: HTMLElement): string[] {
  return within(trail)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

async function expectTitle(title: string) {
  await waitFor(() => expect(document.title).toBe(title), SLOW);
}

describe('the breadcrumb trail', () => {
  it('leads from the sites to a site’s schedules on the list', async () => {
    renderApp({ route: LIST_PATH });
    const trail = await findTrail();

    await waitFor(() => expect(crumbs(trail)).toEqual(['Sites', 'Acme Marketing', 'Schedules']));
    expect(within(trail).getByRole('link', { name: 'Sites' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('Schedules')).toHaveAttribute('aria-current', 'page');
  });

  it('adds the new schedule below the list, which it links to', async () => {
    renderApp({ route: `${LIST_PATH}/new` });
    const trail = await findTrail();

    await waitFor(() =>
      expect(crumbs(trail)).toEqual(['Sites', 'Acme Marketing', 'Schedules', 'New schedule']),
    );
    expect(within(trail).getByRole('link', { name: 'Schedules' })).toHaveAttribute(
      'href',
      LIST_PATH,
    );
    expect(within(trail).getByText('New schedule')).toHaveAttribute('aria-current', 'page');
  });

  it('names the schedule being edited', async () => {
    const [schedule] = mockApi.service().store.listSchedules(ACME_SITE_ID);
    renderApp({ route: `${LIST_PATH}/${schedule!.uuid}/edit` });

    const current = await screen.findByText(`Edit “${schedule!.title}”`, {}, SLOW);
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(crumbs(await findTrail())).toEqual([
      'Sites',
      'Acme Marketing',
      'Schedules',
      `Edit “${schedule!.title}”`,
    ]);
  });

  it('names the run calendar as the page it is, beside the list rather than below it', async () => {
    renderApp({ route: `/sites/${ACME_SITE_ID}/calendar` });
    const trail = await findTrail();
    await waitFor(() => expect(crumbs(trail)).toEqual(['Sites', 'Acme Marketing', 'Run calendar']));
    expect(within(trail).getByText('Run calendar')).toHaveAttribute('aria-current', 'page');
  });

  it('adds the bulk recipient change below the list, naming the site', async () => {
    renderApp({ route: `/sites/${ACME_SITE_ID}/recipients` });
    const trail = await findTrail();

    await waitFor(() =>
      expect(crumbs(trail)).toEqual([
        'Sites',
        'Acme Marketing',
        'Schedules',
        'Replace or remove a recipient',
      ]),
    );
    expect(within(trail).getByRole('link', { name: 'Schedules' })).toHaveAttribute(
      'href',
      LIST_PATH,
    );
    expect(within(trail).getByText('Replace or remove a recipient')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('names a site by its ID when its name is not known', async () => {
    renderApp({ route: LIST_PATH });
    expect(crumbs(await findTrail())).toEqual(['Sites', ACME_SITE_ID, 'Schedules']);
  });
});

describe('the tab title', () => {
  it('names the list and its site', async () => {
    renderApp({ route: LIST_PATH });
    await expectTitle('Schedules · Acme Marketing · Report scheduler');
  });

  it('names the new schedule page and its site', async () => {
    renderApp({ route: `${LIST_PATH}/new` });
    await expectTitle('New schedule · Acme Marketing · Report scheduler');
  });

  it('names the schedule being edited and its site', async () => {
    const [schedule] = mockApi.service().store.listSchedules(ACME_SITE_ID);
    renderApp({ route: `${LIST_PATH}/${schedule!.uuid}/edit` });
    await expectTitle(`Edit ${schedule!.title} · Acme Marketing · Report scheduler`);
  });

  it('names the bulk recipient change and its site', async () => {
    renderApp({ route: `/sites/${ACME_SITE_ID}/recipients` });
    await expectTitle('Replace or remove a recipient · Acme Marketing · Report scheduler');
  });

  it.each([
    ['the sign-in page', '/login', null, 'Sign in · Report scheduler'],
    ['the Sites page', '/', undefined, 'Sites · Report scheduler'],
    ['a page that does not exist', '/no/such/page', undefined, 'Page not found · Report scheduler'],
  ])('names %s', async (_, route, credentials, title) => {
    renderApp({ route, credentials });
    await expectTitle(title);
  });
});

describe('the site beside the heading', () => {
  const firstSchedule = () => mockApi.service().store.listSchedules(ACME_SITE_ID)[0]!;

  it.each([
    ['the list', 'Report schedules', () => LIST_PATH],
    ['the run calendar', 'Run calendar', () => `/sites/${ACME_SITE_ID}/calendar`],
    ['the new schedule page', 'New schedule', () => `${LIST_PATH}/new`],
    ['the edit page', 'Edit schedule', () => `${LIST_PATH}/${firstSchedule().uuid}/edit`],
    [
      'the bulk recipient change',
      'Replace or remove a recipient',
      () => `/sites/${ACME_SITE_ID}/recipients`,
    ],
    ['the roll-out', 'Copy to other sites', () => `${LIST_PATH}/${firstSchedule().uuid}/copy`],
  ])('names the site on %s, its ID secondary with a copy button', async (_, heading, route) => {
    const { user } = renderApp({ route: route() });

    // The page is the headline; the site is the line under or beside it.
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, SLOW),
    ).toBeInTheDocument();
    const copy = await screen.findByRole('button', { name: 'Copy site ID' }, SLOW);
    const line = copy.closest('p')!;
    await waitFor(() => expect(line).toHaveTextContent('Acme Marketing'));
    expect(line).toHaveTextContent(`Site ID ${ACME_SITE_ID}`);

    await user.click(copy);
    expect(await within(line).findByText('Copied')).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe(ACME_SITE_ID);
  });
});

describe('a site that is not there', () => {
  it('says a site the platform does not know does not exist or is not visible, with a way back', async () => {
    let lookups = 0;
    mockApi.server.events.on('request:start', ({ request }) => {
      if (/\/v1\/sites\/[^/]+$/.test(new URL(request.url).pathname)) lookups += 1;
    });
    renderApp({ route: '/sites/00000000-0000-4000-8000-000000000000/schedules' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site not found' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/does not exist, or it is not visible/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your sites' })).toHaveAttribute('href', '/');
    // It stays said: the site is looked up once, not again and again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByRole('heading', { level: 1, name: 'Site not found' })).toBeInTheDocument();
    expect(lookups).toBe(1);
  });

  it("says another account's site is not the user's to see", async () => {
    renderApp({
      route: `/sites/${GLOBEX_SITE_ID}/schedules`,
      credentials: { username: 'viewer', password: 'viewer' },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No access to this site' }, SLOW),
    ).toBeInTheDocument();
  });
});
