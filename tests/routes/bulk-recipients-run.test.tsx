/**
 * Applying a bulk recipient change against the mock service: at most 4 requests at a time, a
 * 429's Retry-After, failures and "Retry failed" (never sending twice what may have arrived),
 * pause, cancel, and the question before leaving a run.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import BulkRecipientsPage from '#src/app/routes/bulk-recipients';
import type { RecipientInput } from '#src/domain/schemas';
import { ACME_SITE_ID, setupMockApi, TEMPLATE_IDS } from '#tests/support/mock-api';
import { renderWithApp } from '#tests/support/render';

const mockApi = setupMockApi();

const PAGE_PATH = `/sites/${ACME_SITE_ID}/recipients`;
const PATCH_URL = '*/v1/site_reports/schedules/:scheduleId';
const SLOW = { timeout: 10_000 };
const DANA = 'dana.whitfield@acme-marketing.example';
const SHARED = 'shared@example.com';

function renderPage() {
  return renderWithApp(<BulkRecipientsPage />, {
    route: PAGE_PATH,
    path: '/sites/:siteId/recipients',
  });
}

/** Every PATCH's schedule id; the mock service then answers it. */
function recordPatches(): string[] {
  const ids: string[] = [];
  mockApi.server.use(
    http.patch(PATCH_URL, ({ params }) => {
      ids.push(String(params.scheduleId));
    }),
  );
  return ids;
}

/** `count` more Acme schedules sending to SHARED and one other address each. */
function addSharedSchedules(count: number) {
  for (let index = 1; index <= count; index++) {
    mockApi.service().store.createSchedule({
      site_id: ACME_SITE_ID,
      title: `Shared report ${index}`,
      next_scheduled_date: '2099-01-05T09:00:00Z',
      template_uuid: TEMPLATE_IDS.monthlyClientReport,
      frequency: { unit: 'DAYS', value: 7 },
      recipients: [
        { name: 'Shared inbox', email: SHARED },
        { name: '', email: `other${index}@example.com` },
      ],
      sections: [],
    });
  }
}

function stillSendingToShared(): number {
  return mockApi
    .service()
    .store.listSchedules(ACME_SITE_ID)
    .filter((schedule) => schedule.recipients.some(({ email }) => email === SHARED)).length;
}

