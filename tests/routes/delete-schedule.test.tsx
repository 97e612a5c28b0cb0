import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { scheduleElementId } from '#src/features/schedules/components/schedule-list/schedule-display';
import { ACME_SITE_ID, setupMockApi, VIEWER_CREDENTIALS } from '#tests/support/mock-api';
import { renderApp } from '#tests/support/render';

const mockApi = setupMockApi();

const LIST_PATH = `/sites/${ACME_SITE_ID}/schedules`;
const SLOW = { timeout: 10_000 };

function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The list's rows, once they are in: [title, its Delete button] in page order. */
async function listedRows() {
  const table = await screen.findByRole('table', { name: /report schedules/i }, SLOW);
  return within(table)
    .getAllByRole('button', { name: /^Delete / })
    .map((button) => ({
      title: (button.getAttribute('aria-label') ?? '').replace(/^Delete /, ''),
      button,
    }));
}

function storedSchedule(title: string) {
  const schedule = mockApi
    .service()
    .store.listSchedules(ACME_SITE_ID)
    .find((candidate) => candidate.title === title);
  if (!schedule) throw new Error(`No schedule "${title}" in the mock`);
  return schedule;
}

async function confirmDelete(user: UserEvent, title: string) {
  const dialog = await screen.findByRole('dialog', { name: `Stop “${title}”?` });
  await user.click(within(dialog).getByRole('button', { name: 'Delete schedule' }));
  return dialog;
}

describe('deleting a schedule from the list', () => {
  it('asks first, naming the cadence and who gets no more reports, and Keep it changes nothing', async () => {
    const { user } = renderApp({ route: LIST_PATH });
    const [first] = await listedRows();
    if (!first) throw new Error('No rows');
    const schedule = storedSchedule(first.title);

    await user.click(first.button);
    const dialog = await screen.findByRole('dialog', { name: `Stop “${first.title}”?` });
    expect(dialog).toHaveAccessibleDescription(/^Every (week|2 weeks|month)/);
    const firstName = schedule.recipients[0]?.name || schedule.recipients[0]?.email || '';
    expect(dialog).toHaveAccessibleDescription(
      new RegExp(`${firstName}.* will get no more reports`),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mockApi.service().store.schedule(schedule.uuid)).toBeDefined();
    expect(screen.getByRole('button', { name: `Delete ${first.title}` })).toBeInTheDocument();
  });

  it('deletes it: the row goes, the notice offers Create it again, focus moves to the next row', async () => {
    const { user } = renderApp({ route: LIST_PATH });
    const rows = await listedRows();
    const [first, second] = rows;
    if (!first || !second) throw new Error('Acme has at least two schedules');
    const deleted = storedSchedule(first.title);
    const next = storedSchedule(second.title);
    const total = mockApi.service().store.listSchedules(ACME_SITE_ID).length;
    expect(screen.getByText(`${total} schedules`)).toBeInTheDocument();

    await user.click(first.button);
    await confirmDelete(user, first.title);

    expect(
      await screen.findByText(`Deleted “${first.title}”. Its recipients will get no more reports.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Delete ${first.title}` })).toBeNull();
    expect(mockApi.service().store.schedule(deleted.uuid)).toBeUndefined();
    await waitFor(() => expect(document.activeElement?.id).toBe(scheduleElementId(next.uuid)));
    expect(screen.getByText(`${total - 1} schedules`)).toBeInTheDocument();

    // Create it again: the form filled from the deleted schedule, under its own title.
    await user.click(screen.getByRole('link', { name: 'Create it again' }));
    // The create page's code loads first (a transition keeps the list meanwhile).
    await waitFor(() => expect(location()).toBe(`${LIST_PATH}/new?recreate=${deleted.uuid}`), SLOW);
    expect(await screen.findByLabelText(/^Title/, {}, SLOW)).toHaveValue(deleted.title);
    expect(screen.getByText(/the schedule you deleted/)).toBeInTheDocument();
  });
  it('moves focus to the list’s heading once its last schedule is deleted', async () => {
    const [last, ...others] = mockApi.service().store.listSchedules(ACME_SITE_ID);
    if (!last) throw new Error('No schedules');
    for (const other of others) mockApi.service().store.deleteSchedule(other.uuid);
    const { user } = renderApp({ route: LIST_PATH });
    const rows = await listedRows();
    expect(rows.map((row) => row.title)).toEqual([last.title]);

    await user.click(rows[0]!.button);
    await confirmDelete(user, last.title);

    expect(await screen.findByText('No report schedules yet', {}, SLOW)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Report schedules' })).toHaveFocus(),
    );
  });
});

