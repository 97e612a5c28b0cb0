import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { scheduleElementId } from '#src/features/schedules/components/schedule-list/schedule-display';
import { ACME_SITE_ID, setupMockApi, VIEWER_CREDENTIALS } from '#tests/support/mock-api';
import { renderApp, routerLocation } from '#tests/support/render';
import { openRowActions } from '#tests/support/screen';

const mockApi = setupMockApi();

const LIST_PATH = `/sites/${ACME_SITE_ID}/schedules`;
const SLOW = { timeout: 10_000 };

/** The titles of the list's rows, once they are in, in page order. */
async function listedTitles(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: /report schedules/i }, SLOW);
  return within(table)
    .getAllByRole('button', { name: /^More actions for / })
    .map((button) => (button.getAttribute('aria-label') ?? '').replace(/^More actions for /, ''));
}

/** Delete, from the row's More actions: what opens the dialog. */
async function askToDelete(user: UserEvent, title: string) {
  const actions = await openRowActions(user, title);
  await user.click(within(actions).getByRole('button', { name: `Delete ${title}` }));
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
    const [first] = await listedTitles();
    if (!first) throw new Error('No rows');
    const schedule = storedSchedule(first);

    await askToDelete(user, first);
    const dialog = await screen.findByRole('dialog', { name: `Stop “${first}”?` });
    // Its cadence first: 'Every week on…', 'Every two weeks on…' or 'Monthly on…' (which comes
    // first in the list depends on today's date).
    expect(dialog).toHaveAccessibleDescription(/^(Every (week|two weeks)|Monthly) on /);
    const firstName = schedule.recipients[0]?.name || schedule.recipients[0]?.email || '';
    expect(dialog).toHaveAccessibleDescription(
      new RegExp(`${firstName}.* will get no more reports`),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mockApi.service().store.schedule(schedule.uuid)).toBeDefined();
    // The row stays, its More actions closed. (Focus going back to that button is the browser's
    // <dialog>, which jsdom lacks: e2e/delete-schedule.ts checks it.)
    expect(screen.getByRole('button', { name: `More actions for ${first}` })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('deletes it: the row goes, the notice offers Create it again, focus moves to the next row', async () => {
    const { user } = renderApp({ route: LIST_PATH });
    const [first, second] = await listedTitles();
    if (!first || !second) throw new Error('Acme has at least two schedules');
    const deleted = storedSchedule(first);
    const next = storedSchedule(second);
    const total = mockApi.service().store.listSchedules(ACME_SITE_ID).length;
    expect(screen.getByText(`${total} schedules`)).toBeInTheDocument();

    await askToDelete(user, first);
    await confirmDelete(user, first);

    expect(
      await screen.findByText(`Deleted “${first}”. Its recipients will get no more reports.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `More actions for ${first}` })).toBeNull();
    expect(mockApi.service().store.schedule(deleted.uuid)).toBeUndefined();
    await waitFor(() => expect(document.activeElement?.id).toBe(scheduleElementId(next.uuid)));
    expect(screen.getByText(`${total - 1} schedules`)).toBeInTheDocument();

    // Create it again: the form filled from the deleted schedule, under its own title.
    await user.click(screen.getByRole('link', { name: 'Create it again' }));
    // The create page's code loads first (a transition keeps the list meanwhile).
    await waitFor(
      () => expect(routerLocation()).toBe(`${LIST_PATH}/new?recreate=${deleted.uuid}`),
      SLOW,
    );
    expect(await screen.findByLabelText(/^Title/, {}, SLOW)).toHaveValue(deleted.title);
    expect(screen.getByText(/the schedule you deleted/)).toBeInTheDocument();
  });
  it('moves focus to the list’s heading once its last schedule is deleted', async () => {
    const [last, ...others] = mockApi.service().store.listSchedules(ACME_SITE_ID);
    if (!last) throw new Error('No schedules');
    for (const other of others) mockApi.service().store.deleteSchedule(other.uuid);
    const { user } = renderApp({ route: LIST_PATH });
    expect(await listedTitles()).toEqual([last.title]);

    await askToDelete(user, last.title);
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
    const [first] = await listedTitles();
    if (!first) throw new Error('No rows');

    await askToDelete(user, first);
    await confirmDelete(user, first);

    expect(
      await screen.findByText(
        `Deleted “${first}”. Its recipients will get no more reports.`,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(screen.queryByText(/already been deleted/)).toBeNull();
  });

  it('says so when someone else deleted it first', async () => {
    const { user } = renderApp({ route: LIST_PATH });
    const [first] = await listedTitles();
    if (!first) throw new Error('No rows');
    mockApi.service().store.deleteSchedule(storedSchedule(first).uuid);

    await askToDelete(user, first);
    await confirmDelete(user, first);
    expect(
      await screen.findByText(/had already been deleted, in another tab or by someone else/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `More actions for ${first}` })).toBeNull();
  });

  it('keeps the dialog open with the reason when the service refuses', async () => {
    mockApi.server.use(
      http.delete('*/v1/site_reports/schedules/:scheduleId', () =>
        HttpResponse.json({ message: 'You may not change this site.' }, { status: 403 }),
      ),
    );
    const { user } = renderApp({ route: LIST_PATH });
    const [first] = await listedTitles();
    if (!first) throw new Error('No rows');

    await askToDelete(user, first);
    const dialog = await confirmDelete(user, first);
    expect(await within(dialog).findByText('You may not change this site.')).toBeInTheDocument();
    // Sending it again would only be refused again.
    expect(within(dialog).queryByRole('button', { name: /Delete schedule|Try again/ })).toBeNull();
    expect(mockApi.service().store.schedule(storedSchedule(first).uuid)).toBeDefined();
  });

  it('offers no delete to an account that may only read', async () => {
    renderApp({ route: LIST_PATH, credentials: VIEWER_CREDENTIALS });
    const table = await screen.findByRole('table', { name: /report schedules/i }, SLOW);
    const rows = within(table).getAllByRole('row').length - 1;
    expect(rows).toBeGreaterThan(0);
    // The site's access is probed beside the list: once known, a row keeps its calendar file
    // alone, with no More actions (where Delete is) and no Delete.
    await waitFor(() =>
      expect(within(table).queryAllByRole('button', { name: /^More actions for / })).toHaveLength(
        0,
      ),
    );
    expect(
      within(table).getAllByRole('button', { name: /^Add .+ to calendar \(\.ics\)$/ }),
    ).toHaveLength(rows);
    expect(screen.queryAllByRole('button', { name: /^Delete / })).toHaveLength(0);
  });
});

describe('deleting a schedule from its edit page', () => {
  it('confirms, deletes, and lands on the list saying so', async () => {
    const schedule = mockApi.service().store.listSchedules(ACME_SITE_ID)[0];
    if (!schedule) throw new Error('No schedules');
    const { user } = renderApp({ route: `${LIST_PATH}/${schedule.uuid}/edit` });

    await user.click(await screen.findByRole('button', { name: 'Delete schedule' }, SLOW));
    await confirmDelete(user, schedule.title);

    await waitFor(() => expect(routerLocation()).toBe(LIST_PATH), SLOW);
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