/** Find `email`, choose remove or replace (with jane.roe@…), and review. */
async function reviewChange(user: UserEvent, email: string, action: 'remove' | 'replace') {
  await user.type(await screen.findByLabelText('Email address', {}, SLOW), email);
  await user.click(screen.getByRole('button', { name: 'Find schedules' }));
  if (action === 'remove') {
    await user.click(await screen.findByRole('radio', { name: 'Remove from these schedules' }));
  } else {
    await user.click(await screen.findByRole('radio', { name: 'Replace with another recipient' }));
    await user.type(screen.getByLabelText(/New recipient's email/), 'jane.roe@example.com');
  }
  await user.click(screen.getByRole('button', { name: 'Review changes' }));
}

async function findResults() {
  return screen.findByRole('heading', { name: 'Results' }, SLOW);
}

describe('applying a bulk change: changes made meanwhile', () => {
  it('never writes over a recipient a colleague added after the review', async () => {
    addSharedSchedules(3);
    const { user } = renderPage();
    await reviewChange(user, SHARED, 'remove');
    // Between the review and Apply, a colleague adds someone to one of the schedules.
    const target = mockApi
      .service()
      .store.listSchedules(ACME_SITE_ID)
      .find((schedule) => schedule.title === 'Shared report 2');
    if (!target) throw new Error('No shared schedule');
    mockApi.service().store.updateSchedule(target.uuid, {
      recipients: [...target.recipients, { name: 'Added meanwhile', email: 'new@example.com' }],
    });

    await user.click(screen.getByRole('button', { name: 'Change 3 schedules' }));
    await findResults();
    const after = mockApi.service().store.schedule(target.uuid);
    expect(after?.recipients.map(({ email }) => email)).toEqual([
      'other2@example.com',
      'new@example.com',
    ]);
  });
});

describe('applying a bulk change: a refusal on the way', () => {
  it('makes the site read-only as the list does, stops sending, and keeps the results', async () => {
    addSharedSchedules(10);
    let patches = 0;
    mockApi.server.use(
      http.patch(PATCH_URL, () => {
        patches += 1;
        return HttpResponse.json({ message: 'Not authorized for this site.' }, { status: 403 });
      }),
    );
    const { user } = renderPage();
    await reviewChange(user, SHARED, 'remove');
    await user.click(screen.getByRole('button', { name: 'Change 10 schedules' }));
    await findResults();

    // The page says why, as the list would, and the results stay below it.
    expect(
      screen.getByText(/can view these schedules but not create or change them/),
    ).toBeInTheDocument();
    expect(screen.getByText(/0 schedules changed, \d+ failed, \d+ skipped\./)).toBeInTheDocument();
    // The first refusal stopped the run: at most the 4 already in flight were sent.
    expect(patches).toBeLessThanOrEqual(4);
    expect(stillSendingToShared()).toBe(10);
  });
});

describe('applying a bulk change: the rate limit and failures', () => {
  it('never has more than 4 requests in flight', async () => {
    addSharedSchedules(10);
    let inFlight = 0;
    let most = 0;
    mockApi.server.use(
      http.patch(PATCH_URL, async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await delay(40);
        inFlight -= 1;
      }),
    );
    const { user } = renderPage();
    await reviewChange(user, SHARED, 'remove');
    await user.click(screen.getByRole('button', { name: 'Change 10 schedules' }));
    await findResults();
    expect(screen.getByText('10 schedules changed, 0 failed, 0 skipped.')).toBeInTheDocument();
    expect(most).toBe(4);
    expect(stillSendingToShared()).toBe(0);
  });

  it("waits as a 429's Retry-After asks, says so, then sends the same requests again", async () => {
    const patches = recordPatches();
    const { user } = renderPage();
    await reviewChange(user, DANA, 'replace');
    mockApi.service().faults.set({
      latencyMs: 0,
      failures: { updateSchedule: { status: 429, remaining: 2, retryAfterSeconds: 1 } },
    });
    await user.click(screen.getByRole('button', { name: 'Change 3 schedules' }));

    expect(
      await screen.findByText('The service asked us to slow down; resuming in 1 s'),
    ).toBeInTheDocument();
    await findResults();
    expect(screen.getByText('3 schedules changed, 0 failed, 0 skipped.')).toBeInTheDocument();
    expect(patches).toHaveLength(5);
  });

  it('shows a failure with its reason, and Retry failed sends only that one again', async () => {
    const patches = recordPatches();
    const { user } = renderPage();
    await reviewChange(user, DANA, 'replace');
    mockApi.service().faults.set({
      latencyMs: 0,
      failures: { updateSchedule: { status: 503, remaining: 1 } },
    });
    await user.click(screen.getByRole('button', { name: 'Change 3 schedules' }));

    await findResults();
    expect(screen.getByText('2 schedules changed, 1 failed, 0 skipped.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Failed (1)' })).toBeInTheDocument();
    expect(
      screen.getByText(/Service unavailable: The service is temporarily unavailable/),
    ).toBeInTheDocument();
    const failedId = patches[0];

    await user.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    await waitFor(() =>
      expect(screen.getByText('3 schedules changed, 0 failed, 0 skipped.')).toBeInTheDocument(),
    );
    expect(patches).toHaveLength(4);
    expect(patches[3]).toBe(failedId);
    expect(screen.queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();
  });

  it('does not send again a change whose answer was lost but which was made', async () => {
    const patches: string[] = [];
    mockApi.server.use(
      http.patch(PATCH_URL, async ({ request, params }) => {
        const id = String(params.scheduleId);
        patches.push(id);
        if (patches.length > 1) return;
        // Made, then the answer is lost: what a 503 from a proxy after the service can mean.
        const { recipients } = (await request.json()) as { recipients: RecipientInput[] };
        mockApi.service().store.updateSchedule(id, {
          recipients: recipients.map(({ name, email }) => ({ name: name ?? '', email })),
        });
        return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
      }),
    );
    const { user } = renderPage();
    await reviewChange(user, DANA, 'replace');
    await user.click(screen.getByRole('button', { name: 'Change 3 schedules' }));
    await findResults();
    expect(screen.getByText(/it may have been changed all the same/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    await waitFor(() =>
      expect(screen.getByText('3 schedules changed, 0 failed, 0 skipped.')).toBeInTheDocument(),
    );
    expect(patches).toHaveLength(3);
    const changed = within(screen.getByRole('heading', { name: 'Changed (3)' }).parentElement!);
    expect(changed.getByText(/Already changed/)).toBeInTheDocument();
  });
});

describe('applying a bulk change: checking first, pausing, cancelling, leaving', () => {
  it('sends nothing when the current recipients cannot be read, and goes back to the review', async () => {
    const patches = recordPatches();
    const { user } = renderPage();
    await reviewChange(user, DANA, 'replace');
    mockApi.service().faults.set({
      latencyMs: 0,
      failures: { listSchedules: { status: 503, remaining: 1 } },
    });
    await user.click(screen.getByRole('button', { name: 'Change 3 schedules' }));

    expect(
      await screen.findByRole('heading', { name: 'The changes could not start' }, SLOW),
    ).toHaveFocus();
    expect(patches).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back to the review' }));
    expect(screen.getByRole('heading', { name: 'Review the changes' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Change 3 schedules' }));
    await findResults();
    expect(patches).toHaveLength(3);
  });

  it('starts nothing new while paused, and finishes when resumed', async () => {
    addSharedSchedules(10);
    const patches = recordPatches();
    const { user } = renderPage();
    await reviewChange(user, SHARED, 'remove');
    mockApi.service().faults.set({ latencyMs: 150, failures: {} });
    await user.click(screen.getByRole('button', { name: 'Change 10 schedules' }));
    await waitFor(() => expect(patches.length).toBeGreaterThan(0), SLOW);
    await user.click(screen.getByRole('button', { name: 'Pause' }));

    expect(
      await screen.findByText('Paused. Nothing more is sent until you resume.', {}, SLOW),
    ).toBeInTheDocument();
    const sent = patches.length;
    expect(sent).toBeLessThan(10);
    await delay(400);
    expect(patches).toHaveLength(sent);

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await findResults();
    expect(screen.getByText('10 schedules changed, 0 failed, 0 skipped.')).toBeInTheDocument();
    expect(stillSendingToShared()).toBe(0);
  });

  it('skips what was not sent when cancelled', async () => {
    addSharedSchedules(10);
    const patches = recordPatches();
    const { user } = renderPage();
    await reviewChange(user, SHARED, 'remove');
    mockApi.service().faults.set({ latencyMs: 150, failures: {} });
    await user.click(screen.getByRole('button', { name: 'Change 10 schedules' }));
    await waitFor(() => expect(patches.length).toBeGreaterThan(0), SLOW);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await findResults();
    const sent = patches.length;
    expect(sent).toBeLessThan(10);
    expect(screen.getByRole('heading', { name: `Skipped (${10 - sent})` })).toBeInTheDocument();
    expect(screen.getAllByText(/Cancelled before it was sent/)).toHaveLength(10 - sent);
    expect(stillSendingToShared()).toBe(10 - sent);
  });

  it('asks before leaving while a run is going', async () => {
    addSharedSchedules(6);
    const { user } = renderPage();
    await reviewChange(user, SHARED, 'remove');
    mockApi.service().faults.set({ latencyMs: 150, failures: {} });
    await user.click(screen.getByRole('button', { name: 'Change 6 schedules' }));
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(breadcrumbs).getByRole('link', { name: 'Schedules' }));

    expect(await screen.findByText('Stop changing the schedules?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('location')).toHaveTextContent(PAGE_PATH);
    await user.click(within(breadcrumbs).getByRole('link', { name: 'Schedules' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/sites/${ACME_SITE_ID}/schedules`),
    );
  });
});