describe('deleting a schedule: answers lost or refused', () => {
  it('sends a delete whose answer was lost again, and reads the 404 that follows as done', async () => {
    let attempts = 0;
    mockApi.server.use(
      http.delete('*/v1/site_reports/schedules/:scheduleId', ({ params }) => {
        attempts += 1;
        if (attempts > 1) return undefined;
        // The service deletes it, but the gateway loses the answer.
        mockApi.service().store.deleteSchedule(String(params.scheduleId));
        return HttpResponse.json({ message: 'Bad gateway' }, { status: 502 });
      }),
    );
    const { user } = renderApp({ route: LIST_PATH });
    const [first] = await listedRows();
    if (!first) throw new Error('No rows');

    await user.click(first.button);
    await confirmDelete(user, first.title);

    expect(
      await screen.findByText(
        `Deleted “${first.title}”. Its recipients will get no more reports.`,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(screen.queryByText(/already been deleted/)).toBeNull();
  });

  it('says so when someone else deleted it first', async () => {
    const { user } = renderApp({ route: LIST_PATH });
    const [first] = await listedRows();
    if (!first) throw new Error('No rows');
    mockApi.service().store.deleteSchedule(storedSchedule(first.title).uuid);

    await user.click(first.button);
    await confirmDelete(user, first.title);
    expect(
      await screen.findByText(/had already been deleted, in another tab or by someone else/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Delete ${first.title}` })).toBeNull();
  });

  it('keeps the dialog open with the reason when the service refuses', async () => {
    mockApi.server.use(
      http.delete('*/v1/site_reports/schedules/:scheduleId', () =>
        HttpResponse.json({ message: 'You may not change this site.' }, { status: 403 }),
      ),
    );
    const { user } = renderApp({ route: LIST_PATH });
    const [first] = await listedRows();
    if (!first) throw new Error('No rows');

    await user.click(first.button);
    const dialog = await confirmDelete(user, first.title);
    expect(await within(dialog).findByText('You may not change this site.')).toBeInTheDocument();
    // Sending it again would only be refused again.
    expect(within(dialog).queryByRole('button', { name: /Delete schedule|Try again/ })).toBeNull();
    expect(mockApi.service().store.schedule(storedSchedule(first.title).uuid)).toBeDefined();
  });

  it('offers no delete to an account that may only read', async () => {
    renderApp({ route: LIST_PATH, credentials: VIEWER_CREDENTIALS });
    const table = await screen.findByRole('table', { name: /report schedules/i }, SLOW);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    // The site's access is probed beside the list: once known, there are no row actions.
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: /^Delete / })).toHaveLength(0),
    );
  });
});

describe('deleting a schedule from its edit page', () => {
  it('confirms, deletes, and lands on the list saying so', async () => {
    const schedule = mockApi.service().store.listSchedules(ACME_SITE_ID)[0];
    if (!schedule) throw new Error('No schedules');
    const { user } = renderApp({ route: `${LIST_PATH}/${schedule.uuid}/edit` });

    await user.click(await screen.findByRole('button', { name: 'Delete schedule' }, SLOW));
    await confirmDelete(user, schedule.title);

    await waitFor(() => expect(location()).toBe(LIST_PATH), SLOW);
    expect(
      await screen.findByText(
        `Deleted “${schedule.title}”. Its recipients will get no more reports.`,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create it again' })).toBeInTheDocument();
    expect(mockApi.service().store.schedule(schedule.uuid)).toBeUndefined();
  });
});
