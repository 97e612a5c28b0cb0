import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ACME_SITE_ID,
  setupMockApi,
  TEMPLATE_IDS,
  VIEWER_CREDENTIALS,
} from '#tests/support/mock-api';
import { loseFirstCreateAnswer, loseFirstDeleteAnswer } from '#tests/support/lost-answers';
import { renderApp } from '#tests/support/render';

const mockApi = setupMockApi();

const LIST_PATH = `/sites/${ACME_SITE_ID}/schedules`;
const SLOW = { timeout: 10_000 };

/** Acme's schedules and `count` more titled 'Batch report 01'…, so the list has two pages of 25. */
function addBatch(count: number) {
  for (let index = 1; index <= count; index++) {
    mockApi.service().store.createSchedule({
      site_id: ACME_SITE_ID,
      title: `Batch report ${String(index).padStart(2, '0')}`,
      next_scheduled_date: '2099-01-05T09:00:00Z',
      template_uuid: TEMPLATE_IDS.monthlyClientReport,
      frequency: { unit: 'DAYS', value: 7 },
      recipients: [{ name: 'Batch inbox', email: `batch${index}@example.com` }],
      // As the service would have made it: the template's mandatory cover included.
      sections: [{ name: 'cover' }],
    });
  }
}

async function table() {
  return screen.findByRole('table', { name: /report schedules/i }, SLOW);
}

function checkbox(title: string) {
  return screen.getByRole('checkbox', { name: `Select ${title}` });
}

function bar() {
  return screen.getByRole('region', { name: 'Selection' });
}

async function search(user: UserEvent, text: string) {
  const box = screen.getByRole('searchbox', { name: /search/i });
  await user.clear(box);
  if (text) await user.type(box, text);
}

function acmeCount() {
  return mockApi.service().store.listSchedules(ACME_SITE_ID).length;
}

