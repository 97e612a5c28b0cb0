import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ScheduleListPage from '#src/app/routes/schedule-list';
import { ACME_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { renderWithApp } from '#tests/support/render';
import { findRowsNamingTemplate } from '#tests/support/template-names';

setupMockApi();

const MATCHING = [
  'Mid-month performance report',
  'Monthly stakeholder overview',
  'Weekly traffic snapshot',
];

/** The table's schedule rows, in order. */
function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
}

describe('the schedule list page: what a search redraws', () => {
  it('redraws the rows already there in place: no row is built anew for a narrower list', async () => {
    const { user } = renderWithApp(<ScheduleListPage />, {
      route: `/sites/${ACME_SITE_ID}/schedules`,
      path: '/sites/:siteId/schedules',
    });
    const table = await screen.findByRole('table', { name: 'Report schedules' });
    // The template names come in a request of their own; the rows take them once.
    await findRowsNamingTemplate(table);
    const before = bodyRows(table);
    expect(before).toHaveLength(7);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'DANA');

    await waitFor(() => expect(screen.getByText('3 of 7 schedules match')).toBeVisible());
    const after = bodyRows(table);
    // The first three row elements, now showing the three that match; the rest removed.
    expect(after).toEqual(before.slice(0, 3));
    // A title as its row header reads it, less the "Not sent" mark: the demo's Weekly traffic
    // snapshot is one of its stopped schedules (ADR 018).
    const titleOf = (row: HTMLElement) =>
      (within(row).getByRole('rowheader').textContent ?? '').replace(/^Not sent /, '');
    expect(after.map(titleOf).sort()).toEqual(MATCHING);
    // Each row's actions name its schedule, not the one the row showed before.
    for (const row of after) {
      const title = titleOf(row);
      expect(within(row).getByRole('link', { name: `Edit ${title}` })).toBeInTheDocument();
      expect(
        within(row).getByRole('button', { name: `More actions for ${title}` }),
      ).toBeInTheDocument();
    }
  });

  it('keeps a row\'s "+N more" opened with its schedule: the row handed another shows it closed, in the same elements', async () => {
    const { user } = renderWithApp(<ScheduleListPage />, {
      route: `/sites/${ACME_SITE_ID}/schedules`,
      path: '/sites/:siteId/schedules',
    });
    const table = await screen.findByRole('table', { name: 'Report schedules' });
    const titleOf = (row: HTMLElement) =>
      (within(row).getByRole('rowheader').textContent ?? '').replace(/^Not sent /, '');
    // A row among the first three (a search for Dana leaves three) whose schedule is not Dana's.
    const place = bodyRows(table)
      .slice(0, MATCHING.length)
      .findIndex((row) => !MATCHING.includes(titleOf(row)));
    expect(place).toBeGreaterThanOrEqual(0);
    const row = bodyRows(table)[place]!;
    const titleBefore = titleOf(row);
    const more = within(row).getByRole('button', { name: /^\+\d+ more recipients?$/ });
    await user.click(more);
    expect(within(row).getByRole('list', { name: /^All \d+ recipients$/ })).toBeVisible();

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'DANA');
    await waitFor(() => expect(screen.getByText('3 of 7 schedules match')).toBeVisible());
    const sameRow = bodyRows(table)[place]!;
    expect(sameRow).toBe(row);
    expect(MATCHING).toContain(titleOf(sameRow));
    // Redrawn in place, not built anew; the list that was open was the other schedule's.
    const moreNow = within(sameRow).getByRole('button', { name: /^\+\d+ more recipients?$/ });
    expect(moreNow).toBe(more);
    expect(moreNow).toHaveAttribute('aria-expanded', 'false');
    expect(within(sameRow).queryByRole('list', { name: /^All \d+ recipients$/ })).toBeNull();

    // Its schedule back in the row: closed too, as any redraw leaves it.
    await user.clear(search);
    await waitFor(() => expect(titleOf(bodyRows(table)[place]!)).toBe(titleBefore));
    expect(within(table).queryByRole('list', { name: /^All \d+ recipients$/ })).toBeNull();
  });
});
