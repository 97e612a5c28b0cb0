/**
 * Permissions shown before the click: an account the service lets only read a site gets no
 * "New schedule" and no form to fill in, but the reason; one that may write gets both.
 */
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import CreateSchedulePage from '#src/app/routes/create-schedule';
import EditSchedulePage from '#src/app/routes/edit-schedule';
import ScheduleListPage from '#src/app/routes/schedule-list';
import { READ_ONLY_REASON } from '#src/features/schedules/api/get-site-access';
import {
  ACME_SITE_ID,
  GLOBEX_SITE_ID,
  setupMockApi,
  VIEWER_CREDENTIALS,
} from '#tests/support/mock-api';
import { renderWithApp, type RenderOptions } from '#tests/support/render';
import { listResponse } from '#tests/support/schedule-fixtures';

const mockApi = setupMockApi();

const SCHEDULES_URL = '*/v1/site_reports/schedules';
const LIST_PATH = `/sites/${ACME_SITE_ID}/schedules`;
const NEW_PATH = `${LIST_PATH}/new`;
const SLOW = { timeout: 10_000 };
const AS_VIEWER: RenderOptions = { credentials: VIEWER_CREDENTIALS };

function renderListPage(options: RenderOptions = {}) {
  return renderWithApp(<ScheduleListPage />, {
    route: LIST_PATH,
    path: '/sites/:siteId/schedules',
    ...options,
  });
}

function renderCreatePage(options: RenderOptions = {}) {
  return renderWithApp(<CreateSchedulePage />, {
    route: NEW_PATH,
    path: '/sites/:siteId/schedules/new',
    ...options,
  });
}

/** Resolves once the service has answered the probe (a POST) with `status`. */
function probeAnswered(status: number) {
  return new Promise<void>((resolve) => {
    mockApi.server.events.on('response:mocked', ({ request, response }) => {
      if (request.method === 'POST' && response.status === status) resolve();
    });
  });
}

/** Until the probe has answered the page offers everything: wait for the answer's effect. */
async function findReason() {
  return screen.findByText(READ_ONLY_REASON, {}, SLOW);
}

describe('the schedule list, by what the account may do', () => {
  it('offers no New schedule to a read-only account, and says why', async () => {
    renderListPage(AS_VIEWER);
    expect(await findReason()).toBeVisible();
    expect(screen.queryByRole('link', { name: 'New schedule' })).not.toBeInTheDocument();
  });

  it('offers New schedule to an account that may write, without a reason', async () => {
    const answered = probeAnswered(400);
    renderListPage();
    await answered;
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'New schedule' })).toHaveAttribute('href', NEW_PATH),
    );
    expect(screen.queryByText(READ_ONLY_REASON)).not.toBeInTheDocument();
    mockApi.server.events.removeAllListeners();
  });

  it('offers no "Create a schedule" in the empty list of a read-only account', async () => {
    mockApi.server.use(http.get(SCHEDULES_URL, () => HttpResponse.json(listResponse([]))));
    renderListPage(AS_VIEWER);
    expect(await screen.findByText('No report schedules yet', {}, SLOW)).toBeVisible();
    await findReason();
    expect(screen.queryByRole('link', { name: 'Create a schedule' })).not.toBeInTheDocument();
  });

  it('offers "Create a schedule" in the empty list of an account that may write', async () => {
    mockApi.server.use(http.get(SCHEDULES_URL, () => HttpResponse.json(listResponse([]))));
    renderListPage();
    expect(await screen.findByRole('link', { name: 'Create a schedule' }, SLOW)).toBeVisible();
  });

  it('offers nothing, and says nothing about viewing, on a site the account may not read', async () => {
    const probes = vi.fn();
    mockApi.server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') probes();
    });
    renderListPage({ ...AS_VIEWER, route: `/sites/${GLOBEX_SITE_ID}/schedules` });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      "You don't have permission to see this site's schedules",
    );
    expect(screen.queryByRole('link', { name: 'New schedule' })).not.toBeInTheDocument();
    expect(screen.queryByText(READ_ONLY_REASON)).not.toBeInTheDocument();
    // The probe waits for the schedules (the first rows come first): refused, there is no need.
    expect(probes).not.toHaveBeenCalled();
    mockApi.server.events.removeAllListeners();
  });

  it('offers New schedule while the access is unknown (the probe failed)', async () => {
    mockApi.server.use(
      http.post(SCHEDULES_URL, () => HttpResponse.json({ message: 'Down' }, { status: 503 })),
    );
    const answered = probeAnswered(503);
    renderListPage(AS_VIEWER);
    await answered;
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'New schedule' })).toBeInTheDocument(),
    );
    expect(screen.queryByText(READ_ONLY_REASON)).not.toBeInTheDocument();
    mockApi.server.events.removeAllListeners();
  });
});

describe('the form pages, by what the account may do', () => {
  it('shows a read-only account the reason and the way back, not a form', async () => {
    const { container } = renderCreatePage(AS_VIEWER);
    expect(await findReason()).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'New schedule' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the schedules' })).toHaveAttribute(
      'href',
      LIST_PATH,
    );
    expect(screen.queryByRole('form', { name: 'New schedule' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });

  it('shows an account that may write the form', async () => {
    renderCreatePage();
    expect(await screen.findByLabelText('Title', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'New schedule' })).toBeInTheDocument();
    expect(screen.queryByText(READ_ONLY_REASON)).not.toBeInTheDocument();
  });

  it('shows a read-only account no edit form either', async () => {
    const [schedule] = mockApi.service().store.listSchedules(ACME_SITE_ID);
    renderWithApp(<EditSchedulePage />, {
      route: `${LIST_PATH}/${schedule!.uuid}/edit`,
      path: '/sites/:siteId/schedules/:scheduleId/edit',
      ...AS_VIEWER,
    });
    expect(await findReason()).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit schedule' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('keeps the form and its failure when a submit is what finds the account read-only', async () => {
    mockApi.server.use(
      http.post(SCHEDULES_URL, async ({ request }) => {
        const body = (await request.json()) as { title?: string };
        // The probe (no title) finds the service down; the real create is refused.
        return body.title
          ? HttpResponse.json({ message: 'Not authorized' }, { status: 403 })
          : HttpResponse.json({ message: 'Down' }, { status: 503 });
      }),
    );
    const { user } = renderCreatePage();
    await user.type(await screen.findByLabelText('Title', {}, SLOW), 'Refused');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You don't have permission to do this",
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Refused');
    expect(screen.queryByText(READ_ONLY_REASON)).not.toBeInTheDocument();
  });
});
