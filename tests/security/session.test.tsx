/**
 * One tab, two users, one after the other: nothing the first user saw, typed or opened is shown
 * to the next, whether the first one's session expired or they signed out.
 */
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GLOBEX_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { renderApp } from '#tests/support/render';

const mockApi = setupMockApi();

const GLOBEX_LIST_PATH = `/sites/${GLOBEX_SITE_ID}/schedules`;
const GLOBEX_SCHEDULE_TITLES = [
  'Storefront health check',
  'Holiday sales traffic',
  'Monthly plugin update log',
];
const SLOW = { timeout: 10_000 };
/** The edit page's code loads cold in jsdom, then two sign-ins and three pages. */
const LONG_SCENARIO_MS = 40_000;

async function signInAs(user: UserEvent, username: string, password: string) {
  await user.type(await screen.findByLabelText(/^Username/, {}, SLOW), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

function expectNoGlobexSchedules() {
  for (const title of GLOBEX_SCHEDULE_TITLES) {
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  }
}

/** Goes to the site picker by the header link, as a user would. */
async function openSitePicker(user: UserEvent) {
  await user.click(screen.getByRole('link', { name: 'Report scheduler' }));
  return screen.findByRole('heading', { level: 1, name: 'Sites' }, SLOW);
}

/**
 * Where the service lists no sites, viewer can still try any site by its ID: the way to ask for
 * demo's Globex, which viewer's directory does not list.
 */
function withoutSiteDirectory() {
  mockApi.server.use(
    http.get('*/v1/sites', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
  );
}

async function openSiteById(user: UserEvent, siteId: string) {
  await user.type(await screen.findByLabelText('Site ID', {}, SLOW), siteId);
  await user.click(screen.getByRole('button', { name: 'Open' }));
}

describe('when another user signs in on the same tab', () => {
  it(
    'after an expiry, shows them none of the previous user’s schedules, draft or sites',
    async () => {
      // demo opens Globex and starts renaming a schedule.
      const { user } = renderApp({ route: GLOBEX_LIST_PATH });
      await user.click(
        await screen.findByRole('link', { name: 'Edit Storefront health check' }, SLOW),
      );
      const title = await screen.findByLabelText('Title', {}, SLOW);
      await user.clear(title);
      await user.type(title, 'Renamed by demo, not saved');

      // The service refuses the session on Save: it expires, and the app asks to sign in again.
      mockApi.server.use(
        http.patch('*/v1/site_reports/schedules/:scheduleId', () =>
          HttpResponse.json({ message: 'Bad Credentials' }, { status: 401 }),
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      const review = await screen.findByRole('region', { name: 'Review your changes' }, SLOW);
      await user.click(within(review).getByRole('button', { name: 'Confirm and save' }));
      expect(await screen.findByText(/Your session has ended/, {}, SLOW)).toBeInTheDocument();

      // viewer, who may not see Globex, signs in on the same tab.
      mockApi.server.resetHandlers(...mockApi.service().handlers);
      withoutSiteDirectory();
      await signInAs(user, 'viewer', 'viewer');

      // Not sent back to demo's page: that page was demo's. viewer starts at the site picker,
      // with neither demo's form nor what demo typed, and no site demo opened on offer.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Sites' }, SLOW),
      ).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
      expect(screen.queryByDisplayValue('Renamed by demo, not saved')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Recently opened' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: GLOBEX_SITE_ID })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Globex Shop' })).not.toBeInTheDocument();

      // Globex itself: the 403, not demo's schedules from the cache.
      await openSiteById(user, GLOBEX_SITE_ID);
      expect(
        await screen.findByText("You don't have permission to see this site's schedules", {}, SLOW),
      ).toBeInTheDocument();
      expectNoGlobexSchedules();
    },
    LONG_SCENARIO_MS,
  );

  it('after a sign-out, shows them none of the previous user’s schedules or sites', async () => {
    const { user } = renderApp({ route: GLOBEX_LIST_PATH });
    expect(await screen.findByText('Storefront health check', {}, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Account: demo' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    // The sign-in page does not remember demo's page for whoever comes next.
    await screen.findByRole('button', { name: 'Sign in' }, SLOW);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    withoutSiteDirectory();
    await signInAs(user, 'viewer', 'viewer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sites' }, SLOW),
    ).toBeInTheDocument();

    expect(screen.queryByRole('heading', { name: 'Recently opened' })).not.toBeInTheDocument();
    await openSiteById(user, GLOBEX_SITE_ID);
    expect(
      await screen.findByText("You don't have permission to see this site's schedules", {}, SLOW),
    ).toBeInTheDocument();
    expectNoGlobexSchedules();
  });
});

describe('when the same user signs in again after an expiry', () => {
  it('still offers the sites they opened', async () => {
    const { user, sessionStore } = renderApp({ route: GLOBEX_LIST_PATH });
    expect(await screen.findByText('Storefront health check', {}, SLOW)).toBeInTheDocument();

    act(() => sessionStore.expire());
    await signInAs(user, 'demo', 'demo');

    expect(await screen.findByText('Storefront health check', {}, SLOW)).toBeInTheDocument();
    await openSitePicker(user);
    const recent = await screen.findByRole('region', { name: 'Recently opened' }, SLOW);
    expect(within(recent).getByRole('link', { name: 'Globex Shop' })).toBeInTheDocument();
  });
});