describe('selecting schedules on the list', () => {
  it('keeps the selection across pages and sort orders, and says it in a bar', async () => {
    addBatch(30);
    const { user } = renderApp({ route: `${LIST_PATH}?sort=title` });
    await table();
    await user.click(checkbox('Batch report 01'));
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Pages of schedules' });
    await user.click(within(pages).getByRole('link', { name: 'Go to page 2' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Batch report 30' }, SLOW));
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();
    // Page 2 is only partly selected: its checkbox is mixed, neither checked nor clear.
    expect(
      screen.getByRole('checkbox', { name: 'Select all schedules on this page' }),
    ).toBePartiallyChecked();

    await user.click(within(pages).getByRole('link', { name: 'Go to page 1' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Batch report 01' })).toBeChecked();
    // Another order: both stay selected wherever their rows now fall.
    await user.click(screen.getByRole('button', { name: 'Title' }));
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();
  });

  it('selects a whole page with its checkbox, then every matching schedule across pages', async () => {
    addBatch(30);
    const { user } = renderApp({ route: LIST_PATH });
    await table();
    await search(user, 'Batch report');
    await waitFor(() => expect(screen.getByText(/30 of \d+ schedules/)).toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: 'Select all schedules on this page' }));
    expect(within(bar()).getByText('25 selected')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Select all 30 matching' }));
    expect(within(bar()).getByText('30 selected')).toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: /^Select all/ })).toBeNull();
    expect(within(bar()).getByRole('button', { name: 'Export 30' })).toBeInTheDocument();

    await user.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull();
    expect(
      screen.getByRole('checkbox', { name: 'Select all schedules on this page' }),
    ).not.toBeChecked();
  });

  it('lets go of selected schedules a new search hides, and says how many', async () => {
    addBatch(3);
    const { user } = renderApp({ route: LIST_PATH });
    await table();
    await user.click(checkbox('Batch report 01'));
    await user.click(checkbox('Batch report 02'));
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();

    await search(user, 'Batch report 01');
    await waitFor(() =>
      expect(bar()).toHaveTextContent(
        '1 schedule you had selected is hidden by the search or filters, so it is no longer selected.',
      ),
    );
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
    // Clearing the search does not bring it back: it was let go of, and the user was told.
    await search(user, '');
    await waitFor(() => expect(checkbox('Batch report 02')).not.toBeChecked());
    expect(checkbox('Batch report 01')).toBeChecked();
  });
});

describe('acting on the selected schedules', () => {
  it('deletes the selected schedules after one confirmation, and Create them again restores them', async () => {
    addBatch(4);
    const before = acmeCount();
    const { user } = renderApp({ route: LIST_PATH });
    await table();
    for (const title of ['Batch report 01', 'Batch report 02', 'Batch report 03']) {
      await user.click(checkbox(title));
    }
    await user.click(within(bar()).getByRole('button', { name: 'Delete 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 schedules?' });
    expect(dialog).toHaveAccessibleDescription(
      /“Batch report 01”, “Batch report 02”, and “Batch report 03” will stop\. Batch inbox and 2 others will get no more reports from them\./,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete 3 schedules' }));

    await screen.findByText('3 schedules deleted, 0 failed, 0 skipped.', {}, SLOW);
    const titles = () =>
      mockApi
        .service()
        .store.listSchedules(ACME_SITE_ID)
        .map(({ title }) => title);
    expect(acmeCount()).toBe(before - 3);
    expect(titles()).toContain('Batch report 04');
    expect(titles()).not.toContain('Batch report 01');

    await user.click(screen.getByRole('button', { name: 'Create them again' }));
    await screen.findByText('3 schedules created again, 0 failed, 0 skipped.', {}, SLOW);
    expect(acmeCount()).toBe(before);
    expect(
      titles()
        .filter((title) => title.startsWith('Batch report'))
        .sort(),
    ).toEqual(['Batch report 01', 'Batch report 02', 'Batch report 03', 'Batch report 04']);
  });

  it('never deletes or creates twice after a lost answer, and keeps one changed since it was selected', async () => {
    addBatch(3);
    const { user } = renderApp({ route: LIST_PATH });
    await table();
    for (const title of ['Batch report 01', 'Batch report 02', 'Batch report 03']) {
      await user.click(checkbox(title));
    }
    const stored = (title: string) =>
      mockApi
        .service()
        .store.listSchedules(ACME_SITE_ID)
        .find((schedule) => schedule.title === title);
    // A colleague renames 03 after it was selected: it is not deleted over their change.
    const changed = stored('Batch report 03');
    if (!changed) throw new Error('No Batch report 03');
    mockApi.service().store.updateSchedule(changed.uuid, { title: 'Batch report 03 (kept)' });
    // The service deletes 01, and the gateway loses its answer.
    const deletes = loseFirstDeleteAnswer(mockApi);
    await user.click(within(bar()).getByRole('button', { name: 'Delete 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 schedules?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 3 schedules' }));
    await screen.findByText('1 schedule deleted, 1 failed, 1 skipped.', {}, SLOW);
    expect(screen.getByText(/Changed since you selected it \(title\)/)).toBeInTheDocument();
    expect(screen.getByText(/may be deleted all the same/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    await screen.findByText('2 schedules deleted, 0 failed, 1 skipped.', {}, SLOW);
    expect(screen.getByText(/Already deleted/)).toBeInTheDocument();
    // Two DELETEs: 01 once (its answer lost), 02 once; none for 01 again, none for 03.
    expect(deletes).toHaveLength(2);
    expect(stored('Batch report 03 (kept)')).toBeDefined();

    // Create them again, the first create's answer lost: Retry failed finds it made.
    const posts = loseFirstCreateAnswer(mockApi);
    await user.click(screen.getByRole('button', { name: 'Create them again' }));
    await screen.findByText('1 schedule created again, 1 failed, 0 skipped.', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    await screen.findByText('2 schedules created again, 0 failed, 0 skipped.', {}, SLOW);
    expect(posts).toHaveLength(2);
    for (const title of ['Batch report 01', 'Batch report 02']) {
      expect(
        mockApi
          .service()
          .store.listSchedules(ACME_SITE_ID)
          .filter((schedule) => schedule.title === title),
      ).toHaveLength(1);
    }
  });

  it('sends nothing when the schedules cannot be read again first, and Try again deletes them', async () => {
    addBatch(2);
    const before = acmeCount();
    const { user } = renderApp({ route: LIST_PATH });
    await table();
    await user.click(checkbox('Batch report 01'));
    await user.click(checkbox('Batch report 02'));
    // The next read of the list, the run's check, meets a 503.
    mockApi.server.use(
      http.get(
        '*/v1/site_reports/schedules',
        () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
        { once: true },
      ),
    );
    await user.click(within(bar()).getByRole('button', { name: 'Delete 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 schedules?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 schedules' }));
    expect(
      await screen.findByText(
        'The schedules could not be read again before deleting them, so nothing was sent',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(acmeCount()).toBe(before);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('2 schedules deleted, 0 failed, 0 skipped.', {}, SLOW);
    expect(acmeCount()).toBe(before - 2);
  });
});

describe('what a selection offers an account that may only read', () => {
  it('offers a read-only account Export alone', async () => {
    const { user } = renderApp({ route: LIST_PATH, credentials: VIEWER_CREDENTIALS });
    const rows = within(await table()).getAllByRole('checkbox', { name: /^Select (?!all)/ });
    await user.click(rows[0] as HTMLElement);
    await user.click(rows[1] as HTMLElement);
    const names = [
      ...within(bar()).queryAllByRole('button'),
      ...within(bar()).queryAllByRole('link'),
    ].map((control) => control.textContent);
    expect(names).toEqual([`Select all ${rows.length} matching`, 'Clear selection', 'Export 2']);
  });
});
